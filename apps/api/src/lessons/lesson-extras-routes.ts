import {
  actionsBodySchema,
  actionsResponseSchema,
  hintsSchema,
  lessonParamsSchema,
  pingBodySchema,
  lessonEndDataSchema,
  tincanScoreBodySchema,
  tincanScoreResponseSchema,
} from '@espace/contracts/lessons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lessonErrors, noContentSchema } from './lesson-route-schemas';
import { createPingBuffer, PING_FLUSH_INTERVAL_MS } from './ping-buffer';
import { createPingLesson } from './ping-lesson';
import { getLessonEnd } from './get-lesson-end';
import { recordActions } from './record-actions';
import { recordTincanScore } from './tincan-score';
import { unlockHint } from './unlock-hint';

const common = { tags: ['lessons'], security: [{ bearer: [] }], params: lessonParamsSchema };

/** Hints, tincan score, end-of-lesson actions and pings. */
export const lessonExtrasRoutes: FastifyPluginAsyncZod = async (app) => {
  const engine = app.lessonEngine;
  const learner = (request: { tenant: { id: string }; auth: { userId: string }; params: { id: string } }) => ({
    tenantId: request.tenant.id,
    userId: request.auth.userId,
    lessonId: request.params.id,
    now: new Date(),
  });

  app.post(
    '/lessons/:id/pages/current/hints',
    {
      preHandler: app.authenticate(),
      schema: { ...common, summary: 'Unlock the next hint of the current page', response: { 200: hintsSchema, ...lessonErrors } },
    },
    async (request) => unlockHint(engine, learner(request)),
  );

  app.post(
    '/lessons/:id/pages/custom-tincan-score',
    {
      preHandler: app.authenticate(),
      schema: { ...common, summary: "A tincan activity's score for its page", body: tincanScoreBodySchema, response: { 200: tincanScoreResponseSchema, ...lessonErrors } },
    },
    async (request) => recordTincanScore(engine, { ...learner(request), pageId: request.body.pageId, scaled: request.body.score.scaled }),
  );

  app.get(
    '/lessons/:id/end',
    {
      preHandler: app.authenticate(),
      schema: { ...common, summary: 'The end-of-lesson data of a finished lesson, read without side effects (409 LESSON_NOT_ENDED otherwise)', response: { 200: lessonEndDataSchema, ...lessonErrors } },
    },
    async (request) => getLessonEnd(engine, learner(request)),
  );

  app.post(
    '/lessons/:id/actions',
    {
      preHandler: app.authenticate(),
      schema: { ...common, summary: 'Answer the end-of-lesson questions', body: actionsBodySchema, response: { 200: actionsResponseSchema, ...lessonErrors } },
    },
    async (request) => recordActions(engine, { ...learner(request), inputs: request.body.inputs }),
  );

  const buffer = createPingBuffer({ addLessonTime: (credits) => engine.lessons.addTime(credits), addPageTime: (credits) => engine.lessonPages.addTime(credits) });
  const pingLesson = createPingLesson(engine, buffer);
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
      schema: { ...common, summary: 'The learner is on the lesson (every 10 s): time is credited in batches', body: pingBodySchema.optional(), response: { 204: noContentSchema, ...lessonErrors } },
    },
    async (request, reply) => {
      await pingLesson({ tenantId: request.tenant.id, userId: request.auth.userId, lessonId: request.params.id, pageId: request.body?.pageId ?? null });
      return reply.code(204).send(null);
    },
  );
};
