import { tenantSsoSchema, tenantSsoTestSchema, testTenantSsoBodySchema, updateTenantSsoBodySchema } from '@espace/contracts/admin-sso';
import { errorBodySchema } from '@espace/contracts/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createProviderFetch } from '../accounts/sso/provider-fetch';
import type { Config } from '../config';
import { errorResponses } from '../http/route-schemas';
import { tenantAdminOf } from './admin-access';
import { probeOidcIssuer } from './probe-oidc-issuer';
import { getTenantSso, updateTenantSso } from './tenant-sso';

const errors = { ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorBodySchema, ...errorResponses.notFound };

/**
 * The tenant's single sign-on provider in the administration space (docs/administration.md#single-sign-on):
 * its system admin only. The secret is write only; a change is recorded in the audit log.
 */
export const tenantSsoRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const provider = createProviderFetch(config.ssoPrivateNetworks);
  app.addHook('onClose', provider.close);
  const admin = (request: FastifyRequest) => tenantAdminOf(app.usersRepository, request.tenant.id, request.auth.userId);
  const callbackUrl = (request: FastifyRequest) => `${request.publicOrigin}/api/contexts/${request.tenant.id}/oidc/callback`;
  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/sso',
    {
      preHandler: app.authenticate(),
      schema: { ...common, summary: "The tenant's OpenID provider, without its secret", response: { 200: tenantSsoSchema, ...errors } },
    },
    async (request) =>
      getTenantSso({
        admin: await admin(request),
        oidcSettings: app.oidcSettingsRepository,
        callbackUrl: callbackUrl(request),
        enabled: request.tenant.settings.authentication.sso,
      }),
  );

  app.put(
    '/admin/sso',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "Sets the tenant's OpenID provider and its switch; the secret is kept when left out for the same provider and client",
        body: updateTenantSsoBodySchema,
        response: { 200: tenantSsoSchema, ...errors },
      },
    },
    async (request) =>
      updateTenantSso({
        admin: await admin(request),
        database: app.database,
        contexts: app.contextRepository,
        audit: app.auditLogRepository,
        oidcSettings: app.oidcSettingsRepository,
        forgetTenants: () => app.tenants.clear(),
        callbackUrl: callbackUrl(request),
        body: request.body,
      }),
  );

  app.post(
    '/admin/sso/test',
    {
      preHandler: [app.authenticate(), app.limitRate('issuerProbes')],
      schema: {
        ...common,
        summary:
          "Fetches the provider's discovery document and keys from the server and says what works; 422 for an address of this machine or a private network",
        body: testTenantSsoBodySchema,
        response: { 200: tenantSsoTestSchema, ...errors, 422: errorBodySchema },
      },
    },
    async (request) => {
      await admin(request);
      return probeOidcIssuer(request.body.issuer, { fetchImpl: provider.fetch });
    },
  );
};
