import { useTranslation } from 'react-i18next';
import { formatCountdown } from '@espace/domain/lessons/timer-phase';
import { PlayerDialog } from './player-dialog';

/** SPEC §2: asked before a timed page starts; declining goes back Home (Escape declines too). */
export function TimedExerciseDialog({ open, seconds, onStart, onLater }: { open: boolean; seconds: number | null; onStart: () => void; onLater: () => void }) {
  const { t } = useTranslation();
  return (
    <PlayerDialog
      open={open}
      role="alertdialog"
      title={t('lessonPlayer.timed.title')}
      onDismiss={onLater}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onLater}>
            {t('lessonPlayer.timed.later')}
          </button>
          <button type="button" className="button button--primary" onClick={onStart}>
            {t('lessonPlayer.timed.start')}
          </button>
        </>
      }
    >
      <p>{seconds === null ? t('lessonPlayer.timed.message') : t('lessonPlayer.timed.messageWithTime', { time: formatCountdown(seconds) })}</p>
    </PlayerDialog>
  );
}
