import { SCHEDULE_AHEAD_DAYS_MAX } from './message-vocabulary';

const DAY_MS = 86_400_000;

/** Why a class message may not be scheduled at `sendAt`: it must be after `now`, and at most SCHEDULE_AHEAD_DAYS_MAX days later. */
export function sendTimeRefusal(sendAt: Date, now: Date): 'past' | 'tooFar' | 'invalid' | null {
  if (Number.isNaN(sendAt.getTime())) return 'invalid';
  if (sendAt.getTime() <= now.getTime()) return 'past';
  if (sendAt.getTime() - now.getTime() > SCHEDULE_AHEAD_DAYS_MAX * DAY_MS) return 'tooFar';
  return null;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The wall-clock reading of `instant` in `timeZone`, as milliseconds of a UTC date with the same fields. */
function wallClockMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/**
 * The instant a date-time field's value (`YYYY-MM-DDTHH:mm`, as `<input type="datetime-local">`
 * gives it) names in `timeZone`; null for anything else. A time the clocks pass twice in autumn
 * reads as its first; one they skip in spring, as the hour after.
 */
export function instantOfLocalTime(local: string, timeZone: string): Date | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const read = new Date(wall);
  if (read.getUTCMonth() !== month - 1 || read.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The zone's offsets a day either side: a change of offset between them is the only one near (they are months apart).
  const offsetAt = (ms: number) => wallClockMs(new Date(ms), timeZone) - ms;
  const candidates = [wall - offsetAt(wall - DAY_MS), wall - offsetAt(wall + DAY_MS)];
  const exact = candidates.filter((candidate) => wallClockMs(new Date(candidate), timeZone) === wall);
  return new Date(exact.length > 0 ? Math.min(...exact) : Math.max(...candidates));
}

/** `instant` as a date-time field's value (`YYYY-MM-DDTHH:mm`) in `timeZone`. */
export function localTimeOf(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant, timeZone)).toISOString().slice(0, 16);
}
