/** What tenant resolution needs to know of a tenant. */
export interface HostedTenant {
  isDefault: boolean;
  hosts: { frontoffice: string | null };
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
  const frontoffice = (tenant: T) => tenant.hosts.frontoffice?.trim().toLowerCase();
  const exact = tenants.find((tenant) => frontoffice(tenant) === host);
  if (exact) return exact;
  const hostname = hostnameOf(host);
  const sameName = tenants.find((tenant) => {
    const candidate = frontoffice(tenant);
    return candidate !== undefined && candidate !== '' && hostnameOf(candidate) === hostname;
  });
  return sameName ?? fallback;
}
