import type { RecentLoginFailures } from '@espace/domain/login-throttle';
import type { Queryable } from '../db/database';

export function createLoginFailuresRepository(db: Queryable) {
  return {
    /** Failures since `since` for this account of the tenant, and for this IP across tenants. */
    async countRecent(tenantId: string, account: string, ip: string, since: Date): Promise<RecentLoginFailures> {
      const [row] = await db.query<{ account: number; ip: number }>(
        `SELECT
           (SELECT count(*)::int FROM login_failures WHERE context_id = $1 AND account = $2 AND created_at > $4) AS account,
           (SELECT count(*)::int FROM login_failures WHERE ip = $3 AND created_at > $4) AS ip`,
        [tenantId, account, ip, since],
      );
      return { account: row?.account ?? 0, ip: row?.ip ?? 0 };
    },

    /** Records a failure and drops this account's failures older than the window. */
    async record(tenantId: string, account: string, ip: string, since: Date): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE context_id = $1 AND account = $2 AND created_at <= $3', [tenantId, account, since]);
      await db.query('INSERT INTO login_failures (context_id, account, ip) VALUES ($1, $2, $3)', [tenantId, account, ip]);
    },

    /** A successful sign-in forgives the account's earlier typos. */
    async clearAccount(tenantId: string, account: string): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE context_id = $1 AND account = $2', [tenantId, account]);
    },
  };
}
export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
