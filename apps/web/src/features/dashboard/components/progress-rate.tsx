import { progressRatePercent, progressRateStars } from '@espace/domain/display/progress-rate';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNumberFormat } from './use-number-format';

const starPath = 'M12 2l2.9 6.2 6.8.8-5 4.7 1.3 6.7L12 17.1l-6 3.3 1.3-6.7-5-4.7 6.8-.8z';

/** One star, empty, half or full: the fill is clipped to the given share of its width. */
function Star({ fill, index }: { fill: number; index: number }) {
  const clipId = `progress-star-${index}`;
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width={24 * fill} height="24" />
        </clipPath>
      </defs>
      <path d={starPath} className="progress-rate__empty" />
      <path d={starPath} className="progress-rate__full" clipPath={`url(#${clipId})`} />
    </svg>
  );
}

/** The progress rate (docs/product/scoring-and-badges.md#progress-rate): 3 stars in half steps, their value and the percent (1 decimal, rounded down) written under them and in a tooltip. */
export function ProgressRate({ fraction }: { fraction: number }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const stars = progressRateStars(fraction);
  const percent = format.percent(progressRatePercent(fraction) / 100, 1);
  // count picks the plural form (French: 1 étoile, 1,5 étoile, 2 étoiles); stars is the formatted number.
  const label = t('dashboard.progressRate.label', { count: stars, stars: format.number(stars, 1), percent });
  return (
    <div className="progress-rate">
      <h2>{t('dashboard.progressRate.title')}</h2>
      <Tooltip.Provider delayDuration={200}>
        <Tooltip.Root>
          <Tooltip.Trigger asChild>
            <button type="button" className="progress-rate__stars" aria-label={label}>
              {[0, 1, 2].map((index) => (
                <Star key={index} index={index} fill={Math.min(Math.max(stars - index, 0), 1)} />
              ))}
            </button>
          </Tooltip.Trigger>
          <Tooltip.Portal>
            <Tooltip.Content className="progress-rate__tooltip" sideOffset={6}>
              {percent}
              <Tooltip.Arrow className="progress-rate__arrow" />
            </Tooltip.Content>
          </Tooltip.Portal>
        </Tooltip.Root>
      </Tooltip.Provider>
      {/* Seen without hovering; the button's name already says it to a screen reader. */}
      <p className="progress-rate__value" aria-hidden="true">
        {t('dashboard.progressRate.value', { stars: format.number(stars, 1), percent })}
      </p>
    </div>
  );
}
