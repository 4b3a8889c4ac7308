import Fastify from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionPlugin } from './compression-plugin';

// Big enough to be worth compressing, small enough to be compressed in one call.
const json = JSON.stringify({ items: Array.from({ length: 200 }, (_, index) => ({ index, title: `Page ${index}` })) });
const app = Fastify();
beforeAll(async () => {
  await app.register(compressionPlugin);
  app.get('/whole', async (_request, reply) => reply.type('application/json').send(Buffer.from(json)));
  app.get('/image', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 1)));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });

describe('compressionPlugin', () => {
  it('compresses a buffered answer in one piece, with its length', async () => {
    const response = await get('/whole');
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(json);
  });

  it('leaves a buffered answer of a binary type alone', async () => {
    const response = await get('/image');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBe(4096);
  });
});
