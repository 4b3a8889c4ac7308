import { lrsSettingsAnswerSchema, lrsSettingsBodySchema } from '@espace/contracts/xapi';
import { errorBodySchema } from '@espace/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantAdminOf } from '../../admin/admin-access';
import { BadRequestError, NotFoundError } from '../../http/app-error';
import { errorResponses } from '../../http/route-schemas';

/** Shown in the audit log for the key and secret, which are never written there. */
const hiddenCredentials = '••••••••';

/** PUT /api/contexts/:id/lrs: a system admin of that very tenant sets or clears its external LRS, recorded in the audit log. */
export const externalLrsRoutes: FastifyPluginAsyncZod = async (app) => {
  const external = app.externalLrsRepository;
  app.put(
    '/contexts/:id/lrs',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['xapi'],
        summary: "Sends the tenant's launches to an external LRS (hosts.lrs) with its credentials, or back to the portal's own (endpoint null)",
        security: [{ bearer: [] }],
        params: z.strictObject({ id: z.string().max(64) }),
        body: lrsSettingsBodySchema,
        response: {
          200: lrsSettingsAnswerSchema,
          ...errorResponses.badRequest,
          ...errorResponses.unauthorized,
          403: errorBodySchema,
          ...errorResponses.notFound,
        },
      },
    },
    async (request) => {
      if (request.params.id !== request.tenant.id) throw new NotFoundError();
      const admin = await tenantAdminOf(app.usersRepository, request.tenant.id, request.auth.userId);
      const { endpoint, key, secret } = request.body;
      if (endpoint !== null && (key === undefined || secret === undefined))
        throw new BadRequestError([{ path: 'body.key', message: 'An external LRS needs the key and secret it gave this tenant' }]);
      const normalised = endpoint === null ? null : endpoint.endsWith('/') ? endpoint : `${endpoint}/`;
      await app.database.transaction(async (tx) => {
        const stored = await external.endpointForUpdate(admin.tenantId, tx);
        if (stored === undefined) throw new NotFoundError();
        await external.save(admin.tenantId, normalised, normalised === null || key === undefined || secret === undefined ? null : { key, secret }, tx);
        // New credentials are a change even for the same address; they are never written to the log.
        const credentials = normalised === null ? null : hiddenCredentials;
        await app.auditLogRepository.record(
          admin.tenantId,
          {
            actor: { id: admin.userId, name: admin.name },
            action: 'settings.lrs-updated',
            target: { id: admin.tenantId, label: stored.name },
            before: { endpoint: stored.endpoint, credentials: stored.endpoint === null ? null : hiddenCredentials },
            after: { endpoint: normalised, credentials },
          },
          tx,
        );
      });
      app.tenants.clear();
      return { endpoint: normalised };
    },
  );
};
