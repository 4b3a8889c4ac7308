import { appFileInfosSchema, appFileSchema } from '@espace/contracts/files';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDir } from '../seed/write-catalogue';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

let testApp: TestApp;
let demoToken: string;
let adminToken = '';
let acmeToken: string;
const ids: Record<string, string> = {};

async function fileId(alias: string, name: string): Promise<string> {
  const [row] = await testApp.testDatabase.database.query<{ id: string }>(
    'SELECT f.id FROM files f JOIN contexts c ON c.id = f.context_id WHERE c.alias = $1 AND f.name = $2',
    [alias, name],
  );
  if (!row) throw new Error(`no file ${name} in ${alias}`);
  return row.id;
}

beforeAll(async () => {
  testApp = await createTestApp();
  demoToken = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
  acmeToken = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
  adminToken = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  ids.png = await fileId('demo', 'Le sourire.png');
  ids.svg = await fileId('demo', 'Boutique et comptoir.svg');
  ids.pdf = await fileId('demo', 'Fiche réflexe - réclamation.pdf');
  // No demo video is shipped (they are large): a stand-in row for the player.
  const [video] = await testApp.testDatabase.database.query<{ id: string }>(
    `INSERT INTO files (context_id, name, type, file_type, size, sha256)
     SELECT id, 'clip.mp4', 'video/mp4', 'video', 4, repeat('0', 64) FROM contexts WHERE alias = 'demo' RETURNING id`,
  );
  ids.video = video?.id ?? '';
  await testApp.testDatabase.database.query(`INSERT INTO file_chunks (file_id, seq, bytes) VALUES ($1, 0, '\\x00000000'::bytea)`, [ids.video]);
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string, token: string | null = demoToken, host = hosts.demo, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });

describe('GET /api/files/:id and /infos', () => {
  it("answers a file's metadata", async () => {
    const response = await get(`/api/files/${ids.png}`);
    expect(response.statusCode).toBe(200);
    const file = appFileSchema.parse(response.json());
    expect(file).toMatchObject({ id: ids.png, name: 'Le sourire.png', type: 'image/png', fileType: 'image', ownerId: null });
    expect(file.size).toBe(readFileSync(join(contentDir, 'demo-program/media/sourire.png')).length);
    expect(file.libraryId).toEqual(expect.any(String));
  });

  it('gives an html player for videos only', async () => {
    // The stand-in video is in no course, so only content staff read it (file-access.ts).
    const video = appFileInfosSchema.parse((await get(`/api/files/${ids.video}/infos`, adminToken)).json());
    expect(video.htmlPlayer).toBe(`<video controls preload="metadata"><source src="/api/files/${ids.video}/download" type="video/mp4"></video>`);
    const image = appFileInfosSchema.parse((await get(`/api/files/${ids.png}/infos`)).json());
    expect(image.htmlPlayer).toBeNull();
  });

  it.each([
    ['without a token', () => get(`/api/files/${ids.png}`, null), 401],
    ["with another tenant's token", () => get(`/api/files/${ids.png}`, acmeToken), 401],
    ["for another tenant's file", () => get(`/api/files/${ids.png}`, acmeToken, hosts.acme), 404],
    ['for an id that is no uuid', () => get('/api/files/not-a-uuid'), 404],
    ['for an unknown id', () => get('/api/files/00000000-0000-4000-8000-000000000000/infos'), 404],
  ])('refuses %s', async (_name, call, status) => {
    expect((await call()).statusCode).toBe(status);
  });
});

describe('GET /api/files/:id/download', () => {
  it('sends the bytes with their type, length, name and ETag, and 304 when the copy is current', async () => {
    const response = await get(`/api/files/${ids.pdf}/download`);
    expect(response.statusCode).toBe(200);
    const bytes = readFileSync(join(contentDir, 'demo-program/media/fiche-reclamation.pdf'));
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Fiche reflexe - reclamation.pdf"; filename*=UTF-8''Fiche%20r%C3%A9flexe%20-%20r%C3%A9clamation.pdf`,
    );
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);

    const again = await get(`/api/files/${ids.pdf}/download`, demoToken, hosts.demo, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await get(`/api/files/${ids.pdf}/download`, demoToken, hosts.demo, { 'if-none-match': `"${'0'.repeat(64)}"` });
    expect(stale.statusCode).toBe(200);
  });

  it('refuses the session token as ?access_token= (media elements use signed links: signed-links.integration.test.ts)', async () => {
    const response = await get(`/api/files/${ids.png}/download?access_token=${demoToken}`, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('sandboxes svg drawings, which could carry scripts', async () => {
    const response = await get(`/api/files/${ids.svg}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it("is 404 for another tenant's file and 401 without a token", async () => {
    expect((await get(`/api/files/${ids.png}/download`, acmeToken, hosts.acme)).statusCode).toBe(404);
    expect((await get(`/api/files/${ids.png}/download`, null)).statusCode).toBe(401);
  });
});

describe('GET /api/activities/:libraryId/:name', () => {
  async function activityUrl(): Promise<string> {
    const [row] = await testApp.testDatabase.database.query<{ url: string }>(
      "SELECT b.content -> 'tincan' ->> 'url' AS url FROM course_blocks b JOIN contexts c ON c.id = b.context_id WHERE c.alias = 'demo' AND b.type = 'tincan'",
    );
    return row?.url ?? '';
  }

  it('serves the activity page at the URL written into its block, frameable by the app only, and its script beside it', async () => {
    const url = await activityUrl();
    const page = await get(url, null);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<script src="activity.js" defer></script>');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const script = await get(url.replace(/index\.html$/, 'activity.js'), null);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("type: 'action:next'");
  });

  it("is 404 on another tenant's host, for unknown names and for libraries that hold no activity", async () => {
    const url = await activityUrl();
    expect((await get(url, null, hosts.acme)).statusCode).toBe(404);
    expect((await get(url.replace(/index\.html$/, 'missing.js'), null)).statusCode).toBe(404);
    const [media] = await testApp.testDatabase.database.query<{ library_id: string }>('SELECT library_id FROM files WHERE id = $1', [ids.png]);
    expect((await get(`/api/activities/${media?.library_id}/Le%20sourire.png`, null)).statusCode).toBe(404);
  });
});
