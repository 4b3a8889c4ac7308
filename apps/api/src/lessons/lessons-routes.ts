import {
  currentPageQuerySchema,
  fromPageQuerySchema,
  lessonPageSchema,
  lessonParamsSchema,
  patchPageBodySchema,
} from '@espace/contracts/lessons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerPage } from './answer-page';
import { getCurrentPage } from './get-current-page';
import { answerPageErrors, idempotencyHeadersSchema, lessonErrors, nextPageErrors } from './lesson-route-schemas';
import { nextPage, previousPage } from './navigate-pages';

const common = { tags: ['lessons'], security: [{ bearer: [] }], params: lessonParamsSchema };

/** The page-by-page routes of the lesson player (docs/product/api-calls.md#lesson-player). */
export const lessonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const engine = app.lessonEngine;
  const learner = (request: { tenant: { id: string }; auth: { userId: string }; params: { id: string } }) => ({
    tenantId: request.tenant.id,
    userId: request.auth.userId,
    lessonId: request.params.id,
    now: new Date(),
  });

  app.get(
    '/lessons/:id/pages/current',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'The current page of a lesson (opened and started on first call)',
        querystring: currentPageQuerySchema,
        response: { 200: lessonPageSchema, ...lessonErrors },
      },
    },
    async (request) => getCurrentPage(engine, { ...learner(request), fromPageId: request.query.fromPageId, fromSectionId: request.query.fromSectionId }),
  );

  app.patch(
    '/lessons/:id/pages/current',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'Answer the current page; scored on the server',
        headers: idempotencyHeadersSchema,
        body: patchPageBodySchema.optional(),
        response: { 200: lessonPageSchema, ...lessonErrors, ...answerPageErrors },
      },
    },
    async (request) => answerPage(engine, { ...learner(request), body: request.body ?? {}, idempotencyKey: request.headers['idempotency-key'] }),
  );

  app.post(
    '/lessons/:id/pages/next',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'The next page; 404 NO_LESSON_PAGE_AVAILABLE with the end of the lesson after the last one',
        querystring: fromPageQuerySchema,
        response: { 200: lessonPageSchema, ...nextPageErrors },
      },
    },
    async (request) => nextPage(engine, { ...learner(request), fromPageId: request.query.fromPageId }),
  );

  app.post(
    '/lessons/:id/pages/previous',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'The previous page; MODEL_NOT_FOUND at the first one',
        querystring: fromPageQuerySchema,
        response: { 200: lessonPageSchema, ...lessonErrors },
      },
    },
    async (request) => previousPage(engine, { ...learner(request), fromPageId: request.query.fromPageId }),
  );
};
