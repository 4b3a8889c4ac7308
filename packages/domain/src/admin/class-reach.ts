import type { AdminReach } from './admin-access';

/**
 * Classes in the administration space (docs/administration.md#who-administers): a class belongs to
 * one of the tenant's companies, or to none (a class of the whole tenant). The tenant's system admin
 * manages every class; a company admin manages the classes of their companies, and no other.
 */

/** The companies a reach stops at, or null for the whole tenant: what a query filters by. */
export const companyScopeOf = (reach: AdminReach): readonly string[] | null => (reach.kind === 'tenant' ? null : reach.companyIds);

/** Whether the reach covers the class: every class for the system admin; for a company admin, a class of one of their companies. */
export function reachCoversClass(reach: AdminReach, klass: { companyId: string | null }): boolean {
  if (reach.kind === 'tenant') return true;
  return klass.companyId !== null && reach.companyIds.includes(klass.companyId);
}

/**
 * Whether the reach covers an existing account that would be enrolled by address: any account for
 * the system admin; for a company admin, a member of one of their companies only (enrolling would
 * otherwise bring someone else's account into their reach, to deactivate it).
 */
export function reachCoversAccount(reach: AdminReach, account: { companyIds: readonly string[] }): boolean {
  if (reach.kind === 'tenant') return true;
  return account.companyIds.some((companyId) => reach.companyIds.includes(companyId));
}

/** Why a class may not take that company: none given by a company admin, or a company out of reach. */
export type ClassCompanyRefusal = 'companyRequired' | 'outOfReach';

/**
 * The company a class takes when an admin creates it, or moves it (`requested`: a company id, or
 * null for the whole tenant). The system admin chooses any company of the tenant or none (that the
 * company is the tenant's is the caller's to check); a company admin one of their companies, and
 * must name one: a class of the whole tenant, or of another company, would leave their reach.
 */
export function classCompanyOf(reach: AdminReach, requested: string | null): { companyId: string | null } | { refusal: ClassCompanyRefusal } {
  if (reach.kind === 'tenant') return { companyId: requested };
  if (requested === null) return { refusal: 'companyRequired' };
  return reach.companyIds.includes(requested) ? { companyId: requested } : { refusal: 'outOfReach' };
}
