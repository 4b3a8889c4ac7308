import { activitySandbox } from '@espace/domain/content/activity-sandbox';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../paths';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/**
 * What the browser may run of the content it is sent (docs/content-packages.md#the-activity-sandbox):
 * a package's activity is sandboxed by its own answer, whichever way it is opened, in an opaque
 * origin that reads nothing of the portal's, where what authoring tools export runs, its pages
 * starting with the portal's in-memory storage script; every svg drawing a route serves is
 * sandboxed without scripts.
 */
let testApp: TestApp;
let learnerToken = '';
let demoId = '';
let activityPage = '';
let activitySvg = '';

/** "a b; c d e" → { a: ['b'], c: ['d', 'e'] } */
function policy(header: unknown): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** The portal's scripts at the start of every activity page: the storage shim, then the SCORM loader (docs/scorm.md#runtime). */
const SHIM_TAG = '<script src="/api/activities/sandbox/storage.js"></script><script src="/api/activities/sandbox/scorm.js"></script>';
const shimSource = readFileSync(join(apiRoot, 'src', 'files', 'activity-scripts', 'storage.js'));

const get = (url: string, headers: Record<string, string> = {}, host = hosts.demo) => testApp.app.inject({ method: 'GET', url, headers: { host, ...headers } });

/** The bytes an activity's file was stored with, as the importer wrote them. */
async function stored(url: string): Promise<{ bytes: Buffer; sha256: string }> {
  const [, , , library, name] = url.split('/');
  const [file] = await query<{ id: string; sha256: string }>('SELECT id, sha256 FROM files WHERE context_id = $1 AND library_id = $2 AND name = $3', [
    demoId,
    library,
    decodeURIComponent(name!),
  ]);
  const chunks = await query<{ bytes: Uint8Array }>('SELECT bytes FROM file_chunks WHERE file_id = $1 ORDER BY seq', [file!.id]);
  return { bytes: Buffer.concat(chunks.map((chunk) => chunk.bytes)), sha256: file!.sha256 };
}

/** A file of the activity's folder, stored in the given chunks (as an upload of that size would be). */
async function storeBeside(name: string, type: string, chunks: Buffer[]): Promise<string> {
  const library = activityPage.split('/')[3];
  const whole = Buffer.concat(chunks);
  const [file] = await query<{ id: string }>(
    `INSERT INTO files (context_id, library_id, name, type, file_type, size, sha256) VALUES ($1, $2, $3, $4, 'activity', $5, $6) RETURNING id`,
    [demoId, library, name, type, whole.length, createHash('sha256').update(whole).digest('hex')],
  );
  for (const [seq, bytes] of chunks.entries()) await query('INSERT INTO file_chunks (file_id, seq, bytes) VALUES ($1, $2, $3)', [file!.id, seq, bytes]);
  return activityPage.replace(/index\.html$/, name);
}

const query = async <T>(sql: string, params: unknown[] = []) => testApp.testDatabase.database.query<T & Record<string, unknown>>(sql, params);

beforeAll(async () => {
  testApp = await createTestApp();
  learnerToken = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
  demoId = (await query<{ id: string }>("SELECT id FROM contexts WHERE alias = 'demo'"))[0]!.id;
  const [tincan] = await query<{ url: string }>(
    "SELECT content -> 'tincan' ->> 'url' AS url FROM course_blocks WHERE context_id = $1 AND type = 'tincan' AND content -> 'tincan' ->> 'url' LIKE '%/index.html'",
    [demoId],
  );
  activityPage = tincan!.url;
  // A drawing beside the activity's page, as an author's package may hold one.
  const library = activityPage.split('/')[3];
  const [svg] = await query<{ id: string }>(
    `INSERT INTO files (context_id, library_id, name, type, file_type, size, sha256) VALUES ($1, $2, 'drawing.svg', 'image/svg+xml', 'image', 4, repeat('1', 64)) RETURNING id`,
    [demoId, library],
  );
  await query(`INSERT INTO file_chunks (file_id, seq, bytes) VALUES ($1, 0, convert_to('<svg>', 'UTF8'))`, [svg!.id]);
  activitySvg = activityPage.replace(/index\.html$/, 'drawing.svg');
});
afterAll(async () => {
  await testApp.close();
});

describe("a package's activity", () => {
  it('is served in the activity sandbox: scripts, forms and popups in an opaque origin, never ours nor the top window', async () => {
    const page = await get(activityPage);
    expect(page.statusCode).toBe(200);
    const csp = policy(page.headers['content-security-policy']);
    expect(csp.get('sandbox')).toEqual([...activitySandbox]);
    expect(csp.get('sandbox')).not.toContain('allow-same-origin');
    expect(csp.get('sandbox')?.filter((token) => token.startsWith('allow-top-navigation'))).toEqual([]);
    // Framed by the player only.
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(page.headers['x-frame-options']).toBeUndefined();
  });

  it("runs what authoring tools export (inline scripts and styles, eval, blob: and data: workers, fonts and media of CDNs), its code from its own files only, its connections to this host's LRS only", async () => {
    const csp = policy((await get(activityPage)).headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", 'data:', 'blob:', "'unsafe-inline'", "'unsafe-eval'"]);
    expect(csp.get('style-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', "'unsafe-inline'"]);
    expect(csp.get('worker-src')).toEqual(["'self'", 'data:', 'blob:']);
    for (const directive of ['img-src', 'font-src', 'media-src']) expect(csp.get(directive), directive).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it("connects to the tenant's external LRS too, while it is set", async () => {
    const admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
    const setLrs = (payload: object) =>
      testApp.app.inject({ method: 'PUT', url: `/api/contexts/${demoId}/lrs`, headers: { host: hosts.demo, authorization: `Bearer ${admin}` }, payload });
    expect((await setLrs({ endpoint: 'https://lrs.example.com/xapi', key: 'k', secret: 's' })).statusCode).toBe(200);
    try {
      expect(policy((await get(activityPage)).headers['content-security-policy']).get('connect-src')).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://lrs.example.com',
      ]);
    } finally {
      expect((await setLrs({ endpoint: null })).statusCode).toBe(200);
    }
    expect(policy((await get(activityPage)).headers['content-security-policy']).get('connect-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it("starts its page with the portal's storage script, after its leading <meta charset>, every other byte as stored", async () => {
    const page = await get(activityPage);
    const { bytes } = await stored(activityPage);
    const source = bytes.toString('utf8');
    expect(source).toMatch(/^<!doctype html>\s*<html lang="fr">\s*<head>\s*<meta charset="utf-8">/);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toBe(source.replace('<meta charset="utf-8">', `<meta charset="utf-8">${SHIM_TAG}`));
    expect(page.body.indexOf(SHIM_TAG)).toBeLessThan(page.body.indexOf('<script src="activity.js"'));
  });

  it('puts the script into a page longer than a stored chunk, with upper-case tags and a byte order mark, and streams the rest through', async () => {
    const head = Buffer.from('\xef\xbb\xbf<!DOCTYPE HTML><HTML LANG="fr"><HEAD data-tool="Storyline">', 'latin1');
    const body = Buffer.from(`<SCRIPT>window.player = eval("1 + 1");</SCRIPT></HEAD><BODY>${'é'.repeat(200_000)}</BODY></HTML>`);
    const url = await storeBeside('story.html', 'text/html', [Buffer.concat([head, body]).subarray(0, 262_144), Buffer.concat([head, body]).subarray(262_144)]);
    const page = await get(url);
    expect(page.statusCode).toBe(200);
    expect(page.rawPayload.equals(Buffer.concat([head, Buffer.from(SHIM_TAG), body]))).toBe(true);
  });

  it("names the injected script in its page's ETag: a copy cached without it is not reused, the current one is (304, sandbox kept)", async () => {
    const page = await get(activityPage);
    const { sha256 } = await stored(activityPage);
    const etag = String(page.headers.etag);
    expect(etag).toMatch(new RegExp(`^"${sha256}-[0-9a-f]{16}"$`));
    const again = await get(activityPage, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(policy(again.headers['content-security-policy']).get('sandbox')).toEqual([...activitySandbox]);
    // The page's stored bytes alone name the copy a browser kept before the script was put in.
    const stale = await get(activityPage, { 'if-none-match': `"${sha256}"` });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain(SHIM_TAG);
  });

  it('serves its other files byte for byte as stored, their ETag their bytes (304 with it)', async () => {
    for (const url of [activityPage.replace(/index\.html$/, 'activity.js'), activitySvg]) {
      const file = await get(url);
      const { bytes, sha256 } = await stored(url);
      expect(file.statusCode, url).toBe(200);
      expect(file.rawPayload.equals(bytes), url).toBe(true);
      expect(file.body, url).not.toContain('activities/sandbox');
      expect(file.headers.etag, url).toBe(`"${sha256}"`);
      expect((await get(url, { 'if-none-match': `"${sha256}"` })).statusCode, url).toBe(304);
    }
  });

  it('lets its opaque origin load its own files: cross-origin resource policy and CORS open, with no credentials', async () => {
    for (const url of [activityPage, activityPage.replace(/index\.html$/, 'activity.js'), activitySvg, '/api/activities/sandbox/storage.js']) {
      const file = await get(url, { origin: 'null' });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      expect(file.headers['access-control-allow-origin'], url).toBe('*');
      expect(file.headers['access-control-allow-credentials'], url).toBeUndefined();
    }
  });

  it('serves a drawing of its folder sandboxed without scripts', async () => {
    const drawing = await get(activitySvg);
    expect(drawing.statusCode).toBe(200);
    expect(drawing.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(policy(drawing.headers['content-security-policy']).get('sandbox')).toEqual([]);
  });
});

describe("the portal's storage script", () => {
  it('is one JavaScript file for every tenant, revalidated by its ETag', async () => {
    for (const host of [hosts.demo, hosts.acme]) {
      const script = await get('/api/activities/sandbox/storage.js', {}, host);
      expect(script.statusCode, host).toBe(200);
      expect(script.headers['content-type'], host).toBe('text/javascript; charset=utf-8');
      expect(script.headers['x-content-type-options'], host).toBe('nosniff');
      expect(script.headers['cache-control'], host).toBe('public, no-cache');
      expect(script.headers.etag, host).toBe(`"${createHash('sha256').update(shimSource).digest('hex')}"`);
      expect(script.rawPayload.equals(shimSource), host).toBe(true);
      const again = await get('/api/activities/sandbox/storage.js', { 'if-none-match': String(script.headers.etag) }, host);
      expect(again.statusCode, host).toBe(304);
      expect(again.headers['cache-control'], host).toBe('public, no-cache');
    }
  });

  it('is the only file there: any other name is 404', async () => {
    for (const name of ['other.js', 'storage.js.map', '..%2Fstorage.js', 'STORAGE.JS'])
      expect((await get(`/api/activities/sandbox/${name}`)).statusCode, name).toBe(404);
  });
});

describe('svg drawings', () => {
  it('a course medium is downloaded sandboxed without scripts, a png keeps the usual policy', async () => {
    const [svg] = await query<{ id: string }>(
      "SELECT id FROM files WHERE context_id = $1 AND type = 'image/svg+xml' AND file_type = 'image' AND name <> 'drawing.svg' LIMIT 1",
      [demoId],
    );
    const drawing = await get(`/api/files/${svg!.id}/download`, { authorization: `Bearer ${learnerToken}` });
    expect(drawing.statusCode).toBe(200);
    const csp = policy(drawing.headers['content-security-policy']);
    expect(csp.get('sandbox')).toEqual([]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    const [png] = await query<{ id: string }>("SELECT id FROM files WHERE context_id = $1 AND type = 'image/png' AND name = 'Le sourire.png'", [demoId]);
    const photo = await get(`/api/files/${png!.id}/download`, { authorization: `Bearer ${learnerToken}` });
    expect(photo.statusCode).toBe(200);
    expect(policy(photo.headers['content-security-policy']).has('sandbox')).toBe(false);
  });

  it("a tenant's svg logo is sandboxed without scripts, its png icons keep the usual policy", async () => {
    const logo = await get(`/api/contexts/${demoId}/assets/logo.svg`);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(policy(logo.headers['content-security-policy']).get('sandbox')).toEqual([]);
    const [png] = await query<{ name: string }>("SELECT name FROM context_assets WHERE context_id = $1 AND content_type = 'image/png' LIMIT 1", [demoId]);
    const icon = await get(`/api/contexts/${demoId}/assets/${png!.name}`);
    expect(icon.statusCode).toBe(200);
    expect(policy(icon.headers['content-security-policy']).has('sandbox')).toBe(false);
  });
});
