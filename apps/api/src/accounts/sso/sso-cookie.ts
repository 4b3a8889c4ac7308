import { readCookie } from '../../http/cookies';

/**
 * The browser that starts a single sign-on keeps a random binding in this cookie; the callback
 * only completes in the same browser, so nobody can sign a victim into the attacker's account
 * by sending them a callback URL (login CSRF). Lax: the callback is a top-level navigation.
 */
const SSO_COOKIE = 'espace_sso';

export function ssoCookie(contextId: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [`${SSO_COOKIE}=${value}`, `Path=/api/contexts/${contextId}/oidc`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  return (secure ? [...attributes, 'Secure'] : attributes).join('; ');
}

export function readSsoCookie(header: string | undefined): string | undefined {
  return readCookie(header, SSO_COOKIE);
}
