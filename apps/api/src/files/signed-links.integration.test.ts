import { signedLinkSchema } from '@espace/contracts/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, registerInvitedLearner, signIn, type TestApp, testJwtSecret } from '../test/test-app';
import { createSignedLinks, SIGNED_LINK_EXPIRY_STEP_SECONDS, SIGNED_LINK_LIFETIME_SECONDS, signedPath } from './signed-links';

/** Media, downloads and certificate PDFs open with short-lived signed links, never the session token in a URL. */
let testApp: TestApp;
const tokens: Record<string, string> = {};
const userIds: Record<string, string> = {};
const ids = { demo: '', acme: '', upload: '', png: '', acmeFile: '', certificate: '' };

const call = (who: string, url: string, host = who === 'acme' ? hosts.acme : hosts.demo) =>
  testApp.app.inject({ method: 'GET', url, headers: { host, ...(who === 'anonymous' ? {} : { authorization: `Bearer ${tokens[who]}` }) } });
const query = async <T extends object>(sql: string, params: unknown[] = []) => testApp.testDatabase.database.query<T>(sql, params);
const linkOf = async (who: string, path: string) => {
  const answer = await call(who, path);
  expect(answer.statusCode, answer.body).toBe(200);
  return signedLinkSchema.parse(answer.json());
};
const queryOf = (url: string) => url.slice(url.indexOf('?'));
const withParam = (url: string, name: string, value: string) => {
  const parsed = new URL(url, 'http://x');
  parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}`;
};

/** A personal upload of this user: readable by them (and their tenant's admins) only. */
async function upload(who: string): Promise<string> {
  const boundary = '----signed-links';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bulletin.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 private\r\n--${boundary}--\r\n`;
  const uploaded = await testApp.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: {
      host: who === 'acme' ? hosts.acme : hosts.demo,
      authorization: `Bearer ${tokens[who]}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return (uploaded.json() as { id: string }).id;
}

beforeAll(async () => {
  testApp = await createTestApp();
  tokens.owner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
  tokens.acme = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
  tokens.other = await registerInvitedLearner(testApp.app, 'other.learner', 'Other#2026');
  for (const who of ['owner', 'other']) userIds[who] = ((await call(who, '/api/users/me')).json() as { id: string }).id;

  ids.upload = await upload('owner');
  ids.acmeFile = await upload('acme');
  const fileOf = async (alias: string, name: string) =>
    (await query<{ id: string }>('SELECT f.id FROM files f JOIN contexts c ON c.id = f.context_id WHERE c.alias = $1 AND f.name = $2', [alias, name]))[0]?.id ??
    '';
  ids.png = await fileOf('demo', 'Le sourire.png');
  for (const alias of ['demo', 'acme'] as const) ids[alias] = (await query<{ id: string }>('SELECT id FROM contexts WHERE alias = $1', [alias]))[0]?.id ?? '';
  const certificates = (await call('owner', '/api/users/me/certificates')).json() as { items: { lessonId: string; available: boolean }[] };
  ids.certificate = certificates.items.find((item) => item.available)?.lessonId ?? '';
  for (const [name, id] of Object.entries(ids)) expect(id, name).not.toBe('');
});
afterAll(async () => {
  await testApp.close();
});

describe('a file link', () => {
  it('is given to whoever may read the file, relative, for 10 to 15 minutes, and downloads without the bearer token', async () => {
    const before = Date.now();
    const link = await linkOf('owner', `/api/files/${ids.upload}/link`);
    expect(link.url).toMatch(new RegExp(`^/api/files/${ids.upload}/download\\?user=${userIds.owner}&expires=\\d+&signature=[\\w-]{43}$`));
    const life = Date.parse(link.expiresAt) - before;
    expect(life).toBeGreaterThanOrEqual(SIGNED_LINK_LIFETIME_SECONDS * 1000 - 1000);
    expect(life).toBeLessThanOrEqual((SIGNED_LINK_LIFETIME_SECONDS + SIGNED_LINK_EXPIRY_STEP_SECONDS) * 1000);
    const download = await call('anonymous', link.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.body).toBe('%PDF-1.4 private');
    // Asked again within the same step, the link is the same URL (one browser cache entry).
    expect((await linkOf('owner', `/api/files/${ids.upload}/link`)).url).toBe(link.url);
  });

  it('is no file (404) for someone who may not read it, and needs a session', async () => {
    const other = await call('other', `/api/files/${ids.upload}/link`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await call('acme', `/api/files/${ids.upload}/link`)).statusCode).toBe(404);
    expect((await call('anonymous', `/api/files/${ids.upload}/link`)).statusCode).toBe(401);
    // Course media: the learners of a class using it (file-access.ts); another learner of the tenant gets no file.
    expect((await call('owner', `/api/files/${ids.png}/link`)).statusCode).toBe(200);
    expect((await call('other', `/api/files/${ids.png}/link`)).statusCode).toBe(404);
  });

  it('refuses a tampered signature, another user, and another file’s signature', async () => {
    const link = await linkOf('owner', `/api/files/${ids.upload}/link`);
    const signature = new URL(link.url, 'http://x').searchParams.get('signature') ?? '';
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const refusals = [
      withParam(link.url, 'signature', tampered),
      withParam(link.url, 'signature', signature.slice(0, 20)),
      withParam(link.url, 'user', userIds.other ?? ''),
      withParam(link.url, 'expires', String(Number(new URL(link.url, 'http://x').searchParams.get('expires')) + 3600)),
      // The owner's signature for the upload, put on a course file the owner may read too.
      `/api/files/${ids.png}/download${queryOf(link.url)}`,
    ];
    for (const url of refusals) {
      const answer = await call('anonymous', url);
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json(), url).toMatchObject({ code: 'SIGNED_LINK_INVALID' });
    }
    // A signature decides alone, even beside a valid bearer header.
    const withHeader = await call('owner', withParam(link.url, 'signature', tampered));
    expect(withHeader.json()).toMatchObject({ code: 'SIGNED_LINK_INVALID' });
  });

  it('refuses a link of another tenant, and one signed with another key', async () => {
    const acmeLink = await linkOf('acme', `/api/files/${ids.acmeFile}/link`);
    expect((await call('anonymous', acmeLink.url, hosts.acme)).statusCode).toBe(200);
    const elsewhere = await call('anonymous', acmeLink.url, hosts.demo);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toMatchObject({ code: 'SIGNED_LINK_INVALID' });
    const forged = createSignedLinks('a-secret-that-is-not-the-server-s-own-secret').sign({
      kind: 'file',
      tenantId: ids.demo,
      userId: userIds.owner ?? '',
      targetId: ids.upload,
    });
    expect((await call('anonymous', signedPath(`/api/files/${ids.upload}/download`, forged))).json()).toMatchObject({ code: 'SIGNED_LINK_INVALID' });
  });

  it('refuses an expired link with its own code', async () => {
    const past = createSignedLinks(testJwtSecret, () => Date.now() - (SIGNED_LINK_LIFETIME_SECONDS + SIGNED_LINK_EXPIRY_STEP_SECONDS + 1) * 1000);
    const stale = past.sign({ kind: 'file', tenantId: ids.demo, userId: userIds.owner ?? '', targetId: ids.upload });
    const answer = await call('anonymous', signedPath(`/api/files/${ids.upload}/download`, stale));
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'SIGNED_LINK_EXPIRED' });
  });

  it('applies the file access rule again at download time', async () => {
    // A genuine signature for a user who may not (or no longer) read the file opens nothing.
    const signed = createSignedLinks(testJwtSecret).sign({ kind: 'file', tenantId: ids.demo, userId: userIds.other ?? '', targetId: ids.upload });
    const answer = await call('anonymous', signedPath(`/api/files/${ids.upload}/download`, signed));
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the session token in a URL', () => {
  it('is refused on downloads and certificate PDFs, and still accepted on users/me (docs/product/api-calls.md#signed-links)', async () => {
    for (const url of [
      `/api/files/${ids.png}/download?access_token=${tokens.owner}`,
      `/api/certificates/${ids.certificate}.pdf?access_token=${tokens.owner}`,
    ]) {
      const answer = await call('anonymous', url);
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect((await call('anonymous', `/api/users/me?access_token=${tokens.owner}`)).statusCode).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('lists both link operations with their answer shape', async () => {
    const document = (await call('anonymous', '/api/openapi.json')).json() as { paths: Record<string, { get?: { responses?: Record<string, unknown> } }> };
    for (const path of ['/api/files/{id}/link', '/api/certificates/{lessonId}/link']) expect(document.paths[path]?.get?.responses, path).toHaveProperty('200');
  });
});

describe('a certificate link', () => {
  it('downloads my certificate PDF without the bearer token; another learner gets 404; a file link does not open it', async () => {
    const link = await linkOf('owner', `/api/certificates/${ids.certificate}/link`);
    expect(link.url).toMatch(new RegExp(`^/api/certificates/${ids.certificate}\\.pdf\\?user=`));
    const pdf = await call('anonymous', link.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const other = await call('other', `/api/certificates/${ids.certificate}/link`);
    expect(other.statusCode).toBe(404);
    // A file signature over the same id is not a certificate signature.
    const asFile = createSignedLinks(testJwtSecret).sign({ kind: 'file', tenantId: ids.demo, userId: userIds.owner ?? '', targetId: ids.certificate });
    expect((await call('anonymous', signedPath(`/api/certificates/${ids.certificate}.pdf`, asFile))).json()).toMatchObject({ code: 'SIGNED_LINK_INVALID' });
    // And the certificate is checked again at download: a signature for another learner opens nothing.
    const forOther = createSignedLinks(testJwtSecret).sign({ kind: 'certificate', tenantId: ids.demo, userId: userIds.other ?? '', targetId: ids.certificate });
    expect((await call('anonymous', signedPath(`/api/certificates/${ids.certificate}.pdf`, forOther))).statusCode).toBe(404);
  });
});
