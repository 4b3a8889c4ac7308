import { describe, expect, it } from 'vitest';
import { lessonAccess, type LessonState, lessonStates, lessonsUnlockedBy } from './lesson-state';

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
    ['AVAILABLE', notYet, null, null, { kind: 'forbidden' }],
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
