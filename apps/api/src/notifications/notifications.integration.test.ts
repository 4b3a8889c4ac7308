import type { Notification, Notifications } from '@espace/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addResourceFixtures, createCaller, createCountingTestApp, type ResourceFixtures } from '../test/resource-fixtures';
import { hosts, registerInvitedLearner, signIn } from '../test/test-app';
import { notify } from './notify';

/**
 * The notification centre (docs/api.md#notifications): each producer writes exactly one
 * notification, in the transaction of its event; a user reads and marks only their own (another
 * user's or tenant's: 404, never listed).
 */
let testApp: Awaited<ReturnType<typeof createCountingTestApp>>;
let data: ResourceFixtures;
const tokens: Record<string, string> = {};
let call: ReturnType<typeof createCaller>;
let callAcme: ReturnType<typeof createCaller>;

const query = <T extends object>(sql: string, params: unknown[] = []) => testApp.database.query<T>(sql, params);
const json = async <T>(response: Promise<{ statusCode: number; json: () => unknown; body: string }>, status = 200): Promise<T> => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json() as T;
};
const rowsOf = (userId: string, kind: string) =>
  query<{ id: string; params: Record<string, string>; target: unknown }>('SELECT id, params, target FROM notifications WHERE user_id = $1 AND kind = $2', [
    userId,
    kind,
  ]);
const unread = async (token: string) => (await json<{ unread: number }>(call(token, 'GET', '/api/users/me/notifications/unread-count'))).unread;
const mine = (token: string, page = 1) => json<Notifications>(call(token, 'GET', '/api/users/me/notifications', { query: { page } }));

beforeAll(async () => {
  testApp = await createCountingTestApp();
  data = await addResourceFixtures(testApp.database);
  tokens.learner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
  tokens.bob = await signIn(testApp.app, hosts.demo, { email: 'bob@demo.test', password: 'Learner#2026' });
  tokens.teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
  tokens.admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  tokens.acme = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
  call = createCaller(testApp.app, hosts.demo);
  callAcme = createCaller(testApp.app, hosts.acme);
});
afterAll(async () => {
  await testApp.close();
});

describe('a trainer’s reply in the log-book', () => {
  const replyUrl = () => `/api/trainer/classes/${data.klass}/learners/${data.learner}/logbook/${data.logBook}/replies`;

  it('tells the learner once, leading to their log-book, with the trainer’s name', async () => {
    const before = await unread(tokens.learner!);
    const reply = await json<{ id: string }>(call(tokens.teacher, 'POST', replyUrl(), { body: { message: 'Bien vu.' } }), 201);
    const rows = await rowsOf(data.learner, 'logbook.replied');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ params: { replyId: reply.id, trainer: expect.any(String) as string }, target: { screen: 'logbook' } });
    expect(await unread(tokens.learner!)).toBe(before + 1);
    const { items } = await mine(tokens.learner!);
    expect(items[0]).toMatchObject({ kind: 'logbook.replied', target: { screen: 'logbook' }, readAt: null });
  });

  it('writes neither the reply nor its notification when the notification cannot be written', async () => {
    const replies = async () =>
      (await query<{ count: number }>('SELECT count(*)::int AS count FROM log_book_records WHERE parent_id = $1', [data.logBook]))[0]!.count;
    const before = { replies: await replies(), notifications: (await rowsOf(data.learner, 'logbook.replied')).length };
    await query('ALTER TABLE notifications ADD CONSTRAINT refuse_all CHECK (false) NOT VALID');
    try {
      const answer = await call(tokens.teacher, 'POST', replyUrl(), { body: { message: 'Perdu.' } });
      expect(answer.statusCode).toBe(500);
    } finally {
      await query('ALTER TABLE notifications DROP CONSTRAINT refuse_all');
    }
    expect({ replies: await replies(), notifications: (await rowsOf(data.learner, 'logbook.replied')).length }).toEqual(before);
  });
});

describe('an invitation to a new class', () => {
  it('tells a user added by an admin once, learner or trainer, leading Home or to the class in the trainer space', async () => {
    const [klass] = await query<{ id: string }>(`INSERT INTO classes (context_id, name) VALUES ($1, 'Notified class') RETURNING id`, [data.tenant]);
    await json(call(tokens.admin, 'POST', `/api/admin/classes/${klass!.id}/members`, { body: { userId: data.bob, role: 'STUDENT' } }), 201);
    await json(call(tokens.admin, 'POST', `/api/admin/classes/${klass!.id}/members`, { body: { userId: data.teacher, role: 'TEACHER' } }), 201);
    const bob = await rowsOf(data.bob, 'class.joined');
    expect(bob).toEqual([
      expect.objectContaining({ params: { classId: klass!.id, className: 'Notified class', role: 'STUDENT' }, target: { screen: 'home' } }),
    ]);
    expect(await rowsOf(data.teacher, 'class.joined')).toEqual([expect.objectContaining({ target: { screen: 'trainerClass', classId: klass!.id } })]);
    // Taken out and added again: told once.
    expect((await call(tokens.admin, 'DELETE', `/api/admin/classes/${klass!.id}/members/${data.bob}`)).statusCode).toBe(204);
    await json(call(tokens.admin, 'POST', `/api/admin/classes/${klass!.id}/members`, { body: { userId: data.bob, role: 'STUDENT' } }), 201);
    expect(await rowsOf(data.bob, 'class.joined')).toHaveLength(1);
  });

  it('tells each account an invitation by address enrols, and nobody already in the class', async () => {
    const [klass] = await query<{ id: string }>(`INSERT INTO classes (context_id, name) VALUES ($1, 'Invited class') RETURNING id`, [data.tenant]);
    const body = { emails: ['bob@demo.test', 'new.learner@demo.test'], role: 'STUDENT' };
    await json(call(tokens.admin, 'POST', `/api/admin/classes/${klass!.id}/invitations`, { body }));
    await json(call(tokens.admin, 'POST', `/api/admin/classes/${klass!.id}/invitations`, { body }));
    const told = await query<{ email: string }>(
      `SELECT u.email FROM notifications n JOIN users u ON u.id = n.user_id WHERE n.kind = 'class.joined' AND n.params ->> 'classId' = $1 ORDER BY u.email`,
      [klass!.id],
    );
    expect(told.map((row) => row.email)).toEqual(['bob@demo.test', 'new.learner@demo.test']);
  });
});

describe('my notifications', () => {
  let ids: string[];

  beforeAll(async () => {
    await query('DELETE FROM notifications WHERE user_id = $1', [data.bob]);
    await notify(
      testApp.database,
      data.tenant,
      Array.from({ length: 25 }, (_, index) => ({
        userId: data.bob,
        kind: 'lesson.opened' as const,
        params: { lessonId: `lesson-${index}`, course: `Course ${index}` },
      })),
    );
    ids = (await query<{ id: string }>('SELECT id FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC', [data.bob])).map((row) => row.id);
  });

  it('lists them newest first, by pages, and counts the unread', async () => {
    const first = await mine(tokens.bob!);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 25 });
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(0, 20));
    expect((await mine(tokens.bob!, 2)).items.map((item) => item.id)).toEqual(ids.slice(20));
    const few = await json<Notifications>(call(tokens.bob, 'GET', '/api/users/me/notifications', { query: { pageSize: 5 } }));
    expect(few.items).toHaveLength(5);
    expect(await unread(tokens.bob!)).toBe(25);
  });

  it('marks one read, then unread again', async () => {
    const read = await json<Notification>(call(tokens.bob, 'PATCH', `/api/users/me/notifications/${ids[0]}`, { body: { read: true } }));
    expect(read.readAt).not.toBeNull();
    expect(await unread(tokens.bob!)).toBe(24);
    // Read again, it keeps when it was first read.
    const again = await json<Notification>(call(tokens.bob, 'PATCH', `/api/users/me/notifications/${ids[0]}`, { body: { read: true } }));
    expect(again.readAt).toBe(read.readAt);
    const back = await json<Notification>(call(tokens.bob, 'PATCH', `/api/users/me/notifications/${ids[0]}`, { body: { read: false } }));
    expect(back.readAt).toBeNull();
    expect(await unread(tokens.bob!)).toBe(25);
  });

  it('marks them all read', async () => {
    expect(await json(call(tokens.bob, 'POST', '/api/users/me/notifications/read-all'))).toEqual({ marked: 25 });
    expect(await unread(tokens.bob!)).toBe(0);
    expect(await json(call(tokens.bob, 'POST', '/api/users/me/notifications/read-all'))).toEqual({ marked: 0 });
  });

  it('counts the unread up to 100, in the same queries however many there are', async () => {
    const counted = async () => {
      const before = testApp.counter.queries;
      const count = await unread(tokens.bob!);
      return { count, queries: testApp.counter.queries - before };
    };
    const none = await counted();
    await notify(
      testApp.database,
      data.tenant,
      Array.from({ length: 120 }, (_, index) => ({ userId: data.bob, kind: 'lesson.opened' as const, params: { lessonId: `many-${index}`, course: 'Many' } })),
    );
    const many = await counted();
    expect(none.count).toBe(0);
    expect(many).toEqual({ count: 100, queries: none.queries });
  });

  it('hides them from everyone else: another user’s or tenant’s is 404 on any id, and never listed', async () => {
    const stranger = await registerInvitedLearner(testApp.app, 'notifications.stranger', 'Stranger#2026');
    for (const token of [tokens.learner, tokens.admin, stranger]) {
      const answer = await call(token, 'PATCH', `/api/users/me/notifications/${ids[1]}`, { body: { read: true } });
      expect(answer.statusCode).toBe(404);
      expect((await mine(token!)).items.map((item) => item.id)).not.toContain(ids[1]);
    }
    expect((await callAcme(tokens.acme, 'PATCH', `/api/users/me/notifications/${ids[1]}`, { body: { read: true } })).statusCode).toBe(404);
    expect((await json<Notifications>(callAcme(tokens.acme, 'GET', '/api/users/me/notifications'))).items.map((item) => item.id)).not.toContain(ids[1]);
    // A user of another tenant is never told through this one.
    const [acmeLearner] = await query<{ id: string }>(`SELECT id FROM users WHERE email = 'learner@acme.test'`);
    await notify(testApp.database, data.tenant, [{ userId: acmeLearner!.id, kind: 'lesson.opened', params: { lessonId: 'x', course: 'X' } }]);
    expect(await rowsOf(acmeLearner!.id, 'lesson.opened')).toEqual([]);
    expect((await call(undefined, 'GET', '/api/users/me/notifications/unread-count')).statusCode).toBe(401);
  });
});
