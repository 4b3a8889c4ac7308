import { isAdmin } from '../user-domain';
import type { StaffStanding } from '../trainer/trainer-access';

/**
 * What belongs to the whole tenant rather than to one company (its invitation codes, its audit log)
 * is administered by its system admin only (docs/administration.md#who-administers): a company
 * ADMIN, OWNER or ORGANIZER's reach stops at their company.
 */
export const administersTenant = ({ roles }: Pick<StaffStanding, 'roles'>): boolean => isAdmin(roles);
