import type { Tenant } from './context-repository';
import { matchTenant } from './host-matching';

export interface TenantCache {
  /** The tenant for a Host header, from a list reloaded at most every `ttlMs`. */
  resolve(hostHeader: string | undefined): Promise<Tenant | undefined>;
  /** Forget the list (after a seed or an edit of a context). */
  clear(): void;
}

/**
 * Every request needs its tenant; tenants change rarely. Keeping the list a
 * few seconds saves a query per request while an edit still shows quickly.
 * Concurrent misses share one load.
 */
export function createTenantCache(load: () => Promise<Tenant[]>, ttlMs: number, now: () => number = Date.now): TenantCache {
  let cached: { tenants: Promise<Tenant[]>; loadedAt: number } | undefined;
  const tenants = () => {
    if (cached === undefined || now() - cached.loadedAt > ttlMs) {
      const loading = load();
      cached = { tenants: loading, loadedAt: now() };
      // A failed load must not stay cached.
      loading.catch(() => {
        if (cached?.tenants === loading) cached = undefined;
      });
    }
    return cached.tenants;
  };
  return {
    async resolve(hostHeader) {
      return matchTenant(hostHeader, await tenants());
    },
    clear() {
      cached = undefined;
    },
  };
}
