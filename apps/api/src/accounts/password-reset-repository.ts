import type { Queryable } from '../db/database';

export type ResetTokenStatus = { kind: 'usable'; userId: string } | { kind: 'expired' } | { kind: 'unknown' };

/**
 * A token works only while its account still has the address it was mailed to: a link sent to an
 * address the account gave up (or that an admin replaced) opens nothing and proves nothing.
 */
const boundToAddress = `EXISTS (SELECT 1 FROM users u WHERE u.context_id = t.context_id AND u.id = t.user_id AND u.email <> '' AND lower(u.email) = lower(t.email))`;

/** Reset tokens, stored only as their SHA-256 hash (see secrets.ts), each with the address it was mailed to. */
export function createPasswordResetRepository(db: Queryable) {
  return {
    /**
     * Issues a token for the reset link mailed to `email` and retires the user's earlier reset links:
     * only the latest works. A pending invitation stays: it is retired by a newer one, or by a password set.
     */
    async issue(tenantId: string, userId: string, email: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.query(
        `WITH retired AS (
           UPDATE password_reset_tokens SET superseded_at = now()
            WHERE context_id = $1 AND user_id = $2 AND used_at IS NULL AND superseded_at IS NULL AND NOT invitation)
         INSERT INTO password_reset_tokens (context_id, user_id, email, token_hash, expires_at) VALUES ($1, $2, $3, $4, $5)`,
        [tenantId, userId, email, tokenHash, expiresAt],
      );
    },

    /**
     * Issues one invitation token to each user at once, in the caller's transaction (the same
     * one-time link as a reset, with a longer life), retiring each user's earlier links.
     */
    async issueMany(
      tenantId: string,
      tokens: readonly { userId: string; email: string; tokenHash: string }[],
      expiresAt: Date,
      tx: Queryable = db,
    ): Promise<void> {
      if (tokens.length === 0) return;
      const userIds = tokens.map((token) => token.userId);
      await tx.query(
        'UPDATE password_reset_tokens SET superseded_at = now() WHERE context_id = $1 AND user_id = ANY($2::uuid[]) AND used_at IS NULL AND superseded_at IS NULL',
        [tenantId, userIds],
      );
      await tx.query(
        'INSERT INTO password_reset_tokens (context_id, user_id, email, token_hash, expires_at, invitation) SELECT $1, user_id, email, token_hash, $5, true FROM unnest($2::uuid[], $3::text[], $4::text[]) AS t (user_id, email, token_hash)',
        [tenantId, userIds, tokens.map((token) => token.email), tokens.map((token) => token.tokenHash), expiresAt],
      );
    },

    /**
     * What a token is worth now. A used or superseded token, or one mailed to an address the
     * account no longer has, is as unknown as a forged one; only a token that would still work
     * but for its age is "expired".
     */
    async status(tenantId: string, tokenHash: string, now: Date, tx: Queryable = db): Promise<ResetTokenStatus> {
      const [row] = await tx.query<{ user_id: string; expires_at: Date; used_at: Date | null; superseded_at: Date | null; bound: boolean }>(
        `SELECT user_id, expires_at, used_at, superseded_at, ${boundToAddress} AS bound FROM password_reset_tokens t WHERE context_id = $1 AND token_hash = $2`,
        [tenantId, tokenHash],
      );
      if (!row || row.used_at !== null || row.superseded_at !== null || !row.bound) return { kind: 'unknown' };
      if (row.expires_at.getTime() <= now.getTime()) return { kind: 'expired' };
      return { kind: 'usable', userId: row.user_id };
    },

    /**
     * Marks the token used if it still is usable, atomically: two concurrent uses cannot both
     * succeed. Answers whose token it was and the address it reached (the account's, then).
     */
    async consume(tenantId: string, tokenHash: string, now: Date, tx: Queryable = db): Promise<{ userId: string; email: string } | undefined> {
      const [row] = await tx.query<{ user_id: string; email: string }>(
        `UPDATE password_reset_tokens t SET used_at = $3
          WHERE context_id = $1 AND token_hash = $2 AND used_at IS NULL AND superseded_at IS NULL AND expires_at > $3 AND ${boundToAddress}
          RETURNING user_id, email`,
        [tenantId, tokenHash, now],
      );
      return row && { userId: row.user_id, email: row.email };
    },

    /** Retires every link of the user still out: their account's address changed. */
    async retireAll(tenantId: string, userId: string, tx: Queryable = db): Promise<void> {
      await tx.query(
        'UPDATE password_reset_tokens SET superseded_at = now() WHERE context_id = $1 AND user_id = $2 AND used_at IS NULL AND superseded_at IS NULL',
        [tenantId, userId],
      );
    },

    /** Deletes every link the user was ever mailed, and the addresses they were mailed to: the account is erased. */
    async forgetUser(tenantId: string, userId: string, tx: Queryable): Promise<void> {
      await tx.query('DELETE FROM password_reset_tokens WHERE context_id = $1 AND user_id = $2', [tenantId, userId]);
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
