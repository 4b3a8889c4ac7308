import { heldBackByAddress, loginThrottle, retryAfterMs, type ThrottleLimits } from '@espace/domain/login-throttle';
import type { Database, Queryable } from '../db/database';
import { lockKeys } from '../db/advisory-locks';

/**
 * The sign-in throttle's memory (`login_failures`). An attempt is recorded *before* its password is
 * checked, in a short transaction under a lock per key and per address, so parallel attempts are
 * counted one by one, in every process; no transaction stays open while the password is hashed.
 * A wrong password leaves the attempt as a failure; the right one forgives it. Callers count and
 * check in one hashing slot (passwords.ts), so the attempts of an address still being checked are
 * at most the slots of each process: its cap counts them with its failures, and is held exactly,
 * while a class's sign-ins waiting for a slot are not counted at all.
 */
export function createLoginFailuresRepository(db: Database) {
  return {
    /**
     * Records one attempt on `key` from `ip`: 0 when its secret may be checked now, else the
     * milliseconds to wait (and nothing is recorded).
     */
    async reserveAttempt(tenantId: string, key: string, ip: string, now: Date, limits: ThrottleLimits = loginThrottle): Promise<number> {
      const since = new Date(now.getTime() - limits.windowMs);
      const capsAttempts = limits.maxAttemptsPerAddress !== null;
      const capsFailures = limits.maxFailuresPerAddress !== null && heldBackByAddress(key);
      const readsAddress = capsAttempts || capsFailures;
      return db.transaction(async (tx) => {
        await lockKeys(tx, [`login-key:${tenantId}:${key}`, ...(readsAddress ? [`login-ip:${limits.name}:${ip}`] : [])]);
        // One statement, one round trip: the attempt's hashing slot waits for it.
        const [row] = await tx.query<{
          from_address: number;
          last_from_address: Date | null;
          on_key: number;
          last_on_key: Date | null;
          address_attempts: number | null;
          address_oldest: Date | null;
        }>(
          `WITH address AS (
             SELECT count(*)::int AS attempts, min(created_at) AS oldest FROM login_failures
              WHERE $5::boolean AND throttle = $6 AND ip = $3 AND created_at > $4
           )
           SELECT count(*) FILTER (WHERE ip = $3)::int AS from_address, max(created_at) FILTER (WHERE ip = $3) AS last_from_address,
                  count(*)::int AS on_key, max(created_at) AS last_on_key,
                  (SELECT attempts FROM address) AS address_attempts, (SELECT oldest FROM address) AS address_oldest
             FROM login_failures WHERE context_id = $1 AND account = $2 AND created_at > $4`,
          [tenantId, key, ip, since, readsAddress, limits.name],
        );
        const address = { attempts: row?.address_attempts ?? 0, oldest: row?.address_oldest ?? null };
        const wait = retryAfterMs(
          {
            fromAddress: row?.from_address ?? 0,
            lastFromAddress: row?.last_from_address ?? null,
            onKey: row?.on_key ?? 0,
            lastOnKey: row?.last_on_key ?? null,
            fromAddressOnAnyKey: capsAttempts ? address.attempts : 0,
            // Every row is a failure or an attempt being checked: a right one is forgiven.
            failuresFromAddressOnAnyKey: capsFailures ? address.attempts : 0,
            oldestFailureFromAddress: capsFailures ? address.oldest : null,
          },
          now,
          limits,
        );
        if (wait > 0) return wait;
        await tx.query(
          `WITH expired AS (DELETE FROM login_failures WHERE context_id = $1 AND account = $2 AND created_at <= $6)
           INSERT INTO login_failures (context_id, account, ip, throttle, created_at) VALUES ($1, $2, $3, $4, $5)`,
          [tenantId, key, ip, limits.name, now, since],
        );
        return 0;
      });
    },

    /**
     * The right secret forgives the key's attempts from that address: its own, and the owner's
     * typos there. A guesser's failures at other addresses stay counted.
     */
    async forgive(tenantId: string, key: string, ip: string): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE context_id = $1 AND account = $2 AND ip = $3', [tenantId, key, ip]);
    },

    /** Forgets every attempt on these keys, from everywhere: a completed password reset, a registration that used its code, an erasure. */
    async forget(tenantId: string, keys: readonly string[], tx: Queryable = db): Promise<void> {
      await tx.query('DELETE FROM login_failures WHERE context_id = $1 AND account = ANY($2::text[])', [tenantId, keys]);
    },
  };
}
export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
