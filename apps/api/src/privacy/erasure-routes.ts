import { adminUserParamsSchema } from '@espace/contracts/admin';
import { errorBodySchema } from '@espace/contracts/errors';
import { adminErasureRequestsSchema, erasureBodySchema, erasureOutcomeSchema, myErasureSchema } from '@espace/contracts/privacy';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reachAdminOf } from '../admin/admin-access';
import { errorResponses } from '../http/route-schemas';
import { type Erasing, eraseAsAdmin, eraseMyAccount, listErasureRequests, myErasure } from './account-erasure';
import { erasingOf } from './erasure-steps';

/**
 * The erasure of an account (docs/privacy.md#erasure): the user's own, at once or as a request to the
 * tenant's admins, as the tenant chooses; the admins', of any account within their reach (the
 * users' screens' reach: docs/administration.md#who-administers), and the requests waiting for them.
 */
export const erasureRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = app.erasureRequestsRepository;
  const erasing = (request: FastifyRequest): Erasing => erasingOf(app, request.tenant);
  const mine = (request: FastifyRequest) => ({
    tenant: request.tenant,
    userId: request.auth.userId,
    profiles: app.usersRepository,
    requests,
    admins: app.adminUsersRepository,
  });
  const peopleAdmin = (request: FastifyRequest) => reachAdminOf(app.usersRepository, request.tenant.id, request.auth.userId);

  app.get(
    '/users/me/erasure',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['users'],
        summary: "How the signed-in user has their account erased (the tenant's way, or a request without a password), and their request waiting",
        security: [{ bearer: [] }],
        response: { 200: myErasureSchema, ...errorResponses.unauthorized },
      },
    },
    async (request) => myErasure(mine(request)),
  );

  app.post(
    '/users/me/erasure',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['users'],
        summary:
          "Erases the signed-in user's account at once (its token stops working), or asks the tenant's admins to within a month; the current password first, when the account has one",
        security: [{ bearer: [] }],
        body: erasureBodySchema,
        response: {
          200: erasureOutcomeSchema,
          ...errorResponses.badRequest,
          ...errorResponses.unauthorized,
          409: errorBodySchema,
          ...errorResponses.tooManyAttempts,
        },
      },
    },
    async (request) =>
      eraseMyAccount({
        ...mine(request),
        currentPassword: request.body.currentPassword,
        ip: request.ip,
        now: new Date(),
        accounts: app.accountsRepository,
        loginFailures: app.loginFailuresRepository,
        erasing: erasing(request),
      }),
  );

  app.get(
    '/admin/privacy-requests',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['admin'],
        summary: 'The erasure requests waiting within the admin’s reach, oldest first, each due a month after it was made',
        security: [{ bearer: [] }],
        response: { 200: adminErasureRequestsSchema, ...errorResponses.unauthorized, 403: errorBodySchema },
      },
    },
    async (request) => listErasureRequests({ admin: await peopleAdmin(request), requests }),
  );

  app.post(
    '/admin/users/:id/erasure',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['admin'],
        summary: 'Erases (anonymises) an account of the tenant now and closes its request; one’s own account is erased from one’s profile (409)',
        security: [{ bearer: [] }],
        params: adminUserParamsSchema,
        response: {
          204: z.null().describe('Erased, or erased already'),
          ...errorResponses.badRequest,
          ...errorResponses.unauthorized,
          403: errorBodySchema,
          ...errorResponses.notFound,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await eraseAsAdmin({
        admin: await peopleAdmin(request),
        users: app.adminUsersRepository,
        userId: request.params.id,
        now: new Date(),
        erasing: erasing(request),
      });
      return reply.code(204).send(null);
    },
  );
};
