import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lessonAccess, type LessonState, lessonStates, lessonsUnlockedBy, type ProgramCourseRef, unlockReach } from './lesson-state';

const published = { programState: 'PUBLISHED', courseState: 'PUBLISHED' } as const;
const closedStates = [
  { programState: 'CLOSED', courseState: 'PUBLISHED' },
  { programState: 'PUBLISHED', courseState: 'CLOSED' },
  { programState: 'CLOSED', courseState: 'CLOSED' },
  { programState: 'DRAFT', courseState: 'PUBLISHED' },
] as const;

describe('lessonAccess', () => {
  const now = new Date('2026-06-01T12:00:00.000Z');
  const open = { from: '2026-01-01T00:00:00.000Z', to: '2026-12-31T00:00:00.000Z' };
  const notYet = { from: '2026-07-01T00:00:00.000Z', to: null };
  const over = { from: null, to: '2026-05-31T00:00:00.000Z' };
  const startedLongAgo = new Date('2026-06-01T11:00:00.000Z');
  it.each([
    ['AVAILABLE', open, null, null, { kind: 'playable' }],
    ['DONE', open, null, null, { kind: 'playable' }],
    ['LOCKED', open, null, null, { kind: 'forbidden' }],
    ['HIDDEN', open, null, null, { kind: 'forbidden' }],
    ['AVAILABLE', notYet, null, null, { kind: 'upcoming', opensAt: notYet.from }],
    ['LOCKED', notYet, null, null, { kind: 'upcoming', opensAt: notYet.from }],
    ['HIDDEN', notYet, null, null, { kind: 'forbidden' }],
    ['AVAILABLE', over, null, null, { kind: 'skipped', record: 'EXPIRED' }],
    ['DONE', over, null, null, { kind: 'skipped', record: null }],
    ['SKIPPED', open, null, null, { kind: 'skipped', record: null }],
    ['EXPIRED', open, null, null, { kind: 'skipped', record: null }],
    ['AVAILABLE', open, startedLongAgo, 600, { kind: 'skipped', record: 'SKIPPED' }],
    ['AVAILABLE', open, startedLongAgo, 7200, { kind: 'playable' }],
    ['AVAILABLE', { from: null, to: null }, null, 60, { kind: 'playable' }],
  ] as const)('%s in %j, started %s, limit %s → %j', (state, window, startedAt, timeLimit, expected) => {
    expect(lessonAccess({ state: state as LessonState, window, startedAt, timeLimit, now, ...published })).toEqual(expected);
  });

  // A closed program or course outranks every lesson state and window: nothing is played, nothing recorded.
  it.each(lessonStates.flatMap((state) => [open, notYet, over].flatMap((window) => closedStates.map((states) => [state, window, states] as const))))(
    '%s in %j of %j → closed',
    (state, window, states) => {
      expect(lessonAccess({ state, window, startedAt: startedLongAgo, timeLimit: 600, now, ...states })).toEqual({ kind: 'closed' });
    },
  );
});

describe('lessonsUnlockedBy', () => {
  const courses = [
    { id: 'a', order: 0, settings: {} },
    { id: 'b', order: 1, settings: { unlocks: ['d', 'c', 'ghost', 'b'] } },
    { id: 'c', order: 2, settings: { unlocks: [] } },
    { id: 'd', order: 3, settings: {} },
  ];
  it.each([
    ['a', ['b']],
    ['b', ['d', 'c']],
    ['c', []],
    ['d', []],
    ['unknown', []],
  ])('%s unlocks %j', (finished, expected) => {
    expect(lessonsUnlockedBy(courses, finished)).toEqual(expected);
  });
});

describe('lessonsUnlockedBy through closed courses', () => {
  // a → b → c → d → e by order; x unlocks what its settings say.
  const chain = (closed: string[], settings: Record<string, ProgramCourseRef['settings']> = {}): ProgramCourseRef[] =>
    ['a', 'b', 'c', 'd', 'e'].map((id, order) => ({ id, order, settings: settings[id] ?? {}, closed: closed.includes(id) }));
  it.each([
    ['nothing closed', chain([]), 'a', ['b']],
    ['the next closed: on to the one after, the closed one unlocked too', chain(['b']), 'a', ['b', 'c']],
    ['two closed in a row', chain(['b', 'c']), 'a', ['b', 'c', 'd']],
    ['every later one closed: to the end', chain(['b', 'c', 'd', 'e']), 'a', ['b', 'c', 'd', 'e']],
    ['a closed one further on is not reached', chain(['d']), 'a', ['b']],
    ['the last one closed: nothing after it', chain(['e']), 'd', ['e']],
    ['a closed one branching through its unlocks list', chain(['b'], { b: { unlocks: ['e', 'd'] } }), 'a', ['b', 'e', 'd']],
    ['a closed one unlocking nothing', chain(['b'], { b: { unlocks: [] } }), 'a', ['b']],
    ['a cycle of closed ones ends, each once', chain(['b', 'c'], { b: { unlocks: ['c'] }, c: { unlocks: ['b', 'd'] } }), 'a', ['b', 'c', 'd']],
    ['a closed one leading back never unlocks the finished one', chain(['b'], { b: { unlocks: ['a', 'c'] } }), 'a', ['b', 'c']],
    ['the finished one closed itself changes nothing', chain(['a']), 'a', ['b']],
  ] as const)('%s', (_, courses, finished, expected) => {
    expect(lessonsUnlockedBy(courses, finished)).toEqual(expected);
  });

  it('reaches each course once and ends on any program, cycles included', () => {
    const ids = ['a', 'b', 'c', 'd'];
    fc.assert(
      fc.property(
        fc.array(fc.record({ closed: fc.boolean(), unlocks: fc.option(fc.subarray(ids), { nil: undefined }) }), { minLength: 4, maxLength: 4 }),
        fc.subarray(ids),
        (entries, start) => {
          const courses = entries.map((entry, order) => ({
            id: ids[order] as string,
            order,
            settings: entry.unlocks === undefined ? {} : { unlocks: entry.unlocks },
            closed: entry.closed,
          }));
          const reached = unlockReach(courses, start);
          expect(new Set(reached).size).toBe(reached.length);
          expect(reached.slice(0, new Set(start).size)).toEqual([...new Set(start)]);
        },
      ),
    );
  });
});
