import { describe, expect, it } from 'vitest';
import { contentDeletable, contentStateChangeAllowed, contentStateTargets } from './content-state-transitions';
import { contentStates } from './content-states';

describe('contentStateChangeAllowed', () => {
  it.each([
    ['DRAFT', 'PUBLISHED', true],
    ['PUBLISHED', 'CLOSED', true],
    ['CLOSED', 'PUBLISHED', true],
    ['DRAFT', 'CLOSED', false],
    ['PUBLISHED', 'DRAFT', false],
    ['CLOSED', 'DRAFT', false],
    ['DRAFT', 'DRAFT', true],
    ['CLOSED', 'CLOSED', true],
    ['PUBLISHED', 'ARCHIVED', true],
    ['CLOSED', 'ARCHIVED', true],
    ['ARCHIVED', 'CLOSED', true],
    ['DRAFT', 'ARCHIVED', false],
    ['ARCHIVED', 'PUBLISHED', false],
    ['ARCHIVED', 'DRAFT', false],
  ] as const)('%s → %s: %s', (from, to, expected) => {
    expect(contentStateChangeAllowed(from, to)).toBe(expected);
  });

  it('agrees with the targets it offers, and never offers staying put', () => {
    for (const from of contentStates) {
      for (const to of contentStates) expect(contentStateTargets(from).includes(to)).toBe(from !== to && contentStateChangeAllowed(from, to));
    }
  });
});

describe('contentDeletable', () => {
  it.each([
    ['DRAFT', 0, true],
    ['DRAFT', 1, false],
    ['PUBLISHED', 0, false],
    ['CLOSED', 0, false],
    ['ARCHIVED', 0, false],
    ['ARCHIVED', 3, false],
  ] as const)('%s with %i lessons: %s', (state, lessons, expected) => {
    expect(contentDeletable(state, lessons)).toBe(expected);
  });
});
