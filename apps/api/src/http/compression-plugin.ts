import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import { brotliOptions, encodeText, preferredEncoding } from './encodings';

const compressibleTypes = /^(?:text\/(?!event-stream)|application\/(?:javascript|json|xml|manifest\+json|[\w.-]+\+(?:json|xml))(?:;|$)|image\/svg\+xml)/u;

/** Answers under this size are not worth the CPU. */
const THRESHOLD_BYTES = 1024;

/**
 * Answers held whole in memory up to this size (the API's JSON, a lesson's page turn ~8 KB) are
 * compressed in one call, here; larger ones and streams go through @fastify/compress's stream.
 * Its stream costs several times the compression itself on a page turn, and ends the answer in
 * chunks: one more write, one more wake-up of the client, per request. The bound keeps one call
 * short on the event loop (the figures: docs/performance.md#what-makes-a-page-turn-cheap).
 */
const AT_ONCE_MAX_BYTES = 64 * 1024;

/**
 * Text answers (the web app's scripts and styles, index.html, JSON) leave the server compressed —
 * brotli when the browser accepts it, else gzip. On a phone network the entry script is the first
 * screen's biggest cost, and brotli sends a fraction of its bytes (docs/performance.md).
 * Binary files (PDFs, images, media, `octet-stream` downloads) are already compressed or
 * served by ranges, so only text types are.
 */
export const compressionPlugin = fp(
  async (app) => {
    // Before the plugin's own hook, which leaves an answer that has its Content-Encoding alone.
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const size = Buffer.byteLength(payload);
      if (size < THRESHOLD_BYTES || size > AT_ONCE_MAX_BYTES || reply.hasHeader('content-encoding')) return payload;
      // Fastify has typed every string and buffer by now (JSON, text/plain, octet-stream).
      if (!compressibleTypes.test(String(reply.getHeader('content-type')))) return payload;
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding === null) return payload;
      reply.header('content-encoding', encoding);
      const vary = reply.getHeader('vary');
      if (
        !String(vary ?? '')
          .toLowerCase()
          .includes('accept-encoding')
      )
        reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      return encodeText(payload, encoding);
    });
    // Registered before the routes: the plugin hooks every route added after it, the web app's files included.
    await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: THRESHOLD_BYTES, customTypes: compressibleTypes, brotliOptions });
  },
  { name: 'compression' },
);
