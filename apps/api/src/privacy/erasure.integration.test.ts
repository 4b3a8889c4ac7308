import { myErasureSchema } from '@espace/contracts/privacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../notifications/notify';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';
import { lrsClient } from '../test/xapi/lrs-test-client';

/**
 * A learner erases their own account (docs/privacy.md#erasure): after it, none of what named them is
 * anywhere in the database, what they did is kept under the account's random id, and the account
 * signs in no way. The demo tenant lets its users erase their account themselves.
 */
let testApp: TestApp;
const tokens: Record<'lea' | 'teacher' | 'admin', string> = { lea: '', teacher: '', admin: '' };
const ids = { tenant: '', lea: '', teacher: '', klass: '', program: '', tincan: '', note: '', credential: '', code: '' };
let issuedCredential: Record<string, unknown> = {};

/** Everything that named Léa, and what she wrote: none of it may stay. */
const erased = {
  firstname: 'Léa',
  lastname: 'Martin',
  email: 'learner@demo.test',
  username: 'lea.martin',
  pendingEmail: 'lea.nouvelle@demo.test',
  formerEmail: 'lea.ancienne@demo.test',
  noteTitle: 'Carnet de bord 7f3a',
  noteMessage: 'Ma note personnelle 7f3a',
  reply: 'Réponse du formateur 7f3a',
  subject: 'Sujet privé 91c2',
  message: 'Mon message au formateur 91c2',
  comment: 'Mon avis personnel 44b1',
};

const query = <T extends object>(sql: string, params: unknown[] = []) => testApp.app.database.query<T>(sql, params);
const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object, host = hosts.demo) =>
  testApp.app.inject({ method, url, headers: { host, authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
const ok = async <T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200): Promise<T> => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return (status === 204 ? undefined : answer.json()) as T;
};
const userId = async (email: string) => (await query<{ id: string }>('SELECT id FROM users WHERE context_id = $1 AND email = $2', [ids.tenant, email]))[0]!.id;

/** For each value, every text, character, JSON and array column of every table of the public schema holding it, in any case. */
async function placesHolding(values: readonly string[]): Promise<Record<string, string[]>> {
  const columns = await query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.data_type IN ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')
      ORDER BY 1, 2`,
  );
  expect(columns.length).toBeGreaterThan(100);
  const places: Record<string, string[]> = Object.fromEntries(values.map((value) => [value, []]));
  for (const { table_name: table, column_name: column } of columns) {
    const found = await query<{ value: string }>(
      `SELECT v.value FROM unnest($1::text[]) AS v(value) WHERE EXISTS (SELECT 1 FROM "${table}" WHERE "${column}"::text ILIKE '%' || v.value || '%')`,
      [values],
    );
    for (const { value } of found) places[value]!.push(`${table}.${column}`);
  }
  return places;
}

/** What Léa did that the tenant keeps: her lessons, pages, score records, ratings and classes, as stored. */
const keptWork = async () => ({
  lessons: await query('SELECT id, state, progress, scoring, time_spent, time_alive, started_at, ended_at FROM lessons WHERE user_id = $1 ORDER BY id', [
    ids.lea,
  ]),
  pages: await query(
    'SELECT p.id, p.state, p.inputs, p.results, p.time_spent, p.answered_at FROM lesson_pages p JOIN lessons l ON l.id = p.lesson_id WHERE l.user_id = $1 ORDER BY p.id',
    [ids.lea],
  ),
  records: await query('SELECT id, date, scores FROM records WHERE user_id = $1 ORDER BY id', [ids.lea]),
  ratings: await query('SELECT id, ratio FROM reviews WHERE user_id = $1 ORDER BY id', [ids.lea]),
  classes: await query('SELECT class_id, role FROM class_users WHERE user_id = $1 ORDER BY class_id, role', [ids.lea]),
  statements: await query("SELECT id, statement->'result' AS result FROM xapi_statements WHERE user_id = $1 ORDER BY id", [ids.lea]),
});

/** Every row of the tables a request writes whatever it does (sessions, throttles, counters) left out. */
const wholeDatabase = async () => {
  const tables = await query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name NOT IN ('sessions', 'login_failures', 'rate_limit_counters', 'mail_requests') ORDER BY 1`,
  );
  const rows: Record<string, string[]> = {};
  for (const { table_name: table } of tables) {
    rows[table] = (await query<{ row: string }>(`SELECT t::text AS row FROM "${table}" t`)).map((row) => row.row).sort();
  }
  return rows;
};

beforeAll(async () => {
  testApp = await createTestApp();
  ids.tenant = (await query<{ id: string }>("SELECT id FROM contexts WHERE alias = 'demo'"))[0]!.id;
  [ids.lea, ids.teacher] = [await userId(erased.email), await userId('teacher@demo.test')];
  ids.tincan = (await query<{ tincan_identifier: string }>('SELECT tincan_identifier FROM users WHERE id = $1', [ids.lea]))[0]!.tincan_identifier;
  [ids.klass, ids.program] = await query<{ class_id: string; program_id: string }>(
    `SELECT cu.class_id, cp.program_id FROM class_users cu JOIN class_users t ON t.class_id = cu.class_id AND t.user_id = $2 AND t.role = 'TEACHER'
       JOIN class_programs cp ON cp.class_id = cu.class_id WHERE cu.user_id = $1 AND cu.role = 'STUDENT' LIMIT 1`,
    [ids.lea, ids.teacher],
  ).then(([row]) => [row!.class_id, row!.program_id]);
  tokens.admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  tokens.teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });

  // The administration names her in its log: a deactivation and back, an invitation to her class by address.
  await ok(call(tokens.admin, 'PATCH', `/api/admin/users/${ids.lea}`, { deactivated: true }));
  await ok(call(tokens.admin, 'PATCH', `/api/admin/users/${ids.lea}`, { deactivated: false }));
  await ok(call(tokens.admin, 'POST', `/api/admin/classes/${ids.klass}/invitations`, { emails: [erased.email], role: 'STUDENT' }));
  tokens.lea = await signIn(testApp.app, hosts.demo, { email: erased.email, password: 'Learner#2026' });

  // A note of her log-book with an attachment, and her trainer's reply under it.
  const upload = await ok<{ id: string }>(
    testApp.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { host: hosts.demo, authorization: `Bearer ${tokens.lea}`, 'content-type': 'multipart/form-data; boundary=erasure' },
      payload: `--erasure\r\nContent-Disposition: form-data; name="file"; filename="bulletin-lea-martin.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 ${erased.noteMessage}\r\n--erasure--\r\n`,
    }),
    201,
  );
  const note = await ok<{ id: string }>(
    call(tokens.lea, 'POST', '/api/log-book-records', { title: erased.noteTitle, message: erased.noteMessage, attachmentIds: [upload.id] }),
    201,
  );
  ids.note = note.id;
  await ok(call(tokens.teacher, 'POST', `/api/trainer/classes/${ids.klass}/learners/${ids.lea}/logbook/${ids.note}/replies`, { message: erased.reply }), 201);
  // A message to her trainer (their notification names her), a rating with a comment.
  await ok(
    call(tokens.lea, 'POST', '/api/users/contact', { recipientId: ids.teacher, subject: erased.subject, message: erased.message, classId: ids.klass }),
    204,
  );
  await ok(call(tokens.lea, 'POST', '/api/reviews', { resourceType: 'Program', resourceId: ids.program, ratio: 0.8, comment: erased.comment }), 201);
  await notify(testApp.app.database, ids.tenant, [
    { userId: ids.lea, kind: 'class.joined', params: { classId: ids.klass, className: 'Printemps', role: 'STUDENT' } },
  ]);
  // An xAPI statement naming her, with its result, and a state document of the activity.
  const lrs = await lrsClient(testApp.app, ['all']);
  const agent = { objectType: 'Agent', name: `${erased.firstname} ${erased.lastname}`, account: { homePage: 'http://localhost:3000', name: ids.tincan } };
  const statement = {
    actor: agent,
    verb: { id: 'http://adlnet.gov/expapi/verbs/scored', display: { 'en-US': 'scored' } },
    object: { id: 'http://example.com/erasure/activity', objectType: 'Activity' },
    result: { score: { scaled: 0.7 }, duration: 'PT4M12S' },
  };
  expect((await lrs.request('POST', 'statements', { body: statement })).statusCode).toBe(200);
  const state = { activityId: 'http://example.com/erasure/activity', agent: JSON.stringify(agent), stateId: 'resume' };
  expect((await lrs.request('PUT', 'activities/state', { query: state, body: { learner: agent.name } })).statusCode).toBe(204);
  // Her calendar link, her mail choices, a reset link mailed, an address she asked for.
  await ok(call(tokens.lea, 'POST', '/api/users/me/calendar-feed'), 201);
  await ok(
    call(tokens.lea, 'PUT', '/api/users/me/mail-preferences', {
      kinds: [{ kind: 'message.received', frequency: 'daily' }],
      quietHours: { from: '22:00', to: '07:00' },
    }),
  );
  await ok(testApp.app.inject({ method: 'POST', url: '/api/users/password-reset', headers: { host: hosts.demo }, payload: { email: erased.email } }), 202);
  // An address she asked for, with its link, and the undo link of an earlier change (the tenant lets no one change a set address now).
  await query("UPDATE users SET pending_email = $2, pending_email_awaits = 'confirmation' WHERE id = $1", [ids.lea, erased.pendingEmail]);
  await query(
    `INSERT INTO email_verification_tokens (context_id, user_id, email, token_hash, expires_at) VALUES ($1, $2, $3, 'erasure-link', now() + interval '1 day')`,
    [ids.tenant, ids.lea, erased.pendingEmail],
  );
  await query(
    `INSERT INTO email_change_undos (context_id, user_id, email, token_hash, expires_at) VALUES ($1, $2, $3, 'erasure-undo', now() + interval '7 days')`,
    [ids.tenant, ids.lea, erased.formerEmail],
  );
  // Her certificate as a credential, and the copy she downloaded.
  const certificates = await ok<{ items: { credential: { id: string } | null; certificationRef: string }[] }>(
    call(tokens.lea, 'GET', '/api/users/me/certificates'),
  );
  const certified = certificates.items.find((item) => item.credential !== null);
  expect(certified).toBeDefined();
  [ids.credential, ids.code] = [certified!.credential!.id, certified!.certificationRef];
  issuedCredential = await ok(call(tokens.lea, 'GET', `/api/credentials/${ids.credential}.json`));
  expect(JSON.stringify(issuedCredential)).toContain(`${erased.firstname} ${erased.lastname}`);
});
afterAll(async () => {
  await testApp.close();
});

/** The other users of both tenants: their accounts and what they did. */
const othersRows = async () => ({
  users: await query('SELECT * FROM users WHERE id <> $1 ORDER BY id', [ids.lea]),
  lessons: await query('SELECT id, state, progress, scoring, time_spent, page_progress FROM lessons WHERE user_id <> $1 ORDER BY id', [ids.lea]),
  records: await query('SELECT id, scores FROM records WHERE user_id <> $1 ORDER BY id', [ids.lea]),
  memberships: await query('SELECT id, class_id, user_id, role FROM class_users WHERE user_id <> $1 ORDER BY id', [ids.lea]),
});

describe("a learner's erasure of their own account", () => {
  let before: Awaited<ReturnType<typeof keptWork>>;
  let others: Awaited<ReturnType<typeof othersRows>>;

  it('finds everything it must erase before it runs', async () => {
    const places = await placesHolding(Object.values(erased));
    for (const [value, found] of Object.entries(places)) expect(found, value).not.toEqual([]);
    before = await keptWork();
    expect(before.lessons.length).toBeGreaterThan(0);
    expect(before.pages.length).toBeGreaterThan(0);
    others = await othersRows();
  });

  it('refuses a wrong password with INVALID_CURRENT_PASSWORD, erasing nothing', async () => {
    expect(myErasureSchema.parse(await ok(call(tokens.lea, 'GET', '/api/users/me/erasure')))).toEqual({ way: 'self', request: null, lastAdmin: false });
    const wrong = await call(tokens.lea, 'POST', '/api/users/me/erasure', { currentPassword: 'Not-my-password#1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CURRENT_PASSWORD', issues: [{ path: 'currentPassword', message: 'wrong' }] });
    expect((await query<{ n: number }>("SELECT count(*)::int AS n FROM login_failures WHERE account = 'user:' || $1", [ids.lea]))[0]!.n).toBe(1);
    expect(await ok(call(tokens.lea, 'GET', '/api/users/me'))).toMatchObject({ email: erased.email });
  });

  it('erases the account at once with the password, and its token stops working', async () => {
    expect(await ok(call(tokens.lea, 'POST', '/api/users/me/erasure', { currentPassword: 'Learner#2026' }))).toEqual({ outcome: 'erased' });
    expect((await call(tokens.lea, 'GET', '/api/users/me')).statusCode).toBe(401);
    expect((await call(tokens.lea, 'GET', '/api/users/me/erasure')).statusCode).toBe(401);
  });

  it('leaves none of what named the learner, nor what they wrote, in any column of any table', async () => {
    expect(await placesHolding(Object.values(erased))).toEqual(Object.fromEntries(Object.values(erased).map((value) => [value, []])));
    const [account] = await query(
      'SELECT email, username, firstname, lastname, birthday, password_hash, avatar_id, pending_email, erased_at FROM users WHERE id = $1',
      [ids.lea],
    );
    expect(account).toEqual({
      email: '',
      username: null,
      firstname: null,
      lastname: null,
      birthday: null,
      password_hash: null,
      avatar_id: null,
      pending_email: null,
      erased_at: expect.any(Date),
    });
    const gone = await query<{ n: number }>(
      `SELECT (SELECT count(*) FROM files WHERE owner_id = $1) + (SELECT count(*) FROM log_book_records WHERE student_id = $1)
            + (SELECT count(*) FROM message_threads WHERE learner_id = $1) + (SELECT count(*) FROM notifications WHERE user_id = $1)
            + (SELECT count(*) FROM calendar_feeds WHERE user_id = $1) + (SELECT count(*) FROM mail_preferences WHERE user_id = $1)
            + (SELECT count(*) FROM mail_quiet_hours WHERE user_id = $1) + (SELECT count(*) FROM password_reset_tokens WHERE user_id = $1)
            + (SELECT count(*) FROM email_verification_tokens WHERE user_id = $1) + (SELECT count(*) FROM sessions WHERE user_id = $1 AND revoked_at IS NULL)
            + (SELECT count(*) FROM xapi_documents WHERE agent_key LIKE '%' || $2 || '%') AS n`,
      [ids.lea, ids.tincan],
    );
    expect(Number(gone[0]!.n)).toBe(0);
  });

  it('keeps the answers, scores, times, ratings and classes under the account’s random id', async () => {
    const after = await keptWork();
    expect(after).toEqual(before);
    expect(after.statements).toEqual([expect.objectContaining({ result: expect.objectContaining({ score: { scaled: 0.7 } }) })]);
    expect(await query('SELECT comment FROM reviews WHERE user_id = $1', [ids.lea])).toEqual([{ comment: null }]);
  });

  it('leaves its credential verifiable, naming no one, and the copy taken before still verifies', async () => {
    const verify = (body: object) =>
      ok<{ outcome: string; credential: { learner: string | null } | null; sharePath: string | null }>(
        testApp.app.inject({ method: 'POST', url: '/api/credentials/verify', headers: { host: hosts.demo }, payload: body }),
      );
    for (const body of [{ credentialId: ids.credential }, { code: ids.code }]) {
      expect(await verify(body)).toMatchObject({ outcome: 'valid', credential: { learner: null }, sharePath: `/credentials/${ids.credential}` });
    }
    expect(await verify({ credential: issuedCredential })).toMatchObject({
      outcome: 'valid',
      credential: { learner: `${erased.firstname} ${erased.lastname}` },
    });
    const stored = await ok<Record<string, unknown>>(
      testApp.app.inject({ method: 'GET', url: `/api/credentials/${ids.credential}.json`, headers: { host: hosts.demo } }),
    );
    expect(stored).toMatchObject({ id: issuedCredential.id, validFrom: issuedCredential.validFrom, credentialStatus: issuedCredential.credentialStatus });
  });

  it('records one audit entry, by ids alone', async () => {
    const entries = await query('SELECT actor_id, actor_name, target_id, target_label, before, after FROM audit_events WHERE action = $1', ['user.erased']);
    expect(entries).toEqual([{ actor_id: ids.lea, actor_name: '', target_id: ids.lea, target_label: '', before: null, after: null }]);
  });

  it('changes nothing when it runs again', async () => {
    const snapshot = await wholeDatabase();
    await ok(call(tokens.admin, 'POST', `/api/admin/users/${ids.lea}/erasure`), 204);
    expect(await wholeDatabase()).toEqual(snapshot);
  });

  it('leaves the others’ accounts and work as they were', async () => {
    expect(await othersRows()).toEqual(others);
    expect(await ok(call(tokens.teacher, 'GET', '/api/users/me'))).toMatchObject({ email: 'teacher@demo.test', firstname: 'Thomas' });
    await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
  });

  it('never signs the account in again: by password, by reset link, or by registering its address again', async () => {
    for (const login of [{ email: erased.email }, { username: erased.username }]) {
      const answer = await testApp.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { host: hosts.demo },
        payload: { ...login, password: 'Learner#2026' },
      });
      expect(answer.statusCode).toBe(401);
    }
    await ok(testApp.app.inject({ method: 'POST', url: '/api/users/password-reset', headers: { host: hosts.demo }, payload: { email: erased.email } }), 202);
    expect(await query('SELECT id FROM password_reset_tokens WHERE user_id = $1', [ids.lea])).toEqual([]);
    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { host: hosts.demo },
      payload: { invitationCode: 'WELCOME-DEMO', username: 'lea.again', password: 'Learner#2026', email: erased.email },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const [again] = await query<{ id: string }>("SELECT id FROM users WHERE context_id = $1 AND username = 'lea.again'", [ids.tenant]);
    expect(again!.id).not.toBe(ids.lea);
    expect(await query('SELECT email, erased_at IS NOT NULL AS erased FROM users WHERE id = $1', [ids.lea])).toEqual([{ email: '', erased: true }]);
  });
});
