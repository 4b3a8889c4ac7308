import { useTranslation } from '../../lib/i18n/use-translation';

const samples = ['good', 'wrong', 'expected'] as const;

/**
 * The correction legend (docs/product/screens-and-routes.md#player-dialogs): what the correction marks mean, with a sample of
 * each (the same classes as the correction display). Shared by the player's
 * legend dialog and the back-office preview and correction screens; it speaks to whoever reads
 * it: the learner about their answers, a trainer about the learner's.
 */
export function CorrectionLegend({ reader = 'learner' }: { reader?: 'learner' | 'trainer' }) {
  const { t } = useTranslation();
  return (
    <ul className="correction-legend">
      {samples.map((sample) => (
        <li key={sample} className="correction-legend__item">
          <span className={`correction-legend__sample correction--${sample}`}>{t(`lessonContent.legend.sample.${sample}`)}</span>
          <span>{t(`lessonContent.legend.${reader === 'trainer' ? 'meaningForTrainer' : 'meaning'}.${sample}`)}</span>
        </li>
      ))}
    </ul>
  );
}
