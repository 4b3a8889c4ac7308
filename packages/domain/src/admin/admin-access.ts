import { isAdmin } from '../user-domain';
import type { StaffStanding } from '../trainer/trainer-access';

/**
 * What belongs to the whole tenant rather than to one company (its invitation codes, its audit log)
 * is administered by its system admin only (docs/administration.md#who-administers): a company
 * ADMIN, OWNER or ORGANIZER's reach stops at their company.
 */
export const administersTenant = ({ roles }: Pick<StaffStanding, 'roles'>): boolean => isAdmin(roles);

/** A change an admin asks about another account. */
export type AccountChange = 'deactivate' | 'reactivate' | 'grantAdmin' | 'removeAdmin' | 'sendPasswordReset';

/**
 * Why an admin may not make this change to this account, or null when they may: nobody locks
 * themselves out (deactivating their own account, removing their own admin role), and a system
 * admin's reach stops at a superadmin's account (docs/administration.md#users).
 */
export function accountChangeRefusal({ actorRoles, targetRoles, self, change }: { actorRoles: readonly string[]; targetRoles: readonly string[]; self: boolean; change: AccountChange }): 'self' | 'outOfReach' | null {
  if (self && (change === 'deactivate' || change === 'removeAdmin')) return 'self';
  if (!self && targetRoles.includes('superadmin') && !actorRoles.includes('superadmin')) return 'outOfReach';
  return null;
}
