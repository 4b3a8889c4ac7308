import { useTranslation } from 'react-i18next';
import { PlayerDialog } from './player-dialog';

const samples = ['good', 'wrong', 'expected'] as const;

/** SPEC §2: what the correction marks mean, with a sample of each (the same classes as the correction display). */
export function CorrectionLegendDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <PlayerDialog
      open={open}
      title={t('lessonPlayer.legend.title')}
      onDismiss={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('lessonPlayer.legend.close')}
        </button>
      }
    >
      <ul className="correction-legend">
        {samples.map((sample) => (
          <li key={sample} className="correction-legend__item">
            <span className={`correction-legend__sample correction--${sample}`}>{t(`lessonPlayer.legend.sample.${sample}`)}</span>
            <span>{t(`lessonPlayer.legend.meaning.${sample}`)}</span>
          </li>
        ))}
      </ul>
    </PlayerDialog>
  );
}
