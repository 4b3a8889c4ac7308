import type { Locale } from '@espace/contracts/context';
import type { PendingEmail, PendingEmailStep } from '@espace/domain/accounts/email-ownership';
import type { InvitationCodeFacts } from '@espace/domain/admin/invitation-codes';
import type { Queryable } from '../db/database';
import { emailMatches } from '../users/email-match';

/** The fields a profile change writes as they are (an address goes through its link: docs/product/accounts.md#e-mail-address). */
export interface ProfileFields {
  username?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  birthday?: string | null;
}

/** The fields an account is created with. */
export interface AccountFields extends ProfileFields {
  /** '' means "no email" (invitation registration). */
  email?: string;
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
  /** The address is proven (a link mailed to it was used, or the identity provider vouched for it). */
  emailVerified: boolean;
  /** An address asked for and not yet the account's. */
  pendingEmail: PendingEmail | null;
  hasPassword: boolean;
  /** An admin deactivated the account: it signs in no way and resets no password (docs/administration.md#users). */
  deactivated: boolean;
}

const writableColumns = ['username', 'firstname', 'lastname', 'birthday'] as const;

interface MailableRow {
  id: string;
  email: string;
  username: string | null;
  firstname: string | null;
  lastname: string | null;
  preferred_locale: Locale | null;
  is_from_invitation_code: boolean;
  email_verified: boolean;
  pending_email: string | null;
  pending_email_awaits: PendingEmailStep | null;
  has_password: boolean;
  deactivated: boolean;
}
const mailableColumns = `id, email, username, firstname, lastname, preferred_locale, is_from_invitation_code, email_verified_at IS NOT NULL AS email_verified,
  pending_email, pending_email_awaits, password_hash IS NOT NULL AS has_password, deactivated_at IS NOT NULL AS deactivated`;
const toMailable = (row: MailableRow): MailableUser => ({
  id: row.id,
  email: row.email,
  username: row.username,
  firstname: row.firstname,
  lastname: row.lastname,
  preferredLocale: row.preferred_locale,
  isFromInvitationCode: row.is_from_invitation_code,
  emailVerified: row.email_verified,
  pendingEmail: row.pending_email === null || row.pending_email_awaits === null ? null : { email: row.pending_email, awaiting: row.pending_email_awaits },
  hasPassword: row.has_password,
  deactivated: row.deactivated,
});

/** What an erasure needs of the account before it empties it (docs/privacy.md#erasure). */
export interface ErasableAccount {
  id: string;
  email: string;
  username: string | null;
  pendingEmail: string | null;
  tincanIdentifier: string;
  hasPassword: boolean;
  erasedAt: Date | null;
}

/** Writes to users and invitation codes for registration, profile, password and terms. */
export function createAccountsRepository(db: Queryable) {
  return {
    async findByEmail(tenantId: string, email: string, tx: Queryable = db): Promise<MailableUser | undefined> {
      if (email.trim() === '') return undefined;
      const [row] = await tx.query<MailableRow>(`SELECT ${mailableColumns} FROM users WHERE context_id = $1 AND ${emailMatches('$2')}`, [
        tenantId,
        email.trim(),
      ]);
      return row && toMailable(row);
    },

    async findById(tenantId: string, userId: string, tx: Queryable = db): Promise<MailableUser | undefined> {
      const [row] = await tx.query<MailableRow>(`SELECT ${mailableColumns} FROM users WHERE context_id = $1 AND id = $2`, [tenantId, userId]);
      return row && toMailable(row);
    },

    /** The user, whose row the transaction holds until it ends: changes of address are made one at a time. */
    async lockById(tenantId: string, userId: string, tx: Queryable): Promise<MailableUser | undefined> {
      const [row] = await tx.query<MailableRow>(`SELECT ${mailableColumns} FROM users WHERE context_id = $1 AND id = $2 FOR UPDATE`, [tenantId, userId]);
      return row && toMailable(row);
    },

    /** Whether another user of the tenant has this username (ignoring case). */
    async usernameTaken(tenantId: string, username: string, exceptUserId: string | null, tx: Queryable = db): Promise<boolean> {
      const [row] = await tx.query<{ taken: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM users WHERE context_id = $1 AND lower(username) = lower($2) AND id IS DISTINCT FROM $3::uuid) AS taken',
        [tenantId, username, exceptUserId],
      );
      return row?.taken ?? false;
    },

    /**
     * Counts one use of an available code (known, not disabled, not expired, not used up) in the
     * same statement that checks it, so two registrations cannot both take the last use; the
     * code's id and the class it names (null: none), or undefined when it is not available.
     */
    async useInvitationCode(tenantId: string, code: string, tx: Queryable = db): Promise<{ id: string; classId: string | null } | undefined> {
      const [row] = await tx.query<{ id: string; class_id: string | null }>(
        `UPDATE invitation_codes SET use_count = use_count + 1
          WHERE context_id = $1 AND lower(code) = lower($2) AND disabled_at IS NULL
            AND (expires_at IS NULL OR expires_at > now())
            AND (max_uses IS NULL OR use_count < max_uses)
          RETURNING id, class_id`,
        [tenantId, code.trim()],
      );
      return row && { id: row.id, classId: row.class_id };
    },

    /** What is known of a code the tenant has (in any case), to say why it is not available; undefined for a code it does not have. */
    async invitationCodeFacts(tenantId: string, code: string, tx: Queryable = db): Promise<InvitationCodeFacts | undefined> {
      const [row] = await tx.query<{ max_uses: number | null; use_count: number; expires_at: Date | null; disabled_at: Date | null }>(
        'SELECT max_uses, use_count, expires_at, disabled_at FROM invitation_codes WHERE context_id = $1 AND lower(code) = lower($2)',
        [tenantId, code.trim()],
      );
      return row && { maxUses: row.max_uses, useCount: row.use_count, expiresAt: row.expires_at, disabledAt: row.disabled_at };
    },

    /**
     * `emailVerified`: the identity provider vouched for `email`. `pendingEmail`: the address a
     * registration gave, which waits for its link (docs/product/accounts.md#e-mail-address).
     */
    async createUser(
      tenantId: string,
      fields: AccountFields & {
        passwordHash: string | null;
        invitationCodeId: string | null;
        preferredLocale?: Locale | null;
        emailVerified?: boolean;
        pendingEmail?: string;
      },
      tx: Queryable = db,
    ): Promise<string> {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO users (context_id, email, username, firstname, lastname, birthday, password_hash, invitation_code_id, is_from_invitation_code, preferred_locale, email_verified_at,
                            pending_email, pending_email_awaits)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8::uuid IS NOT NULL, $9, CASE WHEN $10::boolean AND $2 <> '' THEN now() END,
                 $11::text, CASE WHEN $11::text IS NOT NULL THEN 'confirmation' END) RETURNING id`,
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
          fields.pendingEmail ?? null,
        ],
      );
      if (!row) throw new Error('User insert returned no row');
      return row.id;
    },

    /** Writes only the fields given; a missing field keeps its value. */
    async updateFields(tenantId: string, userId: string, fields: ProfileFields, tx: Queryable = db): Promise<void> {
      const columns = writableColumns.filter((column) => fields[column] !== undefined);
      if (columns.length === 0) return;
      const assignments = columns.map((column, index) => `${column} = $${index + 3}`).join(', ');
      await tx.query(`UPDATE users SET ${assignments}, updated_at = now() WHERE context_id = $1 AND id = $2`, [
        tenantId,
        userId,
        ...columns.map((column) => fields[column]),
      ]);
    },

    /** Records the address the user asks for (null: none), replacing any earlier request; the account's own address stays. */
    async setPendingEmail(tenantId: string, userId: string, pending: PendingEmail | null, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE users SET pending_email = $3, pending_email_awaits = $4, updated_at = now() WHERE context_id = $1 AND id = $2', [
        tenantId,
        userId,
        pending?.email ?? null,
        pending?.awaiting ?? null,
      ]);
    },

    /** The current address approved the change: the pending address now waits for its own link. */
    async approvePendingEmail(tenantId: string, userId: string, tx: Queryable): Promise<void> {
      await tx.query(
        "UPDATE users SET pending_email_awaits = 'confirmation', updated_at = now() WHERE context_id = $1 AND id = $2 AND pending_email IS NOT NULL",
        [tenantId, userId],
      );
    },

    /**
     * Whether another account holds the address, or may take it back with a change's undo link
     * still working (undo-email-change.ts): only a free address moves onto an account.
     */
    async addressTaken(tenantId: string, email: string, userId: string, tx: Queryable = db): Promise<boolean> {
      const [row] = await tx.query<{ taken: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM users WHERE context_id = $1 AND ${emailMatches('$2')} AND id <> $3)
             OR EXISTS (SELECT 1 FROM email_change_undos WHERE context_id = $1 AND lower(email) = lower($2) AND user_id <> $3 AND used_at IS NULL AND retired_at IS NULL AND expires_at > now()) AS taken`,
        [tenantId, email.trim(), userId],
      );
      return row?.taken ?? false;
    },

    /**
     * Makes `email` the account's address ('' for none), proven by the link just used, and drops
     * any pending request. The unique index refuses an address another account took meanwhile (asUniqueError).
     */
    async moveEmail(tenantId: string, userId: string, email: string, at: Date, tx: Queryable): Promise<void> {
      await tx.query(
        "UPDATE users SET email = $3, email_verified_at = CASE WHEN $3 <> '' THEN $4::timestamptz END, pending_email = NULL, pending_email_awaits = NULL, updated_at = now() WHERE context_id = $1 AND id = $2",
        [tenantId, userId, email, at],
      );
    },

    /** The stored argon2 hash, or null for an account that never had a password (single sign-on). */
    async passwordHash(tenantId: string, userId: string): Promise<string | null> {
      const [row] = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE context_id = $1 AND id = $2', [tenantId, userId]);
      return row?.password_hash ?? null;
    },

    /** A link mailed to `email` was used: that address, if it still is the account's, is theirs. */
    async markEmailVerified(tenantId: string, userId: string, email: string, at: Date, tx: Queryable = db): Promise<void> {
      await tx.query(`UPDATE users SET email_verified_at = $4 WHERE context_id = $1 AND id = $2 AND ${emailMatches('$3')}`, [tenantId, userId, email, at]);
    },

    /** The account's password stops working; a reset link mailed to its address sets a new one. */
    async clearPassword(tenantId: string, userId: string, tx: Queryable): Promise<void> {
      await tx.query('UPDATE users SET password_hash = NULL, updated_at = now() WHERE context_id = $1 AND id = $2', [tenantId, userId]);
    },

    async setPasswordHash(tenantId: string, userId: string, passwordHash: string, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE users SET password_hash = $3, updated_at = now() WHERE context_id = $1 AND id = $2', [tenantId, userId, passwordHash]);
    },

    /**
     * The account was used at `at`: signed in, or kept from the retention mail
     * (docs/privacy.md#retention). A later use already written stays.
     */
    async markActive(tenantId: string, userId: string, at: Date, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE users SET last_active_at = $3 WHERE context_id = $1 AND id = $2 AND last_active_at < $3', [tenantId, userId, at]);
    },

    /** The account, whose row the transaction holds until it ends: one erasure at a time, and no change of it meanwhile. */
    async lockForErasure(tenantId: string, userId: string, tx: Queryable): Promise<ErasableAccount | undefined> {
      const [row] = await tx.query<{
        id: string;
        email: string;
        username: string | null;
        pending_email: string | null;
        tincan_identifier: string;
        has_password: boolean;
        erased_at: Date | null;
      }>(
        `SELECT id, email, username, pending_email, tincan_identifier, password_hash IS NOT NULL AS has_password, erased_at
           FROM users WHERE context_id = $1 AND id = $2 FOR UPDATE`,
        [tenantId, userId],
      );
      return (
        row && {
          id: row.id,
          email: row.email,
          username: row.username,
          pendingEmail: row.pending_email,
          tincanIdentifier: row.tincan_identifier,
          hasPassword: row.has_password,
          erasedAt: row.erased_at,
        }
      );
    },

    /**
     * Empties every personal field of the account (docs/privacy.md#erasure): names, address ('' is
     * no address, which the unique index ignores), username, birthday, avatar, password, language,
     * support groups. What it did stays under its random id; `erased_at` says it is erased.
     */
    async anonymise(tenantId: string, userId: string, at: Date, tx: Queryable): Promise<void> {
      await tx.query(
        `UPDATE users SET email = '', username = NULL, firstname = NULL, lastname = NULL, birthday = NULL, avatar_id = NULL, password_hash = NULL,
                          email_verified_at = NULL, pending_email = NULL, pending_email_awaits = NULL, preferred_locale = NULL,
                          support_groups = '[]', erased_at = $3, updated_at = now()
          WHERE context_id = $1 AND id = $2 AND erased_at IS NULL`,
        [tenantId, userId, at],
      );
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
