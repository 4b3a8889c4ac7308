import { createHash } from 'node:crypto';
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

/** A migration's fingerprint: an applied migration whose file changed since is refused, never half-trusted. */
function checksumOf(migration: Migration): string {
  return createHash('sha256').update(migration.sql).digest('hex');
}

export class ChangedMigrationError extends Error {
  constructor(versions: string[]) {
    super(`Applied migrations changed since they were applied: ${versions.join(', ')}. Write a new migration instead of editing an applied one.`);
    this.name = 'ChangedMigrationError';
  }
}

/** `migrations/0001_foundation.sql` → version '0001_foundation', applied in name order. */
export function readMigrations(folder = migrationsDir): Migration[] {
  return readdirSync(folder)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.replace(/\.sql$/, ''), sql: readFileSync(join(folder, name), 'utf8') }));
}

/** The migrations before `version`: a migration's test fills the tables as they were, then applies it. */
export function migrationsBefore(version: string, migrations = readMigrations()): Migration[] {
  const index = migrations.findIndex((migration) => migration.version === version);
  if (index < 0) throw new Error(`There is no migration ${version}.`);
  return migrations.slice(0, index);
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, all in one
 * transaction. The advisory lock makes parallel starts on PostgreSQL wait for
 * each other instead of racing; PGlite has a single connection, where the
 * lock is harmless. Each applied migration's checksum is kept; a file that no
 * longer matches it stops the start (ChangedMigrationError) before anything is
 * applied. Rows from before checksums were kept get theirs on this run.
 */
export async function migrate(database: Database, migrations = readMigrations()): Promise<string[]> {
  return database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    await tx.query('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
    const rows = await tx.query<{ version: string; checksum: string | null }>('SELECT version, checksum FROM schema_migrations');
    const applied = new Map(rows.map((row) => [row.version, row.checksum]));
    const changed = migrations.filter((migration) => {
      const kept = applied.get(migration.version);
      return kept !== undefined && kept !== null && kept !== checksumOf(migration);
    });
    if (changed.length > 0) throw new ChangedMigrationError(changed.map((migration) => migration.version));
    for (const migration of migrations) {
      if (applied.get(migration.version) === null)
        await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [migration.version, checksumOf(migration)]);
    }
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.execScript(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, checksum) VALUES ($1, $2)', [migration.version, checksumOf(migration)]);
    }
    return pending.map((migration) => migration.version);
  });
}
