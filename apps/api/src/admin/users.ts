import type { AdminUser, AdminUserDetail, AdminUsers, AdminUsersQuery } from '@espace/contracts/admin';
import { type AccountChange, accountChangeRefusal } from '@espace/domain/admin/admin-access';
import { mailThrottled } from '@espace/domain/accounts/mail-throttle';
import { displayName } from '@espace/domain/display-name';
import { pageCount } from '@espace/domain/pagination';
import type { AccountsRepository } from '../accounts/accounts-repository';
import { mailPasswordResetLink, PASSWORD_RESET_PURPOSE, type ResetLinkInput } from '../accounts/request-password-reset';
import type { SessionsRepository } from '../auth/sessions-repository';
import type { Database } from '../db/database';
import { AppError, NotFoundError, TooManyAttemptsError } from '../http/app-error';
import type { MailRequestsRepository } from '../mail/mail-requests-repository';
import type { CachedUsersRepository } from '../users/profile-cache';
import type { TenantAdmin } from './admin-access';
import type { AdminUserRecord, AdminUsersRepository } from './admin-users-repository';
import type { AuditLogRepository } from './audit-log-repository';

/** Users per page of the administration's list. */
export const ADMIN_USERS_PAGE_SIZE = 50;
/** The system role an admin grants and removes. */
const ADMIN_ROLE = 'admin';

const presentUser = (user: AdminUserRecord): AdminUser => ({
  id: user.id,
  displayName: displayName(user),
  email: user.email,
  username: user.username,
  roles: user.roles,
  deactivatedAt: user.deactivatedAt?.toISOString() ?? null,
  createdAt: user.createdAt.toISOString(),
});

/** What the audit log keeps of an account: what an admin changes of it. */
const audited = (user: AdminUserRecord) => ({ deactivated: user.deactivatedAt !== null, admin: user.roles.includes(ADMIN_ROLE) });

/** One page of the tenant's users, by name, matching the search (docs/administration.md#users). */
export async function listUsers({ admin, users, query }: { admin: TenantAdmin; users: AdminUsersRepository; query: AdminUsersQuery }): Promise<AdminUsers> {
  const { items, total } = await users.page(admin.tenantId, query, (query.page - 1) * ADMIN_USERS_PAGE_SIZE, ADMIN_USERS_PAGE_SIZE);
  return { items: items.map(presentUser), page: query.page, pageCount: pageCount(total, ADMIN_USERS_PAGE_SIZE), total };
}

async function userOf(admin: TenantAdmin, users: AdminUsersRepository, userId: string): Promise<AdminUserRecord> {
  const user = await users.find(admin.tenantId, userId);
  if (user === undefined) throw new NotFoundError();
  return user;
}

/** A user with their classes and companies; another tenant's user is 404. */
export async function getUser({ admin, users, userId }: { admin: TenantAdmin; users: AdminUsersRepository; userId: string }): Promise<AdminUserDetail> {
  const user = await userOf(admin, users, userId);
  return { ...presentUser(user), ...(await users.memberships(admin.tenantId, userId)), isSelf: userId === admin.userId };
}

/** 403 for a change out of the admin's reach, 409 (CONFLICT) for one that would lock the admin out. */
function refuseUnlessAllowed(admin: TenantAdmin, user: AdminUserRecord, change: AccountChange): void {
  const refusal = accountChangeRefusal({ actorRoles: admin.roles, targetRoles: user.roles, self: user.id === admin.userId, change });
  if (refusal === 'outOfReach') throw new AppError('Forbidden');
  if (refusal === 'self') throw new AppError('CONFLICT', [{ path: change === 'deactivate' ? 'body.deactivated' : 'body.admin', message: 'not on your own account' }]);
}

export interface UpdateUserInput {
  admin: TenantAdmin;
  database: Database;
  users: AdminUsersRepository;
  profiles: Pick<CachedUsersRepository, 'forgetProfile'>;
  sessions: Pick<SessionsRepository, 'revokeAllSessions'>;
  audit: AuditLogRepository;
  userId: string;
  body: { deactivated?: boolean | undefined; admin?: boolean | undefined };
  now: Date;
}

/**
 * Deactivates or reactivates an account, grants or removes the tenant's admin role, in one
 * transaction with its audit entry. Deactivating ends every session of the account at once.
 */
export async function updateUser(input: UpdateUserInput): Promise<AdminUserDetail> {
  const { admin, database, users, audit, userId, body, now } = input;
  const before = await userOf(admin, users, userId);
  const changes: AccountChange[] = [];
  if (body.deactivated !== undefined && body.deactivated !== (before.deactivatedAt !== null)) changes.push(body.deactivated ? 'deactivate' : 'reactivate');
  if (body.admin !== undefined && body.admin !== before.roles.includes(ADMIN_ROLE)) changes.push(body.admin ? 'grantAdmin' : 'removeAdmin');
  for (const change of changes) refuseUnlessAllowed(admin, before, change);
  if (changes.length > 0) {
    await database.transaction(async (tx) => {
      for (const change of changes) {
        if (change === 'deactivate') {
          await users.setDeactivated(admin.tenantId, userId, now, tx);
          await input.sessions.revokeAllSessions(admin.tenantId, userId, tx);
        } else if (change === 'reactivate') await users.setDeactivated(admin.tenantId, userId, null, tx);
        else if (change === 'grantAdmin') await users.grantRole(admin.tenantId, userId, ADMIN_ROLE, tx);
        else await users.removeRole(admin.tenantId, userId, ADMIN_ROLE, tx);
      }
      const after = await users.find(admin.tenantId, userId, tx);
      if (after === undefined) throw new NotFoundError();
      for (const change of changes) {
        await audit.record(admin.tenantId, { actor: { id: admin.userId, name: admin.name }, action: `user.${actionOf[change]}`, target: { id: userId, label: displayName(after) }, before: audited(before), after: audited(after) }, tx);
      }
    });
    input.profiles.forgetProfile(userId);
  }
  return getUser({ admin, users, userId });
}

const actionOf: Record<AccountChange, string> = {
  deactivate: 'deactivated',
  reactivate: 'reactivated',
  grantAdmin: 'admin-granted',
  removeAdmin: 'admin-removed',
  sendPasswordReset: 'password-reset-sent',
};

export interface SendPasswordResetInput extends Omit<ResetLinkInput, 'user'> {
  admin: TenantAdmin;
  users: AdminUsersRepository;
  accounts: Pick<AccountsRepository, 'findById'>;
  mailRequests: MailRequestsRepository;
  audit: AuditLogRepository;
  userId: string;
  ip: string;
}

/**
 * Mails the user a password reset link, as if they had asked for it, under the same throttle
 * (a recipient gets at most a few an hour, whoever asks). A deactivated account, or one without an
 * address, gets none: 409 with the reason.
 */
export async function sendPasswordReset(input: SendPasswordResetInput): Promise<{ sentTo: string }> {
  const { admin, users, audit, userId, now } = input;
  const target = await userOf(admin, users, userId);
  refuseUnlessAllowed(admin, target, 'sendPasswordReset');
  const user = await input.accounts.findById(admin.tenantId, userId);
  if (user === undefined) throw new NotFoundError();
  if (user.deactivated) throw new AppError('CONFLICT', [{ path: 'user', message: 'deactivated' }]);
  if (user.email === '') throw new AppError('CONFLICT', [{ path: 'user.email', message: 'no address' }]);
  const recent = await input.mailRequests.reserve(admin.tenantId, PASSWORD_RESET_PURPOSE, user.email.toLowerCase(), input.ip, now);
  if (mailThrottled(recent)) throw new TooManyAttemptsError(60 * 60 * 1000, 'TOO_MANY_REQUESTS');
  await mailPasswordResetLink({ ...input, user });
  await audit.record(admin.tenantId, { actor: { id: admin.userId, name: admin.name }, action: 'user.password-reset-sent', target: { id: userId, label: displayName(target) }, before: null, after: null });
  return { sentTo: user.email };
}
