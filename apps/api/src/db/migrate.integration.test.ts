import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { ChangedMigrationError, migrate, readMigrations } from './migrate';

describe('migrate', () => {
  it('applies every migration once, even when started twice at the same time', async () => {
    const { database, dispose } = await createTestDatabase();
    try {
      const [first, second] = await Promise.all([migrate(database), migrate(database)]);
      const versions = readMigrations().map((migration) => migration.version);
      expect([...(first ?? []), ...(second ?? [])].sort()).toEqual(versions);
      expect(await migrate(database)).toEqual([]);
    } finally {
      await dispose();
    }
  });

  it('keeps a checksum of each applied migration and refuses to start when an applied file changed', async () => {
    const { database, dispose } = await createTestDatabase();
    try {
      const migrations = readMigrations();
      await migrate(database, migrations);
      const edited = migrations.map((migration, index) =>
        index === 0 ? { ...migration, sql: `${migration.sql}\n-- edited after it was applied` } : migration,
      );
      await expect(migrate(database, edited)).rejects.toThrow(ChangedMigrationError);
      await expect(migrate(database, edited)).rejects.toThrow(migrations[0]?.version ?? '');
      // A database from before checksums were kept gets them, and is not refused.
      await database.query('UPDATE schema_migrations SET checksum = NULL');
      expect(await migrate(database, migrations)).toEqual([]);
      const kept = await database.query<{ checksum: string | null }>('SELECT checksum FROM schema_migrations');
      expect(kept.every((row) => row.checksum !== null && /^[0-9a-f]{64}$/.test(row.checksum))).toBe(true);
    } finally {
      await dispose();
    }
  });
});
