import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axisTicks } from './chart-axis';

describe('axisTicks', () => {
  it.each([
    [0, 'count', [0, 1]],
    [1, 'count', [0, 1]],
    [3, 'count', [0, 1, 2, 3]],
    [5, 'count', [0, 2, 4, 6]],
    [17, 'count', [0, 5, 10, 15, 20]],
    [0, 'duration', [0, 15]],
    [45, 'duration', [0, 15, 30, 45]],
    [3783, 'duration', [0, 1800, 3600, 5400]],
    [7200, 'duration', [0, 1800, 3600, 5400, 7200]],
    [0.8, 'ratio', [0, 0.5, 1]],
  ] as const)('%d as a %s axis: %j', (max, kind, ticks) => {
    expect(axisTicks(max, kind)).toEqual(ticks);
  });

  it('reaches the highest value in at most 4 even steps, whole ones for counts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom('count' as const, 'duration' as const), (max, kind) => {
        const ticks = axisTicks(max, kind);
        expect(ticks[0]).toBe(0);
        expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
        expect(ticks.length).toBeLessThanOrEqual(5);
        const step = ticks[1] ?? 0;
        expect(Number.isInteger(step) && step > 0).toBe(true);
        ticks.forEach((tick, index) => expect(tick).toBe(index * step));
      }),
    );
  });
});
