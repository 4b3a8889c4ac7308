import { levelsResponseSchema, statsQuerySchema, statsResponseSchema } from '@espace/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/route-schemas';
import { createRecordsRepository } from '../records/records-repository';
import { createDashboardRepository } from './dashboard-repository';
import { getLevels } from './get-levels';
import { getStats } from './get-stats';
import { createLearnerLessonsRepository } from './learner-lessons-repository';

/** SPEC §2 Dashboard tabs levels (and jobs) and stats. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const lessons = createLearnerLessonsRepository(app.database);
  const dashboard = createDashboardRepository(app.database);
  const records = createRecordsRepository(app.database);
  const common = { tags: ['dashboard'], security: [{ bearer: [] }] };

  app.get(
    '/users/me/dashboard/levels',
    { preHandler: app.authenticate(), schema: { ...common, summary: 'My badges, competencies, jobs and progress rate', response: { 200: levelsResponseSchema, ...errorResponses.unauthorized } } },
    async (request) => getLevels({ tenantId: request.tenant.id, userId: request.auth.userId, now: new Date(), lessons, dashboard, records }),
  );

  app.get(
    '/users/me/dashboard/stats',
    {
      preHandler: app.authenticate(),
      schema: { ...common, summary: 'My time spent, pages done and scores over a period', querystring: statsQuerySchema, response: { 200: statsResponseSchema, ...errorResponses.badRequest, ...errorResponses.unauthorized } },
    },
    async (request) => getStats({ tenantId: request.tenant.id, userId: request.auth.userId, period: request.query.period, now: new Date(), dashboard }),
  );
};
