import { createCache } from '../db/cache';
import type { Tenant } from './context-repository';
import { matchTenant } from './host-matching';

export interface TenantCache {
  /** The tenant for a Host header, from a list reloaded at most every `ttlMs`. */
  resolve(hostHeader: string | undefined): Promise<Tenant | undefined>;
  /** Every tenant, from the same list. */
  list(): Promise<Tenant[]>;
  /** Forget the list (after a seed or an edit of a context). */
  clear(): void;
}

/**
 * Every request needs its tenant; tenants change rarely. Keeping the list a
 * few seconds saves a query per request while an edit still shows quickly.
 * Concurrent misses share one load.
 */
export function createTenantCache(load: () => Promise<Tenant[]>, ttlMs: number, now: () => number = Date.now): TenantCache {
  const lists = createCache<Tenant[]>({ ttlMs, max: 1, now });
  return {
    async resolve(hostHeader) {
      return matchTenant(hostHeader, await lists.get('tenants', load));
    },
    list() {
      return lists.get('tenants', load);
    },
    clear() {
      lists.clear();
    },
  };
}
