import { myClassesPageSchema, myClassesQuerySchema } from '@espace/contracts/classes';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/route-schemas';
import { listMyClasses } from './list-my-classes';

export const classesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/classes',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['classes'],
        summary: "One page of the signed-in learner's classes with their programs, courses and lessons (ETag: 304 when unchanged)",
        security: [{ bearer: [] }],
        querystring: myClassesQuerySchema,
        response: { 200: myClassesPageSchema, ...errorResponses.badRequest, ...errorResponses.unauthorized },
      },
    },
    async (request, reply) => {
      const { page, pageSize, filter, competencyId, programId, search, mobile } = request.query;
      const result = await listMyClasses({
        tenantId: request.tenant.id,
        userId: request.auth.userId,
        filters: { filter, competencyId, programId, search, mobileOnly: mobile === true, now: new Date() },
        page,
        pageSize,
        ifNoneMatch: request.headers['if-none-match'],
        classes: app.classesRepository,
        pages: app.myClassesPageRepository,
        lessons: app.learnerLessonsRepository,
      });
      // The list is the learner's own: a shared cache must not keep it, the browser must revalidate.
      reply.header('etag', result.etag).header('cache-control', 'private, no-cache');
      // 304 has no body, which the typed reply of the 200 schema cannot express.
      if (result.kind === 'not-modified') return (reply as FastifyReply).code(304).send();
      return result.body;
    },
  );
};
