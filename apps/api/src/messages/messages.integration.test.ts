import type { ClassMessage, ClassMessages, Thread, ThreadMessage, Threads } from '@espace/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { JOBS_SCHEMA } from '../jobs/job-queue';
import { addResourceFixtures, createCaller, type ResourceFixtures } from '../test/resource-fixtures';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/**
 * Messages (docs/trainers.md#messages): a learner reads only their own threads, a trainer only
 * theirs (another user's, an admin's asking, another tenant's: 404); reading marks read; a class
 * message reaches the class's learners named or in a view, never anyone else; scheduled, it is
 * delivered once at its time, or not at all once cancelled; the history says who read it.
 */
let testApp: TestApp;
let data: ResourceFixtures;
const tokens: Record<string, string> = {};
const ids = {} as { nora: string; other: string; otherClass: string; otto: string; acmeLearner: string };
let call: ReturnType<typeof createCaller>;
let callAcme: ReturnType<typeof createCaller>;

const query = <T extends object>(sql: string, params: unknown[] = []) => testApp.testDatabase.database.query<T>(sql, params);
const json = async <T>(response: Promise<{ statusCode: number; json: () => unknown; body: string }>, status = 200): Promise<T> => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json() as T;
};
const codeOf = async (response: Promise<{ statusCode: number; json: () => unknown }>) => {
  const answer = await response;
  return [answer.statusCode, (answer.json() as { code?: string }).code] as const;
};
const classMessagesUrl = (classId = data.klass) => `/api/trainer/classes/${classId}/messages`;
const toldOf = (userId: string) =>
  query<{ params: Record<string, string>; target: Record<string, string> }>(
    `SELECT params, target FROM notifications WHERE user_id = $1 AND kind = 'message.received' ORDER BY created_at, id`,
    [userId],
  );
const messagesIn = (threadId: string) => query<{ body: string }>('SELECT body FROM thread_messages WHERE thread_id = $1 ORDER BY created_at, id', [threadId]);
const threadOf = async (learnerId: string, trainerId: string) =>
  (await query<{ id: string }>('SELECT id FROM message_threads WHERE learner_id = $1 AND trainer_id = $2', [learnerId, trainerId]))[0]?.id;
const later = (ms: number) => new Date(Date.now() + ms).toISOString();
/** Waits until `check` holds, polling the database (a scheduled job runs on the queue's clock). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  testApp = await createTestApp({ CACHE_MS: '0' });
  // The demo's conversation between Léa and her trainer goes: each test starts its pair's thread.
  await testApp.testDatabase.database.query('DELETE FROM message_threads');
  data = await addResourceFixtures(testApp.testDatabase.database);
  const hash = await hashPassword('Teacher#2026');
  const user = async (email: string, firstname: string, lastname: string, context = data.tenant) =>
    (
      await query<{ id: string }>(`INSERT INTO users (context_id, email, password_hash, firstname, lastname) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [
        context,
        email,
        hash,
        firstname,
        lastname,
      ])
    )[0]!.id;
  const member = (classId: string, userId: string, role: string) =>
    query(`INSERT INTO class_users (context_id, class_id, user_id, role) VALUES ($1, $2, $3, $4)`, [data.tenant, classId, userId, role]);
  // Nora follows the fixture class and has started nothing: the one learner of its « not started » view.
  ids.nora = await user('nora@demo.test', 'Nora', 'Zed');
  await member(data.klass, ids.nora, 'STUDENT');
  // Another trainer of the tenant, teaching another class with a learner of its own.
  ids.other = await user('other.teacher@demo.test', 'Olga', 'Autre');
  ids.otherClass = (await query<{ id: string }>(`INSERT INTO classes (context_id, name) VALUES ($1, 'Other class') RETURNING id`, [data.tenant]))[0]!.id;
  await member(ids.otherClass, ids.other, 'TEACHER');
  ids.otto = await user('otto@demo.test', 'Otto', 'Other');
  await member(ids.otherClass, ids.otto, 'STUDENT');
  const [acme] = await query<{ id: string }>(`SELECT id FROM contexts WHERE alias = 'acme'`);
  ids.acmeLearner = (await query<{ id: string }>(`SELECT id FROM users WHERE context_id = $1 AND email = 'learner@acme.test'`, [acme!.id]))[0]!.id;

  tokens.learner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
  tokens.bob = await signIn(testApp.app, hosts.demo, { email: 'bob@demo.test', password: 'Learner#2026' });
  tokens.nora = await signIn(testApp.app, hosts.demo, { email: 'nora@demo.test', password: 'Teacher#2026' });
  tokens.teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
  tokens.other = await signIn(testApp.app, hosts.demo, { email: 'other.teacher@demo.test', password: 'Teacher#2026' });
  tokens.admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  tokens.acme = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
  call = createCaller(testApp.app, hosts.demo);
  callAcme = createCaller(testApp.app, hosts.acme);
});
afterAll(async () => {
  await testApp.close();
});

describe('a thread between a learner and a trainer', () => {
  let threadId: string;

  it('starts with a contact message, continues with the next one, and tells the trainer of each', async () => {
    const contact = (message: string) =>
      call(tokens.learner, 'POST', '/api/users/contact', { body: { recipientId: data.teacher, subject: 'Module 2', message, classId: data.klass } });
    expect((await contact('Bonjour, une question.')).statusCode).toBe(204);
    expect((await contact('Et une autre.')).statusCode).toBe(204);
    threadId = (await threadOf(data.learner, data.teacher))!;
    expect(await messagesIn(threadId)).toEqual([{ body: 'Bonjour, une question.' }, { body: 'Et une autre.' }]);
    const told = await toldOf(data.teacher);
    expect(told).toHaveLength(2);
    expect(told[0]).toMatchObject({
      params: { threadId, sender: 'Léa Martin', subject: 'Module 2', to: 'trainer' },
      target: { screen: 'trainerThread', threadId },
    });
  });

  it('is listed to its learner and its trainer only, with what each has not read', async () => {
    const mine = await json<Threads>(call(tokens.learner, 'GET', '/api/users/me/threads'));
    expect(mine.items.map((thread) => thread.id)).toEqual([threadId]);
    expect(mine.items[0]).toMatchObject({ subject: 'Module 2', with: { displayName: 'Thomas Bernard' }, class: { id: data.klass }, unread: 0 });
    expect(mine.items[0]?.lastMessage).toEqual({ excerpt: 'Et une autre.', mine: true });
    const theirs = await json<Threads>(call(tokens.teacher, 'GET', '/api/trainer/threads'));
    expect(theirs.items.find((thread) => thread.id === threadId)).toMatchObject({ with: { displayName: 'Léa Martin' }, unread: 2 });
    expect(theirs.unread).toBeGreaterThanOrEqual(2);
    for (const [token, path] of [
      [tokens.bob, '/api/users/me/threads'],
      [tokens.teacher, '/api/users/me/threads'],
      [tokens.other, '/api/trainer/threads'],
      [tokens.admin, '/api/trainer/threads'],
    ] as const)
      expect((await json<Threads>(call(token, 'GET', path))).items.map((thread) => thread.id)).not.toContain(threadId);
    expect((await json<Threads>(callAcme(tokens.acme, 'GET', '/api/users/me/threads'))).items).toEqual([]);
  });

  it('answers 404 to anyone else by its id: a classmate, another trainer, the admin, the trainer from the learner’s side, another tenant', async () => {
    for (const [token, path] of [
      [tokens.bob, `/api/users/me/threads/${threadId}`],
      [tokens.teacher, `/api/users/me/threads/${threadId}`],
      [tokens.other, `/api/trainer/threads/${threadId}`],
      [tokens.admin, `/api/trainer/threads/${threadId}`],
    ] as const) {
      expect(await codeOf(call(token, 'GET', path))).toEqual([404, 'NOT_FOUND']);
      expect(await codeOf(call(token, 'POST', `${path}/messages`, { body: { body: 'Intrus' } }))).toEqual([404, 'NOT_FOUND']);
    }
    expect(await codeOf(callAcme(tokens.acme, 'GET', `/api/users/me/threads/${threadId}`))).toEqual([404, 'NOT_FOUND']);
    // A learner is refused the trainer's side before any thread is looked up.
    expect(await codeOf(call(tokens.learner, 'GET', `/api/trainer/threads/${threadId}`))).toEqual([403, 'Forbidden']);
    expect(await messagesIn(threadId)).toHaveLength(2);
  });

  it('marks the learner’s messages read when the trainer reads it, and tells the learner of the reply', async () => {
    const read = await json<Thread>(call(tokens.teacher, 'GET', `/api/trainer/threads/${threadId}`));
    expect(read).toMatchObject({ canReply: true, earlier: 0, with: { displayName: 'Léa Martin' } });
    expect(read.messages.map((message) => [message.body, message.mine, message.subject])).toEqual([
      ['Bonjour, une question.', false, 'Module 2'],
      ['Et une autre.', false, 'Module 2'],
    ]);
    // Read now: the learner's view says so.
    const seen = await json<Thread>(call(tokens.learner, 'GET', `/api/users/me/threads/${threadId}`));
    expect(seen.messages.every((message) => message.mine && message.readAt !== null)).toBe(true);
    const reply = await json<ThreadMessage>(
      call(tokens.teacher, 'POST', `/api/trainer/threads/${threadId}/messages`, { body: { body: '  Voici la réponse.  ' } }),
      201,
    );
    expect(reply).toMatchObject({ body: 'Voici la réponse.', mine: true, readAt: null, author: { displayName: 'Thomas Bernard' } });
    const told = await toldOf(data.learner);
    expect(told.at(-1)).toMatchObject({
      params: { messageId: reply.id, threadId, sender: 'Thomas Bernard', subject: 'Module 2', to: 'learner' },
      target: { screen: 'messageThread', threadId },
    });
    expect((await json<Threads>(call(tokens.learner, 'GET', '/api/users/me/threads'))).items[0]).toMatchObject({ unread: 1 });
    const thread = await json<Thread>(call(tokens.learner, 'GET', `/api/users/me/threads/${threadId}`));
    expect(thread.messages.at(-1)).toMatchObject({ body: 'Voici la réponse.', mine: false, readAt: expect.any(String) as string });
    expect((await json<Threads>(call(tokens.learner, 'GET', '/api/users/me/threads'))).items[0]).toMatchObject({ unread: 0 });
    // The learner answers in the thread; the trainer is told.
    await json<ThreadMessage>(call(tokens.learner, 'POST', `/api/users/me/threads/${threadId}/messages`, { body: { body: 'Merci !' } }), 201);
    expect((await toldOf(data.teacher)).at(-1)).toMatchObject({ params: { sender: 'Léa Martin', to: 'trainer' } });
  });

  it('refuses an empty reply and one over 5,000 characters', async () => {
    for (const body of ['   ', 'x'.repeat(5001)])
      expect(await codeOf(call(tokens.learner, 'POST', `/api/users/me/threads/${threadId}/messages`, { body: { body } }))).toEqual([400, 'BAD_REQUEST']);
  });

  it('lets the learner read but not reply where the tenant does not let learners write to trainers', async () => {
    await query(`UPDATE contexts SET settings = jsonb_set(settings, '{allowContactTeacher}', 'false') WHERE id = $1`, [data.tenant]);
    try {
      expect((await json<Thread>(call(tokens.learner, 'GET', `/api/users/me/threads/${threadId}`))).canReply).toBe(false);
      expect(await codeOf(call(tokens.learner, 'POST', `/api/users/me/threads/${threadId}/messages`, { body: { body: 'Non' } }))).toEqual([403, 'Forbidden']);
      // The trainer still may.
      expect((await call(tokens.teacher, 'POST', `/api/trainer/threads/${threadId}/messages`, { body: { body: 'Oui' } })).statusCode).toBe(201);
    } finally {
      await query(`UPDATE contexts SET settings = jsonb_set(settings, '{allowContactTeacher}', 'true') WHERE id = $1`, [data.tenant]);
    }
  });

  it('reads its reader’s notifications of it when they open it: not their others, not the other party’s', async () => {
    const unread = async (userId: string, about: string | null = threadId) =>
      (
        await query<{ n: number }>(
          `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL AND ($2::text IS NULL OR params ->> 'threadId' = $2)`,
          [userId, about],
        )
      )[0]!.n;
    const unreadCount = async (token: string | undefined) =>
      (await json<{ unread: number }>(call(token, 'GET', '/api/users/me/notifications/unread-count'))).unread;
    // The learner's notifications of something else: another thread's message, a course opened.
    await query(
      `INSERT INTO notifications (context_id, user_id, kind, params, target, dedup_key) VALUES
         ($1, $2, 'message.received', $3::jsonb, '{"screen":"messageThread","threadId":"elsewhere"}', 'elsewhere'),
         ($1, $2, 'lesson.opened', '{"lessonId":"l","course":"Module 9"}', '{"screen":"lesson","lessonId":"l"}', 'l')`,
      [data.tenant, data.learner, JSON.stringify({ messageId: 'm', threadId: 'elsewhere', sender: 'X', subject: 'Y', to: 'learner' })],
    );
    const learnerUnread = await unread(data.learner);
    await json<ThreadMessage>(call(tokens.teacher, 'POST', `/api/trainer/threads/${threadId}/messages`, { body: { body: 'Un' } }), 201);
    await json<ThreadMessage>(call(tokens.teacher, 'POST', `/api/trainer/threads/${threadId}/messages`, { body: { body: 'Deux' } }), 201);
    await json<ThreadMessage>(call(tokens.learner, 'POST', `/api/users/me/threads/${threadId}/messages`, { body: { body: 'Trois' } }), 201);
    const ofThread = await unread(data.learner);
    expect(ofThread).toBe(learnerUnread + 2);
    const others = (await unread(data.learner, null)) - ofThread;
    const teacherUnread = await unread(data.teacher);
    expect(teacherUnread).toBeGreaterThanOrEqual(1);
    const before = await unreadCount(tokens.learner);

    await json<Thread>(call(tokens.learner, 'GET', `/api/users/me/threads/${threadId}`));
    expect(await unread(data.learner)).toBe(0);
    expect(await unread(data.learner, null)).toBe(others);
    const elsewhere = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND dedup_key IN ('elsewhere', 'l') AND read_at IS NULL`,
      [data.learner],
    );
    expect(elsewhere[0]!.n).toBe(2);
    expect(await unreadCount(tokens.learner)).toBe(before - ofThread);
    expect(await unread(data.teacher)).toBe(teacherUnread);

    await json<Thread>(call(tokens.teacher, 'GET', `/api/trainer/threads/${threadId}`));
    expect(await unread(data.teacher)).toBe(0);
  });

  it('writes neither the reply nor its notification when the notification cannot be written', async () => {
    const before = (await messagesIn(threadId)).length;
    await query('ALTER TABLE notifications ADD CONSTRAINT refuse_all CHECK (false) NOT VALID');
    try {
      expect((await call(tokens.teacher, 'POST', `/api/trainer/threads/${threadId}/messages`, { body: { body: 'Perdu' } })).statusCode).toBe(500);
    } finally {
      await query('ALTER TABLE notifications DROP CONSTRAINT refuse_all');
    }
    expect(await messagesIn(threadId)).toHaveLength(before);
  });
});

describe('a message to learners of a class', () => {
  it('reaches the learners named, each in their thread with the trainer, and tells each once', async () => {
    const sent = await json<ClassMessage>(
      call(tokens.teacher, 'POST', classMessagesUrl(), {
        body: { recipients: { learnerIds: [data.bob, ids.nora, data.bob] }, subject: 'Rappel', body: 'Le module 3 ouvre.' },
      }),
      201,
    );
    expect(sent).toMatchObject({ state: 'sent', audience: 'learners', mine: true, counts: { recipients: 2, delivered: 2, read: 0 } });
    expect(sent.recipients.map((recipient) => recipient.learner.displayName)).toEqual(['Bob Petit', 'Nora Zed']);
    for (const learnerId of [data.bob, ids.nora]) {
      const threadId = (await threadOf(learnerId, data.teacher))!;
      expect(await messagesIn(threadId)).toEqual([{ body: 'Le module 3 ouvre.' }]);
      expect(await toldOf(learnerId)).toEqual([
        {
          params: expect.objectContaining({ threadId, subject: 'Rappel', sender: 'Thomas Bernard', to: 'learner' }) as object,
          target: { screen: 'messageThread', threadId },
        },
      ]);
    }
    const thread = (await json<Threads>(call(tokens.bob, 'GET', '/api/users/me/threads'))).items[0];
    expect(thread).toMatchObject({ subject: 'Rappel', with: { displayName: 'Thomas Bernard' }, class: { id: data.klass, name: 'Fixture class' }, unread: 1 });
  });

  it('says in the history who read it', async () => {
    const threadId = (await threadOf(data.bob, data.teacher))!;
    await json<Thread>(call(tokens.bob, 'GET', `/api/users/me/threads/${threadId}`));
    const { items } = await json<ClassMessages>(call(tokens.teacher, 'GET', classMessagesUrl()));
    const rappel = items.find((item) => item.subject === 'Rappel')!;
    expect(rappel.counts).toEqual({ recipients: 2, delivered: 2, read: 1 });
    expect(rappel.recipients.map((recipient) => [recipient.learner.displayName, recipient.delivered, recipient.readAt !== null])).toEqual([
      ['Bob Petit', true, true],
      ['Nora Zed', true, false],
    ]);
    // The class's other trainers read its history (here the admin, who follows every class); no one else.
    expect((await json<ClassMessages>(call(tokens.admin, 'GET', classMessagesUrl()))).items.find((item) => item.id === rappel.id)).toMatchObject({
      mine: false,
      author: { displayName: 'Thomas Bernard' },
    });
    expect(await codeOf(call(tokens.other, 'GET', classMessagesUrl()))).toEqual([404, 'NOT_FOUND']);
    expect(await codeOf(call(tokens.learner, 'GET', classMessagesUrl()))).toEqual([403, 'Forbidden']);
  });

  it('reaches a whole view of the roster, resolved when sent: « not started » is Nora alone', async () => {
    const before = (await toldOf(data.learner)).length;
    const sent = await json<ClassMessage>(
      call(tokens.teacher, 'POST', classMessagesUrl(), { body: { recipients: { view: 'notStarted' }, subject: 'Démarrez', body: 'Commencez le module 1.' } }),
      201,
    );
    expect(sent).toMatchObject({ audience: 'notStarted', counts: { recipients: 1, delivered: 1 } });
    expect(sent.recipients.map((recipient) => recipient.learner.id)).toEqual([ids.nora]);
    expect(await toldOf(data.learner)).toHaveLength(before);
    const everyone = await json<ClassMessage>(
      call(tokens.teacher, 'POST', classMessagesUrl(), { body: { recipients: { view: 'all', search: 'petit' }, subject: 'Bob', body: 'Pour Bob.' } }),
      201,
    );
    expect(everyone.recipients.map((recipient) => recipient.learner.id)).toEqual([data.bob]);
  });

  it('sends nothing when one id is not a learner of the class: the teacher, another class’s learner, another tenant’s', async () => {
    const count = async () => (await query<{ n: number }>('SELECT count(*)::int AS n FROM class_messages'))[0]!.n;
    const before = await count();
    for (const stranger of [data.teacher, ids.otto, ids.acmeLearner, '00000000-0000-4000-8000-000000000000']) {
      const answer = call(tokens.teacher, 'POST', classMessagesUrl(), { body: { recipients: { learnerIds: [data.bob, stranger] }, subject: 'X', body: 'X' } });
      expect(await codeOf(answer)).toEqual([404, 'NOT_FOUND']);
    }
    expect(await count()).toBe(before);
    // Another trainer's class, and another tenant's learner asking: no class.
    expect(await codeOf(call(tokens.other, 'POST', classMessagesUrl(), { body: { recipients: { view: 'all' }, subject: 'X', body: 'X' } }))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(await codeOf(callAcme(tokens.acme, 'POST', classMessagesUrl(), { body: { recipients: { view: 'all' }, subject: 'X', body: 'X' } }))).toEqual([
      403,
      'Forbidden',
    ]);
  });

  it('refuses an empty view, a time past or more than 90 days ahead, and texts past their limits', async () => {
    const send = (body: object) => codeOf(call(tokens.teacher, 'POST', classMessagesUrl(), { body: { subject: 'S', body: 'B', ...body } }));
    expect(await send({ recipients: { view: 'finished' } })).toEqual([422, 'NO_RECIPIENTS']);
    expect(await send({ recipients: { view: 'all' }, sendAt: later(-60_000) })).toEqual([422, 'INVALID_SEND_TIME']);
    expect(await send({ recipients: { view: 'all' }, sendAt: later(91 * 86_400_000) })).toEqual([422, 'INVALID_SEND_TIME']);
    expect(await send({ recipients: { view: 'all' }, sendAt: 'demain' })).toEqual([400, 'BAD_REQUEST']);
    expect(await send({ recipients: { view: 'all' }, subject: 'x'.repeat(201) })).toEqual([400, 'BAD_REQUEST']);
    expect(await send({ recipients: { view: 'all' }, body: 'x'.repeat(5001) })).toEqual([400, 'BAD_REQUEST']);
    expect(await send({ recipients: { learnerIds: [] } })).toEqual([400, 'BAD_REQUEST']);
  });

  it('reaches 1,000 learners at most', async () => {
    const [big] = await query<{ id: string }>(`INSERT INTO classes (context_id, name) VALUES ($1, 'Big class') RETURNING id`, [data.tenant]);
    await query(`INSERT INTO class_users (context_id, class_id, user_id, role) VALUES ($1, $2, $3, 'TEACHER')`, [data.tenant, big!.id, data.teacher]);
    await query(
      `WITH made AS (INSERT INTO users (context_id, email) SELECT $1, 'big' || n || '@demo.test' FROM generate_series(1, 1001) n RETURNING id)
       INSERT INTO class_users (context_id, class_id, user_id, role) SELECT $1, $2, id, 'STUDENT' FROM made`,
      [data.tenant, big!.id],
    );
    const send = (body: object) => codeOf(call(tokens.teacher, 'POST', classMessagesUrl(big!.id), { body: { subject: 'S', body: 'B', ...body } }));
    expect(await send({ recipients: { view: 'all' } })).toEqual([422, 'TOO_MANY_RECIPIENTS']);
    const ids1001 = (await query<{ user_id: string }>(`SELECT user_id FROM class_users WHERE class_id = $1 AND role = 'STUDENT'`, [big!.id])).map(
      (row) => row.user_id,
    );
    expect(await send({ recipients: { learnerIds: ids1001 } })).toEqual([400, 'BAD_REQUEST']);
    expect(await send({ recipients: { view: 'all', search: 'big1000' } })).toEqual([201, undefined]);
  });
});

describe('a scheduled message', () => {
  const schedule = (subject: string, sendAt: string) =>
    json<ClassMessage>(
      call(tokens.teacher, 'POST', classMessagesUrl(), { body: { recipients: { learnerIds: [ids.nora] }, subject, body: subject, sendAt } }),
      201,
    );
  const delivered = async (subject: string) =>
    (await query<{ n: number }>('SELECT count(*)::int AS n FROM thread_messages WHERE subject = $1', [subject]))[0]!.n;

  it('waits for its time, then is delivered once, by a job of the queue', async () => {
    const scheduled = await schedule('Plus tard', later(1500));
    expect(scheduled).toMatchObject({ state: 'scheduled', sentAt: null, counts: { recipients: 1, delivered: 0 } });
    expect(scheduled.recipients[0]).toMatchObject({ learner: { id: ids.nora }, delivered: false, readAt: null });
    expect(await delivered('Plus tard')).toBe(0);
    const [job] = await query<{ state: string; start_after: Date }>(
      `SELECT state, start_after FROM ${JOBS_SCHEMA}.job WHERE name = 'class-message' AND data ->> 'classMessageId' = $1`,
      [scheduled.id],
    );
    expect(job?.state).toBe('created');
    expect(job?.start_after.toISOString()).toBe(scheduled.sendAt);
    await eventually(async () => (await delivered('Plus tard')) > 0);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await delivered('Plus tard')).toBe(1);
    expect((await toldOf(ids.nora)).filter((told) => told.params.subject === 'Plus tard')).toHaveLength(1);
    const { items } = await json<ClassMessages>(call(tokens.teacher, 'GET', classMessagesUrl()));
    const sent = items.find((item) => item.id === scheduled.id)!;
    expect(sent).toMatchObject({ state: 'sent', counts: { delivered: 1 } });
    expect(Date.parse(sent.sentAt!)).toBeGreaterThanOrEqual(Date.parse(sent.sendAt));
  });

  it('delivers nothing once cancelled, and only its author cancels it', async () => {
    const scheduled = await schedule('Annulé', later(1500));
    expect(await codeOf(call(tokens.admin, 'DELETE', `${classMessagesUrl()}/${scheduled.id}`))).toEqual([403, 'Forbidden']);
    expect(await codeOf(call(tokens.other, 'DELETE', `${classMessagesUrl()}/${scheduled.id}`))).toEqual([404, 'NOT_FOUND']);
    const cancelled = await json<ClassMessage>(call(tokens.teacher, 'DELETE', `${classMessagesUrl()}/${scheduled.id}`));
    expect(cancelled).toMatchObject({ state: 'cancelled', cancelledAt: expect.any(String) as string });
    // Again: it stays cancelled.
    expect((await json<ClassMessage>(call(tokens.teacher, 'DELETE', `${classMessagesUrl()}/${scheduled.id}`))).state).toBe('cancelled');
    const [job] = await query<{ state: string }>(`SELECT state FROM ${JOBS_SCHEMA}.job WHERE name = 'class-message' AND data ->> 'classMessageId' = $1`, [
      scheduled.id,
    ]);
    expect(job?.state).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await delivered('Annulé')).toBe(0);
  });

  it('cannot be cancelled once sent', async () => {
    const now = await json<ClassMessage>(
      call(tokens.teacher, 'POST', classMessagesUrl(), { body: { recipients: { learnerIds: [ids.nora] }, subject: 'Déjà', body: 'Déjà' } }),
      201,
    );
    expect(await codeOf(call(tokens.teacher, 'DELETE', `${classMessagesUrl()}/${now.id}`))).toEqual([409, 'MESSAGE_ALREADY_SENT']);
  });

  it('reaches only those still learners of the class at its time', async () => {
    const scheduled = await json<ClassMessage>(
      call(tokens.teacher, 'POST', classMessagesUrl(), {
        body: { recipients: { learnerIds: [ids.nora, data.bob] }, subject: 'Partis', body: 'Partis', sendAt: later(1500) },
      }),
      201,
    );
    await query(`UPDATE class_users SET role = 'TEACHER' WHERE class_id = $1 AND user_id = $2`, [data.klass, ids.nora]);
    try {
      await eventually(async () => (await delivered('Partis')) > 0);
      const { items } = await json<ClassMessages>(call(tokens.teacher, 'GET', classMessagesUrl()));
      const sent = items.find((item) => item.id === scheduled.id)!;
      expect(sent).toMatchObject({ state: 'sent', counts: { recipients: 2, delivered: 1 } });
      expect(sent.recipients.find((recipient) => recipient.learner.id === ids.nora)?.delivered).toBe(false);
    } finally {
      await query(`UPDATE class_users SET role = 'STUDENT' WHERE class_id = $1 AND user_id = $2`, [data.klass, ids.nora]);
    }
  });
});

describe('the rate of class messages', () => {
  it('lets a trainer send 20 an hour, then answers 429 before sending anything', async () => {
    // A trainer who has sent nothing yet (refused attempts count too).
    const [fresh] = await query<{ id: string }>(
      `INSERT INTO users (context_id, email, password_hash) SELECT $1, 'fresh.teacher@demo.test', password_hash FROM users WHERE id = $2 RETURNING id`,
      [data.tenant, ids.other],
    );
    await query(`INSERT INTO class_users (context_id, class_id, user_id, role) VALUES ($1, $2, $3, 'TEACHER')`, [data.tenant, ids.otherClass, fresh!.id]);
    const token = await signIn(testApp.app, hosts.demo, { email: 'fresh.teacher@demo.test', password: 'Teacher#2026' });
    const send = () =>
      call(token, 'POST', classMessagesUrl(ids.otherClass), { body: { recipients: { learnerIds: [ids.otto] }, subject: 'Encore', body: 'Encore' } });
    for (let n = 0; n < 20; n += 1) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await query<{ n: number }>(`SELECT count(*)::int AS n FROM class_messages WHERE author_id = $1`, [fresh!.id]))[0]!.n).toBe(20);
  });
});
