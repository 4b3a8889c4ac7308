import { formatCountdown } from '@espace/domain/lessons/timer-phase';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PlayerDialog } from './player-dialog';

export interface TimedExerciseProps {
  seconds: number | null;
  onStart: () => void;
  onLater: () => void;
}

function TimedMessage({ seconds }: { seconds: number | null }) {
  const { t } = useTranslation();
  return <p>{seconds === null ? t('lessonPlayer.timed.message') : t('lessonPlayer.timed.messageWithTime', { time: formatCountdown(seconds) })}</p>;
}

/** The two answers to a timed question: later, then go. `texts`: the question's texts (a timed page's or a timed lesson's). */
export function TimedActions({ onStart, onLater, texts = 'timed' }: Omit<TimedExerciseProps, 'seconds'> & { texts?: 'timed' | 'timedLesson' }) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="button button--secondary" onClick={onLater}>
        {t(`lessonPlayer.${texts}.later`)}
      </button>
      <button type="button" className="button button--primary" onClick={onStart}>
        {t(`lessonPlayer.${texts}.start`)}
      </button>
    </>
  );
}

/** docs/product/lessons.md#timed-pages: asked before a timed page starts; declining goes back Home. Escape only closes it (use-timed-start.ts). */
export function TimedExerciseDialog({ open, onDismiss, ...props }: TimedExerciseProps & { open: boolean; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <PlayerDialog open={open} role="alertdialog" title={t('lessonPlayer.timed.title')} onDismiss={onDismiss} actions={<TimedActions {...props} />}>
      <TimedMessage seconds={props.seconds} />
    </PlayerDialog>
  );
}

/** The same question on the page, once its dialog was closed: the timed page shows nothing else until started. */
export function TimedStartPanel(props: TimedExerciseProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="timed-start" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('lessonPlayer.timed.title')}</h2>
      <TimedMessage seconds={props.seconds} />
      <div className="timed-start__actions">
        <TimedActions {...props} />
      </div>
    </section>
  );
}
