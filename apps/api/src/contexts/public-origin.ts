import { frontofficeHost } from './host-matching';

/**
 * The origin (scheme, host, port) every absolute URL the server writes starts with: reset and
 * verification links in mails, certificate verification URLs, documents-by-mail links, the
 * single sign-on redirect_uri. It comes from configuration only, never from a request header: a
 * Host or X-Forwarded-Host is the client's to choose, and a link built from one could send a
 * victim's reset token to an attacker's site (docs/security.md).
 *
 * - A tenant's front-office host written as an origin (`https://learn.acme.com`) is used as is.
 * - A host with no scheme (`acme.localhost`, `learn.acme.com:8443`) takes the scheme of
 *   `publicUrl`, and its port when it names none.
 * - A tenant with no front-office host (or one that does not parse) uses `publicUrl`.
 */
export function publicOrigin(frontoffice: string | null, publicUrl: URL): string {
  const configured = frontoffice?.trim() ?? '';
  if (configured === '') return publicUrl.origin;
  try {
    if (configured.includes('://')) return new URL(configured).origin;
    const host = new URL(`${publicUrl.protocol}//${frontofficeHost(configured)}`);
    if (host.port === '' && !/:\d+$/.test(configured)) host.port = publicUrl.port;
    return host.origin;
  } catch {
    return publicUrl.origin;
  }
}
