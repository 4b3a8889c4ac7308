/**
 * Time limits are judged by the server's clock from the moment a page or
 * lesson started; a ping can never move a deadline. A small grace absorbs
 * the network latency of an answer sent at the last second.
 */
export const LATENCY_GRACE_SECONDS = 2;

export interface Timer {
  startedAt: Date | null;
  /** Seconds; null or 0 means no limit. */
  limitSeconds: number | null;
}

const hasLimit = (timer: Timer): timer is { startedAt: Date; limitSeconds: number } =>
  timer.startedAt !== null && timer.limitSeconds !== null && timer.limitSeconds > 0;

/** Whether the limit (plus the grace) has passed at `now`. A timer never started never expires. */
export function isPastDeadline(timer: Timer, now: Date): boolean {
  if (!hasLimit(timer)) return false;
  return now.getTime() > timer.startedAt.getTime() + (timer.limitSeconds + LATENCY_GRACE_SECONDS) * 1000;
}

/** Whole seconds left (rounded up, never negative); null without a limit; the full limit before the start. */
export function remainingSeconds(timer: Timer, now: Date): number | null {
  if (timer.limitSeconds === null || timer.limitSeconds <= 0) return null;
  if (timer.startedAt === null) return timer.limitSeconds;
  const left = timer.startedAt.getTime() + timer.limitSeconds * 1000 - now.getTime();
  return Math.max(0, Math.ceil(left / 1000));
}

/**
 * A timer with a limit whose clock has not started: a timed lesson the learner has never opened.
 * Its first opening starts the clock, so the learner is asked first (docs/product/lessons.md#timed-lessons).
 */
export function awaitsStart(timer: Timer): boolean {
  return timer.startedAt === null && timer.limitSeconds !== null && timer.limitSeconds > 0;
}
