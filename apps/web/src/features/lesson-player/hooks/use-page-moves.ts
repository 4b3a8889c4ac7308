import type { LessonPage } from '@espace/contracts/lessons';
import { asksBeforeOpening } from '@espace/domain/lessons/lesson-outline';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../../lib/query-keys';
import { movePage } from '../api/lesson-pages';
import type { Onward } from './use-answer-outbox';
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
      const upcoming = upcomingOf(from);
      if (upcoming && asksBeforeOpening(upcoming) && upcoming.timeLimit !== null && !isTimedConfirmed(upcoming.nodeId)) {
        setTimedAhead({ nodeId: upcoming.nodeId, seconds: upcoming.timeLimit, from });
        return;
      }
      await go('next', from);
    },
    [go],
  );

  /**
   * After Next's single round trip (pages/answer-and-next): the page it opened, the end of the
   * lesson it reached, else (a timed page ahead, a move refused) what Next does from an answered page.
   */
  const arrive = useCallback(
    async (answered: LessonPage, onward: Onward) => {
      if (onward.next) return open(onward.next);
      if (onward.end) return finish(onward.end);
      return advance(answered);
    },
    [open, finish, advance],
  );

  return { moving, open, advance, arrive, previous: (from: LessonPage) => go('previous', from), go, timedAhead, clearTimedAhead: () => setTimedAhead(null) };
}
