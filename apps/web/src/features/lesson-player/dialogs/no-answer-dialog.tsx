import { useTranslation } from '../../../lib/i18n/use-translation';
import { PlayerDialog } from './player-dialog';

/** docs/product/lessons.md#next: nothing answered on an exercise; staying is the safe default (Escape stays). */
export function NoAnswerDialog({ open, onStay, onContinue }: { open: boolean; onStay: () => void; onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <PlayerDialog
      open={open}
      role="alertdialog"
      title={t('lessonPlayer.noAnswer.title')}
      onDismiss={onStay}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onContinue}>
            {t('lessonPlayer.noAnswer.continue')}
          </button>
          <button type="button" className="button button--primary" onClick={onStay} data-safe-choice="">
            {t('lessonPlayer.noAnswer.stay')}
          </button>
        </>
      }
    >
      <p>{t('lessonPlayer.noAnswer.message')}</p>
    </PlayerDialog>
  );
}
