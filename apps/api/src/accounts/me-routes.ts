import { profileUpdateBodySchema, termsAcceptanceBodySchema } from '@espace/contracts/accounts';
import { errorBodySchema } from '@espace/contracts/errors';
import { type Me, meSchema } from '@espace/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compileResponseSerializer } from '../http/response-serializer';
import { errorResponses } from '../http/route-schemas';
import type { UserProfile } from '../users/users-repository';
import { acceptTerms } from './accept-terms';
import { addressWritesOf } from './address-link-routes';
import { resendAddressLink } from './email-verification';
import { findSignedInProfile, meFromProfile } from './get-me';
import { updateProfile } from './update-profile';

/** The signed-in user's own account: `users/me` read and changed, its address links mailed again, the terms accepted. */
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
        response: {
          200: meSchema,
          ...errorResponses.badRequest,
          ...errorResponses.unauthorized,
          403: errorBodySchema,
          409: errorBodySchema,
          ...errorResponses.tooManyAttempts,
        },
      },
    },
    async (request) =>
      updateProfile({
        ...addressWritesOf(app, request),
        userId: request.auth.userId,
        sessionId: request.auth.sessionId,
        body: request.body,
        ip: request.ip,
        database: app.database,
        users: app.usersRepository,
        sessions: app.sessionsRepository,
        loginFailures: app.loginFailuresRepository,
        mailRequests: app.mailRequestsRepository,
        mailer: app.mailer,
      }),
  );

  app.post(
    '/users/me/email-verification',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['users'],
        summary:
          "Mail the link the signed-in user's address waits for again: to the pending address, to the current one for an approval, or to an unproven current one (only the newest link works; throttled)",
        security: [{ bearer: [] }],
        response: {
          202: z.strictObject({}).describe('Mailed'),
          ...errorResponses.badRequest,
          ...errorResponses.unauthorized,
          ...errorResponses.tooManyAttempts,
        },
      },
    },
    async (request, reply) => {
      await resendAddressLink({
        ...addressWritesOf(app, request),
        userId: request.auth.userId,
        ip: request.ip,
        mailRequests: app.mailRequestsRepository,
        mailer: app.mailer,
      });
      return reply.code(202).send({});
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
