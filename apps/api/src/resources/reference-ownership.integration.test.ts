import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosts, signIn } from '../test/test-app';
import { addResourceFixtures, createCaller, createCountingTestApp, type ResourceFixtures } from '../test/resource-fixtures';

let testApp: Awaited<ReturnType<typeof createCountingTestApp>>;
let data: ResourceFixtures;
let others: { program: string; klass: string; company: string; bobRecord: string; bobFile: string; myFile: string };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createCountingTestApp();
  data = await addResourceFixtures(testApp.database);
  for (const [who, email, password] of [
    ['learner', 'learner@demo.test', 'Learner#2026'],
    ['bob', 'bob@demo.test', 'Learner#2026'],
  ] as const) {
    tokens[who] = await signIn(testApp.app, hosts.demo, { email, password });
  }
  const id = async (sql: string, params: unknown[]) => (await testApp.database.query<{ id: string }>(sql, params))[0]!.id;
  const file = (owner: string) =>
    id(
      `INSERT INTO files (context_id, owner_id, name, type, file_type, size, sha256) VALUES ($1, $2, 'note.pdf', 'application/pdf', 'pdf', 0, '') RETURNING id`,
      [data.tenant, owner],
    );
  others = {
    // A published program of a class the learner is not in.
    program: await id(`INSERT INTO programs (context_id, name, state) VALUES ($1, 'Not mine', 'PUBLISHED') RETURNING id`, [data.tenant]),
    klass: await id(`INSERT INTO classes (context_id, name) VALUES ($1, 'Not my class') RETURNING id`, [data.tenant]),
    company: await id(`INSERT INTO companies (context_id, name) VALUES ($1, 'Not my company') RETURNING id`, [data.tenant]),
    bobRecord: await id(`INSERT INTO log_book_records (context_id, message, student_id, user_id) VALUES ($1, 'Privé', $2, $2) RETURNING id`, [
      data.tenant,
      data.bob,
    ]),
    bobFile: await file(data.bob),
    myFile: await file(data.learner),
  };
  await testApp.database.query(`INSERT INTO class_programs (context_id, class_id, program_id) VALUES ($1, $2, $3)`, [
    data.tenant,
    others.klass,
    others.program,
  ]);
});
afterAll(async () => {
  await testApp.close();
});

const call = (who: string, method: 'POST' | 'PATCH', path: string, body: object) => createCaller(testApp.app, hosts.demo)(tokens[who], method, path, { body });
const unknownId = '00000000-0000-4000-8000-000000000000';

describe('a learner writes references only to what they may read (#14 item 10)', () => {
  it('reviews a program of their classes, and no other: unknown or not enrolled is 404 naming the field', async () => {
    const review = (resourceId: string, extra: object = {}) =>
      call('learner', 'POST', '/api/reviews', { resourceType: 'Program', resourceId, ratio: 0.8, ...extra });
    expect((await review(data.program, { classId: data.klass })).statusCode).toBe(201);
    for (const resourceId of [unknownId, others.program]) {
      const refused = await review(resourceId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', issues: [{ path: 'body.resourceId' }] });
    }
    const otherClass = await review(data.program, { classId: others.klass });
    expect(otherClass.statusCode).toBe(404);
    expect(otherClass.json()).toMatchObject({ issues: [{ path: 'body.classId' }] });
    expect(await testApp.database.query('SELECT 1 FROM reviews WHERE resource_id = ANY($1::uuid[])', [[unknownId, others.program]])).toHaveLength(0);
  });

  it.each([
    ['parentId', () => ({ parentId: others.bobRecord })],
    ['classId', () => ({ classId: others.klass })],
    ['companyId', () => ({ companyId: others.company })],
    ['attachmentIds', () => ({ attachmentIds: [others.myFile, others.bobFile] })],
    ['attachmentIds', () => ({ attachmentIds: ['not-a-file-id'] })],
  ])("refuses a log-book record whose %s names another user's record with 404", async (path, extra) => {
    const response = await call('learner', 'POST', '/api/log-book-records', { message: 'Une note', ...extra() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', issues: [{ path: `body.${path}` }] });
  });

  it('accepts references to their own record, class, company and uploads, and checks them again on update', async () => {
    const created = await call('learner', 'POST', '/api/log-book-records', {
      message: 'Une note',
      parentId: data.logBook,
      classId: data.klass,
      companyId: data.company,
      attachmentIds: [others.myFile],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    const patched = await call('learner', 'PATCH', `/api/log-book-records/${id}`, { attachmentIds: [others.bobFile] });
    expect(patched.statusCode).toBe(404);
    const [stored] = await testApp.database.query<{ attachment_ids: string[] }>('SELECT attachment_ids FROM log_book_records WHERE id = $1', [id]);
    expect(stored?.attachment_ids).toEqual([others.myFile]);
  });

  it('caps the texts a learner writes', async () => {
    const long = await call('learner', 'POST', '/api/log-book-records', { message: 'x'.repeat(10_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path: 'body.message' }] });
    const title = await call('learner', 'POST', '/api/log-book-records', { message: 'ok', title: 't'.repeat(201) });
    expect(title.json()).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path: 'body.title' }] });
    const comment = await call('learner', 'POST', '/api/reviews', { resourceType: 'Program', resourceId: data.program, ratio: 0.6, comment: 'c'.repeat(1000) });
    expect(comment.json()).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path: 'body.comment' }] });
    const username = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { host: hosts.demo, authorization: `Bearer ${tokens.learner}` },
      payload: { firstname: 'L'.repeat(60_000) },
    });
    expect(username.statusCode).toBe(400);
  });
});
