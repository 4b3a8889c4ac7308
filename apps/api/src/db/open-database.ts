import type { Config } from '../config';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** PostgreSQL when `DATABASE_URL` is set, else PGlite files under `DATA_DIR/pglite`. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl !== undefined) return openPostgresDatabase(config.databaseUrl, config.databasePoolSize);
  return openPgliteDatabase(config.dataDir);
}
