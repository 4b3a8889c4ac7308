import { emailVerificationBodySchema, profileUpdateBodySchema, termsAcceptanceBodySchema } from '@espace/contracts/accounts';
import { errorBodySchema } from '@espace/contracts/errors';
import { meSchema } from '@espace/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/route-schemas';
import { acceptTerms } from './accept-terms';
import { confirmEmail, resendEmailVerification } from './email-verification';
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
        origin: request.publicOrigin,
        verifications: app.repositories.emailVerifications,
        mailer: app.mailer,
      }),
  );

  app.post(
    '/users/me/email-verification',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['users'],
        summary: "Mail the link proving the signed-in user's address again (only the newest link works; throttled)",
        security: [{ bearer: [] }],
        response: { 202: z.strictObject({}).describe('Mailed'), ...errorResponses.badRequest, ...errorResponses.unauthorized, ...errorResponses.tooManyAttempts },
      },
    },
    async (request, reply) => {
      await resendEmailVerification({
        tenant: request.tenant,
        userId: request.auth.userId,
        ip: request.ip,
        now: new Date(),
        origin: request.publicOrigin,
        accounts: app.repositories.accounts,
        verifications: app.repositories.emailVerifications,
        mailRequests: app.repositories.mailRequests,
        mailer: app.mailer,
        logger: request.log,
      });
      return reply.code(202).send({});
    },
  );

  app.post(
    '/users/email-verification',
    {
      schema: {
        tags: ['users'],
        summary: 'Prove an address with the token of a mailed link (no session needed: the link is the proof)',
        body: emailVerificationBodySchema,
        response: { 204: z.null().describe('Address proven'), ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorBodySchema.describe('The link has expired') },
      },
    },
    async (request, reply) => {
      const userId = await confirmEmail({ tenant: request.tenant, token: request.body.token, now: new Date(), verifications: app.repositories.emailVerifications });
      app.repositories.users.forgetProfile(userId);
      return reply.code(204).send(null);
    },
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
