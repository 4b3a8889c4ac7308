import type { Queryable } from '../db/database';

/** Email verification links (docs/security.md), stored only as the SHA-256 of their token (secrets.ts). */
export function createEmailVerificationRepository(db: Queryable) {
  return {
    /** Issues a link for `email` and retires the user's earlier ones: only the latest mailed link works. */
    async issue(tenantId: string, userId: string, email: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.query(
        `WITH retired AS (
           UPDATE email_verification_tokens SET superseded_at = now()
            WHERE context_id = $1 AND user_id = $2 AND used_at IS NULL AND superseded_at IS NULL)
         INSERT INTO email_verification_tokens (context_id, user_id, email, token_hash, expires_at) VALUES ($1, $2, $3, $4, $5)`,
        [tenantId, userId, email, tokenHash, expiresAt],
      );
    },

    /**
     * Uses the link if it still works, atomically (of two concurrent uses one wins), and marks
     * the user's address proven when it is still the address the link was mailed to. Answers
     * whose address was proven, if any.
     */
    async consume(tenantId: string, tokenHash: string, now: Date): Promise<{ kind: 'verified'; userId: string } | { kind: 'expired' } | { kind: 'unknown' }> {
      const [row] = await db.query<{ expired: boolean; verified: string | null }>(
        `WITH token AS (
           SELECT id, user_id, email, expires_at <= $3 AS expired FROM email_verification_tokens
            WHERE context_id = $1 AND token_hash = $2 AND used_at IS NULL AND superseded_at IS NULL),
         used AS (
           UPDATE email_verification_tokens t SET used_at = $3 FROM token
            WHERE t.id = token.id AND NOT token.expired RETURNING t.user_id, t.email),
         verified AS (
           UPDATE users u SET email_verified_at = $3 FROM used
            WHERE u.context_id = $1 AND u.id = used.user_id AND lower(u.email) = lower(used.email) RETURNING u.id)
         SELECT token.expired, (SELECT id FROM verified) AS verified FROM token`,
        [tenantId, tokenHash, now],
      );
      if (!row) return { kind: 'unknown' };
      if (row.expired) return { kind: 'expired' };
      return row.verified === null ? { kind: 'unknown' } : { kind: 'verified', userId: row.verified };
    },
  };
}
export type EmailVerificationRepository = ReturnType<typeof createEmailVerificationRepository>;
