import { profileUpdateBodySchema, termsAcceptanceBodySchema } from '@espace/contracts/accounts';
import { errorBodySchema } from '@espace/contracts/errors';
import { meSchema } from '@espace/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/route-schemas';
import { acceptTerms } from './accept-terms';
import { updateProfile } from './update-profile';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/users/me',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['users'],
        summary: "Change the signed-in user's account fields (only the changed ones)",
        security: [{ bearer: [] }],
        body: profileUpdateBodySchema,
        response: { 200: meSchema, ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorBodySchema, 409: errorBodySchema, ...errorResponses.tooManyAttempts },
      },
    },
    async (request) =>
      updateProfile({
        tenant: request.tenant,
        userId: request.auth.userId,
        sessionId: request.auth.sessionId,
        body: request.body,
        ip: request.ip,
        now: new Date(),
        database: app.database,
        accounts: app.repositories.accounts,
        users: app.repositories.users,
        sessions: app.repositories.sessions,
        loginFailures: app.repositories.loginFailures,
      }),
  );

  app.post(
    '/users/me/terms',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['users'],
        summary: "Accept the tenant's current terms of use",
        security: [{ bearer: [] }],
        body: termsAcceptanceBodySchema,
        response: { 200: meSchema, ...errorResponses.badRequest, ...errorResponses.unauthorized },
      },
    },
    async (request) =>
      acceptTerms({
        tenant: request.tenant,
        userId: request.auth.userId,
        version: request.body.version,
        now: new Date(),
        accounts: app.repositories.accounts,
        users: app.repositories.users,
      }),
  );
};
