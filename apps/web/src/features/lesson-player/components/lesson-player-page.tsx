import type { LessonPage } from '@espace/contracts/lessons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { queryKeys } from '../../../lib/query-keys';
import { useLessonPage } from '../api/lesson-pages';
import { endDataOf, isEndOfLesson, useEndOfLesson } from '../hooks/use-end-of-lesson';
import { useLessonAlert } from '../hooks/use-lesson-alert';
import { PlayerShell } from './player-shell';
import './lesson-player.css';

/** A page that would not open: told in the user's language, Home after the codes that allow nothing else (docs/product/errors.md#lesson-page). */
function PageLoadFailed({ lessonId, error }: { lessonId: string; error: unknown }) {
  const alert = useLessonAlert();
  const finish = useEndOfLesson(lessonId, alert.showEnded);
  const { showError } = alert;
  useEffect(() => {
    if (isEndOfLesson(error)) void finish(endDataOf(error));
    else showError(error, { home: true });
  }, [error, finish, showError]);
  return alert.element;
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
  if (!page) return <PageLoadFailed lessonId={id} error={error} />;
  return <PlayerShell key={page.id} page={page} showPage={showPage} />;
}
