import { accessTokenAnswerSchema, registerBodySchema } from '@espace/contracts/accounts';
import { errorBodySchema } from '@espace/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { errorResponses } from '../http/route-schemas';
import { register } from './register';

export const registrationRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Register with an invitation code and sign in (when the tenant allows it)',
        body: registerBodySchema,
        response: { 201: accessTokenAnswerSchema, ...errorResponses.badRequest, 403: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const answer = await register({
        tenant: request.tenant,
        body: request.body,
        now: new Date(),
        tokenTtlSeconds: config.tokenTtlSeconds,
        database: app.database,
        accounts: app.repositories.accounts,
        sessions: app.repositories.sessions,
        tokens: app.tokens,
      });
      return reply.code(201).send(answer);
    },
  );
};
