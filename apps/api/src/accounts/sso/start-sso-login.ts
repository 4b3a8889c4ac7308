import { hashSecret, newSecret } from '../secrets';
import type { Tenant } from '../../contexts/context-repository';
import { SsoFailure } from './finish-sso-login';
import type { OidcClient } from './oidc-client';
import { isProviderAddressRefusal } from './provider-fetch';
import type { OidcSettingsRepository } from './oidc-settings-repository';
import type { SsoRepository } from './sso-repository';

/** How long a user may take at the provider before the authorization is forgotten. */
export const SSO_LOGIN_TTL_SECONDS = 10 * 60;

interface StartSsoLoginInput {
  tenant: Tenant;
  redirectUri: string;
  now: Date;
  oidcSettings: OidcSettingsRepository;
  sso: SsoRepository;
  oidc: OidcClient;
}

/**
 * Where to send the browser, and the binding it must keep; undefined when the tenant has no single
 * sign-on. A provider the server may not reach, or one that does not answer its discovery, is a
 * failure the sign-in screen explains (SsoFailure), never a server error.
 */
export async function startSsoLogin({
  tenant,
  redirectUri,
  now,
  oidcSettings,
  sso,
  oidc,
}: StartSsoLoginInput): Promise<{ url: string; binding: string } | undefined> {
  const settings = tenant.settings.authentication.sso ? await oidcSettings.find(tenant.id) : undefined;
  if (!settings) return undefined;
  const { state, nonce, codeVerifier } = await oidc.newChecks();
  const binding = newSecret();
  const url = await oidc.authorizationUrl(settings, { redirectUri, state, nonce, codeVerifier }).catch((error: unknown) => {
    throw new SsoFailure(isProviderAddressRefusal(error) ? 'unavailable' : 'provider', { cause: error });
  });
  await sso.saveState(tenant.id, state, {
    nonce,
    codeVerifier,
    bindingHash: hashSecret(binding),
    expiresAt: new Date(now.getTime() + SSO_LOGIN_TTL_SECONDS * 1000),
  });
  return { url, binding };
}
