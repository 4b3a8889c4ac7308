import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { pgliteExtensions } from '../db/pglite-extensions';
import { openPgliteWorkerDatabase } from '../db/pglite-worker-database';
import { openPostgresDatabase } from '../db/postgres-database';
import pino from 'pino';
import { startJobQueue } from '../jobs/job-queue';
import { seedIfEmpty } from '../seed/seed';
import { onServer } from './on-server';

/**
 * Where the integration run's migrated and seeded database is, for each test file to start from
 * a copy of it (test-database.ts, createSeededTestDatabase): a file of PGlite's `dumpDataDir`, or
 * a database on the PostgreSQL server of `TEST_DATABASE_URL` that CREATE DATABASE copies. Made
 * once per run (integration-global-setup.ts) instead of once per file: a file's database then
 * opens from a copy, without initdb, the migrations and the seed (the time it saves:
 * docs/performance.md#ci).
 */
export type SeededTemplate = { driver: 'pglite'; dumpFile: string } | { driver: 'postgres'; serverUrl: string; name: string };

export async function createSeededTemplate(serverUrl: string | undefined): Promise<{ template: SeededTemplate; dispose(): Promise<void> }> {
  if (serverUrl === undefined || serverUrl === '') {
    const folder = await mkdtemp(join(tmpdir(), 'espace-test-template-'));
    // Migrated and seeded as the server does it, through the worker, in files; then dumped by a
    // PGlite of this thread opening those files, since the worker's protocol has no dump.
    const dataDir = join(folder, 'data');
    const database = await openPgliteWorkerDatabase(dataDir);
    await migrateAndSeed(database);
    await database.close();
    const pglite = await PGlite.create(join(dataDir, 'pglite'), { extensions: pgliteExtensions });
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    const dumpFile = join(folder, 'seeded.tar');
    await writeFile(dumpFile, new Uint8Array(await dump.arrayBuffer()));
    await rm(dataDir, { recursive: true, force: true });
    return { template: { driver: 'pglite', dumpFile }, dispose: () => rm(folder, { recursive: true, force: true }) };
  }
  const name = `espace_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const database = openPostgresDatabase(databaseUrl(serverUrl, name), 2);
  try {
    await migrateAndSeed(database);
  } finally {
    // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
    await database.close();
  }
  return { template: { driver: 'postgres', serverUrl, name }, dispose: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function migrateAndSeed(database: Database): Promise<void> {
  await migrate(database);
  await seedIfEmpty(database);
  // pg-boss installs its schema and queues at the app's first start: done here once, every
  // test file's app starts as a server's second start does.
  const jobs = await startJobQueue({ database, logger: pino({ level: 'silent' }), pollingIntervalSeconds: 60, retryDelaySeconds: 1 });
  await jobs.stop();
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
