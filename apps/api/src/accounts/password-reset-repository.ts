import type { Queryable } from '../db/database';

export type ResetTokenStatus = { kind: 'usable'; userId: string } | { kind: 'expired' } | { kind: 'unknown' };

/** Reset tokens, stored only as their SHA-256 hash (see secrets.ts). */
export function createPasswordResetRepository(db: Queryable) {
  return {
    /** Issues a token and retires the user's earlier ones: only the latest mailed link works. */
    async issue(tenantId: string, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.query(
        `WITH retired AS (
           UPDATE password_reset_tokens SET superseded_at = now()
            WHERE context_id = $1 AND user_id = $2 AND used_at IS NULL AND superseded_at IS NULL)
         INSERT INTO password_reset_tokens (context_id, user_id, token_hash, expires_at) VALUES ($1, $2, $3, $4)`,
        [tenantId, userId, tokenHash, expiresAt],
      );
    },

    /**
     * Issues one token to each user at once, in the caller's transaction (invitations, which
     * mail the same one-time link with a longer life), retiring each user's earlier ones.
     */
    async issueMany(tenantId: string, tokens: readonly { userId: string; tokenHash: string }[], expiresAt: Date, tx: Queryable = db): Promise<void> {
      if (tokens.length === 0) return;
      const userIds = tokens.map((token) => token.userId);
      await tx.query(
        'UPDATE password_reset_tokens SET superseded_at = now() WHERE context_id = $1 AND user_id = ANY($2::uuid[]) AND used_at IS NULL AND superseded_at IS NULL',
        [tenantId, userIds],
      );
      await tx.query(
        'INSERT INTO password_reset_tokens (context_id, user_id, token_hash, expires_at) SELECT $1, user_id, token_hash, $4 FROM unnest($2::uuid[], $3::text[]) AS t (user_id, token_hash)',
        [tenantId, userIds, tokens.map((token) => token.tokenHash), expiresAt],
      );
    },

    /**
     * What a token is worth now. A used or superseded token is as unknown as a forged one;
     * only a token that would still work but for its age is "expired".
     */
    async status(tenantId: string, tokenHash: string, now: Date, tx: Queryable = db): Promise<ResetTokenStatus> {
      const [row] = await tx.query<{ user_id: string; expires_at: Date; used_at: Date | null; superseded_at: Date | null }>(
        'SELECT user_id, expires_at, used_at, superseded_at FROM password_reset_tokens WHERE context_id = $1 AND token_hash = $2',
        [tenantId, tokenHash],
      );
      if (!row || row.used_at !== null || row.superseded_at !== null) return { kind: 'unknown' };
      if (row.expires_at.getTime() <= now.getTime()) return { kind: 'expired' };
      return { kind: 'usable', userId: row.user_id };
    },

    /** Marks the token used if it still is usable, atomically: two concurrent uses cannot both succeed. */
    async consume(tenantId: string, tokenHash: string, now: Date, tx: Queryable = db): Promise<string | undefined> {
      const [row] = await tx.query<{ user_id: string }>(
        `UPDATE password_reset_tokens SET used_at = $3
          WHERE context_id = $1 AND token_hash = $2 AND used_at IS NULL AND superseded_at IS NULL AND expires_at > $3
          RETURNING user_id`,
        [tenantId, tokenHash, now],
      );
      return row?.user_id;
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
