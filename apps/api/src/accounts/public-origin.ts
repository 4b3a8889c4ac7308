import { hostnameOf } from '../contexts/host-matching';

/**
 * The origin links in mails and single sign-on redirects point to. The Host header is the
 * client's to choose, so it is trusted only when it names the tenant's own front office (any
 * port: a dev server, a test); otherwise a forged Host could have a reset link mailed to a
 * victim point at an attacker's site.
 */
export function publicOrigin(request: { protocol: string; host: string }, frontoffice: string | null): string {
  const host = request.host.trim().toLowerCase();
  if (frontoffice === null || frontoffice.trim() === '') return `${request.protocol}://${host}`;
  const trusted = hostnameOf(host) === hostnameOf(frontoffice) ? host : frontoffice.trim().toLowerCase();
  return `${request.protocol}://${trusted}`;
}
