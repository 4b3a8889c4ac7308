import type { AuditAction } from '@espace/domain/admin/audit-actions';
import type { AdminUser, AdminUserDetail, AdminUsers, AdminUsersQuery } from '@espace/contracts/admin';
import { type AccountChange, accountChangeRefusal, companyRoleChangeRefusal, grantableCompanyRoles } from '@espace/domain/admin/admin-access';
import type { MemberRole } from '@espace/domain/user-domain';
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
import { scopeOf, type TenantAdmin } from '../admin/admin-access';
import type { AdminUserRecord, AdminUsersRepository } from './admin-users-repository';
import type { AuditLogRepository } from '../admin/audit-log-repository';

/** Users per page of the administration's list. */
const ADMIN_USERS_PAGE_SIZE = 50;
/** The system role an admin grants and removes. */
const ADMIN_ROLE = 'admin';

const presentUser = (user: AdminUserRecord): AdminUser => ({
  id: user.id,
  displayName: displayName(user),
  email: user.email,
  username: user.username,
  roles: user.roles,
  deactivatedAt: user.deactivatedAt?.toISOString() ?? null,
  erasedAt: user.erasedAt?.toISOString() ?? null,
  createdAt: user.createdAt.toISOString(),
  lastActiveAt: user.lastActiveAt.toISOString(),
  invitationSentAt: user.invitationSentAt?.toISOString() ?? null,
});

/** What the audit log keeps of an account: what an admin changes of it. */
const audited = (user: AdminUserRecord) => ({ deactivated: user.deactivatedAt !== null, admin: user.roles.includes(ADMIN_ROLE) });

/** One page of the users within the admin's reach, by name, matching the search (docs/administration.md#users). */
export async function listUsers({ admin, users, query }: { admin: TenantAdmin; users: AdminUsersRepository; query: AdminUsersQuery }): Promise<AdminUsers> {
  const { items, total } = await users.page(admin.tenantId, query, scopeOf(admin), (query.page - 1) * ADMIN_USERS_PAGE_SIZE, ADMIN_USERS_PAGE_SIZE);
  return { items: items.map(presentUser), page: query.page, pageCount: pageCount(total, ADMIN_USERS_PAGE_SIZE), total };
}

export async function userOf(admin: TenantAdmin, users: AdminUsersRepository, userId: string): Promise<AdminUserRecord> {
  const user = await users.find(admin.tenantId, userId, scopeOf(admin));
  if (user === undefined) throw new NotFoundError();
  return user;
}

/** A user with their classes and companies; another tenant's user, or one out of a company admin's reach, is 404. */
export async function getUser({ admin, users, userId }: { admin: TenantAdmin; users: AdminUsersRepository; userId: string }): Promise<AdminUserDetail> {
  const user = await userOf(admin, users, userId);
  const manageable = manageableBy(admin, user);
  // A company admin's reach stops at accounts with a system role: their company roles too. An anonymised account gets none.
  const companies =
    user.erasedAt === null && (manageable.account || admin.reach.kind === 'tenant') ? await users.companies(admin.tenantId, scopeOf(admin)) : [];
  const grantable = companies
    .map((company) => ({ ...company, roles: [...grantableCompanyRoles(admin, company.id)] }))
    .filter((company) => company.roles.length > 0);
  return {
    ...presentUser(user),
    ...(await users.memberships(admin.tenantId, userId, scopeOf(admin))),
    isSelf: userId === admin.userId,
    manageable,
    grantableCompanyRoles: grantable,
  };
}

/** Why this admin may not make this change to this account, or null: the domain's rule, given who they both are. */
const refusalOf = (admin: TenantAdmin, user: AdminUserRecord, change: AccountChange) =>
  accountChangeRefusal({
    actorRoles: admin.roles,
    targetRoles: user.roles,
    self: user.id === admin.userId,
    change,
    reach: admin.reach,
    erased: user.erasedAt !== null,
  });

/** What the screen may offer on this account: the changes the server would accept. */
function manageableBy(admin: TenantAdmin, user: AdminUserRecord): { account: boolean; adminRole: boolean } {
  const refused = (change: AccountChange) => refusalOf(admin, user, change) !== null;
  return { account: !refused('sendPasswordReset'), adminRole: !refused(user.roles.includes(ADMIN_ROLE) ? 'removeAdmin' : 'grantAdmin') };
}

/** 403 for a change out of the admin's reach, 409 (CONFLICT) for one that would lock the admin out. */
export function refuseUnlessAllowed(admin: TenantAdmin, user: AdminUserRecord, change: AccountChange): void {
  const refusal = refusalOf(admin, user, change);
  if (refusal === 'outOfReach') throw new AppError('Forbidden');
  if (refusal === 'erased') throw new AppError('CONFLICT', [{ path: 'params.id', message: 'the account is anonymised' }]);
  if (refusal === 'self') {
    // One's own account is erased as its owner, with its password (docs/privacy.md#erasure).
    if (change === 'erase') throw new AppError('CONFLICT', [{ path: 'params.id', message: 'not your own account: erase it from your profile' }]);
    throw new AppError('CONFLICT', [{ path: change === 'deactivate' ? 'body.deactivated' : 'body.admin', message: 'not on your own account' }]);
  }
}

export interface UpdateUserInput {
  admin: TenantAdmin;
  database: Database;
  users: AdminUsersRepository;
  profiles: Pick<CachedUsersRepository, 'forgetProfile'>;
  sessions: Pick<SessionsRepository, 'revokeAllSessions'>;
  audit: AuditLogRepository;
  userId: string;
  body: { deactivated?: boolean | undefined; admin?: boolean | undefined; companyRole?: { companyId: string; role: MemberRole; granted: boolean } | undefined };
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
  if (body.companyRole !== undefined) await changeCompanyRole(input, before, body.companyRole);
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
      const after = await users.find(admin.tenantId, userId, scopeOf(admin), tx);
      if (after === undefined) throw new NotFoundError();
      for (const change of changes) {
        await audit.record(
          admin.tenantId,
          {
            actor: { id: admin.userId, name: admin.name },
            action: `user.${actionOf[change]}`,
            target: { id: userId, label: displayName(after) },
            before: audited(before),
            after: audited(after),
          },
          tx,
        );
      }
    });
    input.profiles.forgetProfile(userId);
  }
  return getUser({ admin, users, userId });
}

/**
 * Grants or removes one of the account's company roles (docs/administration.md#users), in one
 * transaction with its audit entry: a company out of the admin's reach is 404, a role they may not
 * hand out 403, their own administering role 409; a change that changes nothing records nothing.
 */
async function changeCompanyRole(
  input: UpdateUserInput,
  user: AdminUserRecord,
  change: { companyId: string; role: MemberRole; granted: boolean },
): Promise<void> {
  const { admin, database, users, audit, userId } = input;
  const company = (await users.companies(admin.tenantId, scopeOf(admin))).find((candidate) => candidate.id === change.companyId);
  if (company === undefined) throw new NotFoundError();
  if (user.erasedAt !== null) throw new AppError('CONFLICT', [{ path: 'params.id', message: 'the account is anonymised' }]);
  if (
    admin.reach.kind === 'companies' &&
    accountChangeRefusal({
      actorRoles: admin.roles,
      targetRoles: user.roles,
      self: user.id === admin.userId,
      change: 'sendPasswordReset',
      reach: admin.reach,
    }) === 'outOfReach'
  ) {
    throw new AppError('Forbidden');
  }
  const refusal = companyRoleChangeRefusal(admin, { ...change, self: userId === admin.userId });
  if (refusal === 'outOfReach') throw new AppError('Forbidden');
  if (refusal === 'self') throw new AppError('CONFLICT', [{ path: 'body.companyRole', message: 'not on your own account' }]);
  const held = (await users.memberships(admin.tenantId, userId, [company.id])).companies.some((membership) => membership.role === change.role);
  if (held === change.granted) return;
  const membership = { company: company.name, role: change.role };
  await database.transaction(async (tx) => {
    if (change.granted) await users.grantCompanyRole(admin.tenantId, userId, company.id, change.role, tx);
    else await users.removeCompanyRole(admin.tenantId, userId, company.id, change.role, tx);
    await audit.record(
      admin.tenantId,
      {
        actor: { id: admin.userId, name: admin.name },
        action: change.granted ? 'user.company-role-granted' : 'user.company-role-removed',
        target: { id: userId, label: displayName(user) },
        before: change.granted ? null : membership,
        after: change.granted ? membership : null,
      },
      tx,
    );
  });
  input.profiles.forgetProfile(userId);
}

/** The verbs of the user actions the audit log lists. */
type UserVerb<Action = AuditAction> = Action extends `user.${infer Verb}` ? Verb : never;

const actionOf: Record<AccountChange, UserVerb> = {
  deactivate: 'deactivated',
  reactivate: 'reactivated',
  grantAdmin: 'admin-granted',
  removeAdmin: 'admin-removed',
  sendPasswordReset: 'password-reset-sent',
  erase: 'erased',
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
  await audit.record(admin.tenantId, {
    actor: { id: admin.userId, name: admin.name },
    action: 'user.password-reset-sent',
    target: { id: userId, label: displayName(target) },
    before: null,
    after: null,
  });
  return { sentTo: user.email };
}
