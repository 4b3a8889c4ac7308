import type { LessonPage } from '@espace/contracts/lessons';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../../lib/query-keys';
import { movePage } from '../api/lesson-pages';
import { endDataOf, isEndOfLesson, useEndOfLesson } from './use-end-of-lesson';
import type { LessonAlert } from './use-lesson-alert';
import { isTimedConfirmed } from './timed-confirmations';

/**
 * Moving between pages: next and previous from the page on screen, the
 * timed-page question before a timed page starts, and the end of the lesson.
 */
export function usePageMoves(lessonId: string, alert: LessonAlert) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const finish = useEndOfLesson(lessonId, alert.showEnded);
  const [moving, setMoving] = useState(false);
  /** The timed page waiting for the learner's go, when the next page is one (docs/product/lessons.md#timed-pages). */
  const [timedAhead, setTimedAhead] = useState<{ nodeId: string; seconds: number; from: LessonPage } | null>(null);

  const open = useCallback(
    (page: LessonPage) => {
      queryClient.setQueryData(queryKeys.lessonPage(lessonId, page.id), page);
      void navigate(`/session/${lessonId}/page/${page.id}`);
      window.scrollTo({ top: 0 });
    },
    [queryClient, lessonId, navigate],
  );

  const go = useCallback(
    async (direction: 'next' | 'previous', from: LessonPage) => {
      setMoving(true);
      try {
        open(await movePage(lessonId, direction, from.id));
      } catch (error) {
        if (isEndOfLesson(error)) await finish(endDataOf(error));
        else alert.showError(error);
      } finally {
        setMoving(false);
      }
    },
    [lessonId, open, finish, alert],
  );

  /** Next from an answered page: asks first when the next page is timed and not started yet. */
  const advance = useCallback(
    async (from: LessonPage) => {
      const upcoming = from.outline.flatMap((section) => section.pages)[from.position + 1];
      if (upcoming?.timeLimit && upcoming.state === 'new' && !isTimedConfirmed(upcoming.nodeId)) {
        setTimedAhead({ nodeId: upcoming.nodeId, seconds: upcoming.timeLimit, from });
        return;
      }
      await go('next', from);
    },
    [go],
  );

  return { moving, open, advance, previous: (from: LessonPage) => go('previous', from), go, timedAhead, clearTimedAhead: () => setTimedAhead(null) };
}
