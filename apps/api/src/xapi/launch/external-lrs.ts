import { lrsSettingsAnswerSchema, lrsSettingsBodySchema } from '@espace/contracts/xapi';
import { errorBodySchema } from '@espace/contracts/errors';
import { isAdmin } from '@espace/domain/user-domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { AppError, BadRequestError, NotFoundError } from '../../http/app-error';
import { errorResponses } from '../../http/route-schemas';

/** The Basic credentials a tenant's external LRS gave it (contexts.private_settings.lrs, never sent to browsers but in a launch). */
export interface ExternalLrsCredentials {
  key: string;
  secret: string;
}

export function createExternalLrsRepository(db: Queryable) {
  return {
    async credentials(tenantId: string): Promise<ExternalLrsCredentials | undefined> {
      const [row] = await db.query<{ lrs: Partial<ExternalLrsCredentials> | null }>("SELECT private_settings -> 'lrs' AS lrs FROM contexts WHERE id = $1", [tenantId]);
      const lrs = row?.lrs;
      return typeof lrs?.key === 'string' && typeof lrs.secret === 'string' ? { key: lrs.key, secret: lrs.secret } : undefined;
    },

    /** Points the tenant's launches at an external LRS (hosts.lrs), or back at its own (null). */
    async save(tenantId: string, endpoint: string | null, credentials: ExternalLrsCredentials | null): Promise<void> {
      await db.query(
        `UPDATE contexts SET hosts = jsonb_set(hosts, '{lrs}', COALESCE(to_jsonb($2::text), 'null'::jsonb)),
                private_settings = CASE WHEN $3::jsonb IS NULL THEN private_settings - 'lrs' ELSE jsonb_set(private_settings, '{lrs}', $3::jsonb) END,
                updated_at = now()
          WHERE id = $1`,
        [tenantId, endpoint, credentials === null ? null : JSON.stringify(credentials)],
      );
    },
  };
}
export type ExternalLrsRepository = ReturnType<typeof createExternalLrsRepository>;

/** PUT /api/contexts/:id/lrs: a system admin of that very tenant sets or clears its external LRS. */
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
        response: { 200: lrsSettingsAnswerSchema, ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorBodySchema, ...errorResponses.notFound },
      },
    },
    async (request) => {
      if (request.params.id !== request.tenant.id) throw new NotFoundError();
      const profile = await app.usersRepository.findProfile(request.tenant.id, request.auth.userId);
      if (!profile || !isAdmin(profile.roles)) throw new AppError('Forbidden');
      const { endpoint, key, secret } = request.body;
      if (endpoint !== null && (key === undefined || secret === undefined)) throw new BadRequestError([{ path: 'body.key', message: "An external LRS needs the key and secret it gave this tenant" }]);
      const normalised = endpoint === null ? null : endpoint.endsWith('/') ? endpoint : `${endpoint}/`;
      await external.save(request.tenant.id, normalised, normalised === null || key === undefined || secret === undefined ? null : { key, secret });
      app.tenants.clear();
      return { endpoint: normalised };
    },
  );
};
