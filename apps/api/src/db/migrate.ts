import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir } from '../paths';
import type { Database } from './database';

/** Any constant: every process migrating the same PostgreSQL database takes this lock first. */
const MIGRATION_LOCK_KEY = 7_420_261;

export interface Migration {
  version: string;
  sql: string;
}

/** `migrations/0001_foundation.sql` → version '0001_foundation', applied in name order. */
export function readMigrations(folder = migrationsDir): Migration[] {
  return readdirSync(folder)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.replace(/\.sql$/, ''), sql: readFileSync(join(folder, name), 'utf8') }));
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, all in one
 * transaction. The advisory lock makes parallel starts on PostgreSQL wait for
 * each other instead of racing; PGlite has a single connection, where the
 * lock is harmless.
 */
export async function migrate(database: Database, migrations = readMigrations()): Promise<string[]> {
  return database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version));
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.execScript(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    }
    return pending.map((migration) => migration.version);
  });
}
