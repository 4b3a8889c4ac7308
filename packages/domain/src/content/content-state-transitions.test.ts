import { describe, expect, it } from 'vitest';
import { contentStateChangeAllowed, contentStateTargets } from './content-state-transitions';
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
  ] as const)('%s → %s: %s', (from, to, expected) => {
    expect(contentStateChangeAllowed(from, to)).toBe(expected);
  });

  it('agrees with the targets it offers, and never offers staying put', () => {
    for (const from of contentStates) {
      for (const to of contentStates) expect(contentStateTargets(from).includes(to)).toBe(from !== to && contentStateChangeAllowed(from, to));
    }
  });
});
