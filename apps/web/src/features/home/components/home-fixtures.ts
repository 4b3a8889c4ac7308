import type { MyClassesPage, MyClassWithLessons, MyLesson } from '@espace/contracts/dashboard';
import { learnerClasses } from '../../../test/fixtures';

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

const [spring, autumn] = learnerClasses.items as [MyClassWithLessons, MyClassWithLessons];

/** The two shared test classes, the first with a finished lesson and a started one. */
export const classesWithLessons: MyClassWithLessons[] = [
  {
    ...spring,
    lessons: [
      lesson({ id: 'l1', courseId: 'c1', classProgramId: 'cp1', state: 'DONE', progress: 'COMPLETED', progression: 1, ended: true, scoring: { global: { actual: 8, max: 10 } }, scoreRatio: 0.8, medal: 'gold', startedAt: '2026-03-03T10:00:00.000Z' }),
      lesson({ id: 'l2', courseId: 'c2', classProgramId: 'cp1', progress: 'ONGOING', progression: 0.25, startedAt: '2026-03-04T10:00:00.000Z' }),
    ],
  },
  { ...autumn, lessons: [lesson({ id: 'l3', courseId: autumn.classPrograms[0]?.program.courses[0]?.id ?? 'c3', classProgramId: 'cp2', state: 'LOCKED' })] },
];

export const pageOf = (items: MyClassWithLessons[], total = items.length, page = 1): MyClassesPage => ({ items, total, page, pageSize: 5 });
