import type { Config } from '../config';
import type { Database } from './database';
import { openPgliteWorkerDatabase } from './pglite-worker-database';
import { openPostgresDatabase } from './postgres-database';

/** PostgreSQL when `DATABASE_URL` is set, else PGlite files under `DATA_DIR/pglite`, in a worker thread. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl !== undefined) return openPostgresDatabase(config.databaseUrl, config.databasePoolSize);
  return openPgliteWorkerDatabase(config.dataDir);
}
