import type { Queryable } from '../db/database';

/** The one method pg-boss asks of a database it does not open itself (its `db` option). */
export interface PgBossDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss's database for one queue, which its stop closes to pg-boss. */
export interface StoppablePgBossDatabase extends PgBossDatabase {
  /**
   * Waits for the queries pg-boss has in flight (those sent meanwhile included), then answers any
   * later one with no rows, without running it.
   */
  stop(): Promise<void>;
}

/**
 * pg-boss over our Database, so the queue lives in the embedded database as on PostgreSQL and
 * shares its connections and its bounded queue. pg-boss installs and upgrades its schema with
 * scripts of several statements wrapped in BEGIN … COMMIT under an advisory lock: those have no
 * parameters and run as a script (one round on one connection); every other text is a single
 * statement and runs as a query. Over a transaction, a job sent commits or rolls back with it.
 */
export function pgBossDatabase(database: Queryable): PgBossDatabase {
  return {
    async executeSql(text, values) {
      if (values === undefined && /^\s*BEGIN\s*;/i.test(text)) {
        await database.execScript(text);
        return { rows: [] };
      }
      return { rows: await database.query<object>(text, values ?? []) };
    },
  };
}

/**
 * pgBossDatabase for a queue that stops. pg-boss writes a job's outcome after its handler returns
 * without waiting for the write (manager.js `onFetch`), and fails a handler still running when its
 * expiry comes, a minute after a stop that gave up on it: a write then, on a database closed since,
 * would be a rejection no one hears. Once the queue has stopped those writes change nothing (a job
 * given up on was failed by the stop and runs again at the next start), so they are not run.
 */
export function stoppablePgBossDatabase(database: Queryable): StoppablePgBossDatabase {
  const inner = pgBossDatabase(database);
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;
  return {
    executeSql(text, values) {
      if (stopped) return Promise.resolve({ rows: [] });
      const running = inner.executeSql(text, values);
      inFlight.add(running);
      const forget = () => inFlight.delete(running);
      running.then(forget, forget);
      return running;
    },
    async stop() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      stopped = true;
    },
  };
}
