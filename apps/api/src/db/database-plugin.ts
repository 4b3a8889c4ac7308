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
    // Before tenant resolution and authentication, which query: an API request the embedded
    // database cannot take now is answered 503 at once. The health check asks the database
    // itself (Database.ping); pages (/login) are not refused, their queries wait their turn.
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/') && !request.url.startsWith('/api/health')) database.admit();
    });
  },
  { name: 'database' },
);
