import { describe, expect, it } from 'vitest';
import { nextStartRefresh } from './class-refresh';

const now = Date.parse('2026-03-02T09:00:00.000Z');

describe('nextStartRefresh', () => {
  it.each([
    [[], null],
    [[null], null],
    [['2026-03-01T09:00:00.000Z'], null],
    [['2026-03-02T09:00:00.000Z'], null],
    [['2026-03-02T09:00:01.000Z'], 1200],
    [['2026-03-02T09:01:00.000Z', '2026-03-02T09:00:05.000Z', null], 5200],
    [['2027-03-02T09:00:00.000Z'], null],
  ] as const)('%o → %o ms', (starts, delay) => {
    expect(nextStartRefresh(starts, now)).toBe(delay);
  });
});
