import { spokenDuration } from '@espace/domain/display/duration';
import { type TimerWarning, timerWarnings, warningDue } from '@espace/domain/lessons/time-accommodation';
import { formatCountdown } from '@espace/domain/lessons/timer-phase';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCountdown } from '../hooks/use-countdown';

export interface LessonTimerProps {
  remainingSeconds: number | null;
  /** The whole limit (the learner's, time accommodation applied): the first warning comes at a fifth of it. */
  limitSeconds: number | null;
  onComplete: () => void;
}

/**
 * The timer (docs/product/lessons.md#timers), on the side toolbar. The time is not read out every second; a polite live region,
 * there from the start, warns at a fifth of the time left and at 5 s (WCAG 2.2.1).
 */
export function LessonTimer({ remainingSeconds, limitSeconds, onComplete }: LessonTimerProps) {
  const { t, i18n } = useTranslation();
  const { remaining, phase } = useCountdown(remainingSeconds, onComplete);
  const warnings = useMemo(() => timerWarnings(limitSeconds), [limitSeconds]);
  const previous = useRef(remaining);
  const [warning, setWarning] = useState<TimerWarning | null>(null);
  useEffect(() => {
    if (remaining === null || previous.current === null) return;
    const due = warningDue(warnings, previous.current, remaining);
    previous.current = remaining;
    if (due) setWarning(due);
  }, [remaining, warnings]);
  if (remaining === null || phase === null) return null;
  return (
    <div className={`lesson-timer lesson-timer--${phase}`} role="timer" aria-label={t('lessonPlayer.timer.label')}>
      <span className="lesson-timer__time">{formatCountdown(remaining)}</span>
      <span className="visually-hidden" role="status" aria-live="polite">
        {warning ? t(`lessonPlayer.timer.warning.${warning.kind}`, { time: spokenDuration(warning.seconds, i18n.language) }) : ''}
      </span>
    </div>
  );
}
