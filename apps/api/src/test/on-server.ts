import pg from 'pg';

/**
 * Runs one statement on a PostgreSQL server's maintenance connection (the
 * database of the URL), e.g. CREATE or DROP DATABASE of a scratch database:
 * the test databases (test-database.ts) and the benchmarks' (bench/support/scratch-database.ts).
 */
export async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
