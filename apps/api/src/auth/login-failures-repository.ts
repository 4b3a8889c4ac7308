import { loginThrottle, retryAfterMs, type ThrottleLimits } from '@espace/domain/login-throttle';
import type { Database } from '../db/database';
import { lockKeys } from '../db/advisory-locks';

/**
 * The sign-in throttle's memory (`login_failures`). An attempt is recorded *before* its password is
 * checked, in a short transaction under a lock per key (and per address where the throttle caps
 * addresses), so parallel attempts on one key are counted one by one; no transaction stays open
 * while the password is hashed. A wrong password leaves the attempt as a failure; the right one
 * forgives it. Only the attempt's own key (and, for a cap, its own address) is read, so attempts
 * in flight on other accounts never refuse anyone.
 */
export function createLoginFailuresRepository(db: Database) {
  return {
    /**
     * Records one attempt on `key` from `ip`: 0 when its secret may be checked now, else the
     * milliseconds to wait (and nothing is recorded).
     */
    async reserveAttempt(tenantId: string, key: string, ip: string, now: Date, limits: ThrottleLimits = loginThrottle): Promise<number> {
      const since = new Date(now.getTime() - limits.windowMs);
      const capsAddresses = limits.maxAttemptsPerAddress !== null;
      return db.transaction(async (tx) => {
        await lockKeys(tx, [`login-key:${tenantId}:${key}`, ...(capsAddresses ? [`login-ip:${limits.name}:${ip}`] : [])]);
        const [row] = await tx.query<{ from_address: number; last_from_address: Date | null; on_key: number; last_on_key: Date | null }>(
          `SELECT count(*) FILTER (WHERE ip = $3)::int AS from_address, max(created_at) FILTER (WHERE ip = $3) AS last_from_address,
                  count(*)::int AS on_key, max(created_at) AS last_on_key
             FROM login_failures WHERE context_id = $1 AND account = $2 AND created_at > $4`,
          [tenantId, key, ip, since],
        );
        const [address] = capsAddresses
          ? await tx.query<{ attempts: number }>('SELECT count(*)::int AS attempts FROM login_failures WHERE throttle = $1 AND ip = $2 AND created_at > $3', [
              limits.name,
              ip,
              since,
            ])
          : [];
        const wait = retryAfterMs(
          {
            fromAddress: row?.from_address ?? 0,
            lastFromAddress: row?.last_from_address ?? null,
            onKey: row?.on_key ?? 0,
            lastOnKey: row?.last_on_key ?? null,
            fromAddressOnAnyKey: address?.attempts ?? 0,
          },
          now,
          limits,
        );
        if (wait > 0) return wait;
        await tx.query('DELETE FROM login_failures WHERE context_id = $1 AND account = $2 AND created_at <= $3', [tenantId, key, since]);
        await tx.query('INSERT INTO login_failures (context_id, account, ip, throttle, created_at) VALUES ($1, $2, $3, $4, $5)', [
          tenantId,
          key,
          ip,
          limits.name,
          now,
        ]);
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

    /** Forgets every attempt on these keys, from everywhere: a completed password reset, a registration that used its code. */
    async forget(tenantId: string, keys: readonly string[]): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE context_id = $1 AND account = ANY($2::text[])', [tenantId, keys]);
    },
  };
}
export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
