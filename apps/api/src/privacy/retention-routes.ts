import { errorBodySchema } from '@espace/contracts/errors';
import { adminRetentionSchema, keepAccountBodySchema } from '@espace/contracts/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashSecret } from '../accounts/secrets';
import { tenantAdminOf } from '../admin/admin-access';
import { errorResponses } from '../http/route-schemas';
import { keepAccount, retentionOverview } from './account-retention';

/**
 * Retention (docs/privacy.md#retention): the mail's « keep my account », used without signing in
 * (its token is the only credential, and all it can do is keep its account), and the tenant's
 * retention as its admin sees it.
 */
export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account-retention/keep',
    {
      // Counted per token under its hash, as it is stored: the rate limit's counters keep no token.
      preHandler: app.limitRate('accountKeeping', (request) => hashSecret(String((request.body as { token?: unknown } | undefined)?.token ?? ''))),
      schema: {
        tags: ['users'],
        summary:
          'The retention mail’s « Garder mon compte »: the token from the page’s fragment, in the body. No session; the account counts as used now and is not anonymised',
        body: keepAccountBodySchema,
        response: {
          204: z.null().describe('Kept'),
          ...errorResponses.badRequest,
          ...errorResponses.notFound,
          ...errorResponses.tooManyAttempts,
        },
      },
    },
    async (request, reply) => {
      await keepAccount({
        tenantId: request.tenant.id,
        token: request.body.token,
        now: new Date(),
        database: app.database,
        retention: app.retentionRepository,
        accounts: app.accountsRepository,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/privacy/retention',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['admin'],
        summary: "The tenant's retention: its settings, the sign-ins it keeps, the accounts warned that they will be anonymised for their inactivity",
        security: [{ bearer: [] }],
        response: { 200: adminRetentionSchema, ...errorResponses.unauthorized, 403: errorBodySchema },
      },
    },
    async (request) =>
      retentionOverview({
        admin: await tenantAdminOf(app.usersRepository, request.tenant.id, request.auth.userId),
        tenant: request.tenant,
        now: new Date(),
        retention: app.retentionRepository,
      }),
  );
};
