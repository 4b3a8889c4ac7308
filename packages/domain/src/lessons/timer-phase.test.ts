import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCountdown, timerPhase } from './timer-phase';

describe('timerPhase', () => {
  it.each([
    [90, 'running'],
    [6, 'running'],
    [5, 'ending'],
    [1, 'ending'],
    [0, 'done'],
    [-3, 'done'],
  ] as const)('%i s left is %s', (remaining, phase) => {
    expect(timerPhase(remaining)).toBe(phase);
  });

  it('never goes back from ending or done as time passes', () => {
    const rank = { running: 0, ending: 1, done: 2 } as const;
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10_000 }), fc.integer({ min: 0, max: 100 }), (remaining, elapsed) => {
        expect(rank[timerPhase(remaining - elapsed)]).toBeGreaterThanOrEqual(rank[timerPhase(remaining)]);
      }),
    );
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [90, '1:30'],
    [1800, '30:00'],
    [3661, '1:01:01'],
    [-4, '0:00'],
    [12.7, '0:12'],
  ])('%d s reads %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
