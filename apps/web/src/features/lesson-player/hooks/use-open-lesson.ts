import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../../lib/query-keys';
import { getLessonTree } from '../api/get-lesson-tree';
import { getCurrentPage } from '../api/lesson-pages';

/**
 * SPEC §4 "Choosing a next lesson" and "Answering an interactive choice":
 * the lesson is loaded afresh (it may just have been unlocked), its current
 * page is asked from its first enabled section, and that page is opened.
 */
export function useOpenLesson() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (lessonId: string) => {
      const tree = await queryClient.fetchQuery({ queryKey: queryKeys.lessonTree(lessonId), queryFn: () => getLessonTree(lessonId), staleTime: 0 });
      const firstSection = tree.sections[0]?.id ?? undefined;
      const page = await getCurrentPage(lessonId, { fromSectionId: firstSection });
      queryClient.setQueryData(queryKeys.lessonPage(lessonId, page.id), page);
      await navigate(`/session/${lessonId}/page/${page.id}`);
    },
    [queryClient, navigate],
  );
}
