/**
 * Scratch PostgreSQL databases: created with a random name on the server of
 * `serverUrl` (the benches pass `benchServerUrl`), dropped with `WITH (FORCE)`
 * at the end. `dropAll` drops whatever is left (failure, Ctrl-C); dropping
 * twice is harmless. Scratch folders (a server's DATA_DIR) are tracked the
 * same way.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../apps/api/src/db/database';
import { migrate } from '../../apps/api/src/db/migrate';
import { seedIfEmpty } from '../../apps/api/src/seed/seed';
import { onServer } from '../../apps/api/src/test/on-server';

/** The PostgreSQL server of the benchmarks: BENCH_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/test. */
export const benchServerUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const folders = new Set<string>();

export function createScratchFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'espace-bench-lessons-'));
  folders.add(folder);
  return folder;
}

export function removeScratchFolder(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
  folders.delete(folder);
}

export interface ScratchDatabase {
  name: string;
  /** The server URL with the scratch database as its path. */
  url: string;
  drop(): Promise<void>;
}

const live = new Map<string, ScratchDatabase>();
/** Set by dropAll: a database created after it (a run being interrupted) is dropped at once. */
let closing = false;

export async function createScratchDatabase(serverUrl: string, prefix = 'espace_bench_lessons'): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropping: Promise<void> | undefined;
  const scratch: ScratchDatabase = {
    name,
    url: url.toString(),
    drop() {
      dropping ??= onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => live.delete(name));
      return dropping;
    },
  };
  live.set(name, scratch);
  if (closing) {
    await scratch.drop();
    throw new Error('interrupted');
  }
  return scratch;
}

/** Drops every scratch database not dropped yet and removes the folders; reports failures without throwing. */
export async function dropAll(): Promise<void> {
  closing = true;
  for (const folder of folders) removeScratchFolder(folder);
  await Promise.all(
    [...live.values()].map((scratch) =>
      scratch.drop().catch((error: unknown) => console.error(`could not drop ${scratch.name}: ${error instanceof Error ? error.message : String(error)}`)),
    ),
  );
}

/** Migrates a scratch database and seeds the demo tenants, then closes it, for the server to open next. */
export async function migrateSeedAndClose(database: Database): Promise<void> {
  try {
    await migrate(database);
    await seedIfEmpty(database);
  } finally {
    await database.close();
  }
}
