import { levelsResponseSchema, statsQuerySchema, statsResponseSchema } from '@espace/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/route-schemas';
import { getLevels } from './get-levels';
import { getStats } from './get-stats';

/** The dashboard's levels (and jobs) and statistics tabs (docs/product/screens-and-routes.md#dashboard). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const lessons = app.learnerLessonsRepository;
  const dashboard = app.dashboardRepository;
  const records = app.recordsRepository;
  const common = { tags: ['dashboard'], security: [{ bearer: [] }] };

  app.get(
    '/users/me/dashboard/levels',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'My badges, competencies, jobs and progress rate',
        response: { 200: levelsResponseSchema, ...errorResponses.unauthorized },
      },
    },
    async (request) => getLevels({ tenantId: request.tenant.id, userId: request.auth.userId, now: new Date(), lessons, dashboard, records }),
  );

  app.get(
    '/users/me/dashboard/stats',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'My time spent, pages done and scores over a period',
        querystring: statsQuerySchema,
        response: { 200: statsResponseSchema, ...errorResponses.badRequest, ...errorResponses.unauthorized },
      },
    },
    async (request) => getStats({ tenantId: request.tenant.id, userId: request.auth.userId, period: request.query.period, now: new Date(), dashboard }),
  );
};
