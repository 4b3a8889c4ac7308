import { TIMER_COMPLETION_DELAY_MS, TIMER_TICK_MS, timerPhase } from '@espace/domain/lessons/timer-phase';
import { useEffect, useEffectEvent, useState } from 'react';

/**
 * docs/product/lessons.md#timers: counts down each second from the server's remaining time,
 * enters its ending state at 5 s left and signals completion 0.5 s after
 * zero. Seconds are read from a deadline, so a busy tab does not drift. The
 * caller remounts it (a key) when the server gives a new remaining time.
 */
export function useCountdown(remainingSeconds: number | null, onComplete: () => void) {
  const [deadline] = useState(() => (remainingSeconds === null ? null : Date.now() + remainingSeconds * 1000));
  const [remaining, setRemaining] = useState(remainingSeconds);
  const complete = useEffectEvent(onComplete);

  useEffect(() => {
    if (deadline === null) return undefined;
    let completion: number | undefined;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0 && completion === undefined) {
        window.clearInterval(interval);
        completion = window.setTimeout(() => complete(), TIMER_COMPLETION_DELAY_MS);
      }
    };
    const interval = window.setInterval(tick, TIMER_TICK_MS);
    // Already at zero (a page reopened after its time): completion still follows.
    const first = window.setTimeout(() => deadline <= Date.now() && tick(), 0);
    return () => {
      window.clearInterval(interval);
      window.clearTimeout(first);
      window.clearTimeout(completion);
    };
  }, [deadline]);

  return { remaining, phase: remaining === null ? null : timerPhase(remaining) };
}
