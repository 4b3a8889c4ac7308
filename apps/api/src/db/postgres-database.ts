import pg from 'pg';
import { DATE_OID, DYNAMIC_SQL, type Database, type Queryable } from './database';

const keepText = (value: string) => value;

/** Far above the few hundred constant SQL texts of the API; exported for the test that holds the bound. */
export const MAX_NAMED_STATEMENTS = 1000;

export function openPostgresDatabase(connectionString: string, poolSize: number): Database {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // A fixed-size pool, as HikariCP advises: by default pg closes a connection idle for 10 s,
    // and the next burst of requests then waits for new backends, each planning our named
    // statements afresh (the simulated class's slowest requests came 10 s after a busy spell).
    min: poolSize,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === DATE_OID ? keepText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Naming a statement makes each connection parse and plan it once instead of on every call,
  // and each connection keeps it until it closes. So only constant SQL texts get a name: text
  // marked DYNAMIC_SQL runs unnamed, and past MAX_NAMED_STATEMENTS texts (a backstop against
  // dynamic SQL not marked as such) new ones do too. Memory per connection stays bounded.
  const statementNames = new Map<string, string>();
  const statementName = (sql: string): string | undefined => {
    let name = statementNames.get(sql);
    if (name === undefined) {
      if (sql.startsWith(DYNAMIC_SQL) || statementNames.size >= MAX_NAMED_STATEMENTS) return undefined;
      name = `espace_${statementNames.size + 1}`;
      statementNames.set(sql, name);
    }
    return name;
  };
  const asQueryable = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const name = statementName(sql);
      const result = await target.query<T>(name === undefined ? { text: sql, values: params as unknown[] } : { name, text: sql, values: params as unknown[] });
      return result.rows;
    },
    async execScript(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  });
  return {
    driver: 'postgres',
    ...asQueryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(asQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    admit: () => undefined,
    async ping() {
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
  };
}
