import type { Database } from './database';

/**
 * Who keeps the tables vacuumed and their planner statistics fresh (README.md, "Running on PostgreSQL"):
 * PostgreSQL's autovacuum (`autovacuum`), nobody (`off`: autovacuum or the row counts it reads are
 * turned off on the server), or, on the embedded database, which has no autovacuum, the server
 * itself (`server`, table-maintenance.ts).
 */
export type TableUpkeep = 'autovacuum' | 'off' | 'server';

/** What the server logs at start when nobody keeps PostgreSQL's tables: stale statistics make the lesson and LRS queries 13–20× slower. */
export const AUTOVACUUM_OFF_WARNING =
  "PostgreSQL's autovacuum is off (autovacuum or track_counts): the tables' statistics go stale and queries slow down many times over as data grows. " +
  'Turn it on: ALTER SYSTEM SET autovacuum = on; ALTER SYSTEM SET track_counts = on; SELECT pg_reload_conf(); (or set them in postgresql.conf), then run ANALYZE once.';

/** The server's settings as the check reads them. */
export function tableUpkeepOf(driver: Database['driver'], settings: { autovacuum: string; track_counts: string }): TableUpkeep {
  if (driver === 'pglite') return 'server';
  return settings.autovacuum === 'on' && settings.track_counts === 'on' ? 'autovacuum' : 'off';
}

export async function readTableUpkeep(database: Database): Promise<TableUpkeep> {
  if (database.driver === 'pglite') return 'server';
  const [settings] = await database.query<{ autovacuum: string; track_counts: string }>(
    "SELECT current_setting('autovacuum') AS autovacuum, current_setting('track_counts') AS track_counts",
  );
  return tableUpkeepOf(database.driver, settings ?? { autovacuum: 'off', track_counts: 'off' });
}

/** Tables a bulk write fills, whose statistics it makes stale at once. */
export type BulkTable = 'users' | 'class_users' | 'lessons' | 'xapi_statements' | 'xapi_activities';

/** A write of this many rows or more is a bulk one: its tables are analysed right after it. */
export const BULK_WRITE_ROWS = 500;
/** A table is analysed after a bulk write once a minute at most, whatever the number of imports. */
const ANALYZE_AT_MOST_EVERY_MS = 60 * 1000;

/**
 * Analyses the tables a large import has just filled (a CSV of learners, a batch of statements),
 * so that the next queries plan on what the tables now hold rather than wait up to a minute for
 * autovacuum, or, on the embedded database, for the server's next check. It runs after the import,
 * never in its request or transaction: one ANALYZE at a time, each table at most once a minute,
 * so that a thousand parallel batches cost one ANALYZE a table a minute.
 */
export function createBulkWriteAnalysis(run: (statement: string) => Promise<void>, onError: (error: unknown) => void, now: () => number = Date.now) {
  const lastAnalysed = new Map<BulkTable, number>();
  const waiting = new Set<BulkTable>();
  let running: Promise<void> = Promise.resolve();

  const analyse = async (table: BulkTable) => {
    waiting.delete(table);
    lastAnalysed.set(table, now());
    await run(`ANALYZE ${table}`).catch(onError);
  };

  return {
    afterBulkWrite(tables: readonly BulkTable[], rows: number): void {
      if (rows < BULK_WRITE_ROWS) return;
      for (const table of tables) {
        const last = lastAnalysed.get(table);
        if (waiting.has(table) || (last !== undefined && now() - last < ANALYZE_AT_MOST_EVERY_MS)) continue;
        waiting.add(table);
        running = running.then(() => analyse(table));
      }
    },
    /** Resolves when the analyses asked so far are done (the app's close waits for them). */
    idle(): Promise<void> {
      return running;
    },
  };
}
export type BulkWriteAnalysis = ReturnType<typeof createBulkWriteAnalysis>;
