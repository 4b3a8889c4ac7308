import { spokenDuration } from '@espace/domain/display/duration';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PlayerDialog } from './player-dialog';
import { TimedActions } from './timed-exercise-dialog';

export interface TimedLessonProps {
  /** The learner's limit, their time accommodation applied. */
  seconds: number;
  onStart: () => void;
  onLater: () => void;
}

/**
 * 'Évaluation chronométrée' (docs/product/lessons.md#timed-lessons): asked before a timed lesson's
 * clock starts, saying its time in words. Declining, or Escape, goes back Home: behind the
 * question there is nothing of the lesson to stay on.
 */
export function TimedLessonDialog({ seconds, onStart, onLater }: TimedLessonProps) {
  const { t, i18n } = useTranslation();
  return (
    <PlayerDialog
      open
      role="alertdialog"
      title={t('lessonPlayer.timedLesson.title')}
      onDismiss={onLater}
      actions={<TimedActions texts="timedLesson" onStart={onStart} onLater={onLater} />}
    >
      <p>{t('lessonPlayer.timedLesson.message', { time: spokenDuration(seconds, i18n.language) })}</p>
    </PlayerDialog>
  );
}
