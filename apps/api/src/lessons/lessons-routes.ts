import {
  answerAndNextQuerySchema,
  answerAndNextSchema,
  currentPageQuerySchema,
  fromPageQuerySchema,
  lessonPageSchema,
  patchPageBodySchema,
} from '@espace/contracts/lessons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerAndNext } from './answer-and-next';
import { answerPage } from './answer-page';
import { getCurrentPage } from './get-current-page';
import {
  answerPageErrors,
  idempotencyHeadersSchema,
  learnerLessonOf,
  lessonErrors,
  lessonRouteCommon,
  nextPageErrors,
  pageTurnConfig,
} from './lesson-route-schemas';
import { nextPage, previousPage } from './navigate-pages';

/** The page-by-page routes of the lesson player (docs/product/api-calls.md#lesson-player). */
export const lessonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repositories = app.lessonRepositories;

  app.get(
    '/lessons/:id/pages/current',
    {
      preHandler: app.authenticate(),
      config: pageTurnConfig,
      schema: {
        ...lessonRouteCommon,
        summary: 'The current page of a lesson (opened and started on first call; a timed lesson never opened, only with start=true)',
        querystring: currentPageQuerySchema,
        response: { 200: lessonPageSchema, ...lessonErrors },
      },
    },
    async (request) =>
      getCurrentPage(repositories, {
        ...learnerLessonOf(request),
        fromPageId: request.query.fromPageId,
        fromSectionId: request.query.fromSectionId,
        start: request.query.start,
      }),
  );

  app.patch(
    '/lessons/:id/pages/current',
    {
      preHandler: app.authenticate(),
      config: pageTurnConfig,
      schema: {
        ...lessonRouteCommon,
        summary: 'Answer the current page; scored on the server',
        headers: idempotencyHeadersSchema,
        body: patchPageBodySchema.optional(),
        response: { 200: lessonPageSchema, ...lessonErrors, ...answerPageErrors },
      },
    },
    async (request) => answerPage(repositories, { ...learnerLessonOf(request), body: request.body ?? {}, idempotencyKey: request.headers['idempotency-key'] }),
  );

  app.post(
    '/lessons/:id/pages/next',
    {
      preHandler: app.authenticate(),
      config: pageTurnConfig,
      schema: {
        ...lessonRouteCommon,
        summary: 'The next page; 404 NO_LESSON_PAGE_AVAILABLE with the end of the lesson after the last one',
        querystring: fromPageQuerySchema,
        response: { 200: lessonPageSchema, ...nextPageErrors },
      },
    },
    async (request) => nextPage(repositories, { ...learnerLessonOf(request), fromPageId: request.query.fromPageId }),
  );

  app.post(
    '/lessons/:id/pages/answer-and-next',
    {
      preHandler: app.authenticate(),
      config: pageTurnConfig,
      schema: {
        ...lessonRouteCommon,
        summary: 'Answer the page on screen and open the next one, in one round trip (Next)',
        headers: idempotencyHeadersSchema,
        querystring: answerAndNextQuerySchema,
        body: patchPageBodySchema.optional(),
        response: { 200: answerAndNextSchema, ...lessonErrors, ...answerPageErrors },
      },
    },
    async (request) =>
      answerAndNext(repositories, {
        ...learnerLessonOf(request),
        fromPageId: request.query.fromPageId,
        body: request.body ?? {},
        idempotencyKey: request.headers['idempotency-key'],
      }),
  );

  app.post(
    '/lessons/:id/pages/previous',
    {
      preHandler: app.authenticate(),
      config: pageTurnConfig,
      schema: {
        ...lessonRouteCommon,
        summary: 'The previous page; MODEL_NOT_FOUND at the first one',
        querystring: fromPageQuerySchema,
        response: { 200: lessonPageSchema, ...lessonErrors },
      },
    },
    async (request) => previousPage(repositories, { ...learnerLessonOf(request), fromPageId: request.query.fromPageId }),
  );
};
