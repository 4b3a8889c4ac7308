import type { ClassMemberRole } from '@espace/domain/admin/class-vocabulary';
import { displayName } from '@espace/domain/display-name';
import type { Queryable } from '../db/database';
import { containsPattern, userTextContains } from '../db/text-search';
import { emailMatches } from '../users/email-match';

/** A learner or teacher of a class. */
export interface ClassMemberRecord {
  userId: string;
  displayName: string;
  email: string;
  role: ClassMemberRole;
  deactivated: boolean;
  enrolledAt: Date;
}

interface MemberRow {
  user_id: string;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  email: string;
  role: ClassMemberRole;
  deactivated_at: Date | null;
  created_at: Date;
}

const toMember = (row: MemberRow): ClassMemberRecord => ({
  userId: row.user_id,
  displayName: displayName(row),
  email: row.email,
  role: row.role,
  deactivated: row.deactivated_at !== null,
  enrolledAt: row.created_at,
});

const MEMBER_SELECT = `
SELECT cu.user_id, u.firstname, u.lastname, u.username, u.email, cu.role, u.deactivated_at, cu.created_at
  FROM class_users cu JOIN users u ON u.id = cu.user_id AND u.context_id = cu.context_id`;

/** The learners and teachers of the tenant's classes (docs/administration.md#classes); every statement is scoped to the tenant. */
export function createClassMembersRepository(db: Queryable) {
  return {
    /** One page of the class's learners and teachers (of one role when given), by name, matching the search. */
    async page(
      tenantId: string,
      classId: string,
      query: { role?: ClassMemberRole | undefined; search: string },
      offset: number,
      limit: number,
    ): Promise<{ items: ClassMemberRecord[]; total: number }> {
      const matches = `cu.context_id = $1 AND cu.class_id = $2 AND cu.role = ANY($3::text[])
        AND ($4::text = '' OR ${emailMatches('$4::text', 'u.email')} OR ${userTextContains('u', '$5::text')})`;
      const params = [tenantId, classId, query.role === undefined ? ['STUDENT', 'TEACHER'] : [query.role], query.search, containsPattern(query.search)];
      const [rows, [count]] = await Promise.all([
        db.query<MemberRow>(
          `${MEMBER_SELECT} WHERE ${matches} ORDER BY cu.role DESC, lower(coalesce(u.lastname, u.username, u.email)), lower(coalesce(u.firstname, '')), u.id LIMIT $6 OFFSET $7`,
          [...params, limit, offset],
        ),
        db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM class_users cu JOIN users u ON u.id = cu.user_id AND u.context_id = cu.context_id WHERE ${matches}`,
          params,
        ),
      ]);
      return { items: rows.map(toMember), total: count?.total ?? 0 };
    },

    /** The user's learner and teacher rows in the class (none: not a member). */
    async find(tenantId: string, classId: string, userId: string, tx: Queryable = db): Promise<ClassMemberRecord[]> {
      const rows = await tx.query<MemberRow>(
        `${MEMBER_SELECT} WHERE cu.context_id = $1 AND cu.class_id = $2 AND cu.user_id = $3 AND cu.role IN ('STUDENT', 'TEACHER') ORDER BY cu.role DESC`,
        [tenantId, classId, userId],
      );
      return rows.map(toMember);
    },

    /**
     * The tenant's user of that id (their name), or undefined: another tenant's user is no user, nor
     * one outside the scope's companies (null: the whole tenant) — a company admin enrols their companies' members only.
     */
    async findUser(
      tenantId: string,
      userId: string,
      scope: readonly string[] | null,
      tx: Queryable = db,
    ): Promise<{ id: string; displayName: string } | undefined> {
      const [row] = await tx.query<{ id: string; firstname: string | null; lastname: string | null; username: string | null; email: string }>(
        `SELECT id, firstname, lastname, username, email FROM users u WHERE u.context_id = $1 AND u.id = $2
            AND ($3::uuid[] IS NULL OR EXISTS (SELECT 1 FROM company_users m WHERE m.context_id = u.context_id AND m.user_id = u.id AND m.company_id = ANY($3::uuid[])))`,
        [tenantId, userId, scope],
      );
      return row && { id: row.id, displayName: displayName(row) };
    },

    async add(tenantId: string, classId: string, userId: string, role: ClassMemberRole, tx: Queryable = db): Promise<void> {
      await tx.query('INSERT INTO class_users (context_id, class_id, user_id, role) VALUES ($1, $2, $3, $4) ON CONFLICT (class_id, user_id, role) DO NOTHING', [
        tenantId,
        classId,
        userId,
        role,
      ]);
    },

    async remove(tenantId: string, classId: string, userId: string, role: ClassMemberRole, tx: Queryable = db): Promise<void> {
      await tx.query('DELETE FROM class_users WHERE context_id = $1 AND class_id = $2 AND user_id = $3 AND role = $4', [tenantId, classId, userId, role]);
    },
  };
}
export type ClassMembersRepository = ReturnType<typeof createClassMembersRepository>;
