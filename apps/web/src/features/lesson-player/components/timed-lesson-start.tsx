import { useTranslation } from '../../../lib/i18n/use-translation';
import { TimedLessonDialog } from '../dialogs/timed-lesson-dialog';
import { useTimedLessonStart } from '../hooks/use-timed-lesson-start';

/** A timed lesson never opened, at its address: nothing of it shows before the learner's answer to its question. */
export function TimedLessonStart({ lessonId, pageId, seconds }: { lessonId: string; pageId: string | null; seconds: number }) {
  const { t } = useTranslation();
  const { start, later, starting, error } = useTimedLessonStart(lessonId, pageId);
  // Thrown to the route's full-page state (docs/product/errors.md#full-page-states), as a page that would not open.
  if (error) throw error;
  if (starting) {
    return (
      <p className="page-status" role="status">
        {t('lessonPlayer.page.loading')}
      </p>
    );
  }
  return <TimedLessonDialog seconds={seconds} onStart={start} onLater={later} />;
}
