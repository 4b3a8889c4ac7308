import fp from 'fastify-plugin';
import type { Database } from './database';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** The one database of the process, opened, migrated and seeded by the caller; each area's repositories plugin reads it. */
export const databasePlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
  },
  { name: 'database' },
);
