import { scorePercent, scoreRatio } from '@espace/domain/lessons/progress';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The score radial's animation starts after 500 ms (docs/product/screens-and-routes.md#end-of-lesson-screens). */
const animationDelayMs = 500;
const radius = 52;
const circumference = 2 * Math.PI * radius;

/** The lesson score as a ring filling up to its ratio, with the percent and points in words. */
export function ScoreRadial({ score }: { score: { actual: number; max: number } }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const ratio = Math.min(1, scoreRatio(score));
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(ratio), animationDelayMs);
    return () => window.clearTimeout(timer);
  }, [ratio]);
  const percent = scorePercent(score);
  return (
    <figure className="score-radial">
      <svg viewBox="0 0 120 120" width="140" height="140" aria-hidden="true">
        <circle className="score-radial__track" cx="60" cy="60" r={radius} />
        <circle
          className="score-radial__value"
          cx="60"
          cy="60"
          r={radius}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - shown)}
          transform="rotate(-90 60 60)"
        />
      </svg>
      <figcaption>
        <span className="visually-hidden">{t('lessonPlayer.end.score')}</span>
        <span className="score-radial__percent">{t('lessonPlayer.end.scoreValue', { percent })}</span>
        <span className="score-radial__points">{t('lessonPlayer.end.scorePoints', score)}</span>
      </figcaption>
    </figure>
  );
}
