import {
  adminCredentialsPageSchema,
  adminCredentialsQuerySchema,
  credentialParamsSchema,
  issuedCredentialSchema,
  keyRotationSchema,
  revokeCredentialBodySchema,
} from '@espace/contracts/credentials';
import { errorBodySchema } from '@espace/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantAdminOf } from '../admin/admin-access';
import { errorResponses } from '../http/route-schemas';
import { listIssuedCredentials, revokeCredential, rotateSigningKey } from './admin-credentials';

const errors = { ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorBodySchema, ...errorResponses.notFound };

/**
 * The credentials the tenant issued, in the administration space (docs/credentials.md#revoking):
 * its system admin only (anyone else signed in: 403). A revocation and a key rotation are recorded
 * in the audit log.
 */
export const adminCredentialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = (tenantId: string, userId: string) => tenantAdminOf(app.usersRepository, tenantId, userId);
  const common = { tags: ['admin'], security: [{ bearer: [] }] };
  const area = { issuer: app.credentialIssuer, repository: app.credentialsRepository };

  app.get(
    '/admin/credentials',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "One page of the tenant's credentials, newest first",
        querystring: adminCredentialsQuerySchema,
        response: { 200: adminCredentialsPageSchema, ...errors },
      },
    },
    async (request) =>
      listIssuedCredentials({ ...area, admin: await admin(request.tenant.id, request.auth.userId), tenant: request.tenant, query: request.query }),
  );

  app.post(
    '/admin/credentials/:credentialId/revoke',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'Revokes a credential with a reason: its status list changes, the learner is told (already revoked: 409 CREDENTIAL_ALREADY_REVOKED)',
        params: credentialParamsSchema,
        body: revokeCredentialBodySchema,
        response: { 200: issuedCredentialSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) =>
      revokeCredential({
        ...area,
        admin: await admin(request.tenant.id, request.auth.userId),
        tenant: request.tenant,
        credentialId: request.params.credentialId,
        reason: request.body.reason,
        database: app.database,
        audit: app.auditLogRepository,
      }),
  );

  app.post(
    '/admin/credentials/keys',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'A new signing key; the previous ones stay published, so what they signed still verifies',
        response: { 200: keyRotationSchema, ...errors },
      },
    },
    async (request) =>
      rotateSigningKey({ ...area, admin: await admin(request.tenant.id, request.auth.userId), tenant: request.tenant, audit: app.auditLogRepository }),
  );
};
