import { adminJobParamsSchema, adminJobSchema, adminJobsSchema } from '@espace/contracts/admin-jobs';
import { errorBodySchema } from '@espace/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantAdminOf } from './admin-access';
import { errorResponses } from '../http/route-schemas';
import { listJobs, retryJob } from './admin-jobs';

const common = { tags: ['admin'], security: [{ bearer: [] }] };
const errors = { ...errorResponses.unauthorized, 403: errorBodySchema };

/** The background jobs of the tenant, for its system admin (docs/architecture.md#background-jobs). */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/jobs',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "The tenant's most recent background jobs (mails, imports) and how many stand in each state",
        response: { 200: adminJobsSchema, ...errors },
      },
    },
    async (request) => {
      const admin = await tenantAdminOf(app.usersRepository, request.tenant.id, request.auth.userId);
      return listJobs({ tenantId: admin.tenantId, jobs: app.jobsRepository, queue: app.jobs });
    },
  );

  app.post(
    '/admin/jobs/:id/retry',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'Runs a job that failed for good once more',
        params: adminJobParamsSchema,
        response: { 200: adminJobSchema, ...errors, ...errorResponses.badRequest, ...errorResponses.notFound, 409: errorBodySchema },
      },
    },
    async (request) => {
      const admin = await tenantAdminOf(app.usersRepository, request.tenant.id, request.auth.userId);
      return retryJob({ tenantId: admin.tenantId, id: request.params.id, jobs: app.jobsRepository, queue: app.jobs });
    },
  );
};
