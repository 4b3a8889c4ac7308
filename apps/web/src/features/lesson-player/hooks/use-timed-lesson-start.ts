import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../../lib/query-keys';
import { paths } from '../../../lib/paths';
import { getCurrentPage } from '../api/lesson-pages';
import { confirmTimed, confirmTimedLesson } from './timed-confirmations';

/**
 * 'Évaluation chronométrée' (docs/product/lessons.md#timed-lessons): the answers to the question a
 * timed lesson never opened asks. « C'est parti » opens it with the learner's go, remembered for
 * the browser session, which starts its clock on the server; « Plus tard » goes Home, the lesson
 * left unstarted. The page it opens shows where the lesson's address (`pageId`) shows.
 */
export function useTimedLessonStart(lessonId: string, pageId: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const opening = useMutation({
    mutationFn: () => getCurrentPage(lessonId, { ...(pageId ? { fromPageId: pageId } : {}), start: true }),
    onMutate: () => confirmTimedLesson(lessonId),
    onSuccess: (page) => {
      // A timed first page started with the lesson: its own question would ask about a clock already running.
      if (page.timeLimit !== null) confirmTimed(page.nodeId);
      queryClient.setQueryData(queryKeys.lessonPage(lessonId, pageId), page);
    },
  });
  return {
    start: () => opening.mutate(),
    later: () => void navigate(paths.home.getHref()),
    starting: opening.isPending,
    /** The go refused or failed: the screen's full-page state tells it. */
    error: opening.error,
  };
}
