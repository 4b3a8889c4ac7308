import fp from 'fastify-plugin';
import { publicOrigin } from './public-origin';
import { BadRequestError } from '../http/app-error';
import type { Tenant } from './context-repository';
import { isWellFormedHost } from './host-matching';
import { createTenantCache, type TenantCache } from './tenant-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route works without a tenant (health check: it must answer even when the database does not). */
    withoutTenant?: boolean;
  }
  interface FastifyInstance {
    tenants: TenantCache;
  }
  interface FastifyRequest {
    /** The tenant of the request's Host; every request has one. */
    tenant: Tenant;
    /** Where the tenant's users reach the portal, from configuration only (public-origin.ts). */
    readonly publicOrigin: string;
  }
}

/**
 * Resolves the tenant of every request from its Host header (see host-matching.ts), from a list each
 * process keeps `cacheMs` (CACHE_MS): an edit of a tenant's settings forgets this process's list at
 * once and shows in the others within that delay. A Host, or a
 * trusted X-Forwarded-Host, that is not a plain `host[:port]` is refused first (400): nothing
 * downstream should ever see `localhost:3000@evil.test`.
 */
export const tenantPlugin = fp<{ publicUrl: URL; cacheMs: number }>(
  async (app, { publicUrl, cacheMs }) => {
    const tenants = createTenantCache(() => app.contextRepository.listTenants(), cacheMs);
    app.decorate('tenants', tenants);
    app.decorateRequest('tenant', null as unknown as Tenant);
    app.decorateRequest('publicOrigin', {
      getter() {
        return publicOrigin(this.tenant.hosts.frontoffice, publicUrl);
      },
    });
    app.addHook('onRequest', async (request) => {
      const host = request.headers.host ?? '';
      if ((host !== '' && !isWellFormedHost(host)) || (request.host !== host && !isWellFormedHost(request.host))) {
        throw new BadRequestError([{ path: 'headers.host', message: 'Not a host name with an optional port' }]);
      }
      if (request.routeOptions.config.withoutTenant === true) return;
      const tenant = await tenants.resolve(request.headers.host);
      // Only an empty database has no default tenant; main.ts seeds one.
      if (!tenant) throw new Error('No tenant matches this host and no default tenant exists');
      request.tenant = tenant;
    });
  },
  { name: 'tenant', dependencies: ['contexts-repositories'] },
);
