import { useTranslation } from '../../../lib/i18n/use-translation';
import { CorrectionLegend } from '../../../components/lesson-content/correction-legend';
import { PlayerDialog } from './player-dialog';

/** The correction legend, in a dialog of the player (docs/product/screens-and-routes.md#player-dialogs). */
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
      <CorrectionLegend />
    </PlayerDialog>
  );
}
