import { accessTokenAnswerSchema, registerBodySchema } from '@espace/contracts/accounts';
import { errorBodySchema } from '@espace/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { errorResponses } from '../http/route-schemas';
import { type JoinClassOfInvitationCode, register } from './register';

export const registrationRoutes: FastifyPluginAsyncZod<{ config: Config; joinClass: JoinClassOfInvitationCode }> = async (app, { config, joinClass }) => {
  app.post(
    '/users',
    {
      preHandler: app.limitRate('registration'),
      schema: {
        tags: ['users'],
        summary:
          'Register with an invitation code and sign in (when the tenant allows it); throttled per address and code; the address given waits for its link, and one that has an account answers the same (its owner is mailed)',
        body: registerBodySchema,
        response: { 201: accessTokenAnswerSchema, ...errorResponses.badRequest, 403: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const answer = await register({
        tenant: request.tenant,
        body: request.body,
        now: new Date(),
        tokenTtlSeconds: config.tokenTtlSeconds,
        database: app.database,
        accounts: app.accountsRepository,
        sessions: app.sessionsRepository,
        tokens: app.tokens,
        ip: request.ip,
        origin: request.publicOrigin,
        loginFailures: app.loginFailuresRepository,
        verifications: app.emailVerificationRepository,
        mailRequests: app.mailRequestsRepository,
        mailer: app.mailer,
        logger: request.log,
        joinClass,
      });
      return reply.code(201).send(answer);
    },
  );
};
