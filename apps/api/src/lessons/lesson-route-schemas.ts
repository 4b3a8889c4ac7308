import { errorBodySchema } from '@espace/contracts/errors';
import { lessonParamsSchema, noLessonPageErrorSchema } from '@espace/contracts/lessons';
import { z } from 'zod';

/** Error answers of the lesson routes (statuses from http/error-catalogue.ts). */
export const lessonErrors = {
  400: errorBodySchema.describe('BAD_REQUEST: a malformed request, or an answer of the wrong shape (issues name the row)'),
  401: errorBodySchema,
  403: errorBodySchema.describe('Forbidden: the lesson is LOCKED or HIDDEN, or its class program is not open'),
  404: errorBodySchema.describe("NOT_FOUND (not this learner's lesson) or MODEL_NOT_FOUND"),
  409: errorBodySchema.describe(
    'CONTENT_CLOSED, INVALID_INPUTS, PATCH_IN_PROGRESS, LESSON_PAGE_SKIPPED, LESSON_SKIPPED, RETRY_RESTRICT, LESSON_NOT_ENDED or TIMED_LESSON_NOT_STARTED (with data.timeLimit)',
  ),
};

/** pages/next answers the end of the lesson as a 404 carrying `data`. */
export const nextPageErrors = { ...lessonErrors, 404: noLessonPageErrorSchema };

/** PATCH pages/current also refuses an Idempotency-Key replayed with other answers. */
export const answerPageErrors = { 422: errorBodySchema.describe('IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was accepted with other answers') };

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe('Replaying an accepted submission with the same key and answers answers it again; other answers are refused (422)'),
});

export const noContentSchema = z.null().describe('Done');

/** The page turns of the lesson player, whose answers a learner waits for on every click: serializers ready at start (http/response-serializer.ts). */
export const pageTurnConfig = { prepareSerializers: true };

/** What every route on one of the learner's lessons (`/lessons/:id/…`) declares. */
export const lessonRouteCommon = { tags: ['lessons'], security: [{ bearer: [] }], params: lessonParamsSchema };

/** The learner and lesson a request on `/lessons/:id/…` is about, at the time it arrived. */
export const learnerLessonOf = (request: { tenant: { id: string }; auth: { userId: string }; params: { id: string } }) => ({
  tenantId: request.tenant.id,
  userId: request.auth.userId,
  lessonId: request.params.id,
  now: new Date(),
});
