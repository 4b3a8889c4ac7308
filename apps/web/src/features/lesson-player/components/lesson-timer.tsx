import { formatCountdown } from '@espace/domain/lessons/timer-phase';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown';

/**
 * SPEC §4 Timer, on the side toolbar. Its label names the time left only at
 * the ending state, so screen readers are not told every second.
 */
export function LessonTimer({ remainingSeconds, onComplete }: { remainingSeconds: number | null; onComplete: () => void }) {
  const { t } = useTranslation();
  const { remaining, phase } = useCountdown(remainingSeconds, onComplete);
  if (remaining === null || phase === null) return null;
  return (
    <div className={`lesson-timer lesson-timer--${phase}`} role="timer" aria-label={t('lessonPlayer.timer.label')}>
      <span className="lesson-timer__time">{formatCountdown(remaining)}</span>
      {phase === 'ending' ? (
        <span className="visually-hidden" role="status">
          {t('lessonPlayer.timer.ending')}
        </span>
      ) : null}
    </div>
  );
}
