import { classProgramParamsSchema, resetLessonsSchema } from '@espace/contracts/lessons';
import { errorBodySchema } from '@espace/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/route-schemas';
import { resetClassProgram } from './reset-class-program';

export const classProgramsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repositories = app.lessonRepositories;
  app.post(
    '/class-programs/:id/reset/me',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['lessons'],
        summary: "Restart a class program: archive the learner's pages, reset their lessons",
        security: [{ bearer: [] }],
        params: classProgramParamsSchema,
        response: {
          200: resetLessonsSchema,
          ...errorResponses.badRequest,
          ...errorResponses.unauthorized,
          ...errorResponses.notFound,
          409: errorBodySchema.describe('CONTENT_CLOSED: the program, or one of its courses, is closed'),
        },
      },
    },
    async (request) => resetClassProgram(repositories, { tenantId: request.tenant.id, userId: request.auth.userId, classProgramId: request.params.id }),
  );
};
