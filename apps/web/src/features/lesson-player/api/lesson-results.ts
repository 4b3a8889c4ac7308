import { type LessonResults, lessonResultsSchema } from '@espace/contracts/lesson-results';
import { type LessonPage, lessonPageSchema } from '@espace/contracts/lessons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const lessonPath = (lessonId: string) => `lessons/${encodeURIComponent(lessonId)}`;

/**
 * GET lessons/:id/results: an ended lesson's results (409 LESSON_NOT_ENDED otherwise), asked again
 * each time the screen opens: a program started again and played anew ends with other results.
 */
const lessonResultsQuery = (lessonId: string) =>
  queryOptions({
    queryKey: queryKeys.lessonResults(lessonId),
    queryFn: ({ signal }): Promise<LessonResults> =>
      apiRequest(`${lessonPath(lessonId)}/results`, { signal, contract: import.meta.env.DEV ? lessonResultsSchema : undefined }),
    retry: false,
  });

export const useLessonResults = (lessonId: string) => useQuery(lessonResultsQuery(lessonId));

/** GET lessons/:id/pages/:pageId/review: a page of an ended lesson with its answers and correction, read only. */
const pageReviewQuery = (lessonId: string, pageId: string) =>
  queryOptions({
    queryKey: queryKeys.pageReview(lessonId, pageId),
    queryFn: ({ signal }): Promise<LessonPage> =>
      apiRequest(`${lessonPath(lessonId)}/pages/${encodeURIComponent(pageId)}/review`, {
        signal,
        contract: import.meta.env.DEV ? lessonPageSchema : undefined,
      }),
    retry: false,
    staleTime: Infinity,
  });

export const usePageReview = (lessonId: string, pageId: string) => useQuery(pageReviewQuery(lessonId, pageId));
