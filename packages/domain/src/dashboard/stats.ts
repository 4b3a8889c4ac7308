import { addPoints, boundedRatio, noPoints, type Points } from './scores';

/** Period choices (docs/product/scoring-and-badges.md#statistics), shortest first: the order the select offers them. */
export const statsPeriods = ['1w', '1m', '3m', '6m', '1y'] as const;
export type StatsPeriod = (typeof statsPeriods)[number];
export const statsBuckets = ['day', 'week', 'month'] as const;
export type StatsBucket = (typeof statsBuckets)[number];

/** Period choices (docs/product/scoring-and-badges.md#statistics): 1 week (7 days), 1 month (30 days), 3 months (12 weeks), 6 months, 1 year (12 months). */
const periodChoices: Record<StatsPeriod, { count: number; bucket: StatsBucket }> = {
  '1w': { count: 7, bucket: 'day' },
  '1m': { count: 30, bucket: 'day' },
  '3m': { count: 12, bucket: 'week' },
  '6m': { count: 6, bucket: 'month' },
  '1y': { count: 12, bucket: 'month' },
};

export interface StatsWindow {
  bucket: StatsBucket;
  /** Bucket starts, oldest first (UTC). */
  starts: Date[];
  from: Date;
  /** Exclusive end: the start of the bucket after the current one. */
  to: Date;
}

const DAY_MS = 86_400_000;
const startOfDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** The start of the bucket holding `date`: its day, its week (Monday) or its month, in UTC. */
export function bucketStart(date: Date, bucket: StatsBucket): Date {
  const day = startOfDay(date);
  if (bucket === 'day') return day;
  if (bucket === 'week') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
}

function shift(start: Date, bucket: StatsBucket, steps: number): Date {
  if (bucket === 'day') return new Date(start.getTime() + steps * DAY_MS);
  if (bucket === 'week') return new Date(start.getTime() + steps * 7 * DAY_MS);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + steps, 1));
}

/** The buckets of a period ending with the one that holds `now` (the clock is passed in). */
export function statsWindow(period: StatsPeriod, now: Date): StatsWindow {
  const { count, bucket } = periodChoices[period];
  const current = bucketStart(now, bucket);
  const starts = Array.from({ length: count }, (_, index) => shift(current, bucket, index - count + 1));
  return { bucket, starts, from: starts[0] ?? current, to: shift(current, bucket, 1) };
}

/** One day of activity as the database sums it. */
export interface DailyActivity {
  day: Date;
  timeSpent: number;
  pagesDone: number;
  score: Points;
}

export interface StatsPointValue {
  start: Date;
  timeSpent: number;
  pagesDone: number;
  score: Points;
  scoreRatio: number;
}

/** Sums days into the window's buckets; days outside the window are left out. Every bucket is present, zero when idle. */
export function bucketActivity(window: StatsWindow, days: readonly DailyActivity[]): StatsPointValue[] {
  const points = new Map(window.starts.map((start) => [start.getTime(), { start, timeSpent: 0, pagesDone: 0, score: noPoints, scoreRatio: 0 }]));
  for (const day of days) {
    const point = points.get(bucketStart(day.day, window.bucket).getTime());
    if (!point) continue;
    point.timeSpent += day.timeSpent;
    point.pagesDone += day.pagesDone;
    point.score = addPoints(point.score, day.score);
  }
  return [...points.values()].map((point) => ({ ...point, scoreRatio: boundedRatio(point.score) }));
}

export function activityTotals(points: readonly StatsPointValue[]): Omit<StatsPointValue, 'start'> {
  const total = points.reduce(
    (sum, point) => ({ timeSpent: sum.timeSpent + point.timeSpent, pagesDone: sum.pagesDone + point.pagesDone, score: addPoints(sum.score, point.score) }),
    { timeSpent: 0, pagesDone: 0, score: noPoints },
  );
  return { ...total, scoreRatio: boundedRatio(total.score) };
}
