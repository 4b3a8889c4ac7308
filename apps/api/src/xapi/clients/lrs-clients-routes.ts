import { errorBodySchema } from '@espace/contracts/errors';
import { createdLrsClientSchema, lrsClientBodySchema, lrsClientListSchema, lrsClientParamsSchema } from '@espace/contracts/xapi';
import { isAdmin } from '@espace/domain/user-domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, NotFoundError } from '../../http/app-error';
import { errorResponses } from '../../http/route-schemas';
import { createLrsClient, presentClient } from './lrs-clients';

const common = { tags: ['xapi'], security: [{ bearer: [] }] };
const errors = {
  ...errorResponses.badRequest,
  ...errorResponses.unauthorized,
  403: errorBodySchema.describe('Forbidden: only a system admin of the tenant manages its LRS clients'),
  ...errorResponses.notFound,
};

/** The tenant's LRS clients (docs/xapi.md): listed, created and revoked by its system admins. */
export const lrsClientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.usersRepository;
  const xapiCredentials = app.xapiCredentialsRepository;
  const requireAdmin = async (request: FastifyRequest) => {
    const profile = await users.findProfile(request.tenant.id, request.auth.userId);
    if (!profile || !isAdmin(profile.roles)) throw new AppError('Forbidden');
  };

  app.get(
    '/lrs-clients',
    {
      preHandler: app.authenticate(),
      schema: { ...common, summary: "The tenant's LRS clients (never their secrets)", response: { 200: lrsClientListSchema, ...errors } },
    },
    async (request) => {
      await requireAdmin(request);
      return { items: (await xapiCredentials.listClients(request.tenant.id)).map(presentClient) };
    },
  );

  app.post(
    '/lrs-clients',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'A new LRS client: its key and secret (shown once) and its scopes',
        body: lrsClientBodySchema,
        response: { 201: createdLrsClientSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireAdmin(request);
      const created = await createLrsClient(xapiCredentials, {
        tenantId: request.tenant.id,
        name: request.body.name,
        scopes: [...new Set(request.body.scopes)],
        createdBy: request.auth.userId,
        now: new Date(),
      });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/lrs-clients/:id',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: 'Revokes an LRS client: its key stops working at once',
        params: lrsClientParamsSchema,
        response: { 204: z.null().describe('Revoked'), ...errors },
      },
    },
    async (request, reply) => {
      await requireAdmin(request);
      if (!(await xapiCredentials.revokeClient(request.tenant.id, request.params.id))) throw new NotFoundError();
      return reply.code(204).send(null);
    },
  );
};
