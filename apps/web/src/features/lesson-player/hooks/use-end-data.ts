import type { LessonEndData } from '@espace/contracts/lessons';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorCodeOf } from '../../../lib/errors/normalise-error';
import { queryKeys } from '../../../lib/query-keys';
import { getLessonEnd } from '../api/lesson-pages';
import { paths } from '../../../lib/paths';

/**
 * The end data the player handed over on navigation, or, after a reload, read again from
 * GET lessons/:id/end — which changes nothing (opening a screen never moves a
 * lesson on). A lesson that is not finished sends the learner back to its current page.
 */
export function useEndData(lessonId: string) {
  const handed = (useLocation().state as { end?: LessonEndData } | null)?.end;
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: queryKeys.lessonEnd(lessonId),
    enabled: handed === undefined,
    retry: false,
    staleTime: Infinity,
    queryFn: () => getLessonEnd(lessonId),
  });
  const notEnded = errorCodeOf(query.error) === 'LESSON_NOT_ENDED';
  useEffect(() => {
    if (notEnded) void navigate(paths.lesson.root.getHref({ id: lessonId }), { replace: true });
  }, [notEnded, lessonId, navigate]);
  return { end: handed ?? query.data, error: notEnded ? null : query.error };
}
