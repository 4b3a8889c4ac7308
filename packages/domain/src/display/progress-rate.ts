/** Float products such as 0.57 × 1000 land a hair above or below the integer they mean. */
const epsilon = 1e-9;

const clampFraction = (fraction: number): number => (Number.isFinite(fraction) ? Math.min(Math.max(fraction, 0), 1) : 0);

/** SPEC §9 Progress rate: 3 stars in half steps, stars = fraction × 6 rounded down to the nearest half. */
export function progressRateStars(fraction: number): number {
  return Math.floor(clampFraction(fraction) * 6 + epsilon) / 2;
}

/** SPEC §9 Progress rate tooltip: the percent with 1 decimal, rounded down (0.1239 → 12.3). */
export function progressRatePercent(fraction: number): number {
  return Math.floor(clampFraction(fraction) * 1000 + epsilon) / 10;
}
