import pg from 'pg';
import { DATE_OID, DYNAMIC_SQL, type Database, type Queryable } from './database';

const keepText = (value: string) => value;

/** Far above the few hundred constant SQL texts of the API; exported for the test that holds the bound. */
const MAX_NAMED_STATEMENTS = 1000;

export function openPostgresDatabase(connectionString: string, poolSize: number): Database {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // A fixed-size pool, as HikariCP advises: by default pg closes a connection idle for 10 s,
    // and the next burst of requests then waits for new backends, each planning our named
    // statements afresh (docs/performance.md#what-makes-a-page-turn-cheap).
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
  // The health check's own connection: a ping queued behind the pool's busy connections timed out
  // while the database answered (bench:lessons, a class of 1,000 opening its lesson), and a load
  // balancer would take the process out for it. One ping at a time; a broken connection is made again.
  let pingClient: Promise<pg.Client> | undefined;
  let pinging: Promise<void> | undefined;
  const pingConnection = () =>
    (pingClient ??= (async () => {
      // Named, so that operators (and the test) tell it from the pool's connections in pg_stat_activity.
      const client = new pg.Client({ connectionString, application_name: 'espace-health' });
      client.on('error', () => {
        pingClient = undefined;
      });
      await client.connect();
      return client;
    })().catch((error: unknown) => {
      pingClient = undefined;
      throw error;
    }));
  const ping = async () => {
    const client = await pingConnection();
    await client.query('SELECT 1').catch((error: unknown) => {
      pingClient = undefined;
      void client.end().catch(() => undefined);
      throw error;
    });
  };
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
    ping() {
      pinging ??= ping().finally(() => {
        pinging = undefined;
      });
      return pinging;
    },
    async close() {
      const client = pingClient;
      pingClient = undefined;
      await Promise.all([pool.end(), client?.then((connection) => connection.end()).catch(() => undefined)]);
    },
  };
}
