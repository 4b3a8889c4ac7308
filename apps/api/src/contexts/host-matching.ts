/** What tenant resolution needs to know of a tenant. */
export interface HostedTenant {
  isDefault: boolean;
  hosts: { frontoffice: string | null };
}

/**
 * A Host (or X-Forwarded-Host) header the server accepts: a DNS name, an IPv4 address or a
 * bracketed IPv6 address, and an optional port; nothing else (no user info, path, `#`, `\`,
 * `@`, space). Requests with any other are refused before tenant resolution.
 */
const WELL_FORMED_HOST = /^(?:(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)(?:\.(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?))*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function isWellFormedHost(host: string): boolean {
  return host.length <= 261 && WELL_FORMED_HOST.test(host);
}

/** The host of a configured front office, written as a host (`acme.localhost:3000`) or an origin (`https://learn.acme.com`). */
export function frontofficeHost(frontoffice: string): string {
  const value = frontoffice.trim().toLowerCase();
  if (!value.includes('://')) return value;
  try {
    return new URL(value).host;
  } catch {
    return '';
  }
}

/** 'acme.localhost:3000' → 'acme.localhost'; '[::1]:3000' → '[::1]'. */
export function hostnameOf(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.split(':')[0] ?? '';
}

/**
 * The tenant a request is for: the one whose front-office host equals the
 * Host header, else the one whose host name matches ignoring the port (a dev
 * server or a test on another port), else the default tenant.
 */
export function matchTenant<T extends HostedTenant>(hostHeader: string | undefined, tenants: readonly T[]): T | undefined {
  const host = (hostHeader ?? '').trim().toLowerCase();
  const fallback = tenants.find((tenant) => tenant.isDefault);
  if (host === '') return fallback;
  const frontoffice = (tenant: T) => (tenant.hosts.frontoffice === null ? undefined : frontofficeHost(tenant.hosts.frontoffice));
  const exact = tenants.find((tenant) => frontoffice(tenant) === host);
  if (exact) return exact;
  const hostname = hostnameOf(host);
  const sameName = tenants.find((tenant) => {
    const candidate = frontoffice(tenant);
    return candidate !== undefined && candidate !== '' && hostnameOf(candidate) === hostname;
  });
  return sameName ?? fallback;
}
