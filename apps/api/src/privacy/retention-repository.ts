import type { Queryable } from '../db/database';

/** An account unused since before a day, as the retention pass reads it to warn it. */
export interface InactiveAccount {
  userId: string;
  /** '' when it has none. */
  email: string;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  preferredLocale: string | null;
  lastActiveAt: Date;
  /** Whether it holds the tenant's admin role: the last active admin is never anonymised. */
  isAdmin: boolean;
}

export interface RetentionNotice {
  userId: string;
  warnedAt: Date;
  anonymisedOn: Date;
  mailed: boolean;
  /** The SHA-256 (hex) of the mail's token: the table keeps no token. */
  tokenHash: string;
}

/** A notice as the admin's « Données personnelles » page lists it, with its account as it reads now. */
export interface ListedRetentionNotice extends Omit<RetentionNotice, 'tokenHash'> {
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  email: string;
  lastActiveAt: Date;
}

/** Whether the account `u` holds the tenant's admin role. */
const isAdminSql = `EXISTS (SELECT 1 FROM role_users ru JOIN roles r ON r.id = ru.role_id AND r.context_id = ru.context_id AND r.name = 'admin'
                             WHERE ru.context_id = u.context_id AND ru.principal_type = 'USER' AND ru.principal_id = u.id)`;

interface NoticeRow {
  user_id: string;
  warned_at: Date;
  anonymised_on: Date;
  mailed: boolean;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  email: string;
  last_active_at: Date;
}

/**
 * The one repository that writes `retention_notices` (docs/architecture.md#who-writes-each-table):
 * the accounts warned that they will be anonymised for their inactivity (docs/privacy.md#retention).
 * It reads the accounts (`users`, accounts/'s) it finds them by; every statement is scoped to the tenant.
 */
export function createRetentionRepository(db: Queryable) {
  return {
    /**
     * Accounts of the tenant, not erased and not warned, unused since before `activeBefore`: the
     * longest unused first, from after the account `after` (the last of the previous batch).
     */
    async accountsToWarn(
      tenantId: string,
      activeBefore: Date,
      limit: number,
      after?: Pick<InactiveAccount, 'lastActiveAt' | 'userId'>,
    ): Promise<InactiveAccount[]> {
      const rows = await db.query<{
        id: string;
        email: string;
        firstname: string | null;
        lastname: string | null;
        username: string | null;
        preferred_locale: string | null;
        last_active_at: Date;
        is_admin: boolean;
      }>(
        `SELECT u.id, u.email, u.firstname, u.lastname, u.username, u.preferred_locale, u.last_active_at, ${isAdminSql} AS is_admin
           FROM users u
          WHERE u.context_id = $1 AND u.erased_at IS NULL AND u.last_active_at < $2
            AND ($4::timestamptz IS NULL OR (u.last_active_at, u.id) > ($4::timestamptz, $5::uuid))
            AND NOT EXISTS (SELECT 1 FROM retention_notices n WHERE n.user_id = u.id)
          ORDER BY u.last_active_at, u.id
          LIMIT $3`,
        [tenantId, activeBefore, limit, after?.lastActiveAt ?? null, after?.userId ?? null],
      );
      return rows.map((row) => ({
        userId: row.id,
        email: row.email,
        firstname: row.firstname,
        lastname: row.lastname,
        username: row.username,
        preferredLocale: row.preferred_locale,
        lastActiveAt: row.last_active_at,
        isAdmin: row.is_admin,
      }));
    },

    /** Records the warning, unless the account has one (a pass run twice): true when this call recorded it, and so should mail it. */
    async warn(tenantId: string, notice: RetentionNotice, tx: Queryable = db): Promise<boolean> {
      const rows = await tx.query(
        `INSERT INTO retention_notices (context_id, user_id, warned_at, anonymised_on, mailed, token_hash)
         SELECT $1, id, $3, $4, $5, $6 FROM users WHERE context_id = $1 AND id = $2
         ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
        [tenantId, notice.userId, notice.warnedAt, notice.anonymisedOn, notice.mailed, notice.tokenHash],
      );
      return rows.length > 0;
    },

    /** Drops the notices of accounts used since their warning (a sign-in), or erased meanwhile: they no longer hold. */
    async dropResumed(tenantId: string): Promise<void> {
      await db.query(
        `DELETE FROM retention_notices n USING users u
          WHERE n.context_id = $1 AND u.id = n.user_id AND (u.last_active_at > n.warned_at OR u.erased_at IS NOT NULL)`,
        [tenantId],
      );
    },

    /** The accounts whose notice has run out, still unused since it: the soonest first. */
    async due(tenantId: string, now: Date): Promise<{ userId: string; isAdmin: boolean }[]> {
      const rows = await db.query<{ user_id: string; is_admin: boolean }>(
        `SELECT n.user_id, ${isAdminSql} AS is_admin
           FROM retention_notices n JOIN users u ON u.id = n.user_id AND u.context_id = n.context_id
          WHERE n.context_id = $1 AND n.anonymised_on <= $2 AND u.last_active_at <= n.warned_at AND u.erased_at IS NULL
          ORDER BY n.anonymised_on, n.user_id`,
        [tenantId, now],
      );
      return rows.map((row) => ({ userId: row.user_id, isAdmin: row.is_admin }));
    },

    /** The owner keeps their account: its notice, found by its token's hash, goes. Answers the account, or undefined for no such notice. */
    async keep(tenantId: string, tokenHash: string, tx: Queryable = db): Promise<string | undefined> {
      const [row] = await tx.query<{ user_id: string }>('DELETE FROM retention_notices WHERE context_id = $1 AND token_hash = $2 RETURNING user_id', [
        tenantId,
        tokenHash,
      ]);
      return row?.user_id;
    },

    /** The account's notice goes (its erasure, whatever asked it). */
    async forget(tenantId: string, userId: string, tx: Queryable = db): Promise<void> {
      await tx.query('DELETE FROM retention_notices WHERE context_id = $1 AND user_id = $2', [tenantId, userId]);
    },

    /** The notices that still hold, soonest anonymised first, at most `limit`, and how many there are. */
    async list(tenantId: string, limit: number): Promise<{ items: ListedRetentionNotice[]; total: number }> {
      const holding = `FROM retention_notices n JOIN users u ON u.id = n.user_id AND u.context_id = n.context_id
                        WHERE n.context_id = $1 AND u.erased_at IS NULL AND u.last_active_at <= n.warned_at`;
      const rows = await db.query<NoticeRow>(
        `SELECT n.user_id, n.warned_at, n.anonymised_on, n.mailed, u.firstname, u.lastname, u.username, u.email, u.last_active_at
           ${holding} ORDER BY n.anonymised_on, n.user_id LIMIT $2`,
        [tenantId, limit],
      );
      const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${holding}`, [tenantId]);
      return {
        items: rows.map((row) => ({
          userId: row.user_id,
          warnedAt: row.warned_at,
          anonymisedOn: row.anonymised_on,
          mailed: row.mailed,
          firstname: row.firstname,
          lastname: row.lastname,
          username: row.username,
          email: row.email,
          lastActiveAt: row.last_active_at,
        })),
        total: count?.total ?? 0,
      };
    },
  };
}
export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
