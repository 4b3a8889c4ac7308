import type { Locale } from '@espace/contracts/context';
import type { Queryable } from '../db/database';

/** Whose feed a token opens, and the language it is written in. */
export interface FeedOwner {
  userId: string;
  preferredLocale: Locale | null;
}

/**
 * Calendar feeds (migration 0034): one per user, stored only as the SHA-256 of its token
 * (accounts/secrets.ts), so the table alone opens no feed.
 */
export function createCalendarFeedsRepository(db: Queryable) {
  return {
    /** When the user's link now out was made; undefined when none is. */
    async find(tenantId: string, userId: string): Promise<{ createdAt: Date } | undefined> {
      const [row] = await db.query<{ created_at: Date }>('SELECT created_at FROM calendar_feeds WHERE context_id = $1 AND user_id = $2', [tenantId, userId]);
      return row && { createdAt: row.created_at };
    },

    /** Makes the user's link, or replaces it: in one statement, the old token stops opening anything as the new one starts. */
    async issue(tenantId: string, userId: string, tokenHash: string, now: Date): Promise<void> {
      await db.query(
        `INSERT INTO calendar_feeds (context_id, user_id, token_hash, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (context_id, user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at`,
        [tenantId, userId, tokenHash, now],
      );
    },

    /** Forgets the user's link, if one is out (in the transaction of an erasure, when given one). */
    async revoke(tenantId: string, userId: string, tx: Queryable = db): Promise<void> {
      await tx.query('DELETE FROM calendar_feeds WHERE context_id = $1 AND user_id = $2', [tenantId, userId]);
    },

    /** The owner of the feed a token opens in this tenant: none for another tenant's token, or a deactivated account's. */
    async ownerOf(tenantId: string, tokenHash: string): Promise<FeedOwner | undefined> {
      const [row] = await db.query<{ user_id: string; preferred_locale: Locale | null }>(
        `SELECT f.user_id, u.preferred_locale FROM calendar_feeds f JOIN users u ON u.context_id = f.context_id AND u.id = f.user_id
          WHERE f.context_id = $1 AND f.token_hash = $2 AND u.deactivated_at IS NULL`,
        [tenantId, tokenHash],
      );
      return row && { userId: row.user_id, preferredLocale: row.preferred_locale };
    },
  };
}
export type CalendarFeedsRepository = ReturnType<typeof createCalendarFeedsRepository>;
