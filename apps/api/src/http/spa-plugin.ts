import { localeCookie, type SignInScreenRenderer, signInPath, signInRendererFile } from '@espace/contracts/server-rendering';
import { acceptedLanguages, chooseLocale } from '@espace/domain/locale';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Tenant } from '../contexts/context-repository';
import { readCookie } from './cookies';
import { respondWith } from './error-mapping';
import { indexHtmlFor, inlineStylesheets } from './index-html';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** The web build's renderer of the sign-in screen (contracts/server-rendering), when the build has one. */
async function loadSignInRenderer(webDist: string, log: FastifyBaseLogger): Promise<SignInScreenRenderer | null> {
  const file = join(webDist, signInRendererFile);
  if (!existsSync(file)) return null;
  try {
    return ((await import(pathToFileURL(file).href)) as { default: SignInScreenRenderer }).default;
  } catch (error) {
    log.error({ err: error }, 'the sign-in screen renderer did not load: /login is served without it');
    return null;
  }
}

/** The language the web app will choose for this visitor: their choice (cookie) if the tenant offers it, else their browser's. */
function visitorLocale(request: FastifyRequest, tenant: Tenant): string {
  const chosen = readCookie(request.headers.cookie, localeCookie);
  return chooseLocale(chosen === undefined ? null : decodeURIComponent(chosen), acceptedLanguages(request.headers['accept-language']), tenant.settings.locales);
}

/**
 * Serves the built web app when `webDist` holds one: its files as they are,
 * and index.html, with the request's tenant inlined (index-html.ts), for
 * /index.html and any other non-API GET (history-mode routing, SPEC §2);
 * /login's also carries the sign-in screen rendered in the visitor's language.
 * Unknown API paths, and everything when there is no web build, answer 404 JSON.
 */
export const spaPlugin = fp<{ webDist: string }>(
  async (app, { webDist }) => {
    const spaAvailable = existsSync(join(webDist, 'index.html'));
    const readStylesheet = (href: string) => {
      const file = join(webDist, href);
      return href.startsWith('/assets/') && href.endsWith('.css') && existsSync(file) ? readFileSync(file, 'utf8') : null;
    };
    const template = spaAvailable ? inlineStylesheets(readFileSync(join(webDist, 'index.html'), 'utf8'), readStylesheet) : '';
    const renderer = spaAvailable ? await loadSignInRenderer(webDist, app.log) : null;
    // Tenants are reloaded every few seconds (tenant-cache.ts): each page is built once per load,
    // the sign-in page once per language.
    const pages = new WeakMap<Tenant, Map<string, Promise<string>>>();
    const pageFor = (tenant: Tenant, key: string, build: () => Promise<string>) => {
      let tenantPages = pages.get(tenant);
      if (tenantPages === undefined) pages.set(tenant, (tenantPages = new Map()));
      let page = tenantPages.get(key);
      if (page === undefined) tenantPages.set(key, (page = build()));
      return page;
    };
    const indexHtml = (request: FastifyRequest, path: string) => {
      const tenant = request.tenant;
      if (renderer === null || path !== signInPath) return pageFor(tenant, '', async () => indexHtmlFor(template, tenant));
      const locale = visitorLocale(request, tenant);
      return pageFor(tenant, locale, async () => {
        try {
          return indexHtmlFor(template, tenant, await renderer.renderSignInScreen({ context: tenant, locale }));
        } catch (error) {
          // The app renders the screen itself: a page without it is slower, not broken.
          request.log.error({ err: error }, 'the sign-in screen could not be rendered on the server');
          return indexHtmlFor(template, tenant);
        }
      });
    };
    if (spaAvailable) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        // index.html is the tenant's own (below), the service worker's precache included; server/
        // holds the sign-in screen's renderer, which runs here and is nobody's download.
        allowedPath: (path) => path !== '/index.html' && !path.startsWith(`/${dirname(signInRendererFile)}/`),
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
        // /login's page is in the visitor's language: private rather than `Vary`, which the service
        // worker's cache would honour against requests that carry neither header, and never match.
        const cacheControl = renderer !== null && path === signInPath ? 'private, no-cache' : 'no-cache';
        return reply.header('cache-control', cacheControl).type('text/html; charset=utf-8').send(await indexHtml(request, path));
      }
      const { status, body } = respondWith('NOT_FOUND');
      return reply.code(status).send(body);
    });
  },
  { name: 'spa' },
);
