import { useTranslation } from '../../lib/i18n/use-translation';

const samples = ['good', 'wrong', 'expected'] as const;

/**
 * The correction legend (docs/product/screens-and-routes.md#player-dialogs): what the correction marks mean, with a sample of
 * each (the same classes as the correction display). Shared by the player's
 * legend dialog and the back-office preview and correction screens.
 */
export function CorrectionLegend() {
  const { t } = useTranslation();
  return (
    <ul className="correction-legend">
      {samples.map((sample) => (
        <li key={sample} className="correction-legend__item">
          <span className={`correction-legend__sample correction--${sample}`}>{t(`lessonContent.legend.sample.${sample}`)}</span>
          <span>{t(`lessonContent.legend.meaning.${sample}`)}</span>
        </li>
      ))}
    </ul>
  );
}
