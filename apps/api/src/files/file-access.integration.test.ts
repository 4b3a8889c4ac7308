import { readdir } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/** #14 item 7: one access rule for a file, whichever route reads it (file-access.ts). */
let testApp: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'espace-file-access-'));
const tokens: Record<string, string> = {};
let uploadId = '';
let courseMediaId = '';

const boundary = '----file-access';
const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object | string, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method,
    url,
    headers: { host: who === 'acme' ? hosts.acme : hosts.demo, ...(who === 'anonymous' ? {} : { authorization: `Bearer ${tokens[who]}` }), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
const query = async <T extends object>(sql: string, params: unknown[] = []) => testApp.testDatabase.database.query<T>(sql, params);
const mailCount = async () => (await readdir(join(dataDir, 'mail')).catch(() => [])).length;

beforeAll(async () => {
  testApp = await createTestApp({ DATA_DIR: dataDir });
  tokens.owner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
  tokens.teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
  tokens.admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  tokens.acme = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
  const registered = await testApp.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { host: hosts.demo },
    payload: { invitationCode: 'WELCOME-DEMO', username: 'other.learner', password: 'Other#2026' },
  });
  tokens.other = (registered.json() as { access_token: string }).access_token;

  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bulletin.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 private\r\n--${boundary}--\r\n`;
  const uploaded = await call('owner', 'POST', '/api/files', body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
  uploadId = (uploaded.json() as { id: string }).id;
  const [media] = await query<{ id: string }>(`SELECT f.id FROM files f JOIN contexts c ON c.id = f.context_id WHERE c.alias = 'demo' AND f.owner_id IS NULL AND f.file_type = 'pdf' LIMIT 1`);
  courseMediaId = media?.id ?? '';
});
afterAll(async () => {
  await testApp.close();
});

const reads = (id: string) => [`/api/files/${id}`, `/api/files/${id}/infos`, `/api/files/${id}/download`];
const statuses = async (who: string, id: string) => Promise.all(reads(id).map(async (url) => (await call(who, 'GET', url)).statusCode));

describe('a personal upload', () => {
  it('is read by its owner and the tenant admin, and is no file (404) for anyone else', async () => {
    expect(uploadId).not.toBe('');
    expect(await statuses('owner', uploadId)).toEqual([200, 200, 200]);
    expect(await statuses('admin', uploadId)).toEqual([200, 200, 200]);
    expect(await statuses('other', uploadId)).toEqual([404, 404, 404]);
    expect(await statuses('teacher', uploadId)).toEqual([404, 404, 404]);
    expect(await statuses('acme', uploadId)).toEqual([404, 404, 404]);
    expect(await statuses('anonymous', uploadId)).toEqual([401, 401, 401]);
  });

  it('is not mailed to someone else who names it in documents by mail', async () => {
    const before = await mailCount();
    const answer = await call('teacher', 'POST', '/api/users/me/notify-files', { fileIds: [uploadId] });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'NOT_FOUND' });
    // One readable file beside it does not carry the other along.
    expect((await call('teacher', 'POST', '/api/users/me/notify-files', { fileIds: [courseMediaId, uploadId] })).statusCode).toBe(404);
    await testApp.app.mailer.drain();
    expect(await mailCount()).toBe(before);
  });

  it('is opened by the teachers of a class its owner shared it in through the log-book, and by them only', async () => {
    const [shared] = await query<{ class_id: string; student_id: string }>(
      `SELECT student.class_id, student.user_id AS student_id FROM class_users student
         JOIN class_users teacher ON teacher.class_id = student.class_id AND teacher.role = 'TEACHER'
         JOIN users t ON t.id = teacher.user_id AND t.email = 'teacher@demo.test'
         JOIN users s ON s.id = student.user_id AND s.email = 'learner@demo.test'
        WHERE student.role = 'STUDENT' LIMIT 1`,
    );
    expect(shared).toBeDefined();
    const record = await call('owner', 'POST', '/api/log-book-records', {
      message: 'Mon bulletin',
      studentId: shared!.student_id,
      userId: shared!.student_id,
      classId: shared!.class_id,
      attachmentIds: [uploadId],
    });
    expect(record.statusCode).toBe(201);
    expect(await statuses('teacher', uploadId)).toEqual([200, 200, 200]);
    expect(await statuses('other', uploadId)).toEqual([404, 404, 404]);
  });

  it('stays out of other users’ file lists', async () => {
    const list = (await call('other', 'GET', '/api/files?limit=500')).json() as { items?: { id: string }[] } | { id: string }[];
    const items = Array.isArray(list) ? list : (list.items ?? []);
    expect(items.map((file) => file.id)).not.toContain(uploadId);
  });
});

describe('course media', () => {
  it('is read by every signed-in user of its tenant, and only of its tenant', async () => {
    expect(await statuses('other', courseMediaId)).toEqual([200, 200, 200]);
    expect(await statuses('teacher', courseMediaId)).toEqual([200, 200, 200]);
    expect(await statuses('acme', courseMediaId)).toEqual([404, 404, 404]);
  });
});
