import fp from 'fastify-plugin';
import type { Database } from './database';
import { AUTOVACUUM_OFF_WARNING, type BulkWriteAnalysis, createBulkWriteAnalysis, readTableUpkeep, type TableUpkeep } from './table-statistics';

/** How often the embedded database's tables are checked: PostgreSQL's `autovacuum_naptime`. */
const MAINTENANCE_INTERVAL_MS = 60 * 1000;

/** A table autovacuum would work on now, and what it would do. */
export interface DueTable {
  /** Schema-qualified and quoted, as a statement names it. */
  name: string;
  vacuum: boolean;
  analyze: boolean;
}

/**
 * The tables autovacuum would vacuum or analyze now, by its rules and with its own settings
 * (PostgreSQL's documentation, "The Autovacuum Daemon"): vacuumed when their dead rows pass 50 +
 * 20 % of the table (their space is reused, their index entries removed), when rows inserted since
 * the last vacuum pass 1,000 + 20 % (visibility map and frozen rows), or when their oldest
 * transaction id passes `autovacuum_freeze_max_age` (frozen before the ids wrap around, when
 * PostgreSQL would stop accepting writes); analysed when the rows changed since the last ANALYZE
 * pass 50 + 10 %. The counts live in memory and start again at zero when the database reopens, as
 * after a crash on PostgreSQL. Toast tables are vacuumed with their table.
 */
const dueTablesQuery = `
WITH settings AS (
  SELECT current_setting('autovacuum_vacuum_threshold')::float8 AS vacuum_base,
         current_setting('autovacuum_vacuum_scale_factor')::float8 AS vacuum_scale,
         current_setting('autovacuum_vacuum_insert_threshold')::float8 AS insert_base,
         current_setting('autovacuum_vacuum_insert_scale_factor')::float8 AS insert_scale,
         current_setting('autovacuum_analyze_threshold')::float8 AS analyze_base,
         current_setting('autovacuum_analyze_scale_factor')::float8 AS analyze_scale,
         current_setting('autovacuum_freeze_max_age')::float8 AS freeze_max_age,
         current_setting('autovacuum_multixact_freeze_max_age')::float8 AS multixact_freeze_max_age),
tables AS (
  SELECT format('%I.%I', s.schemaname, s.relname) AS name,
         s.n_dead_tup > vacuum_base + vacuum_scale * greatest(c.reltuples, 0)
           OR s.n_ins_since_vacuum > insert_base + insert_scale * greatest(c.reltuples, 0)
           OR age(c.relfrozenxid) > freeze_max_age
           OR mxid_age(c.relminmxid) > multixact_freeze_max_age AS vacuum,
         s.n_mod_since_analyze > analyze_base + analyze_scale * greatest(c.reltuples, 0) AS "analyze",
         age(c.relfrozenxid) AS xid_age
    FROM pg_stat_all_tables s JOIN pg_class c ON c.oid = s.relid, settings
   WHERE c.relkind = 'r' AND c.relpersistence = 'p' AND s.schemaname <> 'pg_toast')
SELECT name, vacuum, "analyze" FROM tables WHERE vacuum OR "analyze" ORDER BY xid_age DESC, name`;

/** The statement that does what a due table needs. */
export function maintenanceStatement(table: DueTable): string {
  if (table.vacuum && table.analyze) return `VACUUM (ANALYZE) ${table.name}`;
  return table.vacuum ? `VACUUM ${table.name}` : `ANALYZE ${table.name}`;
}

/**
 * One check: the tables due now (dueTablesQuery), each worked on in its own statement; a table that
 * fails is reported and the next one done. The tables worked on, in order.
 */
export async function maintainDueTables(database: Database, onError: (error: unknown) => void, stopped: () => boolean = () => false): Promise<DueTable[]> {
  const due = await database.query<DueTable>(dueTablesQuery);
  const done: DueTable[] = [];
  for (const table of due) {
    if (stopped()) break;
    // Text naming its table, run now and then: sent as a simple statement, which prepares nothing to keep.
    await database.execScript(maintenanceStatement(table)).catch(onError);
    done.push(table);
  }
  return done;
}

/**
 * Does autovacuum's work on PGlite, which has none (it runs PostgreSQL in single-user mode):
 * without it the planner's statistics go stale as the tables grow (the lesson queries' plans drift
 * to sequential scans), the space of deleted rows is never reused (only VACUUM records it: a table
 * purged and filled again, as the rate limits' counters are, grew by every row ever inserted), and
 * after two billion transactions PostgreSQL would stop writing.
 * Each check finds the tables due (dueTablesQuery) and works on them one statement each, so the
 * embedded database's one thread serves requests between them rather than waiting for all of
 * them (docs/performance.md, "Tables kept on the embedded database"). On PostgreSQL autovacuum does
 * this: nothing runs. Seeding and content imports run ANALYZE themselves, right after their bulk
 * writes; learner imports and large statement batches ask for it (table-statistics.ts).
 */
export function maintainTables(database: Database, intervalMs: number, onError: (error: unknown) => void): { stop(): void } {
  if (database.driver !== 'pglite') return { stop() {} };
  let running = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    maintainDueTables(database, onError, () => stopped)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  // A process with nothing else to do may exit: the timer does not keep it alive.
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Who keeps the tables' statistics (read at start, again at most once a minute for /api/health), and the analysis after bulk writes. */
    tableStatistics: { upkeep(): Promise<TableUpkeep> } & Pick<BulkWriteAnalysis, 'afterBulkWrite'>;
  }
}

/** How long the health check trusts the upkeep it read: settings change by a reload, rarely. */
const UPKEEP_READ_EVERY_MS = 60 * 1000;

/**
 * Keeps the embedded database's tables vacuumed and analysed for as long as the app runs
 * (maintainTables); on PostgreSQL, checks at start that autovacuum does it and warns when it does
 * not. Either way, analyses the tables a bulk write filled (table-statistics.ts).
 */
export const tableMaintenancePlugin = fp<{ intervalMs?: number }>(
  async (app, { intervalMs = MAINTENANCE_INTERVAL_MS }) => {
    const onError = (error: unknown) => app.log.warn({ err: error }, 'table maintenance failed');
    const maintenance = maintainTables(app.database, intervalMs, onError);
    const analysis = createBulkWriteAnalysis((statement) => app.database.execScript(statement), onError);
    let upkeep = { value: await readTableUpkeep(app.database), at: Date.now() };
    if (upkeep.value === 'off') app.log.warn(AUTOVACUUM_OFF_WARNING);
    app.decorate('tableStatistics', {
      async upkeep() {
        if (Date.now() - upkeep.at > UPKEEP_READ_EVERY_MS) upkeep = { value: await readTableUpkeep(app.database), at: Date.now() };
        return upkeep.value;
      },
      afterBulkWrite: analysis.afterBulkWrite,
    });
    app.addHook('onClose', async () => {
      maintenance.stop();
      await analysis.idle();
    });
  },
  { name: 'table-maintenance', dependencies: ['database'] },
);
