import { describe, expect, it } from 'vitest';
import { openPostgresDatabase } from './postgres-database';

const serverUrl = process.env.TEST_DATABASE_URL ?? '';

// PostgreSQL only (CI's second integration run): PGlite's ping is answered by its worker between two statements.
describe.skipIf(serverUrl === '')('the health check on PostgreSQL (postgres-database.ts)', () => {
  it('answers while every pooled connection is busy, and connects again after losing its connection', async () => {
    const database = openPostgresDatabase(serverUrl, 2);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      const busy = [1, 2].map(() =>
        database.transaction(async (tx) => {
          await tx.query('SELECT 1');
          await held;
        }),
      );
      let queued = false;
      const queuedQuery = database.query('SELECT 1').then(() => {
        queued = true;
      });
      await database.ping();
      // The pool's connections are still held: the ping did not wait for one.
      expect(queued).toBe(false);
      release();
      await Promise.all([...busy, queuedQuery]);

      const health = await database.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE application_name = 'espace-health' AND datname = current_database()`,
      );
      expect(health).toHaveLength(1);
      await database.query('SELECT pg_terminate_backend($1)', [health[0]?.pid]);
      await database.ping().catch(() => undefined);
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      release();
      await database.close();
    }
  });
});
