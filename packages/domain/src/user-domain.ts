export const userDomains = ['grains', 'client', 'public'] as const;
export type UserDomain = (typeof userDomains)[number];

/**
 * The roles of a company's or a class's members (docs/product/accounts.md#company-roles). The CHECK
 * constraints on `company_users.role` and `class_users.role` (migrations/0001_foundation.sql) mirror this list.
 */
export const memberRoles = ['OWNER', 'ADMIN', 'ORGANIZER', 'TEACHER', 'STUDENT', 'CERTIFIER', 'SUPERVISOR'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** Company roles that make a company "allowed" (docs/product/accounts.md#company-roles): every role but STUDENT. */
const allowedCompanyRoles = ['OWNER', 'ADMIN', 'ORGANIZER', 'TEACHER', 'CERTIFIER', 'SUPERVISOR'] as const satisfies readonly MemberRole[];

export interface DomainInputs {
  roles: readonly string[];
  companyRoles: readonly string[];
}

/**
 * The user domain (docs/product/accounts.md#user-domain): 'grains' if the user has (system) roles, else 'client' if
 * they have an allowed company, else 'public'.
 */
export function userDomain({ roles, companyRoles }: DomainInputs): UserDomain {
  if (roles.length > 0) return 'grains';
  const allowed: readonly string[] = allowedCompanyRoles;
  if (companyRoles.some((role) => allowed.includes(role))) return 'client';
  return 'public';
}

/** The admin check is true for superadmin or admin (docs/product/accounts.md#system-roles). */
export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes('admin') || roles.includes('superadmin');
}

/** The default route permission (docs/product/screens-and-routes.md#route-permissions). */
export const defaultRoutePermission = 'grains|client|public';

/** A route permission is a '|'-separated list of domains the user must belong to. */
export function domainMayOpen(permission: string, domain: UserDomain): boolean {
  return permission
    .split('|')
    .map((part) => part.trim())
    .includes(domain);
}
