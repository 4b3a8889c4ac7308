import type { MyClass, MyClassesPage, MyClassWithLessons, MyLesson } from '@espace/contracts/classes';

/** The seeded demo learner's two classes (see the shared facts). */
const spring: MyClass = {
  id: 'k1',
  name: 'Printemps 2026 — Accueil client',
  startAt: '2026-03-02T00:00:00.000Z',
  expireAt: '2026-06-30T00:00:00.000Z',
  expired: false,
  settings: { mobile: { allowed: true } },
  classPrograms: [
    {
      id: 'cp1',
      order: 0,
      startAt: null,
      expireAt: null,
      openingBoundaries: { from: null, to: null },
      reviewed: false,
      program: {
        id: 'p1',
        name: 'Relation client',
        description: null,
        state: 'PUBLISHED',
        courses: [
          { id: 'c2', title: 'Traiter une réclamation', order: 1, state: 'PUBLISHED', due: null },
          { id: 'c1', title: 'Accueillir un client', order: 0, state: 'PUBLISHED', due: null },
        ],
      },
    },
  ],
};

const autumn: MyClass = {
  id: 'k2',
  name: 'Automne 2026 — Sécurité',
  startAt: '2026-09-01T00:00:00.000Z',
  expireAt: null,
  expired: false,
  settings: { mobile: { allowed: true } },
  classPrograms: [
    {
      id: 'cp2',
      order: 0,
      startAt: null,
      expireAt: null,
      openingBoundaries: { from: null, to: null },
      reviewed: false,
      program: {
        id: 'p2',
        name: 'Sécurité au travail',
        description: null,
        state: 'PUBLISHED',
        courses: [{ id: 'c3', title: 'Les gestes qui sauvent', order: 0, state: 'PUBLISHED', due: null }],
      },
    },
  ],
};

/** A lesson of the test classes; only what the case needs is given. */
export function lesson(overrides: Partial<MyLesson> & Pick<MyLesson, 'id' | 'courseId' | 'classProgramId'>): MyLesson {
  return {
    programCourseId: `pc-${overrides.courseId}`,
    state: 'AVAILABLE',
    progress: null,
    progression: 0,
    scoring: { global: { actual: 0, max: 0 } },
    scoreRatio: 0,
    medal: 'none',
    certificationRef: null,
    startAt: null,
    startedAt: null,
    endedAt: null,
    timeLimit: null,
    ended: false,
    ...overrides,
  };
}

/** The two test classes, the first with a finished lesson and a started one. */
export const classesWithLessons: MyClassWithLessons[] = [
  {
    ...spring,
    lessons: [
      lesson({
        id: 'l1',
        courseId: 'c1',
        classProgramId: 'cp1',
        state: 'DONE',
        progress: 'COMPLETED',
        progression: 1,
        ended: true,
        scoring: { global: { actual: 8, max: 10 } },
        scoreRatio: 0.8,
        medal: 'gold',
        startedAt: '2026-03-03T10:00:00.000Z',
      }),
      lesson({ id: 'l2', courseId: 'c2', classProgramId: 'cp1', progress: 'ONGOING', progression: 0.25, startedAt: '2026-03-04T10:00:00.000Z' }),
    ],
  },
  { ...autumn, lessons: [lesson({ id: 'l3', courseId: 'c3', classProgramId: 'cp2', state: 'LOCKED' })] },
];

export const pageOf = (items: MyClassWithLessons[], total = items.length, page = 1): MyClassesPage => ({ items, total, page, pageSize: 5 });

/** GET users/me/classes as the learner first sees it: both test classes on one page. */
export const learnerClasses: MyClassesPage = pageOf(classesWithLessons);
