import { isAdmin, type MemberRole, memberRoles } from '../user-domain';
import type { StaffStanding } from '../trainer/trainer-access';

/**
 * What belongs to the whole tenant rather than to one company (its invitation codes, its settings,
 * its content, its audit log) is administered by its system admin only
 * (docs/administration.md#who-administers).
 */
export const administersTenant = ({ roles }: Pick<StaffStanding, 'roles'>): boolean => isAdmin(roles);

/** The company roles that administer the company's people (docs/administration.md#who-administers). */
const companyAdminRoles = ['OWNER', 'ADMIN', 'ORGANIZER'] as const satisfies readonly MemberRole[];

/**
 * How far an admin's reach goes over the tenant's people: the whole tenant for its system admin,
 * the members of their companies for a company OWNER, ADMIN or ORGANIZER.
 */
export type AdminReach = { kind: 'tenant' } | { kind: 'companies'; companyIds: readonly string[] };

/** The admin's reach, or null for someone who administers nothing. */
export function adminReachOf({
  roles,
  companyUsers,
}: {
  roles: readonly string[];
  companyUsers: readonly { companyId: string; role: string }[];
}): AdminReach | null {
  if (isAdmin(roles)) return { kind: 'tenant' };
  const adminRoles: readonly string[] = companyAdminRoles;
  const companyIds = [...new Set(companyUsers.filter((membership) => adminRoles.includes(membership.role)).map((membership) => membership.companyId))];
  return companyIds.length > 0 ? { kind: 'companies', companyIds } : null;
}

/** A change an admin asks about another account. */
export type AccountChange = 'deactivate' | 'reactivate' | 'grantAdmin' | 'removeAdmin' | 'sendPasswordReset' | 'erase';

/**
 * Why an admin may not make this change to this account, or null when they may
 * (docs/administration.md#users):
 * - an account anonymised at its owner's request is changed no more: it is no one's (erasing it
 *   again is erasing it once, docs/privacy.md#erasure);
 * - nobody locks themselves out (deactivating their own account, removing their own admin role)
 *   or erases their own account here: they do it as its owner, with their password (docs/privacy.md#erasure);
 * - a system admin's reach stops at a superadmin's account;
 * - a company admin's reach stops at accounts with a system role, and never grants or removes one
 *   (a company ADMIN cannot make a system admin). Which accounts are in their companies is the
 *   caller's to check: an account outside them is not found.
 */
export function accountChangeRefusal({
  actorRoles,
  targetRoles,
  self,
  change,
  reach = { kind: 'tenant' },
  erased = false,
}: {
  actorRoles: readonly string[];
  targetRoles: readonly string[];
  self: boolean;
  change: AccountChange;
  reach?: AdminReach;
  erased?: boolean;
}): 'erased' | 'self' | 'outOfReach' | null {
  if (erased && change !== 'erase') return 'erased';
  if (self && (change === 'deactivate' || change === 'removeAdmin' || change === 'erase')) return 'self';
  if (reach.kind === 'companies' && (change === 'grantAdmin' || change === 'removeAdmin' || (!self && isAdmin(targetRoles)))) return 'outOfReach';
  if (!self && targetRoles.includes('superadmin') && !actorRoles.includes('superadmin')) return 'outOfReach';
  return null;
}

/** Company roles that keep a company admin in: removing their own would lock them out. */
const companyAdminRoleNames: readonly string[] = companyAdminRoles;

/** What an ORGANIZER may hand out: the roles of people who follow or teach, not of those who administer. */
const organizerGrants: readonly MemberRole[] = ['TEACHER', 'STUDENT', 'CERTIFIER', 'SUPERVISOR'];

/**
 * The company roles an admin may grant or remove in a company (docs/administration.md#users): every
 * role for the tenant's system admin; within their own companies, every role for an OWNER, every
 * role but OWNER for an ADMIN, and for an ORGANIZER the roles of people who follow or teach. None in
 * a company out of their reach.
 */
export function grantableCompanyRoles(
  admin: { reach: AdminReach; companyRoles: readonly { companyId: string; role: string }[] },
  companyId: string,
): readonly MemberRole[] {
  if (admin.reach.kind === 'tenant') return memberRoles;
  if (!admin.reach.companyIds.includes(companyId)) return [];
  const held = admin.companyRoles.filter((membership) => membership.companyId === companyId).map((membership) => membership.role);
  if (held.includes('OWNER')) return memberRoles;
  if (held.includes('ADMIN')) return memberRoles.filter((role) => role !== 'OWNER');
  return held.includes('ORGANIZER') ? organizerGrants : [];
}

/**
 * Why an admin may not grant or remove this company role, or null when they may: out of their
 * reach, or a company admin removing their own administering role (they would lock themselves out).
 */
export function companyRoleChangeRefusal(
  admin: { reach: AdminReach; companyRoles: readonly { companyId: string; role: string }[] },
  change: { companyId: string; role: MemberRole; granted: boolean; self: boolean },
): 'self' | 'outOfReach' | null {
  if (!grantableCompanyRoles(admin, change.companyId).includes(change.role)) return 'outOfReach';
  if (change.self && !change.granted && admin.reach.kind === 'companies' && companyAdminRoleNames.includes(change.role)) return 'self';
  return null;
}
