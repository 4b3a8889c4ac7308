import {
  type AnswerAndNext,
  answerAndNextSchema,
  type LessonEndData,
  lessonEndDataSchema,
  type LessonPage,
  lessonPageSchema,
  type PatchPageBody,
  type TimedLessonNotStartedData,
} from '@espace/contracts/lessons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/errors/api-error';
import { errorCodeOf } from '../../../lib/errors/normalise-error';
import { queryKeys } from '../../../lib/query-keys';
import { isTimedLessonConfirmed } from '../hooks/timed-confirmations';

interface PageLocation {
  fromPageId?: string | undefined;
  fromSectionId?: string | undefined;
  /** The learner's go to a timed lesson never opened: its clock starts with this call (docs/product/lessons.md#timed-lessons). */
  start?: boolean | undefined;
}

const lessonPath = (lessonId: string) => `lessons/${encodeURIComponent(lessonId)}`;

/** docs/product/lessons.md#navigation: the noCache timestamp keeps any cache between us and the API from answering an old page. */
export function getCurrentPage(lessonId: string, { fromPageId, fromSectionId, start }: PageLocation = {}, signal?: AbortSignal): Promise<LessonPage> {
  const query = new URLSearchParams({ noCache: String(Date.now()) });
  if (fromPageId) query.set('fromPageId', fromPageId);
  if (fromSectionId) query.set('fromSectionId', fromSectionId);
  if (start) query.set('start', 'true');
  return apiRequest(`${lessonPath(lessonId)}/pages/current?${query.toString()}`, { signal, contract: import.meta.env.DEV ? lessonPageSchema : undefined });
}

/**
 * A page of the lesson as the player opens it: with the learner's go when they gave it to this
 * timed lesson in this browser session (timed-confirmations.ts), so a reload does not ask again.
 */
export function openLessonPage(lessonId: string, location: Omit<PageLocation, 'start'> = {}, signal?: AbortSignal): Promise<LessonPage> {
  return getCurrentPage(lessonId, { ...location, start: isTimedLessonConfirmed(lessonId) }, signal);
}

/**
 * The learner's limit a TIMED_LESSON_NOT_STARTED answer names: the lesson waits for their go; null
 * for any other answer. Read by hand, not by its zod schema: zod would join the player's chunks
 * (docs/performance.md, the lesson route's own chunks).
 */
export function timedLessonLimitOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || errorCodeOf(error) !== 'TIMED_LESSON_NOT_STARTED') return null;
  const data = (error.body as { data?: Partial<TimedLessonNotStartedData> }).data;
  return Number.isInteger(data?.timeLimit) ? (data?.timeLimit ?? null) : null;
}

/** `idempotencyKey`: the same for every attempt of one submission, so that a replay is answered, not counted again. */
export function patchCurrentPage(lessonId: string, body: PatchPageBody, idempotencyKey?: string): Promise<LessonPage> {
  return apiRequest(`${lessonPath(lessonId)}/pages/current`, {
    method: 'PATCH',
    body,
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
    contract: import.meta.env.DEV ? lessonPageSchema : undefined,
  });
}

/**
 * Next on a page not answered yet, in one round trip (docs/product/lessons.md#next): the page's
 * answer as PATCH pages/current takes it, then the page after it, or the end of the lesson.
 */
export function answerAndNext(lessonId: string, fromPageId: string, body: PatchPageBody, idempotencyKey?: string): Promise<AnswerAndNext> {
  return apiRequest(`${lessonPath(lessonId)}/pages/answer-and-next?${new URLSearchParams({ fromPageId }).toString()}`, {
    method: 'POST',
    body,
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
    contract: import.meta.env.DEV ? answerAndNextSchema : undefined,
  });
}

/** docs/product/lessons.md#navigation: next and previous are asked from a given page, never from whatever the server thinks is current. */
export function movePage(lessonId: string, direction: 'next' | 'previous', fromPageId?: string): Promise<LessonPage> {
  const query = fromPageId ? `?${new URLSearchParams({ fromPageId }).toString()}` : '';
  return apiRequest(`${lessonPath(lessonId)}/pages/${direction}${query}`, { method: 'POST', contract: import.meta.env.DEV ? lessonPageSchema : undefined });
}

/** GET lessons/:id/end: a finished lesson's end data, without side effects (409 LESSON_NOT_ENDED otherwise). */
export function getLessonEnd(lessonId: string): Promise<LessonEndData> {
  return apiRequest(`${lessonPath(lessonId)}/end`, { contract: import.meta.env.DEV ? lessonEndDataSchema : undefined });
}

/**
 * One page of a lesson: the current one (`pageId` null) or a given one. Never
 * refetched behind the learner's back: opening a page records it as current.
 */
const lessonPageQueryOptions = (lessonId: string, pageId: string | null) =>
  queryOptions({
    queryKey: queryKeys.lessonPage(lessonId, pageId),
    queryFn: ({ signal }) => openLessonPage(lessonId, pageId ? { fromPageId: pageId } : {}, signal),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useLessonPage(lessonId: string, pageId: string | null) {
  return useQuery(lessonPageQueryOptions(lessonId, pageId));
}
