import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { awaitsStart, isPastDeadline, remainingSeconds } from './timers';

const start = new Date('2026-05-01T10:00:00.000Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('timers', () => {
  it.each([
    // limit, seconds after start, past deadline, remaining
    [30, 0, false, 30],
    [30, 29.5, false, 1],
    [30, 30, false, 0],
    [30, 32, false, 0],
    [30, 32.001, true, 0],
    [30, 3600, true, 0],
    [null, 3600, false, null],
    [0, 3600, false, null],
  ])('limit %s, %s s later → past %s, %s s left', (limit, elapsed, past, left) => {
    const timer = { startedAt: start, limitSeconds: limit };
    expect(isPastDeadline(timer, at(elapsed))).toBe(past);
    expect(remainingSeconds(timer, at(elapsed))).toBe(left);
  });

  it('a timer not started yet neither expires nor runs', () => {
    expect(isPastDeadline({ startedAt: null, limitSeconds: 5 }, at(100))).toBe(false);
    expect(remainingSeconds({ startedAt: null, limitSeconds: 5 }, at(100))).toBe(5);
  });

  it.each([
    // started, limit, awaits its start
    [null, 1800, true],
    [start, 1800, false],
    [null, null, false],
    [null, 0, false],
  ])('a timer started at %s with limit %s awaits its start: %s', (startedAt, limitSeconds, awaits) => {
    expect(awaitsStart({ startedAt, limitSeconds })).toBe(awaits);
  });

  it('remaining time never grows as time passes, and is 0 once past the deadline', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3600 }), fc.nat(7200), fc.nat(100), (limit, t, dt) => {
        const timer = { startedAt: start, limitSeconds: limit };
        expect(remainingSeconds(timer, at(t + dt))).toBeLessThanOrEqual(remainingSeconds(timer, at(t)) ?? 0);
        if (isPastDeadline(timer, at(t))) expect(remainingSeconds(timer, at(t))).toBe(0);
      }),
    );
  });
});
