import { administersTenant } from '@espace/domain/admin/admin-access';
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
}

/**
 * Lets the tenant's system admin in (docs/administration.md#who-administers); anyone else signed in,
 * a company admin or a trainer included, is refused with 403 before anything is read.
 */
export async function tenantAdminOf(users: Pick<UsersRepository, 'findProfile'>, tenantId: string, userId: string): Promise<TenantAdmin> {
  const profile = await users.findProfile(tenantId, userId);
  if (profile === undefined) throw new UnauthorizedError();
  if (!administersTenant({ roles: profile.roles })) throw new AppError('Forbidden');
  return { tenantId, userId, name: displayName(profile), roles: profile.roles };
}
