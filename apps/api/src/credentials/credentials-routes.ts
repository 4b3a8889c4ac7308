import {
  badgeCredentialsResponseSchema,
  CREDENTIAL_MAX_BYTES,
  credentialParamsSchema,
  credentialVerificationRequestSchema,
  credentialVerificationSchema,
} from '@espace/contracts/credentials';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../http/app-error';
import { sandboxedFilePolicy } from '../http/content-security-policy';
import { errorResponses } from '../http/route-schemas';
import { badgeStandings } from '../dashboard/badge-standings';
import { listBadgeCredentials } from './badge-credentials';
import { badgeImage, credentialDocument, verifyCredential } from './credentials';
import type { JsonObject } from './linked-data';

const LINKED_DATA = 'application/ld+json; charset=utf-8';
const numberParams = z.strictObject({ number: z.coerce.number().int().min(1).max(999_999_999) });
const jsonLd = { 200: z.any().describe(LINKED_DATA) };

/**
 * What verifiers fetch and the learner shares (docs/credentials.md): the tenant's issuer profile,
 * its keys and status lists, each credential's document, and the verification /verify runs. All
 * public, all of the request's tenant; read from the database at each request, so that every
 * process serves the same revocations at once, and cached briefly by whoever fetches them.
 */
export const credentialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const issuer = app.credentialIssuer;
  const repository = app.credentialsRepository;

  const sendDocument = (reply: FastifyReply, document: JsonObject, cache: string) =>
    reply.type(LINKED_DATA).header('cache-control', cache).header('access-control-allow-origin', '*').send(JSON.stringify(document));

  app.get(
    '/credentials/issuer',
    { schema: { tags: ['credentials'], summary: 'Public: the tenant as an Open Badges issuer Profile, listing its keys (assertionMethod)', response: jsonLd } },
    async (request, reply) => {
      const document = await issuer.documentAt(request.tenant, '/api/credentials/issuer');
      return sendDocument(reply as FastifyReply, document ?? {}, 'public, max-age=300');
    },
  );

  app.get(
    '/credentials/issuer/keys/:number',
    {
      schema: {
        tags: ['credentials'],
        summary: "Public: one of the issuer's Ed25519 keys, as a Multikey (a retired key stays published)",
        params: numberParams,
        response: { ...jsonLd, ...errorResponses.notFound },
      },
    },
    async (request, reply) => {
      const document = await issuer.documentAt(request.tenant, `/api/credentials/issuer/keys/${request.params.number}`);
      if (document === null) throw new NotFoundError();
      return sendDocument(reply as FastifyReply, document, 'public, max-age=3600');
    },
  );

  app.get(
    '/credentials/status/:number',
    {
      schema: {
        tags: ['credentials'],
        summary: "Public: one of the issuer's Bitstring Status Lists (revocation), signed",
        params: numberParams,
        response: { ...jsonLd, ...errorResponses.notFound },
      },
    },
    async (request, reply) => {
      const document = await issuer.documentAt(request.tenant, `/api/credentials/status/${request.params.number}`);
      if (document === null) throw new NotFoundError();
      // A revocation shows within a minute to verifiers that keep it; this portal's own checks read it afresh.
      return sendDocument(reply as FastifyReply, document, 'public, max-age=60');
    },
  );

  app.get(
    '/credentials/:credentialId.:format',
    {
      schema: {
        tags: ['credentials'],
        summary:
          'Public: a credential as issued (.json, its signed JSON-LD), or its badge image with it baked in (.png in an iTXt chunk, .svg in an element, as Open Badges 3.0 bakes), for whoever has its share link',
        params: credentialParamsSchema.extend({ format: z.enum(['json', 'png', 'svg']) }),
        response: { 200: z.any().describe('application/ld+json, image/png or image/svg+xml'), ...errorResponses.notFound },
      },
    },
    async (request, reply) => {
      const { credentialId, format } = request.params;
      const attachment = `attachment; filename="${format === 'json' ? 'credential' : 'badge'}-${credentialId}.${format}"`;
      if (format === 'json') {
        const document = await credentialDocument({ tenant: request.tenant, repository, credentialId });
        return sendDocument(reply as FastifyReply, document, 'no-cache').header('content-disposition', attachment);
      }
      const image = await badgeImage({ tenant: request.tenant, repository, credentialId, format });
      // An SVG opened on its own is a document: nothing in it may run (it holds only escaped text).
      if (format === 'svg') reply.header('content-security-policy', sandboxedFilePolicy);
      return (reply as FastifyReply).type(image.type).header('cache-control', 'no-cache').header('content-disposition', attachment).send(image.body);
    },
  );

  app.get(
    '/users/me/badge-credentials',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['credentials'],
        summary: "My badges as Open Badges credentials, those earned since the last read issued now (403 where the tenant's badgeCredentials switch is off)",
        security: [{ bearer: [] }],
        response: { 200: badgeCredentialsResponseSchema, ...errorResponses.unauthorized, 403: errorResponses.unauthorized[401] },
      },
    },
    async (request) => {
      const { tenant } = request;
      const { userId } = request.auth;
      return listBadgeCredentials({
        tenant,
        userId,
        issuer,
        repository,
        standings: () => badgeStandings({ tenantId: tenant.id, userId, lessons: app.learnerLessonsRepository, dashboard: app.dashboardRepository }),
        learner: () => app.usersRepository.findMailRecipient(tenant.id, userId),
      });
    },
  );

  app.post(
    '/credentials/verify',
    {
      // Verifying is a few signature checks: the limit keeps anyone from making the server do it at speed.
      preHandler: app.limitRate('certificateVerification'),
      bodyLimit: CREDENTIAL_MAX_BYTES,
      schema: {
        tags: ['credentials'],
        summary: 'Public: verifies a certificate code, a credential of this tenant, or any credential file (no sign-in)',
        body: credentialVerificationRequestSchema,
        response: { 200: credentialVerificationSchema, ...errorResponses.badRequest, ...errorResponses.notFound, ...errorResponses.tooManyAttempts },
      },
    },
    async (request) =>
      verifyCredential({
        tenant: request.tenant,
        issuer,
        repository,
        certificateByCode: (tenantId, code) => app.certificatesRepository.findByCode(tenantId, code),
        request: request.body,
        now: new Date(),
      }),
  );
};
