import fp from 'fastify-plugin';
import type { Database } from './database';

/** How often the embedded database's statistics are refreshed. */
export const ANALYZE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Keeps the planner's statistics current on PGlite, which has no autovacuum: without them the
 * lesson queries' plans drift to sequential scans as the tables grow (docs/performance.md,
 * "Statistics"). `ANALYZE` samples each table (30,000 rows at most), so it costs tens of
 * milliseconds whatever the size. PostgreSQL's own autovacuum does this there: nothing runs.
 * Seeding and content imports run it themselves, right after their bulk writes.
 */
export function keepStatistics(database: Database, intervalMs: number, onError: (error: unknown) => void): { stop(): void } {
  if (database.driver !== 'pglite') return { stop() {} };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    database
      .query('ANALYZE')
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  // A process with nothing else to do may exit: the timer does not keep it alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** Refreshes the statistics on a schedule for as long as the app runs (keepStatistics). */
export const statisticsPlugin = fp<{ intervalMs?: number }>(
  async (app, { intervalMs = ANALYZE_INTERVAL_MS }) => {
    const statistics = keepStatistics(app.database, intervalMs, (error) => app.log.warn({ err: error }, 'scheduled ANALYZE failed'));
    app.addHook('onClose', async () => statistics.stop());
  },
  { name: 'statistics', dependencies: ['database'] },
);
