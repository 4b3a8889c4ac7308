import { pageResourcesParamsSchema, pageResourcesQuerySchema, pageResourcesSchema } from '@espace/contracts/lessons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/route-schemas';
import { getPageResources } from './get-page-resources';

export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repositories = app.lessonRepositories;
  app.get(
    '/pages/:id/resources',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['lessons'],
        summary: "A lesson page's resources (docs/product/api-calls.md#lesson-player)",
        security: [{ bearer: [] }],
        params: pageResourcesParamsSchema,
        querystring: pageResourcesQuerySchema,
        response: { 200: pageResourcesSchema, ...errorResponses.badRequest, ...errorResponses.unauthorized, ...errorResponses.notFound },
      },
    },
    async (request) =>
      getPageResources(repositories, { tenantId: request.tenant.id, userId: request.auth.userId, lessonId: request.query.lessonId, pageId: request.params.id }),
  );
};
