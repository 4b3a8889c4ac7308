import type { RecentMailRequests } from '@espace/domain/accounts/mail-throttle';
import type { Queryable } from '../db/database';

/** Mails asked for from anonymous forms, counted to throttle them (see mail-throttle.ts). */
export function createMailRequestsRepository(db: Queryable) {
  return {
    /** Requests since `since` for this recipient in the tenant, and from this IP across tenants. */
    async countRecent(tenantId: string, purpose: string, recipient: string, ip: string, since: Date): Promise<RecentMailRequests> {
      const [row] = await db.query<{ recipient: number; ip: number }>(
        `SELECT
           (SELECT count(*)::int FROM mail_requests WHERE context_id = $1 AND purpose = $2 AND recipient = $3 AND created_at > $5) AS recipient,
           (SELECT count(*)::int FROM mail_requests WHERE purpose = $2 AND ip = $4 AND created_at > $5) AS ip`,
        [tenantId, purpose, recipient, ip, since],
      );
      return { recipient: row?.recipient ?? 0, ip: row?.ip ?? 0 };
    },

    /** Records a request and drops this IP's requests older than the window, which keeps the table small. */
    async record(tenantId: string, purpose: string, recipient: string, ip: string, since: Date): Promise<void> {
      await db.query('DELETE FROM mail_requests WHERE purpose = $1 AND ip = $2 AND created_at <= $3', [purpose, ip, since]);
      await db.query('INSERT INTO mail_requests (context_id, purpose, recipient, ip) VALUES ($1, $2, $3, $4)', [tenantId, purpose, recipient, ip]);
    },
  };
}
export type MailRequestsRepository = ReturnType<typeof createMailRequestsRepository>;
