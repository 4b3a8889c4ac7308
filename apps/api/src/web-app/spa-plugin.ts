import {
  type FirstScreenAssets,
  type FirstScreenRenderer,
  firstScreenAssetsFile,
  homePath,
  localeCookie,
  screenRendererFile,
  sessionCookie,
  signInPath,
} from '@espace/contracts/server-rendering';
import { saysPhone } from '@espace/domain/display/browser-support';
import { acceptedLanguages, chooseLocale } from '@espace/domain/locale';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Tenant } from '../contexts/context-repository';
import { readEncodedCookie } from '../http/cookies';
import { preferredEncoding } from '../http/encodings';
import { respondWith } from '../http/error-mapping';
import { apiLoader } from './api-loader';
import { createHomePageCache, type KeptHomePage, pageBody } from './home-page-cache';
import { credentialLinkPreview, sharedCredentialId } from '../credentials/credentials';
import { indexHtmlFor, inlinedContext, inlineStylesheets, withScreenAssets } from './index-html';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
/**
 * A file of the build (fingerprinted under /assets/, or a script, style sheet, source map, font or
 * module the build writes beside index.html, such as `workbox-<hash>.js`), never a page of the app.
 */
const isBuildFile = (path: string) => path.startsWith('/assets/') || /\.(?:m?js|css|map|woff2?|wasm)$/.test(path);

/** The web build's renderer of its first screens (contracts/server-rendering), when the build has one. */
async function loadRenderer(webDist: string, log: FastifyBaseLogger): Promise<FirstScreenRenderer | null> {
  const file = join(webDist, screenRendererFile);
  if (!existsSync(file)) return null;
  try {
    return ((await import(pathToFileURL(file).href)) as { default: FirstScreenRenderer }).default;
  } catch (error) {
    log.error({ err: error }, 'the first-screen renderer did not load: pages are served without their screens');
    return null;
  }
}

/** What each first screen loads beside the shell (contracts/server-rendering), when the build says. */
function readScreenAssets(webDist: string): FirstScreenAssets | null {
  const file = join(webDist, firstScreenAssetsFile);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FirstScreenAssets) : null;
}

/** The language the web app will choose for this visitor: their choice (cookie) if the tenant offers it, else their browser's. */
function visitorLocale(request: FastifyRequest, tenant: Tenant): string {
  const chosen = readEncodedCookie(request.headers.cookie, localeCookie);
  return chooseLocale(chosen ?? null, acceptedLanguages(request.headers['accept-language']), tenant.settings.locales);
}

/**
 * Serves the built web app when `webDist` holds one: its files as they are,
 * and index.html, with the request's tenant inlined (index-html.ts), for
 * /index.html and any other non-API GET (history-mode routing, docs/product/screens-and-routes.md#routing);
 * /login's also carries the sign-in screen rendered in the visitor's language, and /'s a
 * signed-in learner's Home (their session cookie, contracts/server-rendering), kept for them
 * while its data is unchanged unless `keep` is false. A build file it does not have answers 404 plain text.
 * Unknown API paths, and everything when there is no web build, answer 404 JSON.
 */
export const spaPlugin = fp<{ webDist: string; keep: boolean }>(
  async (app, { webDist, keep }) => {
    const spaAvailable = existsSync(join(webDist, 'index.html'));
    const readStylesheet = (href: string) => {
      const file = join(webDist, href);
      return href.startsWith('/assets/') && href.endsWith('.css') && existsSync(file) ? readFileSync(file, 'utf8') : null;
    };
    const rawTemplate = spaAvailable ? readFileSync(join(webDist, 'index.html'), 'utf8') : '';
    const template = inlineStylesheets(rawTemplate, readStylesheet);
    const renderer = spaAvailable ? await loadRenderer(webDist, app.log) : null;
    const screenAssets = renderer === null ? null : readScreenAssets(webDist);
    // Home's page loads Home's chunks and styles rather than the sign-in screen's.
    const homeTemplate = screenAssets === null ? template : inlineStylesheets(withScreenAssets(rawTemplate, screenAssets, 'home'), readStylesheet);
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
    const plainPage = (tenant: Tenant) => pageFor(tenant, '', async () => indexHtmlFor(template, tenant));
    const signInPage = (request: FastifyRequest, tenant: Tenant, render: FirstScreenRenderer) => {
      const locale = visitorLocale(request, tenant);
      return pageFor(tenant, locale, async () => {
        try {
          return indexHtmlFor(template, tenant, await render.renderSignInScreen({ context: tenant, locale }));
        } catch (error) {
          // The app renders the screen itself: a page without it is slower, not broken.
          request.log.error({ err: error }, 'the sign-in screen could not be rendered on the server');
          return indexHtmlFor(template, tenant);
        }
      });
    };
    const homePages = createHomePageCache({ keep });
    /**
     * The learner's own Home, kept for them alone while its data is unchanged (home-page-cache.ts),
     * or null to leave it to the app: no session cookie, a refused one, a failure.
     */
    const homePage = async (request: FastifyRequest, tenant: Tenant, render: FirstScreenRenderer): Promise<KeptHomePage | null> => {
      const token = readEncodedCookie(request.headers.cookie, sessionCookie);
      if (token === undefined || token === '') return null;
      try {
        const api = apiLoader(app, request, token);
        // The session is checked on every request, kept page or not: a page is only ever its learner's.
        const me = await api.load('users/me');
        if (me.status !== 200) return null;
        const locale = visitorLocale(request, tenant);
        // A guess: when the app's width-based choice differs, its first render asks for the other list.
        const mobile = saysPhone(request.headers['sec-ch-ua-mobile'] as string | undefined, request.headers['user-agent'] ?? '');
        const search = request.url.slice(homePath.length);
        const inputs = { context: inlinedContext(tenant), me: me.payload };
        return await homePages.page({ tenantId: tenant.id, userId: (me.body as { id: string }).id, locale, mobile, search }, inputs, {
          render: async () => {
            const screen = await render.renderHomeScreen({ context: tenant, locale, mobile, search, load: api.load });
            if (screen === null) return null;
            // Without a limit from the renderer, the page is served once and not kept.
            return { ...inputs, answers: await api.validated(), freshUntil: screen.freshUntil ?? 0, html: indexHtmlFor(homeTemplate, tenant, screen) };
          },
          unchanged: api.unchanged,
        });
      } catch (error) {
        request.log.error({ err: error }, 'Home could not be rendered on the server');
        return null;
      }
    };
    const indexHtml = async (request: FastifyRequest, path: string): Promise<string | KeptHomePage> => {
      const tenant = request.tenant;
      if (renderer !== null && path === signInPath) return signInPage(request, tenant, renderer);
      if (renderer !== null && path === homePath) return (await homePage(request, tenant, renderer)) ?? plainPage(tenant);
      const shared = sharedCredentialId(path);
      if (shared !== null) {
        // A shared credential's page says what it attests to the sites that preview its link.
        const preview = await credentialLinkPreview({ tenant, credentialId: shared, origin: request.publicOrigin, repository: app.credentialsRepository });
        if (preview !== null) return indexHtmlFor(template, tenant, undefined, preview);
      }
      return plainPage(tenant);
    };
    if (spaAvailable) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        // The build compressed every text file once (apps/web/scripts/precompress.mjs): x.js.br
        // or x.js.gz goes out as it is, with its Content-Encoding, and the compression plugin,
        // seeing the answer encoded, leaves it alone. A file without a copy is compressed as any answer.
        preCompressed: true,
        // index.html is the tenant's own (below), the service worker's precache included; server/
        // holds the first screens' renderer, which runs here and is nobody's download.
        allowedPath: (path) => path !== '/index.html' && !path.startsWith(`/${dirname(screenRendererFile)}/`),
        // Our setHeaders decides caching; the plugin's own header would override it.
        cacheControl: false,
        setHeaders: (response, filePath) => {
          // Vite fingerprints everything under assets/; index.html must be revalidated.
          const immutable = filePath.includes(`${join(webDist, 'assets')}`);
          response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          // The same URL answers brotli, gzip or plain bytes by the request's Accept-Encoding: a
          // shared cache must keep them apart (the precompressed copies are sent without it).
          response.setHeader('vary', 'accept-encoding');
        },
      });
    }
    const serveApp = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      // A build file that is not here (a page of another build asking for its chunks) is 404, never
      // the app's page: the browser then reports a failed load, which the app explains
      // (docs/browsers.md#chunk-and-stylesheet-load-failures), not a script of the wrong type.
      // Not stored: the same name may exist once a rolling deployment reaches this server.
      if (spaAvailable && !isApiPath(path) && isBuildFile(path))
        return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
      if (spaAvailable && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path)) {
        // /login's page is in the visitor's language: private rather than `Vary`, which the service
        // worker's cache would honour against requests that carry no Accept-Language.
        // /'s may be a learner's Home, whoever's session cookie came: never stored by an HTTP cache
        // (the Back button of a shared computer after sign-out), and kept apart by cookie by any
        // cache that stores it all the same. The service worker's copy is the app's own
        // (lib/page-copies.ts), forgotten with the session, and ignores the `Vary`.
        const home = renderer !== null && path === homePath;
        const cacheControl = home ? 'no-store' : renderer !== null && path === signInPath ? 'private, no-cache' : 'no-cache';
        reply.header('cache-control', cacheControl).type('text/html; charset=utf-8');
        if (home) reply.header('vary', 'cookie');
        const page = await indexHtml(request, path);
        if (typeof page === 'string') return reply.send(page);
        // A learner's Home goes out compressed as the compression plugin would, from the copy kept
        // with the page: the plugin leaves an answer that says its encoding alone.
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        if (encoding !== null) reply.header('content-encoding', encoding).header('vary', 'cookie, accept-encoding');
        return reply.send(pageBody(page, encoding));
      }
      const { status, body } = respondWith('NOT_FOUND');
      return reply.code(status).send(body);
    };
    // A route rather than only the not-found handler: the compression plugin hooks routes, and
    // Home's page is worth compressing. The handler still answers what the static files refuse (index.html, server/).
    if (spaAvailable) app.get('/*', { schema: { hide: true } }, serveApp);
    app.setNotFoundHandler(serveApp);
  },
  { name: 'spa' },
);
