/**
 * Due dates (docs/trainers.md#due-dates): the day by which a class's learners should have finished
 * a course, and a learner's personal extension of it. A due date is advice; the class program's
 * window alone opens and closes access. Days are ISO calendar days (YYYY-MM-DD).
 */

/** The zone a due day ends in: the tenant has no time zone of its own, and its learners are in France. */
export const DUE_DATE_TIME_ZONE = 'Europe/Paris';

/** A course due within this many days is due soon: it goes in Home's « Cette semaine ». */
export const DUE_SOON_DAYS = 7;

/** The days a due date or an extension may take: anything outside is a typing slip. */
export const DUE_DAY_BOUNDS = { min: '2000-01-01', max: '2100-12-31' } as const;

/** What a learner has to finish a course by: the later of the class's day and their extension. */
export interface CourseDue {
  dueOn: string;
  /** The learner's extension moves the class's day later. */
  extended: boolean;
  /** The class's own day, the same for every learner. */
  classDueOn: string;
}

export type DueState =
  | { kind: 'none' }
  /** The lesson is over (finished or skipped): never late. */
  | { kind: 'done'; due: CourseDue }
  | { kind: 'upcoming' | 'dueSoon'; due: CourseDue; daysLeft: number }
  | { kind: 'late'; due: CourseDue; daysLate: number };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day's number since 1970-01-01, or NaN for a text that is no calendar day. */
function dayNumber(day: string): number {
  const match = DAY.exec(day);
  if (match === null) return Number.NaN;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  const back = new Date(time);
  // 2026-02-30 rolls over to March: not a day.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) return Number.NaN;
  return time / 86_400_000;
}

/** Whether `day` is a calendar day within DUE_DAY_BOUNDS. */
export const isDueDay = (day: string): boolean => !Number.isNaN(dayNumber(day)) && day >= DUE_DAY_BOUNDS.min && day <= DUE_DAY_BOUNDS.max;

/** One formatter per zone: making one is far dearer than using it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Days already found, by zone and quarter of an hour: every zone's offset from UTC, and every change
 * of its clocks, falls on a quarter of an hour, so its day never changes within one. A daily pass
 * asks for the days of every learner's course, most of them within a few days.
 */
const knownDays = new Map<string, string>();
const QUARTER_HOUR_MS = 15 * 60_000;
const KNOWN_DAYS_MAX = 50_000;

/** The calendar day `instant` falls on in `timeZone`, as YYYY-MM-DD. */
export function dayIn(instant: Date, timeZone: string = DUE_DATE_TIME_ZONE): string {
  const key = `${timeZone} ${Math.floor(instant.getTime() / QUARTER_HOUR_MS)}`;
  const known = knownDays.get(key);
  if (known !== undefined) return known;
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  if (knownDays.size >= KNOWN_DAYS_MAX) knownDays.clear();
  knownDays.set(key, day);
  return day;
}

/** The day `days` days after `day` (before it when negative), as YYYY-MM-DD. */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Whole days from the day `instant` falls on to the day `now` falls on, in `timeZone`: a day changes at midnight there, whatever its length. */
export function daysSince(instant: Date, now: Date, timeZone: string = DUE_DATE_TIME_ZONE): number {
  return dayNumber(dayIn(now, timeZone)) - dayNumber(dayIn(instant, timeZone));
}

/** The learner's due date for a course: none without the class's; their extension counts when it is later. */
export function effectiveDue(classDueOn: string | null, extensionOn: string | null): CourseDue | null {
  if (classDueOn === null) return null;
  const extended = extensionOn !== null && extensionOn > classDueOn;
  return { dueOn: extended ? extensionOn : classDueOn, extended, classDueOn };
}

/** Why an extension is refused: it must move the class's day later. */
export function extensionRefusal(classDueOn: string, extensionOn: string): 'notAfterDueDate' | null {
  return extensionOn > classDueOn ? null : 'notAfterDueDate';
}

/**
 * Where a course stands against its due date at `now`: late once its day is over in `timeZone`,
 * due soon from DUE_SOON_DAYS days before it to its last day, upcoming before. A lesson that is
 * over (`ended`) is never late.
 */
export function dueState(due: CourseDue | null, ended: boolean, now: Date, timeZone: string = DUE_DATE_TIME_ZONE): DueState {
  if (due === null) return { kind: 'none' };
  if (ended) return { kind: 'done', due };
  const daysLeft = dayNumber(due.dueOn) - dayNumber(dayIn(now, timeZone));
  if (daysLeft < 0) return { kind: 'late', due, daysLate: -daysLeft };
  return { kind: daysLeft <= DUE_SOON_DAYS ? 'dueSoon' : 'upcoming', due, daysLeft };
}

/** What goes in Home's « Cette semaine »: the unfinished courses due within DUE_SOON_DAYS, soonest first. */
export function dueThisWeek<T extends { due: CourseDue | null; ended: boolean }>(items: readonly T[], now: Date, timeZone: string = DUE_DATE_TIME_ZONE): T[] {
  return items
    .filter((item) => dueState(item.due, item.ended, now, timeZone).kind === 'dueSoon')
    .sort((a, b) => (a.due?.dueOn ?? '').localeCompare(b.due?.dueOn ?? ''));
}
