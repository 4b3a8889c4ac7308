import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cspDirectives, frameAncestorFor, isEmbeddablePath, serialiseCsp } from './content-security-policy';

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives("'none'") },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'deny' },
};

/**
 * Helmet's headers for our options. They do not depend on the request, so
 * they are computed once: building them per request (as @fastify/helmet
 * does) cost an eighth of the server's time in the benchmark.
 */
function helmetHeaders(options: HelmetOptions = helmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, () => undefined);
  return headers;
}

/** `{"access_token": …}`, the answer of every route that signs a user in (serialised by then). */
const carriesToken = (payload: unknown): boolean => typeof payload === 'string' && payload.length < 4096 && payload.includes('"access_token"');

/**
 * Helmet's headers on every answer, with a CSP that forbids framing except
 * for the preview and correction screens, which the tenant's back-office
 * origin may frame or open in a window.
 */
export const securityHeadersPlugin: FastifyPluginAsync = fp(
  async (app) => {
    const headers = helmetHeaders();
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      // No cache (the browser's, a proxy's) keeps a signed-in user's data or a token: every JSON
      // answer to an authenticated call, and every answer handing out a token (sign-in,
      // registration, single sign-on), is no-store. Public answers keep their policy.
      if (path.startsWith('/api/') && String(reply.getHeader('content-type') ?? '').startsWith('application/json') && (request.auth || carriesToken(payload))) {
        reply.header('cache-control', 'no-store');
      }
      if (!isEmbeddablePath(path) || request.tenant === null) return;
      // X-Frame-Options cannot name an origin; frame-ancestors says who may frame these screens.
      reply.removeHeader('x-frame-options');
      // The back-office may open them in a window of its own and talk to it (docs/embeds.md): a
      // same-origin opener policy would cut that window off from its opener, and the screen would
      // never hear the back-office, nor refuse and name an intruder that opened it.
      reply.header('cross-origin-opener-policy', 'unsafe-none');
      reply.header('content-security-policy', serialiseCsp(cspDirectives(frameAncestorFor(request.tenant.hosts.backoffice))));
    });
  },
  { name: 'security-headers' },
);
