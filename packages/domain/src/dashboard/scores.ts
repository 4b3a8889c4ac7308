import { medalForRatio, type Medal, scoreRatio } from '../lessons/progress';

export interface Points {
  actual: number;
  max: number;
}

export const noPoints: Points = { actual: 0, max: 0 };

export const addPoints = (a: Points, b: Points): Points => ({ actual: a.actual + b.actual, max: a.max + b.max });

/** A ratio kept in [0, 1] (bonus points or a negative malus never leave the scale). */
export function boundedRatio(points: Points): number {
  return Math.min(1, Math.max(0, scoreRatio(points)));
}

/** A job's score, shown out of 100, rounded down (docs/product/scoring-and-badges.md#job-score). */
export function jobScore(points: Points): number {
  return Math.floor(100 * boundedRatio(points));
}

/** A certificate's score, shown out of 1000, rounded down (docs/product/scoring-and-badges.md#certificate-score). */
export function certificateScore(points: Points): number {
  return Math.floor(1000 * boundedRatio(points));
}

export function medalOf(points: Points): Medal {
  return medalForRatio(boundedRatio(points));
}
