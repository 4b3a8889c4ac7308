import { tenantLabelsSchema, updateTenantLabelsBodySchema } from '@espace/contracts/admin-labels';
import { errorBodySchema } from '@espace/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf, withVersion } from '../http/document-version';
import { errorResponses, versionHeaders } from '../http/route-schemas';
import { tenantAdminOf } from './admin-access';
import { updateTenantLabels } from './tenant-labels';

const errors = { ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorBodySchema, ...errorResponses.notFound, ...errorResponses.versioned };

/** The tenant's interface texts (docs/administration.md#interface-texts): its system admin only; read with GET /api/admin/settings. */
export const tenantLabelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/admin/settings/labels',
    {
      preHandler: app.authenticate(),
      // 500 texts of 1,000 characters in each of four languages, with their keys.
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          "Replaces the tenant's interface texts (up to 500 a language, 1,000 characters each); If-Match names the settings' version (their ETag), which the answer's ETag renews",
        headers: versionHeaders,
        body: updateTenantLabelsBodySchema,
        response: { 200: tenantLabelsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { labels, settings } = await updateTenantLabels({
        admin: await tenantAdminOf(app.usersRepository, request.tenant.id, request.auth.userId),
        database: app.database,
        contexts: app.contextRepository,
        audit: app.auditLogRepository,
        forgetTenants: () => app.tenants.clear(),
        body: request.body,
        ifMatch: ifMatchOf(request),
      });
      return withVersion(reply, { labels }, settings);
    },
  );
};
