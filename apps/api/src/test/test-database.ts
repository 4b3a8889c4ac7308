import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { Database } from '../db/database';
import { openPgliteWorkerDatabase } from '../db/pglite-worker-database';
import { openPostgresDatabase } from '../db/postgres-database';
import { onServer } from './on-server';
import { databaseUrl, type SeededTemplate } from './seeded-template';

export interface TestDatabase {
  database: Database;
  /** Closes the database and, on PostgreSQL, drops the scratch database. */
  dispose(): Promise<void>;
  /**
   * The same database as a second server process would open it: its own pool on PostgreSQL; on
   * PGlite, which one process alone opens, the same database again. Closed by `dispose`.
   */
  openAgain(): Database;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated and seeded database (integration-global-setup.ts). */
    seededTemplate: SeededTemplate;
  }
}

/**
 * The time a test allows that builds a database from nothing (migrations from the first, a PGlite
 * started cold, a process of its own): seconds alone, several times that beside the browser tests on
 * CI's two cores at the lowest priority (tools/test/run-all.mjs), past the suite's 30 s.
 */
export const FROM_NOTHING_TIMEOUT = 120_000;

/**
 * An empty database for one test file: in-memory PGlite by default (in its worker thread, as the
 * server runs it), or a scratch database with a random name on the server of `TEST_DATABASE_URL`
 * (e.g. postgres://postgres@127.0.0.1:5432/test), dropped afterwards.
 */
export function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') return openPglite();
  return createScratchDatabase(serverUrl);
}

/**
 * A migrated and seeded database for one test file, as `createTestDatabase` makes them: a copy of
 * the run's template (seeded-template.ts), on the database the run's template is on.
 */
export function createSeededTestDatabase(): Promise<TestDatabase> {
  const template = inject('seededTemplate');
  if (template.driver === 'pglite') return openPglite(template.dumpFile);
  return createScratchDatabase(template.serverUrl, template.name);
}

async function openPglite(initialDump?: string): Promise<TestDatabase> {
  const database = await openPgliteWorkerDatabase(undefined, { initialDump });
  return { database, dispose: () => database.close(), openAgain: () => database };
}

async function createScratchDatabase(serverUrl: string, template?: string): Promise<TestDatabase> {
  const name = `espace_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}${template === undefined ? '' : ` TEMPLATE ${template}`}`);
  const database = openPostgresDatabase(databaseUrl(serverUrl, name), 10);
  const others: Database[] = [];
  return {
    database,
    openAgain() {
      const other = openPostgresDatabase(databaseUrl(serverUrl, name), 4);
      others.push(other);
      return other;
    },
    async dispose() {
      await Promise.all([database, ...others].map((each) => each.close()));
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
