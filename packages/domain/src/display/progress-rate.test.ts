import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { progressRatePercent, progressRateStars } from './progress-rate';

describe('progressRateStars', () => {
  it.each([
    [0, 0],
    [0.08, 0],
    [1 / 6, 0.5],
    [0.2, 0.5],
    [1 / 3, 1],
    [0.5, 1.5],
    [0.57, 1.5],
    [0.6, 1.5],
    [2 / 3, 2],
    [0.99, 2.5],
    [1, 3],
    [1.4, 3],
    [-0.2, 0],
    [Number.NaN, 0],
  ])('%d → %d stars', (fraction, stars) => {
    expect(progressRateStars(fraction)).toBe(stars);
  });

  it('always gives a half step between 0 and 3', () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 2, noNaN: true }), (fraction) => {
        const stars = progressRateStars(fraction);
        return stars >= 0 && stars <= 3 && Number.isInteger(stars * 2);
      }),
    );
  });
});

describe('progressRatePercent', () => {
  it.each([
    [0, 0],
    [0.1239, 12.3],
    [0.57, 57],
    [0.999, 99.9],
    [0.9999, 99.9],
    [1, 100],
    [2, 100],
    [-1, 0],
  ])('%d → %d %', (fraction, percent) => {
    expect(progressRatePercent(fraction)).toBe(percent);
  });
});
