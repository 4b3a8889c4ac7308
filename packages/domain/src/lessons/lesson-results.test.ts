import { describe, expect, it } from 'vitest';
import { hasResults, lessonEndingKind, listedOnResults, pageOutcome } from './lesson-results';

describe('pageOutcome', () => {
  it.each([
    ['an answer all right', { answered: true, kind: 'correct' as const }, 'right'],
    ['an answer partly right', { answered: true, kind: 'partialy_correct' as const }, 'partly'],
    ['an answer all wrong', { answered: true, kind: 'incorrect' as const }, 'wrong'],
    ['an answered page without scored rows, or an activity', { answered: true, kind: null }, 'done'],
    ['a page never answered', { answered: false, kind: null }, 'unanswered'],
  ])('%s', (_case, page, outcome) => {
    expect(pageOutcome(page)).toBe(outcome);
  });
});

describe('listedOnResults', () => {
  it('lists the pages that take answers or run an activity, not the slides', () => {
    expect([listedOnResults('exercice'), listedOnResults('tincan'), listedOnResults('slide'), listedOnResults(null)]).toEqual([true, true, false, false]);
  });
});

describe('hasResults', () => {
  it.each([
    ['DONE', 'COMPLETED', true],
    ['SKIPPED', 'ONGOING', true],
    ['EXPIRED', 'ONGOING', true],
    ['EXPIRED', null, true],
    ['AVAILABLE', 'ONGOING', false],
    ['AVAILABLE', null, false],
    ['LOCKED', null, false],
  ] as const)('%s / %s → %s', (state, progress, expected) => {
    expect(hasResults({ state, progress })).toBe(expected);
  });
});

describe('lessonEndingKind', () => {
  it.each([
    ['DONE', 'COMPLETED', 'finished'],
    ['AVAILABLE', 'COMPLETED', 'finished'],
    ['SKIPPED', 'ONGOING', 'timeUp'],
    ['SKIPPED', null, 'timeUp'],
    ['EXPIRED', 'ONGOING', 'closed'],
    ['EXPIRED', null, 'closed'],
  ] as const)('%s / %s → %s', (state, progress, kind) => {
    expect(lessonEndingKind({ state, progress })).toBe(kind);
  });
});
