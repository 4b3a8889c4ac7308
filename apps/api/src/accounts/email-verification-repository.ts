import type { AddressLink, AddressLinkPurpose } from '@espace/domain/accounts/email-ownership';
import type { Queryable } from '../db/database';

export type AddressLinkTaken = ({ kind: 'taken'; userId: string } & AddressLink) | { kind: 'expired' } | { kind: 'unknown' };

/**
 * Address links (docs/product/accounts.md#e-mail-address): each is bound to the address it was
 * mailed to, and stored only as the SHA-256 of its token (secrets.ts).
 */
export function createEmailVerificationRepository(db: Queryable) {
  return {
    /** Issues a link mailed to `email` and retires the user's earlier ones: only the latest mailed link works. */
    async issue(tenantId: string, userId: string, link: AddressLink, tokenHash: string, expiresAt: Date, tx: Queryable = db): Promise<void> {
      await tx.query(
        `WITH retired AS (
           UPDATE email_verification_tokens SET superseded_at = now()
            WHERE context_id = $1 AND user_id = $2 AND used_at IS NULL AND superseded_at IS NULL)
         INSERT INTO email_verification_tokens (context_id, user_id, email, purpose, token_hash, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [tenantId, userId, link.email, link.purpose, tokenHash, expiresAt],
      );
    },

    /**
     * Uses the link up if it still works, atomically (of two concurrent uses one wins), and answers
     * whose it was, what for, and the address it was mailed to; what it proves is the caller's to judge.
     */
    async take(tenantId: string, tokenHash: string, now: Date, tx: Queryable = db): Promise<AddressLinkTaken> {
      const [row] = await tx.query<{ expired: boolean; user_id: string; email: string; purpose: AddressLinkPurpose }>(
        // The conditions sit in the UPDATE itself, so a concurrent use that committed first is seen.
        `UPDATE email_verification_tokens SET used_at = CASE WHEN expires_at <= $3 THEN NULL ELSE $3::timestamptz END
          WHERE context_id = $1 AND token_hash = $2 AND used_at IS NULL AND superseded_at IS NULL
          RETURNING expires_at <= $3 AS expired, user_id, email, purpose`,
        [tenantId, tokenHash, now],
      );
      if (!row) return { kind: 'unknown' };
      if (row.expired) return { kind: 'expired' };
      return { kind: 'taken', userId: row.user_id, email: row.email, purpose: row.purpose };
    },

    /** Retires every link of the user still out: their address, or the address they ask for, changed. */
    async retireAll(tenantId: string, userId: string, tx: Queryable = db): Promise<void> {
      await tx.query(
        'UPDATE email_verification_tokens SET superseded_at = now() WHERE context_id = $1 AND user_id = $2 AND used_at IS NULL AND superseded_at IS NULL',
        [tenantId, userId],
      );
    },

    /** Deletes every address link of the user, and the addresses they name: the account is erased. */
    async forgetUser(tenantId: string, userId: string, tx: Queryable): Promise<void> {
      await tx.query('DELETE FROM email_verification_tokens WHERE context_id = $1 AND user_id = $2', [tenantId, userId]);
    },
  };
}
export type EmailVerificationRepository = ReturnType<typeof createEmailVerificationRepository>;
