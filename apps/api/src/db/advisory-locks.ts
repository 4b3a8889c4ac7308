import type { Queryable } from './database';

/**
 * Holds a transaction-scoped advisory lock on each key until `tx` ends, so transactions that
 * count-then-write the same keys (throttles) run one after another on PGlite and PostgreSQL
 * alike: a count read after the lock sees every row the previous holder committed (each
 * statement of a READ COMMITTED transaction takes a fresh snapshot). Keys are locked in one
 * global order so two transactions with overlapping keys cannot deadlock.
 */
export async function lockKeys(tx: Queryable, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0)) IS NULL AS locked', [key]);
  }
}
