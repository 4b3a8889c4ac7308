import { correctionParamsSchema, correctionQuerySchema, pageCorrectionSchema } from '@espace/contracts/correction';
import { errorBodySchema } from '@espace/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/route-schemas';
import { getPageCorrection } from './get-page-correction';

/** The back-office correction screen's route (docs/embeds.md#correction). */
export const correctionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages/:id/correction',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['correction'],
        summary: "A learner's page with their answers and results, for a teacher of the class or an admin",
        security: [{ bearer: [] }],
        params: correctionParamsSchema,
        querystring: correctionQuerySchema,
        response: {
          200: pageCorrectionSchema,
          ...errorResponses.badRequest,
          ...errorResponses.unauthorized,
          403: errorBodySchema,
          ...errorResponses.notFound,
        },
      },
    },
    async (request) =>
      getPageCorrection(app.lessonRepositories, app.correctionRepository, app.scormAttemptsRepository, {
        tenantId: request.tenant.id,
        userId: request.auth.userId,
        pageId: request.params.id,
        lessonId: request.query.lessonId,
        now: new Date(),
      }),
  );
};
