import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badgeChange, badgeEarned, badgeLevel, badgeSize, recordDelta } from './badges';
import { competencyScores, genericReport } from './competencies';
import { progressionFromCourse, progressRateFraction, progressRateFromCounts } from './lesson-progression';
import { isDailyRecordDue, readRecordScores } from './records';
import { boundedRatio, certificateScore, jobScore } from './scores';
import { bucketActivity, bucketStart, statsWindow } from './stats';
import type { CourseNodeRow } from '../lessons/course-tree';

const points = (actual: number, max: number) => ({ actual, max });

describe('scores', () => {
  it.each([
    [points(0, 0), 0, 0, 0],
    [points(5, 10), 0.5, 50, 500],
    [points(2, 3), 2 / 3, 66, 666],
    [points(12, 10), 1, 100, 1000],
    [points(-1, 10), 0, 0, 0],
  ])('%j → ratio %d, job %d/100, certificate %d/1000', (score, ratio, job, certificate) => {
    expect(boundedRatio(score)).toBeCloseTo(ratio);
    expect(jobScore(score)).toBe(job);
    expect(certificateScore(score)).toBe(certificate);
  });
});

describe('badges', () => {
  it.each([
    [0.6, null, 0, 'zero'],
    [0.6, 0.4, 0.2, 'positive'],
    [0.4, 0.6, -0.2, 'negative'],
    [0.5, 0.498, 0, 'zero'],
  ] as const)('done %d after %s → delta %d (%s)', (done, previous, delta, sign) => {
    const result = recordDelta(done, previous);
    expect(result.delta).toBeCloseTo(delta);
    expect(result.deltaSign).toBe(sign);
  });

  it.each([
    [points(0, 10), null, 'none'],
    [points(4, 10), null, 'bronze'],
    [points(6, 10), points(1, 10), 'silver'],
    [points(9, 10), points(9, 10), 'gold'],
  ] as const)('%j since %j is %s', (score, previous, level) => {
    expect(badgeLevel(score, previous).level).toBe(level);
  });

  it.each([
    ['pi', 'lg'],
    ['job', 'md'],
    ['competency', 'sm'],
  ] as const)('a %s badge is %s', (type, size) => expect(badgeSize(type)).toBe(size));
});

describe('competencyScores and genericReport', () => {
  const competency = (id: string, parentId: string | null, order: number, isGeneric = false) => ({ id, parentId, title: id, icon: null, isGeneric, order });
  const tree = [
    competency('b', null, 1),
    competency('a', null, 0),
    competency('a1', 'a', 0),
    competency('a2', 'a', 1),
    competency('g', null, 2, true),
    competency('g1', 'g', 0),
    competency('g11', 'g1', 0),
  ];

  it('rolls points up the tree and flattens it depth-first by order', () => {
    const flat = competencyScores(
      tree,
      new Map([
        ['a1', points(3, 4)],
        ['a2', points(1, 4)],
        ['a', points(0, 2)],
        ['g11', points(1, 1)],
      ]),
    );
    expect(flat.map((item) => [item.id, item.depth, item.score.actual, item.score.max])).toEqual([
      ['a', 0, 4, 10],
      ['a1', 1, 3, 4],
      ['a2', 1, 1, 4],
      ['b', 0, 0, 0],
      ['g', 0, 1, 1],
      ['g1', 1, 1, 1],
      ['g11', 2, 1, 1],
    ]);
    expect(flat[0]?.ratio).toBeCloseTo(0.4);
  });

  it.each([
    [1, ['g1']],
    [2, ['g11']],
    [3, []],
  ] as const)('reports the generic competency at level %d', (level, ids) => {
    const report = genericReport(competencyScores(tree, new Map()), level);
    expect(report?.competency.id).toBe('g');
    expect(report?.items.map((item) => item.id)).toEqual(ids);
  });

  it('has no generic report without a generic competency, and treats an orphan as a root', () => {
    expect(genericReport(competencyScores([competency('x', 'missing', 0)], new Map()))).toBeNull();
    expect(competencyScores([competency('x', 'missing', 0)], new Map())[0]?.depth).toBe(0);
  });
});

describe('progressionFromCourse', () => {
  const node = (id: string, parentId: string | null, type: CourseNodeRow['type'], order: number): CourseNodeRow => ({
    id,
    parentId,
    type,
    order,
    blockId: type === 'block' ? `b-${id}` : null,
    title: null,
    timeLimit: null,
    calculator: false,
    blockType: type === 'block' ? 'slide' : null,
  });
  const course = [
    node('root', null, 'root', 0),
    node('s1', 'root', 'container', 0),
    node('p1', 's1', 'block', 0),
    node('p2', 's1', 'block', 1),
    node('s2', 'root', 'container', 1),
    node('p3', 's2', 'block', 0),
  ];
  it.each([
    [null, [], [], 0],
    ['ONGOING', [], [['p1', 'COMPLETED']], 0.25],
    [
      'ONGOING',
      [],
      [
        ['p1', 'COMPLETED'],
        ['p2', 'ONGOING'],
        ['p3', 'COMPLETED'],
      ],
      0.875,
    ],
    ['ONGOING', ['s2'], [['p3', 'ONGOING']], 0.5],
    ['COMPLETED', [], [], 1],
  ] as const)('progress %s, sections %j, pages %j → %d', (progress, enabledSectionIds, pages, expected) => {
    expect(progressionFromCourse(course, { progress, enabledSectionIds, pageProgressByNode: new Map(pages) })).toBeCloseTo(expected);
  });

  it.each([
    [[], 0],
    [[1, 0], 0.5],
    [[0.25, 0.75, 0.5], 0.5],
  ])('progress rate of %j is %d', (values, expected) => expect(progressRateFraction(values)).toBeCloseTo(expected));
  it('progress rate from counts: completed lessons at 1, never started at 0, open ones as computed', () => {
    // Five lessons: two COMPLETED, one never started, two open at 0.25 and 0.5.
    expect(progressRateFromCounts({ counted: 5, completed: 2, openProgressions: [0.25, 0.5] })).toBeCloseTo(progressRateFraction([1, 1, 0, 0.25, 0.5]));
    expect(progressRateFromCounts({ counted: 0, completed: 0, openProgressions: [] })).toBe(0);
  });
});

describe('stats', () => {
  const now = new Date('2026-11-20T23:14:00Z'); // a Friday
  it.each([
    ['1w', 'day', 7, '2026-11-14T00:00:00.000Z', '2026-11-21T00:00:00.000Z'],
    ['1m', 'day', 30, '2026-10-22T00:00:00.000Z', '2026-11-21T00:00:00.000Z'],
    ['3m', 'week', 12, '2026-08-31T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['6m', 'month', 6, '2026-06-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
    ['1y', 'month', 12, '2025-12-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
  ] as const)('%s → %d %s buckets from %s to %s', (period, bucket, count, from, to) => {
    const window = statsWindow(period, now);
    expect(window.bucket).toBe(bucket);
    expect(window.starts).toHaveLength(count);
    expect(window.from.toISOString()).toBe(from);
    expect(window.to.toISOString()).toBe(to);
  });

  it.each([
    ['2026-11-20T10:00:00Z', 'day', '2026-11-20T00:00:00.000Z'],
    ['2026-11-22T23:59:00Z', 'week', '2026-11-16T00:00:00.000Z'],
    ['2026-11-16T00:00:00Z', 'week', '2026-11-16T00:00:00.000Z'],
    ['2026-02-28T12:00:00Z', 'month', '2026-02-01T00:00:00.000Z'],
  ] as const)('%s starts its %s on %s', (date, bucket, start) => expect(bucketStart(new Date(date), bucket).toISOString()).toBe(start));

  it('sums days into buckets, leaves out days outside the window and keeps idle buckets at zero', () => {
    const window = statsWindow('3m', now);
    const day = (date: string, timeSpent: number, pagesDone: number, actual: number, max: number) => ({
      day: new Date(date),
      timeSpent,
      pagesDone,
      score: points(actual, max),
    });
    const result = bucketActivity(window, [day('2026-11-16', 60, 1, 5, 10), day('2026-11-20', 30, 2, 5, 10), day('2025-01-01', 999, 9, 9, 9)]);
    expect(result).toHaveLength(12);
    expect(result.at(-1)).toMatchObject({ timeSpent: 90, pagesDone: 3, score: points(10, 20), scoreRatio: 0.5 });
    expect(result.slice(0, -1).every((point) => point.timeSpent === 0 && point.pagesDone === 0)).toBe(true);
  });

  it('every window holds now and has increasing starts', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom('1w', '1m', '3m', '6m', '1y' as const),
        (date, period) => {
          const window = statsWindow(period, date);
          expect(window.from.getTime()).toBeLessThanOrEqual(date.getTime());
          expect(window.to.getTime()).toBeGreaterThan(date.getTime());
          window.starts.slice(1).forEach((start, index) => expect(start.getTime()).toBeGreaterThan(window.starts[index]?.getTime() ?? 0));
        },
      ),
    );
  });
});

describe('records', () => {
  it.each([
    [null, '2026-11-20T10:00:00Z', true],
    ['2026-11-19T23:59:59Z', '2026-11-20T00:00:01Z', true],
    ['2026-11-20T00:00:00Z', '2026-11-20T23:00:00Z', false],
  ] as const)('newest record %s at %s → due %s', (newest, now, due) => {
    expect(isDailyRecordDue(newest === null ? null : new Date(newest), new Date(now))).toBe(due);
  });

  it.each([
    [null, { global: points(0, 0), jobs: {}, competencies: {}, progressRate: 0 }],
    [
      { global: points(1, 2), jobs: { j: points(1, 1), bad: 3 }, progressRate: 0.5 },
      { global: points(1, 2), jobs: { j: points(1, 1) }, competencies: {}, progressRate: 0.5 },
    ],
  ])('reads %j defensively', (stored, expected) => expect(readRecordScores(stored)).toEqual(expected));
});

describe('badgeChange: a badge at the end of a lesson', () => {
  it.each([
    ['a first lesson all right earns gold from nothing', { actual: 100, max: 100 }, { actual: 100, max: 100 }, { level: 'gold', before: 'none' }, true],
    [
      'a lesson that lifts the global ratio from 0.4 to 0.6 earns silver',
      { actual: 120, max: 200 },
      { actual: 80, max: 100 },
      { level: 'silver', before: 'bronze' },
      true,
    ],
    ['a lesson that keeps the badge silver earns nothing', { actual: 130, max: 200 }, { actual: 65, max: 100 }, { level: 'silver', before: 'silver' }, false],
    ['a lesson that lowers the badge earns nothing', { actual: 100, max: 200 }, { actual: 0, max: 100 }, { level: 'silver', before: 'gold' }, false],
  ])('%s', (_case, points, lesson, change, earned) => {
    expect(badgeChange(points, lesson)).toEqual(change);
    expect(badgeEarned(badgeChange(points, lesson))).toBe(earned);
  });
});
