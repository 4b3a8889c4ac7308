import { mailThrottle, type RecentMailRequests } from '@espace/domain/accounts/mail-throttle';
import { lockKeys } from '../db/advisory-locks';
import type { Database, Queryable } from '../db/database';

/** Mails asked for from anonymous forms, counted to throttle them (see mail-throttle.ts). */
export function createMailRequestsRepository(db: Database) {
  return {
    /**
     * Records a request and answers how many came before it in the window, for this recipient
     * in the tenant and from this IP across tenants. Counting and recording happen under a lock
     * per recipient and per address, so parallel requests are counted one by one (a throttle
     * that counts, then records, lets a burst through).
     */
    async reserve(tenantId: string, purpose: string, recipient: string, ip: string, now: Date): Promise<RecentMailRequests> {
      const since = new Date(now.getTime() - mailThrottle.windowMs);
      return db.transaction(async (tx) => {
        await lockKeys(tx, [`mail-recipient:${tenantId}:${purpose}:${recipient}`, `mail-ip:${purpose}:${ip}`]);
        const [row] = await tx.query<{ recipient: number; ip: number }>(
          `SELECT
             (SELECT count(*)::int FROM mail_requests WHERE context_id = $1 AND purpose = $2 AND recipient = $3 AND created_at > $5) AS recipient,
             (SELECT count(*)::int FROM mail_requests WHERE purpose = $2 AND ip = $4 AND created_at > $5) AS ip`,
          [tenantId, purpose, recipient, ip, since],
        );
        // Dropping this IP's requests older than the window keeps the table small.
        await tx.query('DELETE FROM mail_requests WHERE purpose = $1 AND ip = $2 AND created_at <= $3', [purpose, ip, since]);
        await tx.query('INSERT INTO mail_requests (context_id, purpose, recipient, ip, created_at) VALUES ($1, $2, $3, $4, $5)', [
          tenantId,
          purpose,
          recipient,
          ip,
          now,
        ]);
        return { recipient: row?.recipient ?? 0, ip: row?.ip ?? 0 };
      });
    },

    /**
     * Blanks these addresses where requests recorded them (an erased account's, docs/privacy.md#erasure):
     * the requests still count for the address they came from, and name nobody.
     */
    async forgetRecipients(tenantId: string, recipients: readonly string[], tx: Queryable): Promise<void> {
      await tx.query("UPDATE mail_requests SET recipient = '' WHERE context_id = $1 AND recipient = ANY($2::text[])", [
        tenantId,
        recipients.map((recipient) => recipient.toLowerCase()),
      ]);
    },
  };
}
export type MailRequestsRepository = ReturnType<typeof createMailRequestsRepository>;
