import { useTranslation } from '../../../lib/i18n/use-translation';
import { PlayerDialog } from './player-dialog';

/** docs/product/lessons.md#hints: a hint with a cost is unlocked only after the learner agrees to lose the points. */
export function HintUnlockDialog({ open, cost, onConfirm, onCancel }: { open: boolean; cost: number; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <PlayerDialog
      open={open}
      role="alertdialog"
      title={t('lessonPlayer.hintUnlock.title')}
      onDismiss={onCancel}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('lessonPlayer.hintUnlock.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm}>
            {t('lessonPlayer.hintUnlock.confirm')}
          </button>
        </>
      }
    >
      <p>{t('lessonPlayer.hintUnlock.message', { count: cost })}</p>
    </PlayerDialog>
  );
}
