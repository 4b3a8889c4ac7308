import type { Queryable } from '../db/database';

export interface ActiveSession {
  sessionId: string;
  userId: string;
  expiresAt: Date;
}

/** A sign-in of a user: the session it opened, as the table keeps it. */
export interface SessionHistory {
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export function createSessionsRepository(db: Queryable) {
  return {
    /** Every session the user opened in this tenant, active or not, newest first. */
    async listOfUser(tenantId: string, userId: string): Promise<SessionHistory[]> {
      const rows = await db.query<{ created_at: Date; expires_at: Date; revoked_at: Date | null }>(
        'SELECT created_at, expires_at, revoked_at FROM sessions WHERE context_id = $1 AND user_id = $2 ORDER BY created_at DESC, id',
        [tenantId, userId],
      );
      return rows.map((row) => ({ createdAt: row.created_at, expiresAt: row.expires_at, revokedAt: row.revoked_at }));
    },

    async create(tenantId: string, userId: string, expiresAt: Date, tx: Queryable = db): Promise<string> {
      const [row] = await tx.query<{ id: string }>('INSERT INTO sessions (context_id, user_id, expires_at) VALUES ($1, $2, $3) RETURNING id', [
        tenantId,
        userId,
        expiresAt,
      ]);
      if (!row) throw new Error('Session insert returned no row');
      return row.id;
    },

    /**
     * The session when it is neither revoked nor expired and its user still
     * exists in the tenant: one query per authenticated request.
     */
    async findActive(tenantId: string, sessionId: string, userId: string): Promise<ActiveSession | undefined> {
      const [row] = await db.query<{ id: string; user_id: string; expires_at: Date }>(
        `SELECT s.id, s.user_id, s.expires_at
           FROM sessions s
           JOIN users u ON u.id = s.user_id AND u.context_id = s.context_id
          WHERE s.id = $1 AND s.user_id = $2 AND s.context_id = $3
            AND s.revoked_at IS NULL AND s.expires_at > now()`,
        [sessionId, userId, tenantId],
      );
      return row && { sessionId: row.id, userId: row.user_id, expiresAt: row.expires_at };
    },

    async revoke(tenantId: string, sessionId: string, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND context_id = $2 AND revoked_at IS NULL', [sessionId, tenantId]);
    },

    /**
     * Deletes the tenant's sign-ins that ended (expired: a revoked session expires too) before
     * `endedBefore` (docs/privacy.md#retention), `limit` at most. Answers how many went.
     */
    async pruneEndedBefore(tenantId: string, endedBefore: Date, limit: number): Promise<number> {
      const rows = await db.query('DELETE FROM sessions WHERE id IN (SELECT id FROM sessions WHERE context_id = $1 AND expires_at < $2 LIMIT $3) RETURNING 1', [
        tenantId,
        endedBefore,
        limit,
      ]);
      return rows.length;
    },

    /** Signs a user out everywhere (after a password change). */
    async revokeAllSessions(tenantId: string, userId: string, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND context_id = $2 AND revoked_at IS NULL', [userId, tenantId]);
    },

    /** Signs a user out everywhere but here (after they change their own password). */
    async revokeOtherSessions(tenantId: string, userId: string, keepSessionId: string, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND context_id = $2 AND id <> $3 AND revoked_at IS NULL', [
        userId,
        tenantId,
        keepSessionId,
      ]);
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
