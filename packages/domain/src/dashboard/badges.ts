import type { Medal } from '../lessons/progress';
import { boundedRatio, medalOf, type Points } from './scores';

/** A dashboard badge's type (docs/product/scoring-and-badges.md#badges): the global score, a job, a competency. */
export const badgeTypes = ['pi', 'job', 'competency'] as const;
export type BadgeType = (typeof badgeTypes)[number];
export const badgeSizes = ['sm', 'md', 'lg'] as const;
export type BadgeSize = (typeof badgeSizes)[number];
export const deltaSigns = ['positive', 'negative', 'zero'] as const;
export type DeltaSign = (typeof deltaSigns)[number];

export interface BadgeLevel {
  level: Medal;
  done: number;
  delta: number;
  deltaSign: DeltaSign;
}

/** Differences below this are rounding noise, not progress (badge percentages are integers). */
const EPSILON = 0.005;

/** A gain is positive, a loss negative, no change or no previous record zero, shown muted (docs/product/scoring-and-badges.md#badges). */
export function recordDelta(done: number, previousDone: number | null): { delta: number; deltaSign: DeltaSign } {
  if (previousDone === null) return { delta: 0, deltaSign: 'zero' };
  const delta = done - previousDone;
  if (Math.abs(delta) < EPSILON) return { delta: 0, deltaSign: 'zero' };
  return { delta, deltaSign: delta > 0 ? 'positive' : 'negative' };
}

/** A badge's medal (docs/product/scoring-and-badges.md#medals) and done fraction, with its delta since the previous record's points. */
export function badgeLevel(points: Points, previous: Points | null): BadgeLevel {
  const done = boundedRatio(points);
  return { level: medalOf(points), done, ...recordDelta(done, previous === null ? null : boundedRatio(previous)) };
}

/** The picture size follows the type: large for pi, medium for a job, small for a competency (docs/product/scoring-and-badges.md#badges). */
export function badgeSize(type: BadgeType): BadgeSize {
  if (type === 'pi') return 'lg';
  return type === 'job' ? 'md' : 'sm';
}

/** A badge as the end of one lesson left it: its medal now, and the medal it had without the lesson's points. */
export interface BadgeChange {
  level: Medal;
  before: Medal;
}

const medalRank: Record<Medal, number> = { none: 0, bronze: 1, silver: 2, gold: 3 };

/**
 * A badge a lesson counts towards (the global pi badge, its course's job) at the lesson's end
 * (docs/product/lessons.md#results): its level with every point counted, and the level it would
 * have without the lesson's own points. Those badges' points are sums of lesson scores, so taking
 * the lesson's out is exact.
 */
export function badgeChange(points: Points, lesson: Points): BadgeChange {
  return { level: medalOf(points), before: medalOf({ actual: points.actual - lesson.actual, max: points.max - lesson.max }) };
}

/** Whether the lesson raised the badge to a better medal: a badge earned in it. */
export function badgeEarned(change: BadgeChange): boolean {
  return medalRank[change.level] > medalRank[change.before];
}
