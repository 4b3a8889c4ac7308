import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Tenant } from './context-repository';
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
  }
}

const TENANT_CACHE_TTL_MS = 5000;

/** Resolves the tenant of every request from its Host header (see host-matching.ts). */
export const tenantPlugin: FastifyPluginAsync = fp(
  async (app) => {
    const tenants = createTenantCache(() => app.repositories.contexts.listTenants(), TENANT_CACHE_TTL_MS);
    app.decorate('tenants', tenants);
    app.decorateRequest('tenant', null as unknown as Tenant);
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.withoutTenant === true) return;
      const tenant = await tenants.resolve(request.headers.host);
      // Only an empty database has no default tenant; main.ts seeds one.
      if (!tenant) throw new Error('No tenant matches this host and no default tenant exists');
      request.tenant = tenant;
    });
  },
  { name: 'tenant', dependencies: ['repositories'] },
);
