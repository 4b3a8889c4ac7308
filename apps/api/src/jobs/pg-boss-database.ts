import type { Queryable } from '../db/database';

/** The one method pg-boss asks of a database it does not open itself (its `db` option). */
export interface PgBossDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
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
