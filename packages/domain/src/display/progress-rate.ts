/** Float products such as 0.57 × 1000 land a hair above or below the integer they mean. */
const epsilon = 1e-9;

const clampFraction = (fraction: number): number => (Number.isFinite(fraction) ? Math.min(Math.max(fraction, 0), 1) : 0);

/** The progress rate (docs/product/scoring-and-badges.md#progress-rate): 3 stars in half steps, stars = fraction × 6 rounded down to the nearest half. */
export function progressRateStars(fraction: number): number {
  return Math.floor(clampFraction(fraction) * 6 + epsilon) / 2;
}

/** The progress rate's percent in its label: 1 decimal, rounded down (0.1239 → 12.3; docs/product/scoring-and-badges.md#progress-rate). */
export function progressRatePercent(fraction: number): number {
  return Math.floor(clampFraction(fraction) * 1000 + epsilon) / 10;
}
