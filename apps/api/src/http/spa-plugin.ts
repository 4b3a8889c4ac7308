import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tenant } from '../contexts/context-repository';
import { respondWith } from './error-mapping';
import { indexHtmlFor } from './index-html';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Serves the built web app when `webDist` holds one: its files as they are,
 * and index.html, with the request's tenant inlined (index-html.ts), for
 * /index.html and any other non-API GET (history-mode routing, SPEC §2).
 * Unknown API paths, and everything when there is no web build, answer 404 JSON.
 */
export const spaPlugin = fp<{ webDist: string }>(
  async (app, { webDist }) => {
    const spaAvailable = existsSync(join(webDist, 'index.html'));
    const template = spaAvailable ? readFileSync(join(webDist, 'index.html'), 'utf8') : '';
    // Tenants are reloaded every few seconds (tenant-cache.ts): each page is built once per load.
    const pages = new WeakMap<Tenant, string>();
    const indexHtml = (tenant: Tenant) => {
      let page = pages.get(tenant);
      if (page === undefined) {
        page = indexHtmlFor(template, tenant);
        pages.set(tenant, page);
      }
      return page;
    };
    if (spaAvailable) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        // index.html is the tenant's own (below), the service worker's precache included.
        allowedPath: (path) => path !== '/index.html',
        // Our setHeaders decides caching; the plugin's own header would override it.
        cacheControl: false,
        setHeaders: (response, filePath) => {
          // Vite fingerprints everything under assets/; index.html must be revalidated.
          const immutable = filePath.includes(`${join(webDist, 'assets')}`);
          response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      if (spaAvailable && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path)) {
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml(request.tenant));
      }
      const { status, body } = respondWith('NOT_FOUND');
      return reply.code(status).send(body);
    });
  },
  { name: 'spa' },
);
