import { myStatementsSchema } from '@espace/contracts/xapi';
import { errorBodySchema } from '@espace/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The most statements one download holds; `more` says when the learner has more (the rest: ask an admin). */
const MAX_DOWNLOAD = 10_000;

/** GET /api/users/me/xapi-statements: the right of access, every statement the LRS holds about the signed-in learner, oldest first. */
export const myStatementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/xapi-statements',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['xapi'],
        security: [{ bearer: [] }],
        summary: 'My learning records: every xAPI statement about me, as JSON',
        response: { 200: myStatementsSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const statements = await app.xapiStatementsRepository.listOfUser(request.tenant.id, request.auth.userId, MAX_DOWNLOAD + 1);
      void reply.header('content-disposition', 'attachment; filename="mes-traces-xapi.json"');
      return { statements: statements.slice(0, MAX_DOWNLOAD), more: statements.length > MAX_DOWNLOAD };
    },
  );
};
