import type { Me } from '@espace/contracts/user';
import { displayName } from '@espace/domain/display-name';
import { userDomain } from '@espace/domain/user-domain';
import { UnauthorizedError } from '../http/app-error';
import type { UserProfile, UsersRepository } from '../users/users-repository';

interface GetMeInput {
  tenantId: string;
  userId: string;
  users: UsersRepository;
}

/** The signed-in user with their display name and domain (docs/product/accounts.md#display-name, docs/product/accounts.md#user-domain). */
export async function getMe({ tenantId, userId, users }: GetMeInput): Promise<Me> {
  return meFromProfile(await findSignedInProfile({ tenantId, userId, users }));
}

/** The profile of the user whose session was just checked. */
export async function findSignedInProfile({ tenantId, userId, users }: GetMeInput): Promise<UserProfile> {
  const profile = await users.findProfile(tenantId, userId);
  // The session check passed a moment ago; the user was deleted in between.
  if (!profile) throw new UnauthorizedError();
  return profile;
}

export function meFromProfile(profile: UserProfile): Me {
  const { createdAt, donePageCount, timeAlive, ...fields } = profile;
  return {
    ...fields,
    _id: profile.id,
    createdAt: createdAt.toISOString(),
    donePageCount: { global: donePageCount },
    timeAlive: { global: timeAlive },
    displayName: displayName(profile),
    domain: userDomain({ roles: profile.roles, companyRoles: profile.companyUsers.map((membership) => membership.role) }),
  };
}
