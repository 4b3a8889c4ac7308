import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../test/test-app';

let testApp: TestApp;
let webDist: string;
// Big and repetitive like a bundle, so that compressing it is worth it.
const script = `export const texts = [${Array.from({ length: 400 }, (_, index) => `"text number ${index}"`).join(',')}];`;
const image = Buffer.alloc(4096, 7);
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'espace-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Espace</title>');
  writeFileSync(join(webDist, 'assets', 'app-1a2b.js'), script);
  writeFileSync(join(webDist, 'assets', 'photo-3c4d.png'), image);
  testApp = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await testApp.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: { host: hosts.demo, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

describe('compression', () => {
  it('sends the web app scripts with brotli when the browser accepts it, keeping the long cache', async () => {
    const response = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(script);
  });

  it('falls back to gzip', async () => {
    const response = await get('/assets/app-1a2b.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(script);
  });

  it('sends files as they are to a client that accepts no encoding', async () => {
    const response = await get('/assets/app-1a2b.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('compresses JSON answers of the API', async () => {
    const response = await get('/api/contexts/current', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'))).toHaveProperty('settings');
  });

  it('compresses a JSON answer in one piece, with its length, rather than streamed in chunks', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await get('/api/contexts/current', encoding);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['transfer-encoding']).toBeUndefined();
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      const text = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(response.rawPayload).toString('utf8');
      expect(JSON.parse(text)).toHaveProperty('settings');
    }
  });

  it('still compresses a JSON answer too large to hold, through the stream', async () => {
    const response = await get('/api/openapi.json', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBeUndefined();
    const document = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(document.length).toBeGreaterThan(64 * 1024);
    expect(JSON.parse(document)).toHaveProperty('openapi');
  });

  it('leaves binary files alone', async () => {
    const response = await get('/assets/photo-3c4d.png', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(image)).toBe(true);
  });
});
