import { emailVerificationBodySchema, profileUpdateBodySchema, termsAcceptanceBodySchema } from '@espace/contracts/accounts';
import { errorBodySchema } from '@espace/contracts/errors';
import { type Me, meSchema } from '@espace/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compileResponseSerializer } from '../http/response-serializer';
import { errorResponses } from '../http/route-schemas';
import type { UserProfile } from '../users/users-repository';
import { acceptTerms } from './accept-terms';
import { confirmEmail, resendEmailVerification } from './email-verification';
import { findSignedInProfile, meFromProfile } from './get-me';
import { updateProfile } from './update-profile';

/** The signed-in user's own account: `users/me` read and changed, their address proven, the terms accepted. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  // users/me is loaded by every page and polled: a profile kept by the profile cache
  // (profile-cache.ts) is turned into its JSON answer once, not on every request.
  const serializeMe = compileResponseSerializer(meSchema);
  const answers = new WeakMap<UserProfile, string>();
  const answerFor = (profile: UserProfile) => {
    let answer = answers.get(profile);
    if (answer === undefined) {
      answer = serializeMe(meFromProfile(profile));
      answers.set(profile, answer);
    }
    return answer;
  };

  app.get(
    '/users/me',
    {
      preHandler: app.authenticate({ allowQueryToken: true }),
      schema: {
        tags: ['users'],
        summary: 'The signed-in user (docs/product/data-model.md#users)',
        security: [{ bearer: [] }],
        querystring: z.strictObject({ access_token: z.string().optional().describe('The access token, when not sent as a bearer header') }),
        response: { 200: meSchema, ...errorResponses.unauthorized },
      },
    },
    async (request, reply) => {
      const profile = await findSignedInProfile({ tenantId: request.tenant.id, userId: request.auth.userId, users: app.usersRepository });
      // Fastify sends a string with a JSON type as it is: this one was serialised with the 200 schema.
      return reply.type('application/json; charset=utf-8').send(answerFor(profile) as unknown as Me);
    },
  );

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
        accounts: app.accountsRepository,
        users: app.usersRepository,
        sessions: app.sessionsRepository,
        loginFailures: app.loginFailuresRepository,
        origin: request.publicOrigin,
        verifications: app.emailVerificationRepository,
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
        accounts: app.accountsRepository,
        verifications: app.emailVerificationRepository,
        mailRequests: app.mailRequestsRepository,
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
      const userId = await confirmEmail({ tenant: request.tenant, token: request.body.token, now: new Date(), verifications: app.emailVerificationRepository });
      app.usersRepository.forgetProfile(userId);
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
        accounts: app.accountsRepository,
        users: app.usersRepository,
      }),
  );
};
