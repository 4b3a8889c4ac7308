import { meSchema } from '@espace/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/route-schemas';
import { getMe } from './get-me';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    {
      preHandler: app.authenticate({ allowQueryToken: true }),
      schema: {
        tags: ['users'],
        summary: 'The signed-in user (SPEC §3 AppUser)',
        security: [{ bearer: [] }],
        querystring: z.strictObject({ access_token: z.string().optional().describe('The access token, when not sent as a bearer header') }),
        response: { 200: meSchema, ...errorResponses.unauthorized },
      },
    },
    async (request) => getMe({ tenantId: request.tenant.id, userId: request.auth.userId, users: app.repositories.users }),
  );
};
