import { auditLogQuerySchema, auditLogSchema } from '@espace/contracts/admin';
import { errorBodySchema } from '@espace/contracts/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/route-schemas';
import { tenantAdminOf } from './admin-access';
import { getAuditLog } from './audit-log';

const errors = { ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorBodySchema, ...errorResponses.notFound };

/** The tenant's audit log (docs/administration.md#audit-log): its system admin only (anyone else signed in: 403). */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = app.auditLogRepository;
  const admin = (request: FastifyRequest) => tenantAdminOf(app.usersRepository, request.tenant.id, request.auth.userId);
  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/audit-log',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "One page of the tenant's audit log (who changed what, when, before and after), narrowed by person, kind and time",
        querystring: auditLogQuerySchema,
        response: { 200: auditLogSchema, ...errors },
      },
    },
    async (request) => getAuditLog({ admin: await admin(request), audit, query: request.query }),
  );
};
