import type { Database } from '../db/database';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that keeps its counters in the database (`rate_limit_counters`),
 * so that every API process behind a load balancer counts the same hits — the plugin's default
 * store is per process, and this project scales out on PostgreSQL rather than on Redis
 * (docs/security.md). One statement per hit: it restarts a window that has passed and counts
 * atomically, so parallel requests are counted one by one on PGlite and PostgreSQL alike.
 */
export function databaseRateLimitStore(database: Database) {
  function DatabaseStore(this: unknown) {}
  DatabaseStore.prototype.incr = function incr(key: string, callback: Callback, timeWindow: number) {
    database
      .query<{ hits: number; ttl: number }>(
        `INSERT INTO rate_limit_counters AS counter (key, hits, resets_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN counter.resets_at <= now() THEN 1 ELSE counter.hits + 1 END,
           resets_at = CASE WHEN counter.resets_at <= now() THEN now() + $2 * interval '1 millisecond' ELSE counter.resets_at END
         RETURNING hits, ceil(extract(epoch FROM resets_at - now()) * 1000)::int AS ttl`,
        [key, timeWindow],
      )
      .then(
        ([row]) => callback(null, { current: row?.hits ?? 1, ttl: Math.max(0, row?.ttl ?? timeWindow) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
  };
  DatabaseStore.prototype.read = function read(key: string, callback: Callback, timeWindow: number) {
    database
      .query<{ hits: number; ttl: number }>(
        'SELECT hits, ceil(extract(epoch FROM resets_at - now()) * 1000)::int AS ttl FROM rate_limit_counters WHERE key = $1 AND resets_at > now()',
        [key],
      )
      .then(
        ([row]) => callback(null, { current: row?.hits ?? 0, ttl: row?.ttl ?? timeWindow }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
  };
  // Keys already name their limit (rate-limit-plugin.ts), so every route shares one store.
  DatabaseStore.prototype.child = function child(this: unknown) {
    return this;
  };
  return DatabaseStore;
}

/** Counters whose window passed long ago: removed now and then so the table stays small. */
export async function purgeExpiredRateLimitCounters(database: Database): Promise<void> {
  await database.query("DELETE FROM rate_limit_counters WHERE resets_at < now() - interval '1 hour'");
}
