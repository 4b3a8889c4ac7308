import { describe, expect, it } from 'vitest';
import { FROM_NOTHING_TIMEOUT } from '../test/test-database';
import { openPgliteWorkerDatabase } from './pglite-worker-database';
import { maintainTables } from './table-maintenance';

// Always on the embedded database, where the maintenance runs (PostgreSQL has its autovacuum).

interface TableState {
  relname: string;
  n_dead_tup: number;
  last_vacuum: Date | null;
  last_analyze: Date | null;
}

const tableStates = `SELECT relname, n_dead_tup, last_vacuum, last_analyze FROM pg_stat_all_tables WHERE relname IN ('rewritten', 'barely_touched') ORDER BY relname`;

describe('the embedded database kept as autovacuum would keep it', { timeout: FROM_NOTHING_TIMEOUT }, () => {
  it('vacuums and analyses the tables whose rows changed past its thresholds, and leaves the others alone', async () => {
    const database = await openPgliteWorkerDatabase(undefined);
    const errors: unknown[] = [];
    try {
      await database.execScript(`
        CREATE TABLE rewritten (id int PRIMARY KEY, note text NOT NULL);
        INSERT INTO rewritten SELECT n, 'first' FROM generate_series(1, 1000) n;
        CREATE TABLE barely_touched (id int PRIMARY KEY, note text NOT NULL);
        INSERT INTO barely_touched SELECT n, 'first' FROM generate_series(1, 1000) n;`);
      await database.execScript('VACUUM (ANALYZE) rewritten');
      await database.execScript('VACUUM (ANALYZE) barely_touched');
      await database.query(`UPDATE rewritten SET note = 'second'`);
      await database.query(`UPDATE rewritten SET note = 'third'`);
      await database.query(`UPDATE barely_touched SET note = 'second' WHERE id <= 20`);
      // PostgreSQL publishes a session's table counts at most once a second, at the end of a statement.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const before = await database.query<TableState>(tableStates);
      expect(before[0]).toMatchObject({ relname: 'barely_touched', n_dead_tup: 20 });
      const vacuumedAt = before.map((table) => table.last_vacuum);

      const maintenance = maintainTables(database, 50, (error) => errors.push(error));
      let states: TableState[] = [];
      for (let attempt = 0; attempt < 100; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        states = await database.query<TableState>(tableStates);
        if (states[1]?.last_vacuum?.getTime() !== vacuumedAt[1]?.getTime()) break;
      }
      maintenance.stop();

      const [barelyTouched, rewritten] = states;
      expect(rewritten?.n_dead_tup).toBe(0);
      expect(rewritten?.last_vacuum).not.toEqual(vacuumedAt[1]);
      expect(rewritten?.last_analyze?.getTime()).toBeGreaterThan(vacuumedAt[1]?.getTime() ?? Infinity);
      expect(barelyTouched).toMatchObject({ n_dead_tup: 20, last_vacuum: vacuumedAt[0] });
      expect(errors).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
