import { defaultScopes } from '@espace/domain/admin/single-sign-on';
import type * as OpenidClient from 'openid-client';
import { onFirstUse } from '../../on-first-use';
import type { OidcSettings } from './oidc-settings-repository';

/** Claims the callback needs, from the ID token and, when it lacks them, the userinfo endpoint. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  locale: string | undefined;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

const DISCOVERY_TTL_MS = 10 * 60 * 1000;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** openid-client (and jose under it) serves only tenants with single sign-on: loaded with the first sign-in through a provider. */
const openidClient = onFirstUse(() => import('openid-client'));

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * openid-client with discovery kept a few minutes per provider. Plain http is allowed only for
 * a provider on this machine (development and tests); anywhere else it must be https. Every request
 * it makes (discovery, keys, token, userinfo) goes through `providerFetch`
 * (provider-fetch.ts): a provider an admin pointed at this machine or a private network is
 * refused at sign-in as at « Tester la connexion ».
 */
export function createOidcClient(providerFetch: typeof fetch) {
  const discovered = new Map<string, { config: Promise<OpenidClient.Configuration>; at: number }>();
  const configurationOf = (settings: OidcSettings): Promise<OpenidClient.Configuration> => {
    const key = JSON.stringify(settings);
    const cached = discovered.get(key);
    if (cached !== undefined && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
    const issuer = new URL(settings.issuer);
    const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
    // client_secret_basic: the OpenID Connect default, which every provider supports.
    // The custom fetch given to discovery stays with the configuration for the requests after it.
    const config = openidClient().then((client) =>
      client.discovery(issuer, settings.clientId, undefined, client.ClientSecretBasic(settings.clientSecret), {
        [client.customFetch]: (url, options) => providerFetch(url, options as RequestInit),
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
      }),
    );
    discovered.set(key, { config, at: Date.now() });
    config.catch(() => discovered.delete(key));
    return config;
  };

  return {
    /** The state, nonce and PKCE verifier of a new authorization request. */
    async newChecks(): Promise<Pick<AuthorizationRequest, 'state' | 'nonce' | 'codeVerifier'>> {
      const client = await openidClient();
      return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
    },

    async authorizationUrl(settings: OidcSettings, request: AuthorizationRequest): Promise<string> {
      const config = await configurationOf(settings);
      const client = await openidClient();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: request.redirectUri,
        scope: settings.scopes ?? defaultScopes,
        state: request.state,
        nonce: request.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(request.codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.href;
    },

    /** Trades the callback's code (checking state, nonce and PKCE) for the user's identity. */
    async identity(settings: OidcSettings, callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<ProviderIdentity> {
      const config = await configurationOf(settings);
      const client = await openidClient();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('The provider returned no ID token');
      const claims: Record<string, unknown> =
        text(idClaims.email) === undefined ? { ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...idClaims } : idClaims;
      return {
        issuer: config.serverMetadata().issuer,
        subject: idClaims.sub,
        email: text(claims.email)?.toLowerCase(),
        emailVerified: claims.email_verified === true,
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        locale: text(claims.locale),
      };
    },

    forget(): void {
      discovered.clear();
    },
  };
}
export type OidcClient = ReturnType<typeof createOidcClient>;
