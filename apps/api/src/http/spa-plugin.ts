import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { respondWith } from './error-mapping';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Serves the built web app when `webDist` holds one: its files as they are,
 * and index.html for any other non-API GET (history-mode routing, SPEC §2).
 * Unknown API paths, and everything when there is no web build, answer 404 JSON.
 */
export const spaPlugin = fp<{ webDist: string }>(
  async (app, { webDist }) => {
    const spaAvailable = existsSync(join(webDist, 'index.html'));
    if (spaAvailable) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
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
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      const { status, body } = respondWith('NOT_FOUND');
      return reply.code(status).send(body);
    });
  },
  { name: 'spa' },
);
