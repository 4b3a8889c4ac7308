import { activitySandbox } from '@espace/domain/content/activity-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/**
 * What the browser may run of the content it is sent (docs/content-packages.md#the-activity-sandbox):
 * a package's activity is sandboxed by its own answer, whichever way it is opened, in an opaque
 * origin that reads nothing of the portal's; every svg drawing a route serves is sandboxed without
 * scripts.
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

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers: { host: hosts.demo, ...headers } });
const query = async <T>(sql: string, params: unknown[] = []) => testApp.testDatabase.database.query<T & Record<string, unknown>>(sql, params);

beforeAll(async () => {
  testApp = await createTestApp();
  learnerToken = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
  demoId = (await query<{ id: string }>("SELECT id FROM contexts WHERE alias = 'demo'"))[0]!.id;
  const [tincan] = await query<{ url: string }>("SELECT content -> 'tincan' ->> 'url' AS url FROM course_blocks WHERE context_id = $1 AND type = 'tincan' AND content -> 'tincan' ->> 'url' LIKE '%/index.html'", [demoId]);
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
    // Framed by the player only, running scripts of this site only.
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(page.headers['x-frame-options']).toBeUndefined();
  });

  it('lets its opaque origin load its own files: cross-origin resource policy and CORS open, with no credentials', async () => {
    for (const url of [activityPage, activityPage.replace(/index\.html$/, 'activity.js'), activitySvg]) {
      const file = await get(url, { origin: 'null' });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      expect(file.headers['access-control-allow-origin'], url).toBe('*');
      expect(file.headers['access-control-allow-credentials'], url).toBeUndefined();
    }
  });

  it('keeps its sandbox on a 304', async () => {
    const etag = String((await get(activityPage)).headers.etag);
    const again = await get(activityPage, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(policy(again.headers['content-security-policy']).get('sandbox')).toEqual([...activitySandbox]);
  });

  it('serves a drawing of its folder sandboxed without scripts', async () => {
    const drawing = await get(activitySvg);
    expect(drawing.statusCode).toBe(200);
    expect(drawing.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(policy(drawing.headers['content-security-policy']).get('sandbox')).toEqual([]);
  });
});

describe('svg drawings', () => {
  it('a course medium is downloaded sandboxed without scripts, a png keeps the usual policy', async () => {
    const [svg] = await query<{ id: string }>("SELECT id FROM files WHERE context_id = $1 AND type = 'image/svg+xml' AND file_type = 'image' AND name <> 'drawing.svg' LIMIT 1", [demoId]);
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
