/**
 * Time accommodations (WCAG 2.2.1 Timing adjustable, docs/accessibility.md): a trainer or an admin
 * gives a learner of a class more time on every timed page and lesson of that class, or no limit
 * at all. The server judges every deadline on the accommodated limit; nothing else changes.
 */
export const EXTRA_TIMES = ['x1.25', 'x1.5', 'x2', 'unlimited'] as const;
export type ExtraTime = (typeof EXTRA_TIMES)[number];

const factors: Record<Exclude<ExtraTime, 'unlimited'>, number> = { 'x1.25': 1.25, 'x1.5': 1.5, x2: 2 };

/** The limit the learner gets, in whole seconds (rounded up); null (no limit) stays null, and 'unlimited' removes it. */
export function accommodatedLimit(limitSeconds: number | null, extraTime: ExtraTime | null): number | null {
  if (limitSeconds === null || limitSeconds <= 0 || extraTime === null) return limitSeconds;
  if (extraTime === 'unlimited') return null;
  return Math.ceil(limitSeconds * factors[extraTime]);
}

/** The timer's ending state (5 s, docs/product/lessons.md#timers), and one warning earlier, at a fifth of the time left. */
const WARNING_SHARE = 0.2;
const FINAL_WARNING_SECONDS = 5;

export type TimerWarning = { kind: 'share' | 'final'; seconds: number };

/**
 * The warnings of a countdown of `limitSeconds`, latest first in time: at 20 % of the limit left
 * (rounded up to a whole second) and at 5 s. The 20 % one is left out when it would come at or
 * after the 5 s one (limits of 25 s and less).
 */
export function timerWarnings(limitSeconds: number | null): TimerWarning[] {
  if (limitSeconds === null || limitSeconds <= 0) return [];
  const share = Math.ceil(limitSeconds * WARNING_SHARE);
  const warnings: TimerWarning[] = [];
  if (share > FINAL_WARNING_SECONDS && share < limitSeconds) warnings.push({ kind: 'share', seconds: share });
  if (FINAL_WARNING_SECONDS < limitSeconds) warnings.push({ kind: 'final', seconds: FINAL_WARNING_SECONDS });
  return warnings;
}

/**
 * The warning due when the countdown went from `previous` to `remaining` seconds left: the last
 * threshold crossed in that step (a tab asleep for a while says only the latest), or null.
 */
export function warningDue(warnings: readonly TimerWarning[], previous: number, remaining: number): TimerWarning | null {
  const crossed = warnings.filter((warning) => previous > warning.seconds && remaining <= warning.seconds && remaining > 0);
  return crossed.at(-1) ?? null;
}
