import { addressLinkAnswerSchema, emailVerificationBodySchema } from '@espace/contracts/accounts';
import { errorBodySchema } from '@espace/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tenant } from '../contexts/context-repository';
import { errorResponses } from '../http/route-schemas';
import type { EmailChangeWrites } from './email-change';
import { useAddressLink } from './email-verification';
import { undoEmailChange } from './undo-email-change';

/** What every change of address writes to (email-change.ts), for the tenant of the request. */
export const addressWritesOf = (app: FastifyInstance, request: { tenant: Tenant; publicOrigin: string }): EmailChangeWrites => ({
  tenant: request.tenant,
  origin: request.publicOrigin,
  now: new Date(),
  accounts: app.accountsRepository,
  resets: app.passwordResetRepository,
  verifications: app.emailVerificationRepository,
  undos: app.emailChangeUndoRepository,
});

/**
 * The links mailed about an address (docs/product/accounts.md#e-mail-address), used from their
 * pages with the token in the body: no session is needed, the link is the proof.
 */
export const addressLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/email-verification',
    {
      schema: {
        tags: ['users'],
        summary:
          'Use an address link with its token: prove the address, move a pending address onto the account, or approve a change (no session needed: the link is the proof)',
        body: emailVerificationBodySchema,
        response: {
          200: addressLinkAnswerSchema,
          ...errorResponses.badRequest,
          ...errorResponses.unauthorized,
          403: errorBodySchema.describe('The link has expired'),
          409: errorBodySchema.describe('The address belongs to another account by now'),
        },
      },
    },
    async (request) => {
      const { userId, outcome } = await useAddressLink({
        ...addressWritesOf(app, request),
        token: request.body.token,
        database: app.database,
        mailer: app.mailer,
      });
      app.usersRepository.forgetProfile(userId);
      return { outcome };
    },
  );

  app.post(
    '/users/email-change/undo',
    {
      schema: {
        tags: ['users'],
        summary:
          'Undo a change of address with the link mailed to the old one: the old address comes back, the password is cleared and every session of the account ends (no session needed: the link is the proof)',
        body: emailVerificationBodySchema,
        response: {
          204: z.null().describe('Address restored, password cleared, every session ended'),
          ...errorResponses.badRequest,
          ...errorResponses.unauthorized,
          403: errorBodySchema.describe('The link has expired'),
          409: errorBodySchema.describe('The address belongs to another account by now'),
        },
      },
    },
    async (request, reply) => {
      const { tenant, now, accounts, resets, verifications, undos } = addressWritesOf(app, request);
      const userId = await undoEmailChange({
        tenant,
        now,
        accounts,
        resets,
        verifications,
        undos,
        token: request.body.token,
        database: app.database,
        sessions: app.sessionsRepository,
      });
      app.usersRepository.forgetProfile(userId);
      return reply.code(204).send(null);
    },
  );
};
