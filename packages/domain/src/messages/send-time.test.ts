import { describe, expect, it } from 'vitest';
import { instantOfLocalTime, localTimeOf, sendTimeRefusal } from './send-time';

const now = new Date('2026-11-28T09:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const DAY = 86_400_000;

describe('sendTimeRefusal', () => {
  it.each([
    ['a minute ahead', later(60_000), null],
    ['90 days ahead to the millisecond', later(90 * DAY), null],
    ['now', now, 'past'],
    ['a second ago', later(-1000), 'past'],
    ['past 90 days', later(90 * DAY + 1), 'tooFar'],
    ['not a date', new Date('nope'), 'invalid'],
  ])('%s → %s', (_, sendAt, expected) => {
    expect(sendTimeRefusal(sendAt, now)).toBe(expected);
  });
});

describe('instantOfLocalTime and localTimeOf in Europe/Paris', () => {
  const zone = 'Europe/Paris';
  it.each([
    ['winter (UTC+1)', '2026-12-01T09:00', '2026-12-01T08:00:00.000Z'],
    ['summer (UTC+2)', '2026-07-01T09:00', '2026-07-01T07:00:00.000Z'],
    ['the autumn hour passed twice reads as its first', '2026-10-25T02:30', '2026-10-25T00:30:00.000Z'],
    ['the spring hour skipped reads as the hour after', '2026-03-29T02:30', '2026-03-29T01:30:00.000Z'],
  ])('%s', (_, local, iso) => {
    expect(instantOfLocalTime(local, zone)?.toISOString()).toBe(iso);
  });

  it('reads back what it wrote, outside the skipped hour', () => {
    for (const local of ['2026-12-01T09:00', '2026-07-01T23:59', '2027-01-01T00:00', '2026-10-25T03:30']) {
      expect(localTimeOf(instantOfLocalTime(local, zone)!, zone)).toBe(local);
    }
  });

  it.each(['', '2026-02-30T09:00', '2026-12-01T24:00', '2026-12-01 09:00', '2026-12-01T09:00:00Z'])('refuses %j', (local) => {
    expect(instantOfLocalTime(local, zone)).toBeNull();
  });
});
