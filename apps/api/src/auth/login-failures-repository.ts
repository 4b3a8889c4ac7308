import { loginRetryAfterMs, loginThrottle } from '@espace/domain/login-throttle';
import type { Database } from '../db/database';
import { lockKeys } from '../db/advisory-locks';

/**
 * Sign-in failures (`login_failures`), the sign-in throttle's memory. An attempt is reserved
 * as a failure *before* the password is hashed, under a lock per account and per address, so
 * parallel attempts are counted one by one; a success then forgives the account.
 */
export function createLoginFailuresRepository(db: Database) {
  return {
    /**
     * Reserves one attempt for `account` from `ip`: 0 when it may be checked (a failure is
     * recorded now and cleared by `clearAccount` on success), else the milliseconds to wait.
     */
    async reserveAttempt(tenantId: string, account: string, ip: string, now: Date): Promise<number> {
      const since = new Date(now.getTime() - loginThrottle.windowMs);
      return db.transaction(async (tx) => {
        await lockKeys(tx, [`login-account:${tenantId}:${account}`, `login-ip:${ip}`]);
        const [row] = await tx.query<{ account_from_ip: number; last_from_ip: Date | null; account: number; ip: number }>(
          `SELECT
             (SELECT count(*)::int FROM login_failures WHERE context_id = $1 AND account = $2 AND ip = $3 AND created_at > $4) AS account_from_ip,
             (SELECT max(created_at) FROM login_failures WHERE context_id = $1 AND account = $2 AND ip = $3 AND created_at > $4) AS last_from_ip,
             (SELECT count(*)::int FROM login_failures WHERE context_id = $1 AND account = $2 AND created_at > $4) AS account,
             (SELECT count(*)::int FROM login_failures WHERE ip = $3 AND created_at > $4) AS ip`,
          [tenantId, account, ip, since],
        );
        const failures = { accountFromIp: row?.account_from_ip ?? 0, lastFromIp: row?.last_from_ip ?? null, account: row?.account ?? 0, ip: row?.ip ?? 0 };
        const wait = loginRetryAfterMs(failures, now);
        if (wait > 0) return wait;
        await tx.query('DELETE FROM login_failures WHERE context_id = $1 AND account = $2 AND created_at <= $3', [tenantId, account, since]);
        await tx.query('INSERT INTO login_failures (context_id, account, ip, created_at) VALUES ($1, $2, $3, $4)', [tenantId, account, ip, now]);
        return 0;
      });
    },

    /** A successful sign-in, current-password check or password reset forgives the account. */
    async clearAccount(tenantId: string, account: string): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE context_id = $1 AND account = $2', [tenantId, account]);
    },
  };
}
export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
