import type { Queryable } from '../db/database';

export type UndoTaken = { kind: 'taken'; userId: string; email: string } | { kind: 'expired' } | { kind: 'unknown' };

/**
 * The links that undo a change of address (docs/product/accounts.md#e-mail-address), stored only
 * as the SHA-256 of their token. Nothing done with the account's sessions retires them: not a new
 * password, not a reset, not another change of address.
 */
export function createEmailChangeUndoRepository(db: Queryable) {
  return {
    /** Issues the link mailed to `email`, the address the change replaced and the link puts back. */
    async issue(tenantId: string, userId: string, email: string, tokenHash: string, expiresAt: Date, tx: Queryable = db): Promise<void> {
      await tx.query('INSERT INTO email_change_undos (context_id, user_id, email, token_hash, expires_at) VALUES ($1, $2, $3, $4, $5)', [
        tenantId,
        userId,
        email,
        tokenHash,
        expiresAt,
      ]);
    },

    /**
     * Uses the link up if it still works, atomically, and retires the account's undo links issued
     * after it: they would undo changes this one undoes already, and the account's new holder
     * must not be able to take it back with them. Links issued before it keep working, so a later
     * holder cannot cancel an earlier holder's link by using their own.
     */
    async take(tenantId: string, tokenHash: string, now: Date, tx: Queryable): Promise<UndoTaken> {
      const [row] = await tx.query<{ expired: boolean; user_id: string; email: string; created_at: Date }>(
        `UPDATE email_change_undos SET used_at = CASE WHEN expires_at <= $3 THEN NULL ELSE $3::timestamptz END
          WHERE context_id = $1 AND token_hash = $2 AND used_at IS NULL AND retired_at IS NULL
          RETURNING expires_at <= $3 AS expired, user_id, email, created_at`,
        [tenantId, tokenHash, now],
      );
      if (!row) return { kind: 'unknown' };
      if (row.expired) return { kind: 'expired' };
      await tx.query(
        'UPDATE email_change_undos SET retired_at = $4 WHERE context_id = $1 AND user_id = $2 AND created_at > $3 AND used_at IS NULL AND retired_at IS NULL',
        [tenantId, row.user_id, row.created_at, now],
      );
      return { kind: 'taken', userId: row.user_id, email: row.email };
    },

    /** Deletes the account's undo links and the former addresses they keep: the account is erased, nothing may take an address back for it. */
    async forgetUser(tenantId: string, userId: string, tx: Queryable): Promise<void> {
      await tx.query('DELETE FROM email_change_undos WHERE context_id = $1 AND user_id = $2', [tenantId, userId]);
    },
  };
}
export type EmailChangeUndoRepository = ReturnType<typeof createEmailChangeUndoRepository>;
