import type { Locale } from '@espace/contracts/context';
import type { Queryable } from '../db/database';
import { emailMatches } from '../users/email-match';

/** The account fields a user or a registration may write. */
export interface AccountFields {
  /** '' means "no email" (invitation registration). */
  email?: string;
  username?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  birthday?: string | null;
}

/** What a mail to a user needs. */
export interface MailableUser {
  id: string;
  email: string;
  username: string | null;
  firstname: string | null;
  lastname: string | null;
  preferredLocale: Locale | null;
  isFromInvitationCode: boolean;
  /** The address is proven (a reset link reached it, or the identity provider vouched for it). */
  emailVerified: boolean;
  /** An admin deactivated the account: it signs in no way and resets no password (docs/administration.md#users). */
  deactivated: boolean;
}

const writableColumns = ['email', 'username', 'firstname', 'lastname', 'birthday'] as const;

interface MailableRow {
  id: string;
  email: string;
  username: string | null;
  firstname: string | null;
  lastname: string | null;
  preferred_locale: Locale | null;
  is_from_invitation_code: boolean;
  email_verified: boolean;
  deactivated: boolean;
}
const mailableColumns =
  'id, email, username, firstname, lastname, preferred_locale, is_from_invitation_code, email_verified_at IS NOT NULL AS email_verified, deactivated_at IS NOT NULL AS deactivated';
const toMailable = (row: MailableRow): MailableUser => ({
  id: row.id,
  email: row.email,
  username: row.username,
  firstname: row.firstname,
  lastname: row.lastname,
  preferredLocale: row.preferred_locale,
  isFromInvitationCode: row.is_from_invitation_code,
  emailVerified: row.email_verified,
  deactivated: row.deactivated,
});

/** Writes to users and invitation codes for registration, profile, password and terms. */
export function createAccountsRepository(db: Queryable) {
  return {
    async findByEmail(tenantId: string, email: string, tx: Queryable = db): Promise<MailableUser | undefined> {
      if (email.trim() === '') return undefined;
      const [row] = await tx.query<MailableRow>(`SELECT ${mailableColumns} FROM users WHERE context_id = $1 AND ${emailMatches('$2')}`, [tenantId, email.trim()]);
      return row && toMailable(row);
    },

    async findById(tenantId: string, userId: string, tx: Queryable = db): Promise<MailableUser | undefined> {
      const [row] = await tx.query<MailableRow>(`SELECT ${mailableColumns} FROM users WHERE context_id = $1 AND id = $2`, [tenantId, userId]);
      return row && toMailable(row);
    },

    /** Which of these values another user of the tenant already has (emails and usernames ignore case). */
    async takenFields(tenantId: string, values: { username?: string; email?: string }, exceptUserId: string | null, tx: Queryable = db): Promise<{ username: boolean; email: boolean }> {
      const [row] = await tx.query<{ username: boolean; email: boolean }>(
        `SELECT
           EXISTS (SELECT 1 FROM users WHERE context_id = $1 AND $2::text IS NOT NULL AND lower(username) = lower($2) AND id IS DISTINCT FROM $4::uuid) AS username,
           EXISTS (SELECT 1 FROM users WHERE context_id = $1 AND $3::text IS NOT NULL AND ${emailMatches('$3')} AND id IS DISTINCT FROM $4::uuid) AS email`,
        [tenantId, values.username ?? null, values.email ?? null, exceptUserId],
      );
      return { username: row?.username ?? false, email: row?.email ?? false };
    },

    /**
     * Counts one use of an available code (known, not disabled, not expired, not used up) in the
     * same statement that checks it, so two registrations cannot both take the last use; the
     * code's id, or undefined when it is not available.
     */
    async useInvitationCode(tenantId: string, code: string, tx: Queryable = db): Promise<string | undefined> {
      const [row] = await tx.query<{ id: string }>(
        `UPDATE invitation_codes SET use_count = use_count + 1
          WHERE context_id = $1 AND lower(code) = lower($2) AND disabled_at IS NULL
            AND (expires_at IS NULL OR expires_at > now())
            AND (max_uses IS NULL OR use_count < max_uses)
          RETURNING id`,
        [tenantId, code.trim()],
      );
      return row?.id;
    },

    /** `emailVerified`: the identity provider vouched for the address (a registration's is unproven). */
    async createUser(
      tenantId: string,
      fields: AccountFields & { passwordHash: string | null; invitationCodeId: string | null; preferredLocale?: Locale | null; emailVerified?: boolean },
      tx: Queryable = db,
    ): Promise<string> {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO users (context_id, email, username, firstname, lastname, birthday, password_hash, invitation_code_id, is_from_invitation_code, preferred_locale, email_verified_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8::uuid IS NOT NULL, $9, CASE WHEN $10::boolean AND $2 <> '' THEN now() END) RETURNING id`,
        [
          tenantId,
          fields.email ?? '',
          fields.username ?? null,
          fields.firstname ?? null,
          fields.lastname ?? null,
          fields.birthday ?? null,
          fields.passwordHash,
          fields.invitationCodeId,
          fields.preferredLocale ?? null,
          fields.emailVerified ?? false,
        ],
      );
      if (!row) throw new Error('User insert returned no row');
      return row.id;
    },

    /** Writes only the fields given; a missing field keeps its value. */
    async updateFields(tenantId: string, userId: string, fields: AccountFields, tx: Queryable = db): Promise<void> {
      const columns = writableColumns.filter((column) => fields[column] !== undefined);
      if (columns.length === 0) return;
      const assignments = columns.map((column, index) => `${column} = $${index + 3}`).join(', ');
      // A new address is unproven until a link sent to it is used (single sign-on relies on it).
      const proof = columns.includes('email') ? `, email_verified_at = CASE WHEN lower(email) = lower($${columns.indexOf('email') + 3}) THEN email_verified_at END` : '';
      await tx.query(`UPDATE users SET ${assignments}${proof}, updated_at = now() WHERE context_id = $1 AND id = $2`, [tenantId, userId, ...columns.map((column) => fields[column])]);
    },

    /** The stored argon2 hash, or null for an account that never had a password (single sign-on). */
    async passwordHash(tenantId: string, userId: string): Promise<string | null> {
      const [row] = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE context_id = $1 AND id = $2', [tenantId, userId]);
      return row?.password_hash ?? null;
    },

    /** A link mailed to the user's address was used (a password reset): the address is theirs. */
    async markEmailVerified(tenantId: string, userId: string, at: Date, tx: Queryable = db): Promise<void> {
      await tx.query("UPDATE users SET email_verified_at = $3 WHERE context_id = $1 AND id = $2 AND email <> ''", [tenantId, userId, at]);
    },

    async setPasswordHash(tenantId: string, userId: string, passwordHash: string, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE users SET password_hash = $3, updated_at = now() WHERE context_id = $1 AND id = $2', [tenantId, userId, passwordHash]);
    },

    async acceptTerms(tenantId: string, userId: string, version: string, at: Date): Promise<void> {
      await db.query(
        `UPDATE users SET legal = jsonb_build_object('cguAcceptedVersion', $3::text, 'cguAcceptedAt', $4::text), updated_at = now()
          WHERE context_id = $1 AND id = $2`,
        [tenantId, userId, version, at.toISOString()],
      );
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
