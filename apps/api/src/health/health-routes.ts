import { healthSchema } from '@espace/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from './database-ping';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { withoutTenant: true },
      schema: { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: healthSchema, 503: healthSchema } },
    },
    async (_request, reply) => {
      const databaseUp = await pingDatabase(app.database);
      return reply
        .code(databaseUp ? 200 : 503)
        .send({ status: databaseUp ? 'ok' : 'degraded', database: databaseUp ? 'up' : 'down', driver: app.database.driver });
    },
  );
};
