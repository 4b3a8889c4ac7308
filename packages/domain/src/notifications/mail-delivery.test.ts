import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  areQuietHours,
  digestOf,
  digestPassOf,
  digestSince,
  immediateMailOutcome,
  instantAt,
  isQuiet,
  mailLeavesAt,
  minuteOfDay,
  type QuietHours,
  timeOfDay,
} from './mail-delivery';

const at = (iso: string) => new Date(iso);
const night: QuietHours = { from: 22 * 60, to: 7 * 60 };
const lunch: QuietHours = { from: 12 * 60, to: 14 * 60 };

describe('times of day', () => {
  it.each([
    ['00:00', 0],
    ['07:05', 425],
    ['22:30', 1350],
    ['23:59', 1439],
  ])('%s is minute %i, and back', (text, minute) => {
    expect(minuteOfDay(text)).toBe(minute);
    expect(timeOfDay(minute)).toBe(text);
  });

  it.each(['24:00', '7:00', '07:60', '', '07:00:00', 'ab:cd'])('%j is no time of day', (text) => {
    expect(minuteOfDay(text)).toBeNull();
  });

  it('takes two distinct minutes of a day as quiet hours', () => {
    expect(areQuietHours(night)).toBe(true);
    expect(areQuietHours({ from: 600, to: 600 })).toBe(false);
    expect(areQuietHours({ from: -1, to: 600 })).toBe(false);
    expect(areQuietHours({ from: 600, to: 1440 })).toBe(false);
  });
});

describe('instantAt (Europe/Paris)', () => {
  it.each([
    ['winter, UTC+1', '2026-01-15', 7 * 60, '2026-01-15T06:00:00.000Z'],
    ['summer, UTC+2', '2026-07-15', 7 * 60, '2026-07-15T05:00:00.000Z'],
    ['the spring day, after the change', '2026-03-29', 7 * 60, '2026-03-29T05:00:00.000Z'],
    ['the spring day, before the change', '2026-03-29', 60, '2026-03-29T00:00:00.000Z'],
    ['a time the spring night skips is the hour after', '2026-03-29', 2 * 60 + 30, '2026-03-29T01:30:00.000Z'],
    ['the autumn day, after the change', '2026-10-25', 7 * 60, '2026-10-25T06:00:00.000Z'],
    ['the autumn day, before the change', '2026-10-25', 60, '2026-10-24T23:00:00.000Z'],
  ])('%s', (_, day, minute, expected) => {
    expect(instantAt(day, minute).toISOString()).toBe(expected);
  });
});

describe('quiet hours', () => {
  it.each([
    ['none: the mail leaves now', null, '2026-01-15T23:30:00Z', '2026-01-15T23:30:00.000Z'],
    ['outside the night: now', night, '2026-01-15T12:00:00Z', '2026-01-15T12:00:00.000Z'],
    ['late evening (23:30 in Paris): next morning at 7', night, '2026-01-15T22:30:00Z', '2026-01-16T06:00:00.000Z'],
    ['at the start (22:00): next morning', night, '2026-01-15T21:00:00Z', '2026-01-16T06:00:00.000Z'],
    ['early morning (06:00): the same morning', night, '2026-01-16T05:00:00Z', '2026-01-16T06:00:00.000Z'],
    ['at the end (07:00): now', night, '2026-01-16T06:00:00Z', '2026-01-16T06:00:00.000Z'],
    ['lunch hours, within: at 14:00', lunch, '2026-07-15T10:30:00Z', '2026-07-15T12:00:00.000Z'],
    ['lunch hours, before: now', lunch, '2026-07-15T09:30:00Z', '2026-07-15T09:30:00.000Z'],
    ['the spring night: 7 in summer time', night, '2026-03-28T22:00:00Z', '2026-03-29T05:00:00.000Z'],
    ['the autumn night: 7 in winter time', night, '2026-10-24T21:00:00Z', '2026-10-25T06:00:00.000Z'],
  ])('%s', (_, quiet, now, leaves) => {
    expect(mailLeavesAt(quiet, at(now)).toISOString()).toBe(leaves);
  });

  it('never holds a mail for more than a day, and holds it only within quiet hours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.date({ min: at('2025-01-01T00:00:00Z'), max: at('2030-12-31T00:00:00Z'), noInvalidDate: true }),
        (from, to, now) => {
          fc.pre(from !== to);
          const quiet = { from, to };
          const leaves = mailLeavesAt(quiet, now);
          expect(leaves.getTime()).toBeGreaterThanOrEqual(now.getTime());
          expect(leaves.getTime() - now.getTime()).toBeLessThanOrEqual(25 * 60 * 60 * 1000);
          expect(leaves.getTime() > now.getTime()).toBe(isQuiet(quiet, now));
          expect(isQuiet(quiet, leaves)).toBe(false);
        },
      ),
    );
  });
});

describe('digests', () => {
  it('puts daily and weekly kinds in their digest, the others in none', () => {
    expect([digestOf('immediately'), digestOf('daily'), digestOf('weekly'), digestOf('never')]).toEqual([null, 'daily', 'weekly', null]);
  });

  it.each([
    ['a Tuesday: the daily digest at 7', '2026-12-01T10:00:00Z', '2026-12-01', '2026-12-01T06:00:00.000Z', ['daily']],
    ['a Monday: daily and weekly', '2026-11-30T03:00:00Z', '2026-11-30', '2026-11-30T06:00:00.000Z', ['daily', 'weekly']],
    ['Sunday 23:30 UTC is Monday in Paris', '2026-11-29T23:30:00Z', '2026-11-30', '2026-11-30T06:00:00.000Z', ['daily', 'weekly']],
    ['a summer Monday: 7 in summer time', '2026-06-01T12:00:00Z', '2026-06-01', '2026-06-01T05:00:00.000Z', ['daily', 'weekly']],
  ])('%s', (_, now, day, startsAt, digests) => {
    const pass = digestPassOf(at(now));
    expect({ day: pass.day, startsAt: pass.startsAt.toISOString(), digests: pass.digests }).toEqual({ day, startsAt, digests });
  });

  it('looks 15 days back', () => {
    expect(digestSince(at('2026-12-16T06:00:00Z')).toISOString()).toBe('2026-12-01T06:00:00.000Z');
  });
});

describe('immediateMailOutcome', () => {
  const now = at('2026-01-15T22:30:00Z');
  it.each([
    ['sent when nothing holds it', { frequency: 'immediately', quiet: null, read: false }, { outcome: 'send' }],
    ['held until quiet hours end', { frequency: 'immediately', quiet: night, read: false }, { outcome: 'wait', until: at('2026-01-16T06:00:00Z') }],
    ['dropped once read in the portal', { frequency: 'immediately', quiet: null, read: true }, { outcome: 'drop' }],
    ['dropped once its kind went to a digest', { frequency: 'daily', quiet: null, read: false }, { outcome: 'drop' }],
    ['dropped once its kind is never mailed', { frequency: 'never', quiet: null, read: false }, { outcome: 'drop' }],
  ] as const)('%s', (_, input, expected) => {
    expect(immediateMailOutcome({ ...input, now })).toEqual(expected);
  });
});
