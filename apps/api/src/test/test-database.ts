import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { openPgliteWorkerDatabase } from '../db/pglite-worker-database';
import { openPostgresDatabase } from '../db/postgres-database';
import { onServer } from './on-server';

export interface TestDatabase {
  database: Database;
  /** Closes the database and, on PostgreSQL, drops the scratch database. */
  dispose(): Promise<void>;
}

/**
 * An empty database for one test file: in-memory PGlite by default (in its worker thread, as the
 * server runs it), or a
 * scratch database with a random name on the server of `TEST_DATABASE_URL`
 * (e.g. postgres://postgres@127.0.0.1:5432/test), dropped afterwards.
 */
export async function createTestDatabase(serverUrl: string | undefined = process.env.TEST_DATABASE_URL): Promise<TestDatabase> {
  if (serverUrl === undefined || serverUrl === '') {
    const database = await openPgliteWorkerDatabase(undefined);
    return { database, dispose: () => database.close() };
  }
  const name = `espace_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgresDatabase(url.toString(), 10);
  return {
    database,
    async dispose() {
      await database.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
