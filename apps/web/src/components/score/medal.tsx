import { medalColour, medalForRatio } from '@espace/domain/lessons/progress';
import { useTranslation } from '../../lib/i18n/use-translation';
import './score.css';

/** The medal for a score ratio (docs/product/scoring-and-badges.md#medals), as a coloured disc with its name for everyone; nothing for 'none'. */
export function Medal({ ratio }: { ratio: number }) {
  const { t } = useTranslation();
  const medal = medalForRatio(ratio);
  if (medal === 'none') return null;
  return (
    <span className={`medal medal--${medal} medal--${medalColour(ratio)}`}>
      <svg className="medal__disc" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <circle cx="8" cy="8" r="7" />
      </svg>
      {t(`score.medal.${medal}`)}
    </span>
  );
}
