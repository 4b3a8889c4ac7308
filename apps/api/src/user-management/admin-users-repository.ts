import type { Queryable } from '../db/database';
import { containsPattern, userTextContains } from '../db/text-search';
import { emailMatches } from '../users/email-match';

/** A user of the tenant as the administration lists them. */
export interface AdminUserRecord {
  id: string;
  email: string;
  username: string | null;
  firstname: string | null;
  lastname: string | null;
  roles: string[];
  deactivatedAt: Date | null;
  erasedAt: Date | null;
  createdAt: Date;
  /** Its last sign-in, or when its owner kept it from the retention mail; its creation before either (docs/privacy.md#retention). */
  lastActiveAt: Date;
  /** Invited by e-mail and no password chosen yet: when the latest invitation was sent; else null. */
  invitationSentAt: Date | null;
}

export interface AdminUserMemberships {
  classes: { id: string; name: string; role: string }[];
  companies: { id: string; name: string; role: string }[];
}

interface UserRow {
  id: string;
  email: string;
  username: string | null;
  firstname: string | null;
  lastname: string | null;
  roles: string[];
  deactivated_at: Date | null;
  erased_at: Date | null;
  created_at: Date;
  last_active_at: Date;
  invitation_sent_at: Date | null;
}

const USER_SELECT = `
SELECT u.id, u.email, u.username, u.firstname, u.lastname, u.deactivated_at, u.erased_at, u.created_at, u.last_active_at,
       -- Invited by e-mail and no password chosen yet: when the latest invitation left.
       CASE WHEN u.password_hash IS NULL AND u.invited_at IS NOT NULL THEN
         COALESCE((SELECT max(t.created_at) FROM password_reset_tokens t WHERE t.context_id = u.context_id AND t.user_id = u.id AND t.invitation), u.invited_at)
       END AS invitation_sent_at,
       COALESCE((SELECT array_agg(r.name ORDER BY r.name) FROM role_users ru JOIN roles r ON r.id = ru.role_id
                  WHERE ru.context_id = u.context_id AND ru.principal_type = 'USER' AND ru.principal_id = u.id), '{}') AS roles
  FROM users u`;

const toUser = (row: UserRow): AdminUserRecord => ({
  id: row.id,
  email: row.email,
  username: row.username,
  firstname: row.firstname,
  lastname: row.lastname,
  roles: row.roles,
  deactivatedAt: row.deactivated_at,
  erasedAt: row.erased_at,
  createdAt: row.created_at,
  lastActiveAt: row.last_active_at,
  invitationSentAt: row.invitation_sent_at,
});

/**
 * The members of these companies only, or everyone when null: a company admin's reach
 * (docs/administration.md#who-administers). `param` is the statement's placeholder for the ids.
 */
const withinCompanies = (param: string) =>
  `(${param}::uuid[] IS NULL OR EXISTS (SELECT 1 FROM company_users m WHERE m.context_id = u.context_id AND m.user_id = u.id AND m.company_id = ANY(${param}::uuid[])))`;

/** The company ids a reach stops at, or null for the whole tenant. */
export type CompanyScope = readonly string[] | null;

const STATES = {
  all: 'true',
  active: 'u.deactivated_at IS NULL AND u.erased_at IS NULL',
  deactivated: 'u.deactivated_at IS NOT NULL',
  erased: 'u.erased_at IS NOT NULL',
} as const;

/** The tenant's users, as its admin manages them (docs/administration.md#users); every statement is scoped to the tenant. */
export function createAdminUsersRepository(db: Queryable) {
  return {
    /**
     * One page of the users whose name, username or e-mail holds `search` (any case and accents), by name. An
     * address typed whole is looked up on the e-mail index first, so finding one person among
     * 200,000 does not scan them.
     */
    async page(
      tenantId: string,
      query: { search: string; state: keyof typeof STATES },
      scope: CompanyScope,
      offset: number,
      limit: number,
    ): Promise<{ items: AdminUserRecord[]; total: number }> {
      const matches = `u.context_id = $1 AND ${STATES[query.state]} AND ($2 = '' OR ${emailMatches('$2', 'u.email')} OR ${userTextContains('u', '$3')}) AND ${withinCompanies('$4')}`;
      const params = [tenantId, query.search, containsPattern(query.search), scope];
      const [rows, [count]] = await Promise.all([
        db.query<UserRow>(
          `${USER_SELECT} WHERE ${matches} ORDER BY lower(coalesce(u.lastname, u.username, u.email)), lower(coalesce(u.firstname, '')), u.id LIMIT $5 OFFSET $6`,
          [...params, limit, offset],
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users u WHERE ${matches}`, params),
      ]);
      return { items: rows.map(toUser), total: count?.total ?? 0 };
    },

    /** The user when they are this tenant's and within the scope; undefined otherwise (another tenant's user is no user). */
    async find(tenantId: string, userId: string, scope: CompanyScope, tx: Queryable = db): Promise<AdminUserRecord | undefined> {
      const [row] = await tx.query<UserRow>(`${USER_SELECT} WHERE u.context_id = $1 AND u.id = $2 AND ${withinCompanies('$3')}`, [tenantId, userId, scope]);
      return row && toUser(row);
    },

    /** The user's classes and companies; a company admin sees only their own companies among them. */
    async memberships(tenantId: string, userId: string, scope: CompanyScope): Promise<AdminUserMemberships> {
      const [classes, companies] = await Promise.all([
        db.query<{ id: string; name: string; role: string }>(
          `SELECT c.id, c.name, cu.role FROM class_users cu JOIN classes c ON c.id = cu.class_id
            WHERE cu.context_id = $1 AND cu.user_id = $2 ORDER BY c.start_at DESC NULLS LAST, c.name, cu.role`,
          [tenantId, userId],
        ),
        db.query<{ id: string; name: string; role: string }>(
          `SELECT co.id, co.name, cu.role FROM company_users cu JOIN companies co ON co.id = cu.company_id
            WHERE cu.context_id = $1 AND cu.user_id = $2 AND ($3::uuid[] IS NULL OR cu.company_id = ANY($3::uuid[])) ORDER BY co.name, cu.role`,
          [tenantId, userId, scope],
        ),
      ]);
      return { classes, companies };
    },

    /** The tenant's companies within the scope, by name. */
    async companies(tenantId: string, scope: CompanyScope): Promise<{ id: string; name: string }[]> {
      return db.query<{ id: string; name: string }>(
        'SELECT id, name FROM companies WHERE context_id = $1 AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[])) ORDER BY name, id',
        [tenantId, scope],
      );
    },

    /** Gives the user a role in one of the tenant's companies; nothing when they hold it. */
    async grantCompanyRole(tenantId: string, userId: string, companyId: string, role: string, tx: Queryable = db): Promise<void> {
      await tx.query(
        `INSERT INTO company_users (context_id, company_id, user_id, role)
         SELECT $1, co.id, $3, $4 FROM companies co WHERE co.context_id = $1 AND co.id = $2
         ON CONFLICT (company_id, user_id, role) DO NOTHING`,
        [tenantId, companyId, userId, role],
      );
    },

    async removeCompanyRole(tenantId: string, userId: string, companyId: string, role: string, tx: Queryable = db): Promise<void> {
      await tx.query('DELETE FROM company_users WHERE context_id = $1 AND company_id = $2 AND user_id = $3 AND role = $4', [tenantId, companyId, userId, role]);
    },

    async setDeactivated(tenantId: string, userId: string, deactivatedAt: Date | null, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE users SET deactivated_at = $3, updated_at = now() WHERE context_id = $1 AND id = $2', [tenantId, userId, deactivatedAt]);
    },

    /** Gives the user the tenant's system role of that name (created if the tenant has none yet); nothing when they hold it. */
    async grantRole(tenantId: string, userId: string, role: string, tx: Queryable = db): Promise<void> {
      await tx.query(`INSERT INTO roles (context_id, name) VALUES ($1, $2) ON CONFLICT (context_id, name) DO NOTHING`, [tenantId, role]);
      await tx.query(
        `INSERT INTO role_users (context_id, role_id, principal_id)
         SELECT $1, r.id, $2 FROM roles r WHERE r.context_id = $1 AND r.name = $3
         ON CONFLICT (role_id, principal_type, principal_id) DO NOTHING`,
        [tenantId, userId, role],
      );
    },

    /** Whether an active account of the tenant other than this one holds its system role admin: someone still administers it without them. */
    async othersAdminister(tenantId: string, userId: string): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM role_users ru JOIN roles r ON r.id = ru.role_id AND r.context_id = ru.context_id AND r.name = 'admin'
           JOIN users u ON u.id = ru.principal_id AND u.context_id = ru.context_id AND u.deactivated_at IS NULL AND u.erased_at IS NULL
          WHERE ru.context_id = $1 AND ru.principal_type = 'USER' AND ru.principal_id <> $2
          LIMIT 1`,
        [tenantId, userId],
      );
      return rows.length > 0;
    },

    async removeRole(tenantId: string, userId: string, role: string, tx: Queryable = db): Promise<void> {
      await tx.query(
        `DELETE FROM role_users ru USING roles r
          WHERE ru.role_id = r.id AND ru.context_id = $1 AND ru.principal_id = $2 AND r.context_id = $1 AND r.name = $3`,
        [tenantId, userId, role],
      );
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
