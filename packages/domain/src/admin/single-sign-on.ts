/**
 * A tenant's OpenID Connect provider as its admin sets it (docs/administration.md#single-sign-on):
 * where the server may fetch it from, and the scopes it asks for.
 */

/** The WHATWG URL parser of every runtime the domain runs in; the domain compiles without DOM or Node types (as embeds/backoffice-origin.ts). */
declare const URL: new (input: string) => {
  readonly protocol: string;
  readonly hostname: string;
  readonly username: string;
  readonly password: string;
  readonly search: string;
  readonly hash: string;
};

export const singleSignOnLimits = { issuer: 500, clientId: 500, clientSecret: 1_000, scopes: 500 } as const;

/** What the server asks for when the admin names nothing else: an identity, an address and a name. */
export const defaultScopes = 'openid email profile';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the server may talk to this provider: https anywhere, plain http only on this machine
 * (development and tests), no credentials, query or fragment in the address (discovery appends
 * its own path). The OIDC client (accounts/sso/oidc-client.ts) holds to the same rule.
 */
export function acceptableIssuer(value: string): boolean {
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && loopbackHosts.has(url.hostname);
}

/** The issuer as stored: without the trailing slashes providers and admins disagree on. */
export const normalisedIssuer = (issuer: string): string => issuer.trim().replace(/\/+$/, '');

/** The scopes, one space apart, each once; `openid` must be among them (else it is not OpenID Connect). */
export function normalisedScopes(scopes: string): string | null {
  const list = [
    ...new Set(
      scopes
        .trim()
        .split(/\s+/)
        .filter((scope) => scope !== ''),
    ),
  ];
  if (!list.includes('openid') || list.some((scope) => !/^[\x21\x23-\x5b\x5d-\x7e]+$/.test(scope))) return null;
  return list.join(' ');
}
