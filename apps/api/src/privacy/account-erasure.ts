import type { AdminErasureRequests, ErasureOutcome, ErasureRequest, MyErasure } from '@espace/contracts/privacy';
import { displayName } from '@espace/domain/display-name';
import { type ErasureWay, erasureDueAt, erasureWayOf } from '@espace/domain/privacy/erasure';
import { confirmCurrentPassword } from '../accounts/confirm-current-password';
import { scopeOf, type TenantAdmin } from '../admin/admin-access';
import type { Tenant } from '../contexts/context-repository';
import { AppError, UnauthorizedError } from '../http/app-error';
import type { AdminUsersRepository } from '../user-management/admin-users-repository';
import { refuseUnlessAllowed, userOf } from '../user-management/users';
import type { UsersRepository } from '../users/users-repository';
import { type EraseUserInput, eraseUser } from './erase-user';
import type { ErasureRequestsRepository, PendingErasureRequest } from './erasure-requests-repository';

/** What erasing needs besides whose account and who asks: erase-user.ts's repositories and steps. */
export type Erasing = Omit<EraseUserInput, 'tenantId' | 'userId' | 'admin' | 'now'>;

const presented = (request: PendingErasureRequest): ErasureRequest => ({
  requestedAt: request.requestedAt.toISOString(),
  dueAt: request.dueAt.toISOString(),
});

interface MyAccount {
  tenant: Tenant;
  userId: string;
  profiles: Pick<UsersRepository, 'findProfile'>;
  requests: Pick<ErasureRequestsRepository, 'pendingOf' | 'ask'>;
  admins: Pick<AdminUsersRepository, 'othersAdminister'>;
}

/** The user's way to the erasure of their account: the tenant's, or a request for an account without a password. */
async function wayOf({ tenant, userId, profiles, admins }: MyAccount): Promise<{ way: ErasureWay; hasPassword: boolean; lastAdmin: boolean }> {
  const profile = await profiles.findProfile(tenant.id, userId);
  if (profile === undefined) throw new UnauthorizedError();
  // The tenant's only admin would leave it with no one to run it: another one is named first.
  const lastAdmin = profile.roles.includes('admin') && !(await admins.othersAdminister(tenant.id, userId));
  return {
    way: erasureWayOf({ tenantWay: tenant.settings.privacy.accountErasure, hasPassword: profile.hasPassword }),
    hasPassword: profile.hasPassword,
    lastAdmin,
  };
}

/** GET /api/users/me/erasure: how the user has their account erased, and their request waiting, if any. */
export async function myErasure(input: MyAccount): Promise<MyErasure> {
  const { way, lastAdmin } = await wayOf(input);
  const request = await input.requests.pendingOf(input.tenant.id, input.userId);
  return { way, request: request === undefined ? null : presented(request), lastAdmin };
}

/**
 * POST /api/users/me/erasure: the current password first (when the account has one), checked and
 * counted as a profile change's is; then the account is erased at once, or the request recorded
 * (the first one stays, with its due date, however often the user asks).
 */
export async function eraseMyAccount(
  input: MyAccount &
    Pick<Parameters<typeof confirmCurrentPassword>[0], 'accounts' | 'loginFailures'> & {
      currentPassword: string | undefined;
      ip: string;
      now: Date;
      erasing: Erasing;
    },
): Promise<ErasureOutcome> {
  const { tenant, userId, now } = input;
  const { way, hasPassword, lastAdmin } = await wayOf(input);
  if (lastAdmin) throw new AppError('CONFLICT', [{ path: 'account', message: 'the only admin of the tenant: name another one first' }]);
  if (hasPassword) {
    await confirmCurrentPassword({
      tenantId: tenant.id,
      userId,
      currentPassword: input.currentPassword,
      ip: input.ip,
      now,
      accounts: input.accounts,
      loginFailures: input.loginFailures,
    });
  }
  if (way === 'self') {
    await eraseUser({ ...input.erasing, tenantId: tenant.id, userId, admin: null, now });
    return { outcome: 'erased' };
  }
  const request = await input.requests.ask(tenant.id, userId, { requestedAt: now, dueAt: erasureDueAt(now) });
  return { outcome: 'requested', request: presented(request) };
}

/** GET /api/admin/privacy-requests: the requests waiting within the admin's reach, oldest first. */
export async function listErasureRequests({
  admin,
  requests,
}: {
  admin: TenantAdmin;
  requests: Pick<ErasureRequestsRepository, 'listPending'>;
}): Promise<AdminErasureRequests> {
  const pending = await requests.listPending(admin.tenantId, scopeOf(admin));
  return {
    items: pending.map((request) => ({
      ...presented(request),
      id: request.id,
      userId: request.userId,
      displayName: displayName(request),
      email: request.email,
    })),
  };
}

/**
 * POST /api/admin/users/:id/erasure: an admin erases an account of their reach now (another
 * tenant's, or one out of reach, is 404; a system admin's, for a company admin, 403), closing its
 * request. Their own account is not erased here (409): they erase it as its owner, with their password.
 */
export async function eraseAsAdmin(input: { admin: TenantAdmin; users: AdminUsersRepository; userId: string; now: Date; erasing: Erasing }): Promise<void> {
  const { admin, userId } = input;
  refuseUnlessAllowed(admin, await userOf(admin, input.users, userId), 'erase');
  await eraseUser({ ...input.erasing, tenantId: admin.tenantId, userId, admin: { id: admin.userId, name: admin.name }, now: input.now });
}
