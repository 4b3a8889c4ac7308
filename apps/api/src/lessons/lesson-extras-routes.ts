import {
  actionsBodySchema,
  actionsResponseSchema,
  hintsSchema,
  lessonPageSchema,
  pingBodySchema,
  lessonEndDataSchema,
  tincanScoreBodySchema,
  tincanScoreResponseSchema,
} from '@espace/contracts/lessons';
import { lessonPageParamsSchema, lessonResultsSchema } from '@espace/contracts/lesson-results';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { learnerLessonOf, lessonErrors, lessonRouteCommon, noContentSchema } from './lesson-route-schemas';
import { createPingBuffer, PING_FLUSH_INTERVAL_MS } from './ping-buffer';
import { createPingLesson } from './ping-lesson';
import { getLessonEnd } from './get-lesson-end';
import { getLessonResults } from './get-lesson-results';
import { getPageReview } from './get-page-review';
import { recordActions } from './record-actions';
import { recordTincanScore } from './tincan-score';
import { unlockHint } from './unlock-hint';

/** Hints, tincan score, end-of-lesson actions and pings. */
export const lessonExtrasRoutes: FastifyPluginAsyncZod = async (app) => {
  const repositories = app.lessonRepositories;

  app.post(
    '/lessons/:id/pages/current/hints',
    {
      preHandler: app.authenticate(),
      schema: { ...lessonRouteCommon, summary: 'Unlock the next hint of the current page', response: { 200: hintsSchema, ...lessonErrors } },
    },
    async (request) => unlockHint(repositories, learnerLessonOf(request)),
  );

  app.post(
    '/lessons/:id/pages/custom-tincan-score',
    {
      preHandler: app.authenticate(),
      schema: {
        ...lessonRouteCommon,
        summary: "A tincan activity's score for its page",
        body: tincanScoreBodySchema,
        response: { 200: tincanScoreResponseSchema, ...lessonErrors },
      },
    },
    async (request) => recordTincanScore(repositories, { ...learnerLessonOf(request), pageId: request.body.pageId, scaled: request.body.score.scaled }),
  );

  app.get(
    '/lessons/:id/end',
    {
      preHandler: app.authenticate(),
      schema: {
        ...lessonRouteCommon,
        summary: 'The end-of-lesson data of a finished lesson, read without side effects (409 LESSON_NOT_ENDED otherwise)',
        response: { 200: lessonEndDataSchema, ...lessonErrors },
      },
    },
    async (request) => getLessonEnd(repositories, learnerLessonOf(request)),
  );

  app.get(
    '/lessons/:id/results',
    {
      preHandler: app.authenticate(),
      schema: {
        ...lessonRouteCommon,
        summary: "An ended lesson's results: score, medal, time spent, each exercise page, badges, end data (409 LESSON_NOT_ENDED otherwise)",
        response: { 200: lessonResultsSchema, ...lessonErrors },
      },
    },
    async (request) => getLessonResults(repositories, learnerLessonOf(request)),
  );

  app.get(
    '/lessons/:id/pages/:pageId/review',
    {
      preHandler: app.authenticate(),
      schema: {
        ...lessonRouteCommon,
        params: lessonPageParamsSchema,
        summary: 'A page of an ended lesson with its answers, results and correction, read only (409 LESSON_NOT_ENDED otherwise)',
        response: { 200: lessonPageSchema, ...lessonErrors },
      },
    },
    async (request) => getPageReview(repositories, { ...learnerLessonOf(request), pageId: request.params.pageId }),
  );

  app.post(
    '/lessons/:id/actions',
    {
      preHandler: app.authenticate(),
      schema: {
        ...lessonRouteCommon,
        summary: 'Answer the end-of-lesson questions',
        body: actionsBodySchema,
        response: { 200: actionsResponseSchema, ...lessonErrors },
      },
    },
    async (request) => recordActions(repositories, { ...learnerLessonOf(request), inputs: request.body.inputs }),
  );

  const buffer = createPingBuffer({
    addLessonTime: (credits) => repositories.lessons.addTime(credits),
    addPageTime: (credits) => repositories.lessonPages.addTime(credits),
  });
  const pingLesson = createPingLesson(repositories, buffer);
  const flush = () => buffer.flush().catch((error: unknown) => app.log.error({ err: error }, 'lesson ping flush failed'));
  const timer = setInterval(flush, PING_FLUSH_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });

  app.post(
    '/lessons/:id/ping',
    {
      preHandler: app.authenticate(),
      schema: {
        ...lessonRouteCommon,
        summary: 'The learner is on the lesson (every 10 s): time is credited in batches',
        body: pingBodySchema.optional(),
        response: { 204: noContentSchema, ...lessonErrors },
      },
    },
    async (request, reply) => {
      await pingLesson({ tenantId: request.tenant.id, userId: request.auth.userId, lessonId: request.params.id, pageId: request.body?.pageId ?? null });
      return reply.code(204).send(null);
    },
  );
};
