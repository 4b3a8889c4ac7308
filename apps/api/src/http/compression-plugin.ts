import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import { brotliOptions } from './encodings';

const compressibleTypes = /^(?:text\/(?!event-stream)|application\/(?:javascript|json|xml|manifest\+json|[\w.-]+\+(?:json|xml))(?:;|$)|image\/svg\+xml)/u;

/**
 * Text answers (the web app's scripts and styles, index.html, JSON) leave the server compressed —
 * brotli when the browser accepts it, else gzip. On a phone network the entry script is the first
 * screen's biggest cost: 230 KB raw, about a quarter with brotli (docs/performance.md).
 * Binary files (PDFs, images, media, `octet-stream` downloads) are already compressed or
 * served by ranges, so only text types are; answers under 1 KB are not worth the CPU.
 */
export const compressionPlugin = fp(
  async (app) => {
    // Registered before the routes: the plugin hooks every route added after it, the web app's files included.
    await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024, customTypes: compressibleTypes, brotliOptions });
  },
  { name: 'compression' },
);
