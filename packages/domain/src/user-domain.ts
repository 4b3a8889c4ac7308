export type UserDomain = 'grains' | 'client' | 'public';

/** Company roles that make a company "allowed" (SPEC §6): every role but STUDENT. */
export const allowedCompanyRoles = ['OWNER', 'ADMIN', 'ORGANIZER', 'TEACHER', 'CERTIFIER', 'SUPERVISOR'] as const;

export interface DomainInputs {
  roles: readonly string[];
  companyRoles: readonly string[];
}

/**
 * SPEC §4 Domain: 'grains' if the user has (system) roles, else 'client' if
 * they have an allowed company, else 'public'.
 */
export function userDomain({ roles, companyRoles }: DomainInputs): UserDomain {
  if (roles.length > 0) return 'grains';
  const allowed: readonly string[] = allowedCompanyRoles;
  if (companyRoles.some((role) => allowed.includes(role))) return 'client';
  return 'public';
}

/** SPEC §6: the admin check is true for superadmin or admin. */
export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes('admin') || roles.includes('superadmin');
}

/** Default route permission of SPEC §2. */
export const defaultRoutePermission = 'grains|client|public';

/** A route permission is a '|'-separated list of domains the user must belong to. */
export function domainMayOpen(permission: string, domain: UserDomain): boolean {
  return permission.split('|').map((part) => part.trim()).includes(domain);
}
