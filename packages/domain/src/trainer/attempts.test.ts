import { describe, expect, it } from 'vitest';
import { earlierAttempts } from './attempts';

describe('earlierAttempts', () => {
  it('makes one attempt of the pages each reset archived, oldest first, the undated ones first of all', () => {
    const pages = [
      { id: 'c1', archivedAt: '2026-03-10T09:00:00.000Z' },
      { id: 'a1', archivedAt: null },
      { id: 'b1', archivedAt: '2026-03-01T09:00:00+00:00' },
      { id: 'c2', archivedAt: '2026-03-10T09:00:00Z' },
      { id: 'b2', archivedAt: '2026-03-01T09:00:00.000Z' },
    ];
    expect(earlierAttempts(pages).map((attempt) => [attempt.number, attempt.endedAt, attempt.pages.map((page) => page.id)])).toEqual([
      [1, null, ['a1']],
      [2, '2026-03-01T09:00:00.000Z', ['b1', 'b2']],
      [3, '2026-03-10T09:00:00.000Z', ['c1', 'c2']],
    ]);
  });

  it('is none without archived pages', () => {
    expect(earlierAttempts([])).toEqual([]);
  });
});
