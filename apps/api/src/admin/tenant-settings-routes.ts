import { tenantSettingsSchema, updateTenantSettingsBodySchema } from '@espace/contracts/admin-settings';
import { errorBodySchema } from '@espace/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf, withVersion } from '../http/document-version';
import { errorResponses, versionHeaders } from '../http/route-schemas';
import { tenantAdminOf } from './admin-access';
import { getTenantSettings, updateTenantSettings } from './tenant-settings';

const errors = { ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorBodySchema, ...errorResponses.notFound };
const writeErrors = { ...errors, ...errorResponses.versioned };

/**
 * The tenant's settings in the administration space (docs/administration.md#settings): its system
 * admin only (anyone else signed in: 403). A write is recorded in the audit log and forgets this
 * process's tenants at once; other processes read it within CACHE_MS.
 */
export const tenantSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = (tenantId: string, userId: string) => tenantAdminOf(app.usersRepository, tenantId, userId);
  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/settings',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "The tenant's name, colours, texts, switches and legal documents; their version is the ETag",
        response: { 200: tenantSettingsSchema, ...errors },
      },
    },
    async (request, reply) =>
      withVersion(reply, await getTenantSettings({ admin: await admin(request.tenant.id, request.auth.userId), tenant: request.tenant })),
  );

  app.put(
    '/admin/settings',
    {
      preHandler: app.authenticate(),
      // Two legal texts of up to 100,000 characters each do not fit the API's 64 KiB.
      bodyLimit: 1024 * 1024,
      schema: {
        ...common,
        summary:
          "Replaces the tenant's settings from the version If-Match names (their ETag); a colour below 4.5:1 is refused with its ratio and a shade that passes (data.contrast)",
        headers: versionHeaders,
        body: updateTenantSettingsBodySchema,
        response: { 200: tenantSettingsSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      withVersion(
        reply,
        await updateTenantSettings({
          admin: await admin(request.tenant.id, request.auth.userId),
          database: app.database,
          contexts: app.contextRepository,
          audit: app.auditLogRepository,
          forgetTenants: () => app.tenants.clear(),
          body: request.body,
          ifMatch: ifMatchOf(request),
        }),
      ),
  );
};
