import type { ClassMemberRole } from '@espace/domain/admin/class-vocabulary';
import type { SupportedLocale } from '@espace/domain/locale';
import type { Queryable } from '../db/database';
import { isUuid } from '@espace/domain/uuid';

/** A class of the tenant, as enrolment names it. */
export interface EnrolmentClass {
  id: string;
  name: string;
  /** Its company, which the people enrolled join (null: a class of the whole tenant). */
  companyId: string | null;
}

/** An account of the tenant met by address. */
export interface AccountByEmail {
  id: string;
  email: string;
  deactivated: boolean;
  /** Invited and without a password yet: inviting it again mails a fresh link. */
  pendingInvitation: boolean;
  preferredLocale: SupportedLocale | null;
  /** The companies it is a member of: whether a company admin reaches it. */
  companyIds: string[];
}

export interface NewAccount {
  email: string;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
}

/**
 * Enrolment by address and CSV import (docs/administration.md#inviting-by-e-mail): the tenant's
 * classes, accounts and class users, every statement scoped to the tenant and written in bulk
 * (one statement for a thousand lines), so an import of 10,000 learners takes a few dozen queries.
 */
export function createEnrolmentRepository(db: Queryable) {
  return {
    /** The class when it is this tenant's; undefined otherwise (another tenant's class is no class). */
    async findClass(tenantId: string, classId: string, tx: Queryable = db): Promise<EnrolmentClass | undefined> {
      const [row] = await tx.query<EnrolmentClass>('SELECT id, name, company_id AS "companyId" FROM classes WHERE context_id = $1 AND id = $2', [
        tenantId,
        classId,
      ]);
      return row;
    },

    /**
     * The tenant's classes a file names, by id or by name (any case): every class each reference may
     * mean, among the classes of the scope's companies (null: every class; a company admin's file
     * names their companies' classes, and no other is found).
     */
    async classesNamed(tenantId: string, refs: readonly string[], scope: readonly string[] | null): Promise<Map<string, EnrolmentClass[]>> {
      const ids = refs.filter((ref) => isUuid(ref)).map((ref) => ref.toLowerCase());
      const names = refs.map((ref) => ref.toLowerCase());
      const rows = await db.query<EnrolmentClass>(
        `SELECT id, name, company_id AS "companyId" FROM classes
          WHERE context_id = $1 AND (id = ANY($2::uuid[]) OR lower(name) = ANY($3::text[])) AND ($4::uuid[] IS NULL OR company_id = ANY($4::uuid[]))
          ORDER BY created_at, id`,
        [tenantId, ids, names, scope],
      );
      const found = new Map<string, EnrolmentClass[]>();
      for (const ref of refs) {
        const key = ref.toLowerCase();
        const byId = rows.filter((row) => row.id === key);
        found.set(ref, byId.length > 0 ? byId : rows.filter((row) => row.name.toLowerCase() === key));
      }
      return found;
    },

    /** Of these usernames (lower-cased), those an account holds, with that account's address (lower-cased). */
    async usernamesTaken(tenantId: string, usernames: readonly string[]): Promise<Map<string, string>> {
      if (usernames.length === 0) return new Map();
      const rows = await db.query<{ username: string; email: string }>(
        'SELECT lower(username) AS username, lower(email) AS email FROM users WHERE context_id = $1 AND lower(username) = ANY($2::text[])',
        [tenantId, usernames],
      );
      return new Map(rows.map((row) => [row.username, row.email]));
    },

    /** The accounts holding these addresses (lower-cased), by address. */
    async accountsByEmail(tenantId: string, emails: readonly string[], tx: Queryable = db): Promise<Map<string, AccountByEmail>> {
      if (emails.length === 0) return new Map();
      const rows = await tx.query<{
        id: string;
        email: string;
        deactivated: boolean;
        pending: boolean;
        preferred_locale: AccountByEmail['preferredLocale'];
        company_ids: string[];
      }>(
        `SELECT u.id, lower(u.email) AS email, u.deactivated_at IS NOT NULL AS deactivated, (u.password_hash IS NULL AND u.invited_at IS NOT NULL) AS pending, u.preferred_locale,
                ARRAY(SELECT DISTINCT m.company_id::text FROM company_users m WHERE m.context_id = u.context_id AND m.user_id = u.id) AS company_ids
           FROM users u WHERE u.context_id = $1 AND lower(u.email) = ANY($2::text[])`,
        [tenantId, emails],
      );
      return new Map(
        rows.map((row) => [
          row.email,
          {
            id: row.id,
            email: row.email,
            deactivated: row.deactivated,
            pendingInvitation: row.pending,
            preferredLocale: row.preferred_locale,
            companyIds: row.company_ids,
          },
        ]),
      );
    },

    /**
     * Creates invited accounts without a password; an address or username taken meanwhile (by a
     * concurrent write) creates nothing for its line. Answers the created ids by address.
     */
    async createInvited(tenantId: string, accounts: readonly NewAccount[], now: Date, tx: Queryable): Promise<Map<string, string>> {
      if (accounts.length === 0) return new Map();
      const rows = await tx.query<{ id: string; email: string }>(
        `INSERT INTO users (context_id, email, firstname, lastname, username, invited_at)
         SELECT $1, email, firstname, lastname, username, $6 FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) AS a (email, firstname, lastname, username)
         ON CONFLICT DO NOTHING RETURNING id, lower(email) AS email`,
        [tenantId, accounts.map((a) => a.email), accounts.map((a) => a.firstname), accounts.map((a) => a.lastname), accounts.map((a) => a.username), now],
      );
      return new Map(rows.map((row) => [row.email, row.id]));
    },

    /** Enrols each user in their class with the role; answers the pairs that were not enrolled before, as `classId userId`. */
    async enrol(tenantId: string, pairs: readonly { classId: string; userId: string }[], role: ClassMemberRole, tx: Queryable): Promise<Set<string>> {
      if (pairs.length === 0) return new Set();
      const rows = await tx.query<{ class_id: string; user_id: string }>(
        `INSERT INTO class_users (context_id, class_id, user_id, role)
         SELECT $1, class_id, user_id, $4 FROM unnest($2::uuid[], $3::uuid[]) AS p (class_id, user_id)
         ON CONFLICT (class_id, user_id, role) DO NOTHING RETURNING class_id, user_id`,
        [tenantId, pairs.map((pair) => pair.classId), pairs.map((pair) => pair.userId), role],
      );
      return new Set(rows.map((row) => `${row.class_id} ${row.user_id}`));
    },

    /** Makes each user a member of the company with the role (their class's company: a company admin keeps reaching them); nothing for a role held. */
    async joinCompanies(tenantId: string, memberships: readonly { companyId: string; userId: string }[], role: ClassMemberRole, tx: Queryable): Promise<void> {
      if (memberships.length === 0) return;
      await tx.query(
        `INSERT INTO company_users (context_id, company_id, user_id, role)
         SELECT $1, co.id, m.user_id, $4 FROM unnest($2::uuid[], $3::uuid[]) AS m (company_id, user_id) JOIN companies co ON co.context_id = $1 AND co.id = m.company_id
         ON CONFLICT (company_id, user_id, role) DO NOTHING`,
        [tenantId, memberships.map((membership) => membership.companyId), memberships.map((membership) => membership.userId), role],
      );
    },
  };
}
export type EnrolmentRepository = ReturnType<typeof createEnrolmentRepository>;
