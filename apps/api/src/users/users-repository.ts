import type { CompanyRole } from '@espace/contracts/user';
import type { Locale } from '@espace/contracts/context';
import type { PendingEmail } from '@espace/domain/accounts/email-ownership';
import type { Queryable } from '../db/database';
import { emailMatches } from './email-match';

export interface UserCredentials {
  id: string;
  passwordHash: string | null;
}

/** What a mail to a user needs: their address, their name and their language. */
export interface MailRecipient {
  id: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  preferredLocale: Locale | null;
}

export interface MailRecipientRow {
  id: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  preferred_locale: Locale | null;
}

/** Also maps the recipients other areas find (contact-repository.ts). */
export const toMailRecipient = (row: MailRecipientRow): MailRecipient => ({
  id: row.id,
  email: row.email,
  firstname: row.firstname,
  lastname: row.lastname,
  username: row.username,
  preferredLocale: row.preferred_locale,
});

/** A user with their memberships, as the Me answer needs them. */
export interface UserProfile {
  id: string;
  contextId: string;
  email: string;
  /** A link mailed to `email` was used (or the identity provider vouched for it). */
  emailVerified: boolean;
  /** An address asked for, not yet the account's (docs/product/accounts.md#e-mail-address). */
  pendingEmail: PendingEmail | null;
  hasPassword: boolean;
  username: string | null;
  firstname: string | null;
  lastname: string | null;
  avatarId: string | null;
  birthday: string | null;
  legal: { cguAcceptedVersion: string | null; cguAcceptedAt: string | null };
  supportGroups: string[];
  scoring: Record<string, unknown>;
  contributionLevel: number;
  isFromInvitationCode: boolean;
  donePageCount: number;
  timeAlive: number;
  preferredLocale: Locale | null;
  tincanIdentifier: string;
  createdAt: Date;
  roles: string[];
  permissions: string[];
  companyUsers: { companyId: string; role: CompanyRole }[];
  classUsers: { classId: string; role: CompanyRole }[];
}

const profileQuery = `
SELECT u.id, u.context_id, u.email, u.email_verified_at IS NOT NULL AS email_verified, u.pending_email, u.pending_email_awaits,
       u.password_hash IS NOT NULL AS has_password, u.username, u.firstname, u.lastname, u.avatar_id, u.birthday, u.legal,
       u.support_groups, u.scoring, u.contribution_level, u.is_from_invitation_code, u.done_page_count,
       u.time_alive, u.preferred_locale, u.tincan_identifier, u.created_at,
       COALESCE((SELECT json_agg(r.name ORDER BY r.name)
                   FROM role_users ru JOIN roles r ON r.id = ru.role_id
                  WHERE ru.context_id = u.context_id AND ru.principal_type = 'USER' AND ru.principal_id = u.id), '[]') AS roles,
       COALESCE((SELECT json_agg(DISTINCT p.permission)
                   FROM role_users ru JOIN roles r ON r.id = ru.role_id
                  CROSS JOIN LATERAL jsonb_array_elements_text(r.permissions) AS p(permission)
                  WHERE ru.context_id = u.context_id AND ru.principal_type = 'USER' AND ru.principal_id = u.id), '[]') AS permissions,
       COALESCE((SELECT json_agg(json_build_object('companyId', cu.company_id, 'role', cu.role) ORDER BY cu.created_at, cu.id)
                   FROM company_users cu WHERE cu.context_id = u.context_id AND cu.user_id = u.id), '[]') AS company_users,
       COALESCE((SELECT json_agg(json_build_object('classId', cl.class_id, 'role', cl.role) ORDER BY cl.created_at, cl.id)
                   FROM class_users cl WHERE cl.context_id = u.context_id AND cl.user_id = u.id), '[]') AS class_users
  FROM users u
 WHERE u.context_id = $1 AND u.id = $2`;

interface ProfileRow {
  id: string;
  context_id: string;
  email: string;
  email_verified: boolean;
  pending_email: string | null;
  pending_email_awaits: PendingEmail['awaiting'] | null;
  has_password: boolean;
  username: string | null;
  firstname: string | null;
  lastname: string | null;
  avatar_id: string | null;
  birthday: string | null;
  legal: UserProfile['legal'];
  support_groups: string[];
  scoring: Record<string, unknown>;
  contribution_level: number;
  is_from_invitation_code: boolean;
  done_page_count: number;
  time_alive: number;
  preferred_locale: Locale | null;
  tincan_identifier: string;
  created_at: Date;
  roles: string[];
  permissions: string[];
  company_users: UserProfile['companyUsers'];
  class_users: UserProfile['classUsers'];
}

export function createUsersRepository(db: Queryable) {
  return {
    /**
     * Emails and usernames are unique per tenant regardless of case. A deactivated account has no
     * credentials: signing in with it answers as an unknown account does (docs/administration.md#users).
     */
    async findCredentials(tenantId: string, login: { email: string } | { username: string }): Promise<UserCredentials | undefined> {
      const [match, value] = 'email' in login ? [emailMatches('$2'), login.email] : ['lower(username) = lower($2)', login.username];
      const [row] = await db.query<{ id: string; password_hash: string | null }>(
        `SELECT id, password_hash FROM users WHERE context_id = $1 AND ${match} AND deactivated_at IS NULL`,
        [tenantId, value.trim()],
      );
      return row && { id: row.id, passwordHash: row.password_hash };
    },

    async findMailRecipient(tenantId: string, userId: string): Promise<MailRecipient | undefined> {
      const [row] = await db.query<MailRecipientRow>(
        'SELECT id, email, firstname, lastname, username, preferred_locale FROM users WHERE context_id = $1 AND id = $2',
        [tenantId, userId],
      );
      return row && toMailRecipient(row);
    },

    /** The user and all their memberships, in one query. */
    async findProfile(tenantId: string, userId: string): Promise<UserProfile | undefined> {
      const [row] = await db.query<ProfileRow>(profileQuery, [tenantId, userId]);
      return row && toProfile(row);
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

function toProfile(row: ProfileRow): UserProfile {
  return {
    id: row.id,
    contextId: row.context_id,
    email: row.email,
    emailVerified: row.email_verified,
    pendingEmail: row.pending_email === null || row.pending_email_awaits === null ? null : { email: row.pending_email, awaiting: row.pending_email_awaits },
    hasPassword: row.has_password,
    username: row.username,
    firstname: row.firstname,
    lastname: row.lastname,
    avatarId: row.avatar_id,
    birthday: row.birthday,
    legal: { cguAcceptedVersion: row.legal.cguAcceptedVersion ?? null, cguAcceptedAt: row.legal.cguAcceptedAt ?? null },
    supportGroups: row.support_groups,
    scoring: row.scoring,
    contributionLevel: row.contribution_level,
    isFromInvitationCode: row.is_from_invitation_code,
    donePageCount: row.done_page_count,
    timeAlive: row.time_alive,
    preferredLocale: row.preferred_locale,
    tincanIdentifier: row.tincan_identifier,
    createdAt: row.created_at,
    roles: row.roles,
    permissions: row.permissions,
    companyUsers: row.company_users,
    classUsers: row.class_users,
  };
}
