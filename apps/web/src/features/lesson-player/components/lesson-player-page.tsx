import type { LessonPage } from '@espace/contracts/lessons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { queryKeys } from '../../../lib/query-keys';
import { timedLessonLimitOf, useLessonPage } from '../api/lesson-pages';
import { endDataOf, isEndOfLesson, useEndOfLesson } from '../hooks/use-end-of-lesson';
import { PlayerShell } from './player-shell';
import { TimedLessonStart } from './timed-lesson-start';
import './lesson-player.css';

/**
 * A page that would not open: past the last page, the end of the lesson; anything else is thrown to
 * the route's error element, which shows its full-page state (docs/product/errors.md#full-page-states).
 */
function PageLoadFailed({ lessonId, error }: { lessonId: string; error: unknown }) {
  const finish = useEndOfLesson(lessonId, { replace: true });
  const ended = isEndOfLesson(error);
  useEffect(() => {
    if (ended) void finish(endDataOf(error));
  }, [ended, error, finish]);
  if (!ended) throw error;
  // The results screen replaces this address at once.
  return null;
}

/** Routes /session/:id and /session/:id/page/:pageId (docs/product/screens-and-routes.md#lesson-player). */
export function LessonPlayerPage() {
  const { t } = useTranslation();
  const { id = '', pageId = null } = useParams();
  const queryClient = useQueryClient();
  const { data: page, error, isPending } = useLessonPage(id, pageId);
  const showPage = (next: LessonPage) => queryClient.setQueryData(queryKeys.lessonPage(id, pageId), next);
  if (isPending) {
    return (
      <p className="page-status" role="status">
        {t('lessonPlayer.page.loading')}
      </p>
    );
  }
  if (!page) {
    // A timed lesson never opened asks before its clock starts (docs/product/lessons.md#timed-lessons).
    const timeLimit = timedLessonLimitOf(error);
    if (timeLimit !== null) return <TimedLessonStart lessonId={id} pageId={pageId} seconds={timeLimit} />;
    return <PageLoadFailed lessonId={id} error={error} />;
  }
  return <PlayerShell key={page.id} page={page} showPage={showPage} />;
}
