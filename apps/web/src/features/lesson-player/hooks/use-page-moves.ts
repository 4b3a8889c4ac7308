import type { LessonPage } from '@espace/contracts/lessons';
import { asksBeforeOpening } from '@espace/domain/lessons/lesson-outline';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../../lib/query-keys';
import { movePage } from '../api/lesson-pages';
import { endDataOf, isEndOfLesson, useEndOfLesson } from './use-end-of-lesson';
import type { LessonAlert } from './use-lesson-alert';
import { isTimedConfirmed } from './timed-confirmations';
import { paths } from '../../../lib/paths';

/** The page Next leads to from `from`, as its outline says (none past the last page). */
const upcomingOf = (from: LessonPage) => from.outline.flatMap((section) => section.pages)[from.position + 1];

/** Whether Next from `from` may answer and move on in one call: not when a timed page never opened comes next (the learner is asked first). */
export function movesOnInOneCall(from: LessonPage): boolean {
  const upcoming = upcomingOf(from);
  return !(upcoming && asksBeforeOpening(upcoming));
}

/** The timed page waiting for the learner's go before Next from `from` opens it (docs/product/lessons.md#timed-pages). */
export interface TimedAhead {
  nodeId: string;
  seconds: number;
  from: LessonPage;
}

/** The timed page Next from `from` asks about first: the next one, timed, never opened, and not agreed to yet in this browser session. */
export function timedAheadOf(from: LessonPage): TimedAhead | null {
  const upcoming = upcomingOf(from);
  if (!upcoming || !asksBeforeOpening(upcoming) || upcoming.timeLimit === null || isTimedConfirmed(upcoming.nodeId)) return null;
  return { nodeId: upcoming.nodeId, seconds: upcoming.timeLimit, from };
}

/**
 * Moving between pages: opening a page the server gave, next and previous from a page, and the
 * end of the lesson. Each resolves once the move is over; a refused move is told in the alert.
 */
export function usePageMoves(lessonId: string, alert: LessonAlert) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const finish = useEndOfLesson(lessonId);

  const open = useCallback(
    (page: LessonPage) => {
      queryClient.setQueryData(queryKeys.lessonPage(lessonId, page.id), page);
      // Rendered at once rather than as a transition (bench:web:lessons): the updates that follow the
      // answer (the answered page in the cache, the flow's busy flags) would each interrupt a transition's
      // render and restart it, and the answered page would flash its correction before the next one shows.
      // Read before the next page is in the DOM, while the layout is clean: scrolling forces the new
      // page's layout at once, in the middle of its render, and at the top there is nothing to scroll.
      const scrolled = window.scrollY > 0;
      void navigate(paths.lesson.page.getHref({ id: lessonId, pageId: page.id }), { flushSync: true });
      if (scrolled) window.scrollTo({ top: 0 });
    },
    [queryClient, lessonId, navigate],
  );

  const go = useCallback(
    async (direction: 'next' | 'previous', from: LessonPage) => {
      try {
        open(await movePage(lessonId, direction, from.id));
      } catch (error) {
        if (isEndOfLesson(error)) await finish(endDataOf(error));
        else alert.showError(error);
      }
    },
    [lessonId, open, finish, alert],
  );

  return { open, go, finish };
}
