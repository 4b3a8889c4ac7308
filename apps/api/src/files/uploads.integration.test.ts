import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_BYTES } from './file-chunks';
import { readMail } from '../test/read-mail';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';
import { rawMailsTo } from '../test/mail-test-support';

/** Streamed uploads checked against their bytes, size and quota limits, documents by mail within a threshold. */
const MAX_FILE = 1024 * 1024;
const QUOTA = 2 * 1024 * 1024;
const ATTACHMENTS_MAX = 100 * 1024;
const dataDir = mkdtempSync(join(tmpdir(), 'espace-uploads-'));
const boundary = '----espace-uploads';
let testApp: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp({
    DATA_DIR: dataDir,
    UPLOAD_MAX_FILE_BYTES: String(MAX_FILE),
    UPLOAD_QUOTA_BYTES: String(QUOTA),
    MAIL_ATTACHMENTS_MAX_BYTES: String(ATTACHMENTS_MAX),
  });
  tokens.learner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
  tokens.teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
});
afterAll(async () => {
  await testApp.close();
});

const query = <T extends object>(sql: string, params: unknown[] = []) => testApp.testDatabase.database.query<T>(sql, params);

/** A PNG signature and header chunk followed by random bytes, `size` in all: file-type reads it as a PNG. */
const pngHead = Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001080600000001f15c4872', 'hex');
const png = (size: number) => Buffer.concat([pngHead, randomBytes(size - pngHead.length)]);
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 9)]);

function upload(who: string, name: string, type: string, content: Buffer) {
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { host: hosts.demo, authorization: `Bearer ${tokens[who]}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

/** Everything an upload could leave behind: files, chunks, uploads in progress. */
async function stored() {
  const [row] = await query<{ files: number; chunks: number; uploads: number }>(
    'SELECT (SELECT count(*)::int FROM files) AS files, (SELECT count(*)::int FROM file_chunks) AS chunks, (SELECT count(*)::int FROM file_uploads) AS uploads',
  );
  return row;
}

describe('POST /api/files', () => {
  it('stores a multi-chunk upload in chunks of at most 256 KiB and gives it back byte for byte, with its sha256 and size', async () => {
    const content = png(2 * CHUNK_BYTES + 12_345);
    const response = await upload('learner', 'photo.png', 'image/png', content);
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json() as { id: string; size: number; type: string };
    expect(file).toMatchObject({ size: content.length, type: 'image/png', fileType: 'image' });

    const sha256 = createHash('sha256').update(content).digest('hex');
    expect(await query('SELECT sha256, size FROM files WHERE id = $1', [file.id])).toEqual([{ sha256, size: content.length }]);
    const chunks = await query<{ seq: number; length: number }>('SELECT seq, octet_length(bytes) AS length FROM file_chunks WHERE file_id = $1 ORDER BY seq', [
      file.id,
    ]);
    expect(chunks).toEqual([
      { seq: 0, length: CHUNK_BYTES },
      { seq: 1, length: CHUNK_BYTES },
      { seq: 2, length: 12_345 },
    ]);
    expect(await query('SELECT id FROM file_uploads')).toEqual([]);

    const download = await testApp.app.inject({
      method: 'GET',
      url: `/api/files/${file.id}/download`,
      headers: { host: hosts.demo, authorization: `Bearer ${tokens.learner}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(content.length));
    expect(download.headers.etag).toBe(`"${sha256}"`);
    expect(download.rawPayload.equals(content)).toBe(true);
  });

  it.each([
    ['PDF bytes declared as a PNG', 'image/png', pdf(2000)],
    ['a PNG declared as a PDF', 'application/pdf', png(2000)],
    ['plain text declared as a PDF', 'application/pdf', Buffer.from('Just some text, no signature at all.')],
    ['a Windows program declared as an MP4 video', 'video/mp4', Buffer.concat([Buffer.from('MZ'), randomBytes(2000)])],
  ])('refuses %s (TYPE_ERROR naming the file) and stores nothing', async (_case, type, content) => {
    const before = await stored();
    const response = await upload('learner', 'trick.bin', type, content);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'TYPE_ERROR', issues: [{ path: 'file', message: `The content is not ${type}` }] });
    expect(await stored()).toEqual(before);
  });

  it('refuses a file over the configured size (413 FILE_TOO_LARGE), stores nothing, and closes the connection', async () => {
    const before = await stored();
    const response = await upload('learner', 'big.png', 'image/png', png(MAX_FILE + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE', issues: [{ path: 'file' }] });
    expect(response.headers.connection).toBe('close');
    expect(await stored()).toEqual(before);
    // Exactly the limit is fine.
    expect((await upload('learner', 'just-fits.png', 'image/png', png(MAX_FILE))).statusCode).toBe(201);
  });

  it("refuses an upload past the user's quota (413 UPLOAD_QUOTA_EXCEEDED), parallel ones included, and stores nothing", async () => {
    const size = 700 * 1024;
    expect((await upload('teacher', 'one.pdf', 'application/pdf', pdf(size))).statusCode).toBe(201);
    expect((await upload('teacher', 'two.pdf', 'application/pdf', pdf(size))).statusCode).toBe(201);
    const before = await stored();
    const over = await upload('teacher', 'three.pdf', 'application/pdf', pdf(size));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'UPLOAD_QUOTA_EXCEEDED', issues: [{ path: 'file' }] });
    expect(await stored()).toEqual(before);

    // 2 × 700 KiB used, 648 KiB left: of two 400 KiB uploads at once, one fits.
    const parallel = await Promise.all([
      upload('teacher', 'a.pdf', 'application/pdf', pdf(400 * 1024)),
      upload('teacher', 'b.pdf', 'application/pdf', pdf(400 * 1024)),
    ]);
    expect(parallel.map((response) => response.statusCode).sort()).toEqual([201, 413]);
    const [used] = await query<{ used: number }>(
      "SELECT sum(size)::int AS used FROM files WHERE owner_id = (SELECT id FROM users WHERE email = 'teacher@demo.test')",
    );
    expect(used?.used).toBe(2 * size + 400 * 1024);
    expect(await query('SELECT id FROM file_uploads')).toEqual([]);
    const [orphans] = await query<{ count: number }>(
      'SELECT count(*)::int AS count FROM file_chunks c WHERE NOT EXISTS (SELECT 1 FROM files f WHERE f.id = c.file_id)',
    );
    expect(orphans?.count).toBe(0);
  });

  it('the quota is per user: another user still uploads', async () => {
    expect((await upload('learner', 'mine.pdf', 'application/pdf', pdf(10_000))).statusCode).toBe(201);
  });
});

const mailsTo = (address: string) => rawMailsTo(testApp.app, dataDir, address);

describe('POST /api/users/me/notify-files', () => {
  it('attaches files while their total stays under the threshold and sends the others as links to the portal, without tokens', async () => {
    const small = (await upload('learner', 'small.pdf', 'application/pdf', pdf(30 * 1024))).json() as { id: string };
    const large = (await upload('learner', 'large.pdf', 'application/pdf', pdf(ATTACHMENTS_MAX + 1))).json() as { id: string };
    const notify = (fileIds: string[]) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/users/me/notify-files',
        headers: { host: hosts.demo, authorization: `Bearer ${tokens.learner}` },
        payload: { fileIds },
      });

    expect((await notify([large.id])).statusCode).toBe(204);
    const [onlyLarge] = await mailsTo('learner@demo.test');
    expect(onlyLarge).toBeDefined();
    const read = await readMail(onlyLarge ?? '');
    expect(read.attachments).toEqual([]);
    const link = `http://localhost:3000/documents/${large.id}`;
    expect(read.text).toContain(`- large.pdf: ${link}`);
    expect(read.html).toContain(`href="${link}"`);
    expect(onlyLarge).not.toMatch(/access_token|[?&](sig|token)=/);

    expect((await notify([small.id, large.id])).statusCode).toBe(204);
    const mixed = (await mailsTo('learner@demo.test'))[1] ?? '';
    const readMixed = await readMail(mixed);
    expect(readMixed.attachments).toEqual(['small.pdf']);
    expect(readMixed.text).toContain(`- large.pdf: ${link}`);
    expect(readMixed.text).not.toContain('small.pdf: http');
  });
});
