import { displayName } from '@espace/domain/display-name';
import type { Queryable } from '../db/database';

/** An invitation code as the administration reads it. */
export interface InvitationCodeRecord {
  id: string;
  code: string;
  maxUses: number | null;
  useCount: number;
  expiresAt: Date | null;
  disabledAt: Date | null;
  createdAt: Date;
  createdBy: string | null;
  /** The class whoever registers with it joins; null: none. */
  class: { id: string; name: string; closed: boolean; expireAt: Date | null } | null;
}

interface CodeRow {
  id: string;
  code: string;
  max_uses: number | null;
  use_count: number;
  expires_at: Date | null;
  disabled_at: Date | null;
  created_at: Date;
  creator_firstname: string | null;
  creator_lastname: string | null;
  creator_username: string | null;
  creator_email: string | null;
  class_id: string | null;
  class_name: string | null;
  class_closed: boolean | null;
  class_expire_at: Date | null;
}

const CODE_SELECT = `
SELECT ic.id, ic.code, ic.max_uses, ic.use_count, ic.expires_at, ic.disabled_at, ic.created_at,
       u.firstname AS creator_firstname, u.lastname AS creator_lastname, u.username AS creator_username, u.email AS creator_email,
       c.id AS class_id, c.name AS class_name, c.expired AS class_closed, c.expire_at AS class_expire_at
  FROM invitation_codes ic
  LEFT JOIN users u ON u.id = ic.created_by AND u.context_id = ic.context_id
  LEFT JOIN classes c ON c.id = ic.class_id AND c.context_id = ic.context_id`;

const toCode = (row: CodeRow): InvitationCodeRecord => ({
  id: row.id,
  code: row.code,
  maxUses: row.max_uses,
  useCount: row.use_count,
  expiresAt: row.expires_at,
  disabledAt: row.disabled_at,
  createdAt: row.created_at,
  createdBy:
    row.creator_email === null
      ? null
      : displayName({ firstname: row.creator_firstname, lastname: row.creator_lastname, username: row.creator_username, email: row.creator_email }),
  class: row.class_id === null ? null : { id: row.class_id, name: row.class_name ?? '', closed: row.class_closed ?? false, expireAt: row.class_expire_at },
});

/** An account registered with a code. */
export interface InvitationCodeUse {
  userId: string;
  displayName: string;
  username: string | null;
  email: string;
  registeredAt: Date;
}

/** The most codes one list shows: a tenant hands out a handful; a runaway script is cut short. */
const INVITATION_CODES_LISTED = 500;
/** The latest accounts a code's page lists. */
const INVITATION_USES_LISTED = 200;

/** The tenant's invitation codes (docs/administration.md#invitation-codes); every statement is scoped to the tenant. */
export function createInvitationCodesRepository(db: Queryable) {
  return {
    async list(tenantId: string): Promise<InvitationCodeRecord[]> {
      const rows = await db.query<CodeRow>(`${CODE_SELECT} WHERE ic.context_id = $1 ORDER BY ic.created_at DESC, ic.id LIMIT ${INVITATION_CODES_LISTED}`, [
        tenantId,
      ]);
      return rows.map(toCode);
    },

    /** The code when it is this tenant's; undefined otherwise (another tenant's code is no code). */
    async find(tenantId: string, id: string, tx: Queryable = db): Promise<InvitationCodeRecord | undefined> {
      const [row] = await tx.query<CodeRow>(`${CODE_SELECT} WHERE ic.context_id = $1 AND ic.id = $2`, [tenantId, id]);
      return row && toCode(row);
    },

    /** A new code; undefined when the tenant already has it in any case (the unique index decides, so two admins cannot both create it). */
    async create(
      tenantId: string,
      code: { code: string; maxUses: number | null; expiresAt: Date | null; createdBy: string; classId: string | null },
      tx: Queryable = db,
    ): Promise<string | undefined> {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO invitation_codes (context_id, code, max_uses, expires_at, created_by, class_id) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (context_id, lower(code)) DO NOTHING RETURNING id`,
        [tenantId, code.code, code.maxUses, code.expiresAt, code.createdBy, code.classId],
      );
      return row?.id;
    },

    /** Disables (now) or enables again; false when the code is not this tenant's. */
    async setDisabled(tenantId: string, id: string, disabledAt: Date | null, tx: Queryable = db): Promise<boolean> {
      const rows = await tx.query('UPDATE invitation_codes SET disabled_at = $3 WHERE context_id = $1 AND id = $2 RETURNING id', [tenantId, id, disabledAt]);
      return rows.length === 1;
    },

    async uses(tenantId: string, id: string): Promise<InvitationCodeUse[]> {
      const rows = await db.query<{ id: string; firstname: string | null; lastname: string | null; username: string | null; email: string; created_at: Date }>(
        `SELECT id, firstname, lastname, username, email, created_at FROM users
          WHERE context_id = $1 AND invitation_code_id = $2 ORDER BY created_at DESC, id LIMIT ${INVITATION_USES_LISTED}`,
        [tenantId, id],
      );
      return rows.map((row) => ({ userId: row.id, displayName: displayName(row), username: row.username, email: row.email, registeredAt: row.created_at }));
    },
  };
}
export type InvitationCodesRepository = ReturnType<typeof createInvitationCodesRepository>;
