import { useTranslation } from '../../lib/i18n/use-translation';
import { CorrectionMark } from './correction-mark';

const samples = ['good', 'wrong', 'expected'] as const;

/**
 * The correction legend (docs/product/screens-and-routes.md#player-dialogs): what the correction marks mean, with a sample of
 * each: the mark itself (its icon and its word) in the outline an answer in that state gets. Shared by the player's
 * legend dialog and the back-office preview and correction screens; it speaks to whoever reads
 * it: the learner about their answers, a trainer about the learner's.
 */
export function CorrectionLegend({ reader = 'learner' }: { reader?: 'learner' | 'trainer' }) {
  const { t } = useTranslation();
  return (
    <ul className="correction-legend">
      {samples.map((sample) => (
        <li key={sample} className="correction-legend__item">
          <span className={`correction-legend__sample correction-legend__sample--${sample}`}>
            <CorrectionMark state={sample} />
          </span>
          <span>{t(`lessonContent.legend.${reader === 'trainer' ? 'meaningForTrainer' : 'meaning'}.${sample}`)}</span>
        </li>
      ))}
    </ul>
  );
}
