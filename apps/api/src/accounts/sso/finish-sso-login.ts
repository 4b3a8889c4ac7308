import { localeSchema } from '@espace/contracts/context';
import type { AccountsRepository } from '../accounts-repository';
import { hashSecret, newSecret } from '../secrets';
import type { SessionsRepository } from '../../auth/sessions-repository';
import type { Tenant } from '../../contexts/context-repository';
import type { Database, Queryable } from '../../db/database';
import type { OidcClient, ProviderIdentity } from './oidc-client';
import type { OidcSettingsRepository } from './oidc-settings-repository';
import type { SsoRepository } from './sso-repository';

/** The one-time code of `/login#sso=…` lives this long: the web app exchanges it at once. */
const SSO_EXCHANGE_TTL_SECONDS = 60;

/** Why a callback did not sign anyone in; the web app gets it as `/login#sso_error={reason}`. */
export class SsoFailure extends Error {
  constructor(
    readonly reason: 'unavailable' | 'state' | 'provider' | 'email' | 'unverified' | 'deactivated',
    options?: { cause: unknown },
  ) {
    super(`Single sign-on failed: ${reason}`, options);
    this.name = 'SsoFailure';
  }
}

interface FinishSsoLoginInput {
  tenant: Tenant;
  callbackUrl: URL;
  state: string | undefined;
  /** The binding cookie the browser sent back. */
  binding: string | undefined;
  now: Date;
  tokenTtlSeconds: number;
  database: Database;
  oidcSettings: OidcSettingsRepository;
  sso: SsoRepository;
  oidc: OidcClient;
  accounts: AccountsRepository;
  sessions: SessionsRepository;
}

/**
 * The user a provider identity signs in as: the one it signed in before, else the tenant's user
 * with that (provider-verified) email if that account's own address is proven too, else a new
 * user of the tenant. Anyone can register or change their profile to someone else's address; an
 * account whose address was never proven is not linked (else its maker would wait for the
 * address's owner to sign in through the provider, then share their account).
 */
async function resolveUser(tenant: Tenant, identity: ProviderIdentity, sso: SsoRepository, accounts: AccountsRepository, tx: Queryable): Promise<string> {
  const linked = await sso.findIdentity(tenant.id, identity.issuer, identity.subject, tx);
  if (linked !== undefined) {
    // An account an admin deactivated signs in no way (docs/administration.md#users).
    if ((await accounts.findById(tenant.id, linked, tx))?.deactivated === true) throw new SsoFailure('deactivated');
    return linked;
  }
  // An unverified email would let anyone who can type an address at the provider take over that account.
  if (identity.email === undefined || !identity.emailVerified) throw new SsoFailure('email');
  const existing = await accounts.findByEmail(tenant.id, identity.email, tx);
  if (existing !== undefined && !existing.emailVerified) throw new SsoFailure('unverified');
  if (existing?.deactivated === true) throw new SsoFailure('deactivated');
  const locale = localeSchema.safeParse(identity.locale);
  const userId =
    existing?.id ??
    (await accounts.createUser(
      tenant.id,
      {
        email: identity.email,
        firstname: identity.givenName ?? null,
        lastname: identity.familyName ?? null,
        passwordHash: null,
        invitationCodeId: null,
        preferredLocale: locale.success ? locale.data : null,
        emailVerified: true,
      },
      tx,
    ));
  await sso.linkIdentity(tenant.id, identity.issuer, identity.subject, userId, tx);
  return userId;
}

/** Completes a single sign-on: checks the authorization, signs the user in and returns the one-time exchange code. */
export async function finishSsoLogin(input: FinishSsoLoginInput): Promise<string> {
  const { tenant, now, sso, oidc, accounts, sessions } = input;
  const settings = tenant.settings.authentication.sso ? await input.oidcSettings.find(tenant.id) : undefined;
  if (!settings) throw new SsoFailure('unavailable');
  const login = input.state === undefined ? undefined : await sso.takeState(tenant.id, input.state);
  if (!login || login.expiresAt <= now || input.binding === undefined || hashSecret(input.binding) !== login.bindingHash) throw new SsoFailure('state');

  const identity = await oidc
    .identity(settings, input.callbackUrl, { state: input.state ?? '', nonce: login.nonce, codeVerifier: login.codeVerifier })
    .catch((error: unknown) => {
      throw new SsoFailure('provider', { cause: error });
    });
  const code = newSecret();
  await input.database.transaction(async (tx) => {
    const userId = await resolveUser(tenant, identity, sso, accounts, tx);
    const sessionId = await sessions.create(tenant.id, userId, new Date(now.getTime() + input.tokenTtlSeconds * 1000), tx);
    await accounts.markActive(tenant.id, userId, now, tx);
    await sso.saveExchangeCode(tenant.id, hashSecret(code), userId, sessionId, new Date(now.getTime() + SSO_EXCHANGE_TTL_SECONDS * 1000), tx);
  });
  return code;
}
