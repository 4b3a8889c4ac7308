import { setFlagsFromString } from 'node:v8';
import pino from 'pino';
import { loggerOptions } from './http/log-options';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { seedIfEmpty } from './seed/seed';

/**
 * V8 lets the old generation grow to 4 times what survived its last full collection before it
 * collects again (on a machine with memory to spare): during a 10,000-line learner import a
 * server's heap grows to several times what it holds, mostly dead objects. 1.3 times, the factor
 * V8 itself uses when it saves memory, keeps that import under its 200 MB goal for a few more collections
 * (docs/performance.md#administration-csv-import). `node --heap-growing-percent=…` still wins.
 */
const HEAP_GROWING_PERCENT = 30;

/** Start-up: read the config, open and migrate the database, seed it when empty, listen. */
async function main(): Promise<void> {
  if (!process.execArgv.some((flag) => /^--heap[-_]growing[-_]percent/.test(flag))) setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const config = loadConfig(process.env);
  const logger = pino(loggerOptions(config.logLevel));
  const database = await openDatabase(config);
  const applied = await migrate(database);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  if (await seedIfEmpty(database)) logger.info('demo data seeded');

  const app = await buildApp({ config, database, logger });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  logger.info({ driver: database.driver, webDist: config.webDist }, 'ready');
}

main().catch((error: unknown) => {
  // The logger may not exist yet (invalid configuration); stderr is what is left.
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
