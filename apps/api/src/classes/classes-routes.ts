import { myClassesResponseSchema } from '@espace/contracts/classes';
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
        summary: "The signed-in learner's classes with their programs and courses",
        security: [{ bearer: [] }],
        response: { 200: myClassesResponseSchema, ...errorResponses.unauthorized },
      },
    },
    async (request) => listMyClasses({ tenantId: request.tenant.id, userId: request.auth.userId, classes: app.repositories.classes }),
  );
};
