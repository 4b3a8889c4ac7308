import type { Queryable } from '../db/database';

/** A request waiting for an admin of the tenant. */
export interface PendingErasureRequest {
  id: string;
  userId: string;
  requestedAt: Date;
  dueAt: Date;
}

/** A request as the admins list it: with who asked, as their account reads now. */
interface ListedErasureRequest extends PendingErasureRequest {
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  email: string;
}

interface RequestRow {
  id: string;
  user_id: string;
  requested_at: Date;
  due_at: Date;
}

const toRequest = (row: RequestRow): PendingErasureRequest => ({ id: row.id, userId: row.user_id, requestedAt: row.requested_at, dueAt: row.due_at });

/**
 * The one repository that writes `erasure_requests` (docs/architecture.md#who-writes-each-table):
 * a user's request that an admin erase their account (docs/privacy.md#erasure); every statement is
 * scoped to the tenant.
 */
export function createErasureRequestsRepository(db: Queryable) {
  /** The user's request waiting, if any. */
  const pendingOf = async (tenantId: string, userId: string): Promise<PendingErasureRequest | undefined> => {
    const [row] = await db.query<RequestRow>(
      'SELECT id, user_id, requested_at, due_at FROM erasure_requests WHERE context_id = $1 AND user_id = $2 AND handled_at IS NULL',
      [tenantId, userId],
    );
    return row && toRequest(row);
  };

  return {
    pendingOf,

    /** Records the request, unless one waits already: the first stays, with its due date (the partial unique index decides). Answers the one waiting. */
    async ask(tenantId: string, userId: string, at: { requestedAt: Date; dueAt: Date }): Promise<PendingErasureRequest> {
      await db.query(
        `INSERT INTO erasure_requests (context_id, user_id, requested_at, due_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (context_id, user_id) WHERE handled_at IS NULL DO NOTHING`,
        [tenantId, userId, at.requestedAt, at.dueAt],
      );
      const pending = await pendingOf(tenantId, userId);
      if (pending === undefined) throw new Error('The erasure request was not recorded');
      return pending;
    },

    /** The account is erased: its request waiting, if any, is handled now, by `by` (an admin; null: the owner). */
    async close(tenantId: string, userId: string, handled: { by: string | null; at: Date }, tx: Queryable): Promise<void> {
      await tx.query('UPDATE erasure_requests SET handled_at = $3, handled_by = $4 WHERE context_id = $1 AND user_id = $2 AND handled_at IS NULL', [
        tenantId,
        userId,
        handled.at,
        handled.by,
      ]);
    },

    /**
     * The requests waiting in the tenant, oldest first, of the members of these companies only
     * (a company admin's reach), or of everyone when null.
     */
    async listPending(tenantId: string, companyIds: readonly string[] | null): Promise<ListedErasureRequest[]> {
      const rows = await db.query<RequestRow & { firstname: string | null; lastname: string | null; username: string | null; email: string }>(
        `SELECT r.id, r.user_id, r.requested_at, r.due_at, u.firstname, u.lastname, u.username, u.email
           FROM erasure_requests r JOIN users u ON u.context_id = r.context_id AND u.id = r.user_id
          WHERE r.context_id = $1 AND r.handled_at IS NULL
            AND ($2::uuid[] IS NULL OR EXISTS (SELECT 1 FROM company_users m WHERE m.context_id = r.context_id AND m.user_id = r.user_id AND m.company_id = ANY($2::uuid[])))
          ORDER BY r.requested_at, r.id`,
        [tenantId, companyIds],
      );
      return rows.map((row) => ({ ...toRequest(row), firstname: row.firstname, lastname: row.lastname, username: row.username, email: row.email }));
    },
  };
}
export type ErasureRequestsRepository = ReturnType<typeof createErasureRequestsRepository>;
