import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accommodatedLimit, EXTRA_TIMES, timerWarnings, warningDue } from './time-accommodation';

describe('accommodatedLimit', () => {
  it.each([
    [90, null, 90],
    [90, 'x1.25', 113],
    [90, 'x1.5', 135],
    [90, 'x2', 180],
    [1800, 'x1.25', 2250],
    [90, 'unlimited', null],
    [null, 'x2', null],
    [null, 'unlimited', null],
    [0, 'x2', 0],
  ] as const)('%s s with %s → %s', (limit, extra, expected) => {
    expect(accommodatedLimit(limit, extra)).toBe(expected);
  });

  it('never gives less time than the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom(...EXTRA_TIMES), (limit, extra) => {
        const given = accommodatedLimit(limit, extra);
        expect(given === null || given >= limit).toBe(true);
      }),
    );
  });
});

describe('timer warnings', () => {
  it.each([
    [
      90,
      [
        { kind: 'share', seconds: 18 },
        { kind: 'final', seconds: 5 },
      ],
    ],
    [
      1800,
      [
        { kind: 'share', seconds: 360 },
        { kind: 'final', seconds: 5 },
      ],
    ],
    [
      113,
      [
        { kind: 'share', seconds: 23 },
        { kind: 'final', seconds: 5 },
      ],
    ],
    [25, [{ kind: 'final', seconds: 5 }]],
    [5, []],
    [null, []],
  ] as const)('a limit of %s s warns at %j', (limit, expected) => {
    expect(timerWarnings(limit)).toEqual(expected);
  });

  it('says the threshold crossed by a tick, and the latest one after a long sleep', () => {
    const warnings = timerWarnings(90);
    expect(warningDue(warnings, 19, 18)).toEqual({ kind: 'share', seconds: 18 });
    expect(warningDue(warnings, 18, 17)).toBeNull();
    expect(warningDue(warnings, 6, 5)).toEqual({ kind: 'final', seconds: 5 });
    expect(warningDue(warnings, 40, 3)).toEqual({ kind: 'final', seconds: 5 });
    expect(warningDue(warnings, 1, 0)).toBeNull();
  });

  it('warns once per threshold over a whole countdown', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (limit) => {
        const warnings = timerWarnings(limit);
        const said = [];
        for (let left = limit; left > 0; left -= 1) {
          const due = warningDue(warnings, left, left - 1);
          if (due) said.push(due);
        }
        expect(said).toEqual(warnings);
      }),
    );
  });
});
