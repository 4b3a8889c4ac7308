import type { LessonEndData } from '@espace/contracts/lessons';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { movePage } from '../api/lesson-pages';
import { endDataOf } from './use-end-of-lesson';

/**
 * The end data the player handed over on navigation, or, after a reload,
 * asked again: next past the end of a finished lesson answers it again
 * (docs/lesson-engine.md).
 */
export function useEndData(lessonId: string) {
  const handed = (useLocation().state as { end?: LessonEndData } | null)?.end;
  const query = useQuery({
    queryKey: ['lessons', lessonId, 'end'],
    enabled: handed === undefined,
    retry: false,
    staleTime: Infinity,
    queryFn: async () => {
      try {
        await movePage(lessonId, 'next');
      } catch (error) {
        const end = endDataOf(error);
        if (end) return end;
        throw error;
      }
      throw new Error('The lesson is not finished');
    },
  });
  return { end: handed ?? query.data, error: query.error };
}
