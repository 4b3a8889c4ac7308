import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../../lib/query-keys';
import { openLessonPage, timedLessonLimitOf } from '../api/lesson-pages';
import { paths } from '../../../lib/paths';

/**
 * docs/product/lessons.md#choosing-the-next-lesson and docs/product/lessons.md#interactive-questions: the lesson's current
 * page is asked afresh (it may just have been unlocked) and opened. The server's current page of
 * a lesson not started yet is the first page of its first enabled section; a lesson already
 * started goes on where the learner left it. A timed lesson never opened opens on its question
 * (docs/product/lessons.md#timed-lessons): the player asks it at the lesson's address.
 */
export function useOpenLesson() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (lessonId: string) => {
      try {
        const page = await openLessonPage(lessonId);
        queryClient.setQueryData(queryKeys.lessonPage(lessonId, page.id), page);
        await navigate(paths.lesson.page.getHref({ id: lessonId, pageId: page.id }));
      } catch (error) {
        if (timedLessonLimitOf(error) === null) throw error;
        // Asked afresh there: whatever an earlier visit left of the lesson's address is stale.
        queryClient.removeQueries({ queryKey: queryKeys.lessonPage(lessonId, null) });
        await navigate(paths.lesson.root.getHref({ id: lessonId }));
      }
    },
    [queryClient, navigate],
  );
}
