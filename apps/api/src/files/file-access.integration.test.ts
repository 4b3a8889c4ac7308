import { readdir } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, registerInvitedLearner, signIn, type TestApp } from '../test/test-app';

/** One access rule for a file, whichever route reads it (file-access.ts). */
let testApp: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'espace-file-access-'));
const tokens: Record<string, string> = {};
let uploadId = '';
let courseMediaId = '';
let unusedMediaId = '';

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
  tokens.other = await registerInvitedLearner(testApp.app, 'other.learner', 'Other#2026');

  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bulletin.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 private\r\n--${boundary}--\r\n`;
  const uploaded = await call('owner', 'POST', '/api/files', body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
  uploadId = (uploaded.json() as { id: string }).id;
  // The PDF a block of a demo course names (the demo learner's classes use that course).
  const [media] = await query<{ id: string }>(
    `SELECT f.id FROM files f JOIN contexts c ON c.id = f.context_id JOIN block_files bf ON bf.file_id = f.id WHERE c.alias = 'demo' AND f.owner_id IS NULL AND f.file_type = 'pdf' LIMIT 1`,
  );
  courseMediaId = media?.id ?? '';
  const [orphan] = await query<{ id: string }>(
    `INSERT INTO files (context_id, name, type, file_type, size, sha256) SELECT id, 'unused.pdf', 'application/pdf', 'pdf', 0, '' FROM contexts WHERE alias = 'demo' RETURNING id`,
  );
  unusedMediaId = orphan?.id ?? '';
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
  it('is read by the learners and teachers of a class using it and by admins; for anyone else it is no file (#14 item 7)', async () => {
    expect(courseMediaId).not.toBe('');
    expect(await statuses('owner', courseMediaId)).toEqual([200, 200, 200]);
    expect(await statuses('teacher', courseMediaId)).toEqual([200, 200, 200]);
    expect(await statuses('admin', courseMediaId)).toEqual([200, 200, 200]);
    // A learner of the tenant in no class using it, and another tenant's learner.
    expect(await statuses('other', courseMediaId)).toEqual([404, 404, 404]);
    expect(await statuses('acme', courseMediaId)).toEqual([404, 404, 404]);
  });

  it("that no course uses is read by the tenant's content staff only", async () => {
    expect(await statuses('owner', unusedMediaId)).toEqual([404, 404, 404]);
    expect(await statuses('admin', unusedMediaId)).toEqual([200, 200, 200]);
  });

  it('follows the content: once a block of a course of the class names it, the class reads it; when the block goes, it is no file again', async () => {
    const [course] = await query<{ id: string; context_id: string }>(
      `SELECT n.course_id AS id, n.context_id FROM course_nodes n JOIN block_files bf ON bf.block_id = n.block_id WHERE bf.file_id = $1 LIMIT 1`,
      [courseMediaId],
    );
    const [block] = await query<{ id: string }>(
      `INSERT INTO course_blocks (context_id, title, type, content) VALUES ($1, 'Uses the unused', 'slide', $2::jsonb) RETURNING id`,
      [course!.context_id, JSON.stringify({ sections: [{ id: 's', rows: [{ id: 'r', type: 'media-internal', appFileId: unusedMediaId }] }] })],
    );
    const [node] = await query<{ id: string }>(
      `INSERT INTO course_nodes (context_id, course_id, type, "order", block_id) VALUES ($1, $2, 'block', 99, $3) RETURNING id`,
      [course!.context_id, course!.id, block!.id],
    );
    expect(await statuses('owner', unusedMediaId)).toEqual([200, 200, 200]);
    expect(await statuses('other', unusedMediaId)).toEqual([404, 404, 404]);
    await query(`UPDATE course_blocks SET content = '{"sections": []}' WHERE id = $1`, [block!.id]);
    expect(await statuses('owner', unusedMediaId)).toEqual([404, 404, 404]);
    await query('DELETE FROM course_nodes WHERE id = $1', [node!.id]);
  });
});
