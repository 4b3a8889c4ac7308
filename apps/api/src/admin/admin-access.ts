import { type AdminReach, adminReachOf, administersTenant } from '@espace/domain/admin/admin-access';
import { classCompanyOf, companyScopeOf, reachCoversClass } from '@espace/domain/admin/class-reach';
import { displayName } from '@espace/domain/display-name';
import { AppError, BadRequestError, NotFoundError, UnauthorizedError } from '../http/app-error';
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

async function adminOf(
  users: Profiles,
  tenantId: string,
  userId: string,
  mayEnter: (reach: AdminReach | null, roles: string[]) => reach is AdminReach,
): Promise<TenantAdmin> {
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
 * Lets in whoever administers some of the tenant's people and classes: its system admin, or a
 * company OWNER, ADMIN or ORGANIZER, whose reach stops at their companies' members and classes
 * (others are 404 to them: `scopeOf`, `classInReach`).
 */
export const reachAdminOf = (users: Profiles, tenantId: string, userId: string): Promise<TenantAdmin> =>
  adminOf(users, tenantId, userId, (reach): reach is AdminReach => reach !== null);

/** The company ids the admin's reach stops at, or null for the whole tenant: what the repositories filter by. */
export const scopeOf = ({ reach }: Pick<TenantAdmin, 'reach'>): readonly string[] | null => companyScopeOf(reach);

/** Whose learner imports the admin follows: every one for the system admin (null), their own for a company admin (an import's report names other companies' addresses). */
export const importsStartedBy = (admin: Pick<TenantAdmin, 'reach' | 'userId'>): string | null => (admin.reach.kind === 'tenant' ? null : admin.userId);

/** The class, found in the tenant, when the admin's reach covers it; otherwise 404, as another tenant's class is. */
export function classInReach<T extends { companyId: string | null }>(admin: Pick<TenantAdmin, 'reach'>, klass: T | undefined): T {
  if (klass === undefined || !reachCoversClass(admin.reach, klass)) throw new NotFoundError();
  return klass;
}

/**
 * The company a class takes, created or moved by this admin (docs/administration.md#classes): none
 * from a company admin is 400 (`body.companyId`); a company out of their reach, or not the
 * tenant's (`findCompany` looks in the tenant), is 404.
 */
export async function classCompanyFor<C>(
  admin: Pick<TenantAdmin, 'reach'>,
  requested: string | null,
  findCompany: (companyId: string) => Promise<C | undefined>,
): Promise<C | null> {
  const taken = classCompanyOf(admin.reach, requested);
  if ('refusal' in taken) {
    if (taken.refusal === 'companyRequired') throw new BadRequestError([{ path: 'body.companyId', message: 'one of your companies is required' }]);
    throw new NotFoundError();
  }
  if (taken.companyId === null) return null;
  const company = await findCompany(taken.companyId);
  if (company === undefined) throw new NotFoundError();
  return company;
}
