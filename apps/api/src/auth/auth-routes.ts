import { loginBodySchema, loginResponseSchema } from '@espace/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import { errorResponses } from '../http/route-schemas';
import { login } from './login';

export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/users/login',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign in with an email or a username (docs/product/accounts.md#sign-in)',
        body: loginBodySchema,
        response: {
          200: loginResponseSchema,
          ...errorResponses.badRequest,
          ...errorResponses.unauthorized,
          ...errorResponses.tooManyAttempts,
          ...errorResponses.busy,
        },
      },
    },
    async (request, reply) => {
      const { answer, setCookie } = await login({
        tenantId: request.tenant.id,
        credentials: request.body,
        ip: request.ip,
        cookieHeader: request.headers.cookie,
        secure: request.protocol === 'https',
        now: new Date(),
        tokenTtlSeconds: config.tokenTtlSeconds,
        users: app.usersRepository,
        sessions: app.sessionsRepository,
        accounts: app.accountsRepository,
        loginFailures: app.loginFailuresRepository,
        tokens: app.tokens,
        devices: app.deviceCookies,
      });
      reply.header('set-cookie', setCookie);
      return answer;
    },
  );

  app.post(
    '/users/logout',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['users'],
        summary: 'Revoke the session of the bearer token',
        security: [{ bearer: [] }],
        response: { 204: z.null().describe('Signed out'), ...errorResponses.unauthorized },
      },
    },
    async (request, reply) => {
      await app.sessionsRepository.revoke(request.tenant.id, request.auth.sessionId);
      return reply.code(204).send(null);
    },
  );
};
