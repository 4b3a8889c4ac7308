import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { migrate, readMigrations } from './migrate';

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
});
