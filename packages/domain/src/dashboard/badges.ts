import type { Medal } from '../lessons/progress';
import { boundedRatio, medalOf, type Points } from './scores';

export type BadgeType = 'pi' | 'job' | 'competency';
export type DeltaSign = 'positive' | 'negative' | 'zero';

export interface BadgeLevel {
  level: Medal;
  done: number;
  delta: number;
  deltaSign: DeltaSign;
}

/** Differences below this are rounding noise, not progress (badge percentages are integers). */
const EPSILON = 0.005;

/** SPEC §3 Badge: positive deltas show green, every other one red; no previous record means no delta. */
export function recordDelta(done: number, previousDone: number | null): { delta: number; deltaSign: DeltaSign } {
  if (previousDone === null) return { delta: 0, deltaSign: 'zero' };
  const delta = done - previousDone;
  if (Math.abs(delta) < EPSILON) return { delta: 0, deltaSign: 'zero' };
  return { delta, deltaSign: delta > 0 ? 'positive' : 'negative' };
}

/** A badge's medal (SPEC §9 Medals) and done fraction, with its delta since the previous record's points. */
export function badgeLevel(points: Points, previous: Points | null): BadgeLevel {
  const done = boundedRatio(points);
  return { level: medalOf(points), done, ...recordDelta(done, previous === null ? null : boundedRatio(previous)) };
}

/** SPEC §9 "Badge level in widgets: gold for pi, silver for job": the picture size follows the type. */
export function badgeSize(type: BadgeType): 'sm' | 'md' | 'lg' {
  if (type === 'pi') return 'lg';
  return type === 'job' ? 'md' : 'sm';
}
