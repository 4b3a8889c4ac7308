/** The timer's display ticks every second (docs/product/lessons.md#timers). */
export const TIMER_TICK_MS = 1000;
/** The timer's ending state starts at 5 s left (docs/product/lessons.md#timers). */
const TIMER_ENDING_SECONDS = 5;
/** The timer signals completion 0.5 s after reaching zero (docs/product/lessons.md#timers). */
export const TIMER_COMPLETION_DELAY_MS = 500;
/** A lesson ping every 10 s (docs/product/lessons.md#pings). */
export const LESSON_PING_MS = 10_000;

export type TimerPhase = 'running' | 'ending' | 'done';

/** The phase of a countdown from the whole seconds left (never negative once done). */
export function timerPhase(remainingSeconds: number): TimerPhase {
  if (remainingSeconds <= 0) return 'done';
  if (remainingSeconds <= TIMER_ENDING_SECONDS) return 'ending';
  return 'running';
}

/** `m:ss`, or `h:mm:ss` from an hour on, for a number of seconds (negative counts as zero). */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
