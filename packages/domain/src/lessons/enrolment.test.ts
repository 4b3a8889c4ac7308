import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EnrolmentCourse, lessonsToProvision, lessonsToReopen, provisionedLessonState } from './enrolment';

const open = { from: null, to: null };
const now = new Date('2026-06-01T12:00:00.000Z');
const course = (id: string, order: number, extra: Partial<EnrolmentCourse> = {}): EnrolmentCourse => ({
  classProgramId: 'cp1',
  programCourseId: id,
  courseId: `course-${id}`,
  order,
  settings: {},
  window: open,
  programState: 'PUBLISHED',
  courseState: 'PUBLISHED',
  ...extra,
});

describe('provisionedLessonState', () => {
  it.each([
    [{}, true, false, false, 'AVAILABLE'],
    [{}, false, false, false, 'LOCKED'],
    [{ unlocked: true }, false, false, false, 'AVAILABLE'],
    [{}, false, true, false, 'AVAILABLE'],
    [{ hidden: true }, true, true, false, 'HIDDEN'],
    [{ hidden: true }, true, false, true, 'HIDDEN'],
    [{}, true, false, true, 'EXPIRED'],
    [{ unlocked: true }, false, true, true, 'EXPIRED'],
  ] as const)('%j first=%s unlockedByFinished=%s windowClosed=%s → %s', (settings, isFirstOfProgram, unlockedByFinished, windowClosed, expected) => {
    expect(provisionedLessonState({ settings, isFirstOfProgram, unlockedByFinished, windowClosed })).toBe(expected);
  });
});

describe('lessonsToProvision', () => {
  it('gives a new learner one lesson per course: the first of each program AVAILABLE, the others LOCKED', () => {
    const courses = [course('b', 2), course('a', 1), course('x', 1, { classProgramId: 'cp2' }), course('t', 3, { settings: { timeLimit: 600.7 } })];
    expect(lessonsToProvision(courses, [], now).map(({ programCourseId, state, timeLimit }) => [programCourseId, state, timeLimit])).toEqual([
      ['a', 'AVAILABLE', null],
      ['b', 'LOCKED', null],
      ['t', 'LOCKED', 600],
      ['x', 'AVAILABLE', null],
    ]);
  });

  it('leaves the lessons already held alone and opens a new course that follows a finished one', () => {
    const courses = [course('a', 1), course('b', 2), course('c', 3)];
    const held = [{ programCourseId: 'a', state: 'DONE' as const, progress: 'COMPLETED' as const }];
    expect(lessonsToProvision(courses, held, now).map(({ programCourseId, state }) => [programCourseId, state])).toEqual([
      ['b', 'AVAILABLE'],
      ['c', 'LOCKED'],
    ]);
  });

  it("follows a finished course's own unlocks list", () => {
    const courses = [course('a', 1, { settings: { unlocks: ['c'] } }), course('b', 2), course('c', 3)];
    const held = [{ programCourseId: 'a', state: 'AVAILABLE' as const, progress: 'COMPLETED' as const }];
    expect(lessonsToProvision(courses, held, now).map(({ programCourseId, state }) => [programCourseId, state])).toEqual([
      ['b', 'LOCKED'],
      ['c', 'AVAILABLE'],
    ]);
  });

  // Nobody can end a course while it is closed: an unlock passes through it (docs/product/lessons.md#open-to-learners).
  const closedCourse = { courseState: 'CLOSED' } as const;
  it.each([
    [
      'the first course closed: the next one opens too',
      [course('a', 1, closedCourse), course('b', 2), course('c', 3)],
      [],
      { a: 'AVAILABLE', b: 'AVAILABLE', c: 'LOCKED' },
    ],
    [
      'two closed in a row: through both',
      [course('a', 1, closedCourse), course('b', 2, { courseState: 'ARCHIVED' }), course('c', 3), course('d', 4)],
      [],
      { a: 'AVAILABLE', b: 'AVAILABLE', c: 'AVAILABLE', d: 'LOCKED' },
    ],
    [
      'a closed course after a finished one',
      [course('a', 1), course('b', 2, closedCourse), course('c', 3)],
      [{ programCourseId: 'a', state: 'DONE', progress: 'COMPLETED' }],
      { b: 'AVAILABLE', c: 'AVAILABLE' },
    ],
    [
      'a closed course not reached yet holds nothing',
      [course('a', 1), course('b', 2), course('c', 3, closedCourse), course('d', 4)],
      [],
      { a: 'AVAILABLE', b: 'LOCKED', c: 'LOCKED', d: 'LOCKED' },
    ],
    [
      'a closed course unlocked from the start',
      [course('a', 1), course('b', 2, { ...closedCourse, settings: { unlocked: true, unlocks: ['d'] } }), course('c', 3), course('d', 4)],
      [],
      { a: 'AVAILABLE', b: 'AVAILABLE', c: 'LOCKED', d: 'AVAILABLE' },
    ],
    [
      'a closed program: every course is closed, the whole chain opens',
      [course('a', 1, { programState: 'CLOSED' }), course('b', 2, { programState: 'CLOSED' })],
      [],
      { a: 'AVAILABLE', b: 'AVAILABLE' },
    ],
    [
      'a hidden first course passes nothing on',
      [course('a', 1, { ...closedCourse, settings: { hidden: true } }), course('b', 2)],
      [],
      { a: 'HIDDEN', b: 'LOCKED' },
    ],
    [
      'a cycle of closed courses ends',
      [course('a', 1), course('b', 2, { ...closedCourse, settings: { unlocks: ['c'] } }), course('c', 3, { ...closedCourse, settings: { unlocks: ['b'] } })],
      [{ programCourseId: 'a', state: 'DONE', progress: 'COMPLETED' }],
      { b: 'AVAILABLE', c: 'AVAILABLE' },
    ],
  ] as const)('%s', (_, courses, held, expected) => {
    expect(Object.fromEntries(lessonsToProvision(courses, held, now).map(({ programCourseId, state }) => [programCourseId, state]))).toEqual(expected);
  });

  it('creates lessons of a closed window EXPIRED, and of a window not open yet in their usual state', () => {
    const closed = { from: null, to: '2026-05-31T00:00:00.000Z' };
    const later = { from: '2026-09-01T00:00:00.000Z', to: null };
    const courses = [course('a', 1, { window: closed }), course('x', 1, { classProgramId: 'cp2', window: later })];
    expect(lessonsToProvision(courses, [], now).map(({ programCourseId, state }) => [programCourseId, state])).toEqual([
      ['a', 'EXPIRED'],
      ['x', 'AVAILABLE'],
    ]);
  });

  it('is idempotent: what it gives, once held, asks for nothing more', () => {
    const arbitraryCourses = fc.uniqueArray(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 4 }),
        program: fc.constantFrom('p1', 'p2'),
        order: fc.nat(5),
        hidden: fc.boolean(),
        unlocked: fc.boolean(),
      }),
      { selector: (entry) => entry.id, maxLength: 12 },
    );
    fc.assert(
      fc.property(arbitraryCourses, (entries) => {
        const courses = entries.map((entry) =>
          course(entry.id, entry.order, { classProgramId: entry.program, settings: { hidden: entry.hidden, unlocked: entry.unlocked } }),
        );
        const first = lessonsToProvision(courses, [], now);
        expect(first).toHaveLength(courses.length);
        const held = first.map((lesson) => ({ programCourseId: lesson.programCourseId, state: lesson.state, progress: null }));
        expect(lessonsToProvision(courses, held, now)).toEqual([]);
      }),
    );
  });
});

describe('lessonsToReopen', () => {
  const closed = { from: null, to: '2026-05-31T00:00:00.000Z' };
  const extended = { from: null, to: '2026-07-31T00:00:00.000Z' };

  it('gives the lessons of a window open again the state they had or would be created in: opened ones AVAILABLE, others by the enrolment rule', () => {
    const courses = [
      course('a', 1, { window: extended }),
      course('b', 2, { window: extended }),
      course('c', 3, { window: extended }),
      course('h', 4, { window: extended, settings: { hidden: true } }),
    ];
    const held = [
      { programCourseId: 'a', state: 'DONE', progress: 'COMPLETED' },
      // Opened, then expired with its window: it was playable.
      { programCourseId: 'b', state: 'EXPIRED', progress: 'ONGOING' },
      // Created EXPIRED, never opened: after a LOCKED one, it is LOCKED too.
      { programCourseId: 'c', state: 'EXPIRED', progress: null },
      { programCourseId: 'h', state: 'EXPIRED', progress: null },
    ] as const;
    expect(lessonsToReopen(courses, held, now)).toEqual([
      { programCourseId: 'b', state: 'AVAILABLE' },
      { programCourseId: 'c', state: 'LOCKED' },
      { programCourseId: 'h', state: 'HIDDEN' },
    ]);
  });

  it('reopens a never opened lesson that a finished one unlocks, or the first of its program, as AVAILABLE', () => {
    const courses = [course('a', 1, { window: extended }), course('b', 2, { window: extended })];
    expect(
      lessonsToReopen(
        courses,
        [
          { programCourseId: 'a', state: 'EXPIRED', progress: null },
          { programCourseId: 'b', state: 'EXPIRED', progress: null },
        ],
        now,
      ),
    ).toEqual([
      { programCourseId: 'a', state: 'AVAILABLE' },
      { programCourseId: 'b', state: 'LOCKED' },
    ]);
    expect(
      lessonsToReopen(
        courses,
        [
          { programCourseId: 'a', state: 'DONE', progress: 'COMPLETED' },
          { programCourseId: 'b', state: 'EXPIRED', progress: null },
        ],
        now,
      ),
    ).toEqual([{ programCourseId: 'b', state: 'AVAILABLE' }]);
  });

  it('leaves alone the lessons of a window still closed, and every state but EXPIRED', () => {
    const courses = [course('a', 1, { window: closed }), course('b', 2, { window: extended })];
    const held = [
      { programCourseId: 'a', state: 'EXPIRED', progress: 'ONGOING' },
      { programCourseId: 'b', state: 'SKIPPED', progress: 'ONGOING' },
    ] as const;
    expect(lessonsToReopen(courses, held, now)).toEqual([]);
  });
});
