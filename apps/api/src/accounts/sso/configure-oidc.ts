import type { OidcSettingsAnswer, OidcSettingsBody } from '@espace/contracts/accounts';
import { isAdmin } from '@espace/domain/user-domain';
import type { Tenant } from '../../contexts/context-repository';
import { AppError, NotFoundError } from '../../http/app-error';
import type { UsersRepository } from '../../users/users-repository';
import type { OidcClient } from './oidc-client';
import type { OidcSettingsRepository } from './oidc-settings-repository';

interface ConfigureOidcInput {
  tenant: Tenant;
  contextId: string;
  userId: string;
  body: OidcSettingsBody;
  users: UsersRepository;
  oidcSettings: OidcSettingsRepository;
  oidc: OidcClient;
  /** Tenants are cached per process: the switch must show at once. */
  forgetTenants: () => void;
}

/** Sets a tenant's OpenID provider; only a system admin of that very tenant may. */
export async function configureOidc({ tenant, contextId, userId, body, users, oidcSettings, oidc, forgetTenants }: ConfigureOidcInput): Promise<OidcSettingsAnswer> {
  if (contextId !== tenant.id) throw new NotFoundError();
  const profile = await users.findProfile(tenant.id, userId);
  if (!profile || !isAdmin(profile.roles)) throw new AppError('Forbidden');
  const issuer = body.issuer.replace(/\/+$/, '');
  await oidcSettings.save(tenant.id, { issuer, clientId: body.clientId, clientSecret: body.clientSecret }, body.enabled);
  forgetTenants();
  oidc.forget();
  return { issuer, clientId: body.clientId, enabled: body.enabled };
}
