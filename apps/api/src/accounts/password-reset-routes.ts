import {
  passwordResetApplyBodySchema,
  passwordResetRequestAnswerSchema,
  passwordResetRequestBodySchema,
  passwordResetTokenParamsSchema,
  passwordResetUserSchema,
} from '@espace/contracts/accounts';
import { errorBodySchema } from '@espace/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import { errorResponses } from '../http/route-schemas';
import { applyPasswordReset, loadPasswordReset } from './password-reset';
import { requestPasswordReset } from './request-password-reset';

const tokenErrors = { ...errorResponses.unauthorized, 403: errorBodySchema.describe('The link has expired') };

export const passwordResetRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const tokenInput = (tenant: Parameters<typeof loadPasswordReset>[0]['tenant'], token: string) => ({
    tenant,
    token,
    now: new Date(),
    accounts: app.accountsRepository,
    resets: app.passwordResetRepository,
  });

  app.post(
    '/users/password-reset',
    {
      schema: {
        tags: ['users'],
        summary: 'Mail a password reset link; the same answer whether the address has an account or not',
        body: passwordResetRequestBodySchema,
        response: { 202: passwordResetRequestAnswerSchema, ...errorResponses.badRequest },
      },
    },
    async (request, reply) => {
      await requestPasswordReset({
        tenant: request.tenant,
        email: request.body.email,
        ip: request.ip,
        now: new Date(),
        origin: request.publicOrigin,
        ttlSeconds: config.passwordResetTtlSeconds,
        accounts: app.accountsRepository,
        resets: app.passwordResetRepository,
        mailRequests: app.mailRequestsRepository,
        mailer: app.mailer,
        logger: request.log,
      });
      return reply.code(202).send({});
    },
  );

  app.get(
    '/users/password-reset/:token',
    {
      schema: {
        tags: ['users'],
        summary: 'Whose password a reset link changes (401 unknown or used, 403 expired)',
        params: passwordResetTokenParamsSchema,
        response: { 200: passwordResetUserSchema, ...tokenErrors },
      },
    },
    async (request) => loadPasswordReset(tokenInput(request.tenant, request.params.token)),
  );

  app.patch(
    '/users/password-reset/:token',
    {
      schema: {
        tags: ['users'],
        summary: 'Set a new password with a reset link; signs the user out everywhere',
        params: passwordResetTokenParamsSchema,
        body: passwordResetApplyBodySchema,
        response: { 204: z.null().describe('Password changed'), ...errorResponses.badRequest, ...tokenErrors },
      },
    },
    async (request, reply) => {
      await applyPasswordReset({
        ...tokenInput(request.tenant, request.params.token),
        password: request.body.password,
        database: app.database,
        sessions: app.sessionsRepository,
        loginFailures: app.loginFailuresRepository,
      });
      return reply.code(204).send(null);
    },
  );
};
