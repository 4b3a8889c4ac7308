/**
 * How long the portal keeps what it need not keep (RGPD article 5.1.e, docs/privacy.md#retention): an
 * account nobody has used for some years is anonymised, after a mail that lets its owner keep it,
 * and the sign-in history is kept some months. The tenant chooses both within these bounds.
 */

export interface RetentionSettings {
  /** An account unused (no sign-in, not kept from the mail) for this many years is anonymised. */
  inactiveAccountYears: number;
  /** Sign-ins (sessions) that ended longer ago than this many months are deleted. */
  signInHistoryMonths: number;
}
export type RetentionSetting = keyof RetentionSettings;
export const retentionSettingNames = ['inactiveAccountYears', 'signInHistoryMonths'] as const satisfies readonly RetentionSetting[];

/** Each setting's bounds, and what it takes until the admin changes it (the defaults: 3 years, 12 months). */
export const retentionBounds: Record<RetentionSetting, { min: number; max: number; initial: number }> = {
  inactiveAccountYears: { min: 1, max: 10, initial: 3 },
  signInHistoryMonths: { min: 1, max: 60, initial: 12 },
};

export const defaultRetention: RetentionSettings = {
  inactiveAccountYears: retentionBounds.inactiveAccountYears.initial,
  signInHistoryMonths: retentionBounds.signInHistoryMonths.initial,
};

/** Whether `value` is a whole number within the setting's bounds. */
export const isRetentionValue = (setting: RetentionSetting, value: number): boolean =>
  Number.isInteger(value) && value >= retentionBounds[setting].min && value <= retentionBounds[setting].max;

/** Days between the mail and the anonymisation, at the least: the owner's time to keep their account. */
export const RETENTION_NOTICE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The same instant `months` months earlier (or later, when negative), the day kept or, past the month's end, its last day, in UTC. */
export function monthsBefore(instant: Date, months: number): Date {
  const moved = new Date(instant.getTime());
  const day = moved.getUTCDate();
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(day, lastDay));
  return moved;
}

/**
 * The accounts to warn on `now`: those whose last use is before this instant, so that their
 * inactivity reaches its years within the notice's days.
 */
export const warnedIfActiveBefore = (now: Date, years: number): Date => monthsBefore(new Date(now.getTime() + RETENTION_NOTICE_DAYS * DAY_MS), 12 * years);

/**
 * When an account warned at `warnedAt` is anonymised if nobody uses it meanwhile: once its
 * inactivity has reached its years, and never before the notice's days have passed since the mail
 * (an account found already past its years, when the setting is lowered or the portal installed,
 * still gets its month).
 */
export function anonymisedOn({ lastActiveAt, warnedAt, years }: { lastActiveAt: Date; warnedAt: Date; years: number }): Date {
  const due = monthsBefore(lastActiveAt, -12 * years);
  const notice = new Date(warnedAt.getTime() + RETENTION_NOTICE_DAYS * DAY_MS);
  return due > notice ? due : notice;
}

/** Sign-ins that ended before this instant are deleted. */
export const signInsKeptSince = (now: Date, months: number): Date => monthsBefore(now, months);
