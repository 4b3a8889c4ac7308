import { DUE_DATE_TIME_ZONE } from '../lessons/due-dates';

/**
 * How a user's notifications reach their mailbox (docs/product/screens-and-routes.md#email-notifications):
 * per kind, one mail each as it happens, a daily or a weekly digest, or no mail at all; and quiet
 * hours, during which no mail leaves for them. A kind's default is one of its rules
 * (notification-kinds.ts); the user's choice, when they made one, overrides it.
 */
export const mailFrequencies = ['immediately', 'daily', 'weekly', 'never'] as const;
export type MailFrequency = (typeof mailFrequencies)[number];

/** The two digests: one mail listing what a day, or a week, told. */
export type Digest = Extract<MailFrequency, 'daily' | 'weekly'>;

/** Quiet hours and digest times are read in the portal's zone: its learners are in France, as due days are. */
const MAIL_TIME_ZONE = DUE_DATE_TIME_ZONE;

/** Each day's digests leave at 07:00, before a working day starts. */
export const DIGEST_MINUTE = 7 * 60;

/** The weekly digest leaves with Monday's daily one (`getUTCDay` of the day: Monday is 1). */
const WEEKLY_DIGEST_WEEKDAY = 1;

/**
 * A digest lists the notifications not mailed yet of this many days back: a weekly pass missed
 * once is caught up the next week, and a kind switched from « Jamais » to a digest does not mail
 * months of history.
 */
const DIGEST_LOOKBACK_DAYS = 15;

/**
 * Hours during which no mail leaves for the user, in minutes past midnight in MAIL_TIME_ZONE:
 * from `from` (included) to `to` (excluded). `from` after `to` spans midnight (22:00 to 07:00).
 */
export interface QuietHours {
  from: number;
  to: number;
}

const MINUTES_A_DAY = 24 * 60;
const DAY_MS = 86_400_000;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** '22:30' → 1350; null for a text that is no time of day. */
export function minuteOfDay(text: string): number | null {
  const match = TIME.exec(text);
  return match === null ? null : Number(match[1]) * 60 + Number(match[2]);
}

/** 1350 → '22:30'. */
export const timeOfDay = (minute: number): string => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Whether quiet hours are usable: two distinct minutes of the day (equal ones would be all day, or none). */
export const areQuietHours = ({ from, to }: QuietHours): boolean =>
  from !== to && [from, to].every((minute) => Number.isInteger(minute) && minute >= 0 && minute < MINUTES_A_DAY);

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClock(instant: Date, zone: string): { day: string; minute: number; wall: number } {
  let format = formatters.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  const [year, month, date, hour, minute] = [parts.year, parts.month, parts.day, parts.hour, parts.minute].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minute: hour * 60 + minute, wall: Date.UTC(year, month - 1, date, hour, minute) };
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The instant the clocks of `zone` show `minute` on `day`. Found from the zone's offset at a first
 * guess, then at the guess itself, so a day whose offset changes (summer time) is right on either
 * side of the change; a time the clocks skip (02:30 on the spring night) is read as the hour after.
 */
export function instantAt(day: string, minute: number, zone: string = MAIL_TIME_ZONE): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minute * 60_000;
  const offsetAt = (instant: number) => wallClock(new Date(instant), zone).wall - Math.floor(instant / 60_000) * 60_000;
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
}

/** Whether `now` falls within the quiet hours. */
export function isQuiet(quiet: QuietHours | null, now: Date, zone: string = MAIL_TIME_ZONE): boolean {
  if (quiet === null || !areQuietHours(quiet)) return false;
  const { minute } = wallClock(now, zone);
  return quiet.from < quiet.to ? minute >= quiet.from && minute < quiet.to : minute >= quiet.from || minute < quiet.to;
}

/** When a mail ready at `now` may leave: now, or, within quiet hours, the moment they end. */
export function mailLeavesAt(quiet: QuietHours | null, now: Date, zone: string = MAIL_TIME_ZONE): Date {
  if (quiet === null || !isQuiet(quiet, now, zone)) return now;
  const { day, minute } = wallClock(now, zone);
  // Past `from` on a night that spans midnight: they end tomorrow; otherwise today.
  const endDay = quiet.from > quiet.to && minute >= quiet.from ? addDays(day, 1) : day;
  const end = instantAt(endDay, quiet.to, zone);
  return end > now ? end : now;
}

/** The digest a kind's notifications go in at this frequency; null when they are mailed one by one, or not at all. */
export const digestOf = (frequency: MailFrequency): Digest | null => (frequency === 'daily' || frequency === 'weekly' ? frequency : null);

/** A day's digest pass: the day (in MAIL_TIME_ZONE), the instant it starts, and the digests it sends. */
interface DigestPass {
  day: string;
  startsAt: Date;
  digests: Digest[];
}

/** The digest pass of the day `now` falls on: at 07:00, the daily digest, and on Mondays the weekly one too. */
export function digestPassOf(now: Date, zone: string = MAIL_TIME_ZONE): DigestPass {
  const { day } = wallClock(now, zone);
  const monday = new Date(`${day}T00:00:00Z`).getUTCDay() === WEEKLY_DIGEST_WEEKDAY;
  return { day, startsAt: instantAt(day, DIGEST_MINUTE, zone), digests: monday ? ['daily', 'weekly'] : ['daily'] };
}

/** The oldest notification a digest at `now` lists (DIGEST_LOOKBACK_DAYS). */
export const digestSince = (now: Date): Date => new Date(now.getTime() - DIGEST_LOOKBACK_DAYS * DAY_MS);

/**
 * What becomes of a notification's own mail when its time comes, by the user's choices as they
 * are then: it leaves; it waits for the end of quiet hours set meanwhile; or it is no longer one
 * to mail on its own (read in the portal meanwhile, or its kind now in a digest or never mailed).
 */
type ImmediateMailOutcome = { outcome: 'send' } | { outcome: 'wait'; until: Date } | { outcome: 'drop' };

export function immediateMailOutcome(input: { frequency: MailFrequency; quiet: QuietHours | null; read: boolean; now: Date }): ImmediateMailOutcome {
  if (input.read || input.frequency !== 'immediately') return { outcome: 'drop' };
  const leaves = mailLeavesAt(input.quiet, input.now);
  return leaves > input.now ? { outcome: 'wait', until: leaves } : { outcome: 'send' };
}
