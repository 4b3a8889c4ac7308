import { type AdminReach, adminReachOf, administersTenant } from '@espace/domain/admin/admin-access';
import { displayName } from '@espace/domain/display-name';
import { AppError, UnauthorizedError } from '../http/app-error';
import type { UsersRepository } from '../users/users-repository';

/** Who is asking in the administration space, once let in; the audit log names them. */
export interface TenantAdmin {
  tenantId: string;
  userId: string;
  name: string;
  /** Their system roles: how far their reach goes over other accounts. */
  roles: string[];
  /** The tenant's people they administer: all of them, or the members of their companies. */
  reach: AdminReach;
  /** Their own company roles: which roles they may hand out in each company (grantableCompanyRoles). */
  companyRoles: { companyId: string; role: string }[];
}

type Profiles = Pick<UsersRepository, 'findProfile'>;

async function adminOf(users: Profiles, tenantId: string, userId: string, mayEnter: (reach: AdminReach | null, roles: string[]) => reach is AdminReach): Promise<TenantAdmin> {
  const profile = await users.findProfile(tenantId, userId);
  if (profile === undefined) throw new UnauthorizedError();
  const reach = adminReachOf(profile);
  if (!mayEnter(reach, profile.roles)) throw new AppError('Forbidden');
  return { tenantId, userId, name: displayName(profile), roles: profile.roles, reach, companyRoles: profile.companyUsers };
}

/**
 * Lets the tenant's system admin in, for what belongs to the whole tenant (docs/administration.md#who-administers);
 * anyone else signed in, a company admin or a trainer included, is refused with 403 before anything is read.
 */
export const tenantAdminOf = (users: Profiles, tenantId: string, userId: string): Promise<TenantAdmin> =>
  adminOf(users, tenantId, userId, (reach, roles): reach is AdminReach => reach !== null && administersTenant({ roles }));

/**
 * Lets in whoever administers some of the tenant's people: its system admin, or a company OWNER,
 * ADMIN or ORGANIZER, whose reach stops at their companies' members (others are 404 to them).
 */
export const peopleAdminOf = (users: Profiles, tenantId: string, userId: string): Promise<TenantAdmin> =>
  adminOf(users, tenantId, userId, (reach): reach is AdminReach => reach !== null);
