import pg from 'pg';
import { DATE_OID, type Database, type Queryable } from './database';

const keepText = (value: string) => value;

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
  // Naming a statement makes each connection parse and plan it once instead
  // of on every call. Our SQL texts are constants, so the map stays small.
  const statementNames = new Map<string, string>();
  const statementName = (sql: string) => {
    let name = statementNames.get(sql);
    if (name === undefined) {
      name = `espace_${statementNames.size + 1}`;
      statementNames.set(sql, name);
    }
    return name;
  };
  const asQueryable = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>({ name: statementName(sql), text: sql, values: params as unknown[] });
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
    close: () => pool.end(),
  };
}
