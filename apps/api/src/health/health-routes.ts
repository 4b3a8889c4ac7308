import { healthSchema } from '@espace/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from './database-ping';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { withoutTenant: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness, database reachability, and who keeps the tables’ statistics (a warning sign when nobody does)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const databaseUp = await pingDatabase(app.database);
      // Read again at most once a minute; a database down answers the last reading.
      const tableStatistics = databaseUp ? await app.tableStatistics.upkeep().catch(() => 'off' as const) : 'off';
      return reply
        .code(databaseUp ? 200 : 503)
        .send({ status: databaseUp ? 'ok' : 'degraded', database: databaseUp ? 'up' : 'down', driver: app.database.driver, tableStatistics });
    },
  );
};
