import type { Me } from '@espace/contracts/user';
import type { Tenant } from '../contexts/context-repository';
import { BadRequestError } from '../http/app-error';
import { getMe } from './get-me';
import type { CachedUsersRepository } from '../users/profile-cache';
import type { AccountsRepository } from './accounts-repository';

interface AcceptTermsInput {
  tenant: Tenant;
  userId: string;
  version: string;
  now: Date;
  accounts: AccountsRepository;
  users: CachedUsersRepository;
}

/** Records that the user accepted the terms; only the version the tenant publishes now can be accepted. */
export async function acceptTerms({ tenant, userId, version, now, accounts, users }: AcceptTermsInput): Promise<Me> {
  if (tenant.settings.legal.cgu?.version !== version) throw new BadRequestError([{ path: 'version', message: 'not the current version' }]);
  await accounts.acceptTerms(tenant.id, userId, version, now);
  users.forgetProfile(userId);
  return getMe({ tenantId: tenant.id, userId, users });
}
