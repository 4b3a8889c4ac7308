import { describe, expect, it } from 'vitest';
import { progressionOfSections } from '../lessons/progress';
import { progressionByDay } from './progression-by-day';

describe('progressionByDay (docs/privacy.md#qualiopi-evidence-pack)', () => {
  const sections = [
    ['a', 'b'],
    ['c', 'd'],
  ];

  it('reads the pages as they stood each day by the roster’s rule, its last day the roster’s figure', () => {
    const pages = [
      { nodeId: 'a', openedOn: '2026-03-02', completedOn: '2026-03-02' },
      { nodeId: 'b', openedOn: '2026-03-02', completedOn: '2026-03-04' },
      { nodeId: 'c', openedOn: '2026-03-04', completedOn: null },
    ];
    const days = progressionByDay({ sections, pages, endedOn: null });
    expect(days).toEqual([
      // a done, b opened: (1 + 0.5) / 2 over the first section, the second 0: 0.375.
      { day: '2026-03-02', opened: 2, completed: 1, progression: 0.375 },
      { day: '2026-03-04', opened: 1, completed: 1, progression: 0.625 },
    ]);
    const standing = { a: 'COMPLETED', b: 'COMPLETED', c: 'ONGOING' } as const;
    expect(days.at(-1)!.progression).toBe(progressionOfSections(sections, (nodeId) => standing[nodeId as keyof typeof standing]));
  });

  it('is complete from the day the lesson ended, and empty before any activity', () => {
    const pages = [{ nodeId: 'a', openedOn: '2026-03-02', completedOn: '2026-03-02' }];
    expect(progressionByDay({ sections, pages, endedOn: '2026-03-05' }).map((day) => [day.day, day.progression])).toEqual([
      ['2026-03-02', 0.25],
      ['2026-03-05', 1],
    ]);
    expect(progressionByDay({ sections, pages: [], endedOn: null })).toEqual([]);
  });
});
