import { dataExportLinkSchema } from '@espace/contracts/privacy';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedLinks, signedPath } from '../files/signed-links';
import { createTestApp, hosts, signIn, type TestApp, testJwtSecret } from '../test/test-app';

/** The archive of a user's data: everything the seeded learner has, nothing of another learner, and a link that only opens it. */
let testApp: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const BYTES = '%PDF-1.4 mon bulletin';

const query = async <T extends object>(sql: string, params: unknown[] = []) => testApp.testDatabase.database.query<T>(sql, params);
const one = async (sql: string, params: unknown[] = []): Promise<string> => {
  const [row] = await query<{ id: string }>(sql, params);
  if (row === undefined) throw new Error(`no row for ${sql}`);
  return row.id;
};
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: string, payload?: object, host = who === 'acme' ? hosts.acme : hosts.demo) =>
  testApp.app.inject({
    method,
    url,
    headers: { host, ...(who === undefined ? {} : { authorization: `Bearer ${tokens[who]}` }) },
    ...(payload ? { payload } : {}),
  });
const sent = async (answer: Awaited<ReturnType<typeof call>>, status = 200) => {
  expect(answer.statusCode, answer.body).toBe(status);
  return answer;
};
const linkOf = async (who: string, path = '/api/users/me/data-export/link') => dataExportLinkSchema.parse((await sent(await call('POST', path, who))).json());

interface Archive {
  files: Record<string, Uint8Array>;
  text: (name: string) => string;
  json: <T = Record<string, unknown>>(name: string) => T;
  /** Every text file, joined: what a search for another learner's traces reads. */
  allText: string;
}

async function download(url: string, host = hosts.demo): Promise<{ archive: Archive; disposition: string }> {
  const answer = await sent(await testApp.app.inject({ method: 'GET', url, headers: { host } }));
  expect(answer.headers['content-type']).toBe('application/zip');
  expect(answer.headers['cache-control']).toBe('private, no-store');
  const files = unzipSync(new Uint8Array(answer.rawPayload));
  const text = (name: string) => {
    const file = files[name];
    if (file === undefined) throw new Error(`${name} is not in the archive (${Object.keys(files).join(', ')})`);
    return strFromU8(file);
  };
  const allText = Object.keys(files)
    .filter((name) => !name.startsWith('attachments/'))
    .map(text)
    .join('\n');
  return { archive: { files, text, json: (name) => JSON.parse(text(name)), allText }, disposition: String(answer.headers['content-disposition']) };
}

async function upload(who: string, name: string, content: string): Promise<string> {
  const body = `--export\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n--export--\r\n`;
  const answer = await testApp.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { host: hosts.demo, authorization: `Bearer ${tokens[who]}`, 'content-type': 'multipart/form-data; boundary=export' },
    payload: body,
  });
  return ((await sent(answer, 201)).json() as { id: string }).id;
}

/** A note in their log-book, a message to their trainer and a statement about them: what each learner leaves. */
async function leaveTraces(who: string, marker: string): Promise<void> {
  const userId = ids[who]!;
  const attachment = await upload(who, `${marker}.pdf`, who === 'learner' ? BYTES : `%PDF-1.4 ${marker}`);
  await sent(
    await call('POST', '/api/log-book-records', who, { title: `${marker} note`, message: `${marker} in my log-book`, attachmentIds: [attachment] }),
    201,
  );
  await sent(
    await call('POST', '/api/users/contact', who, {
      recipientId: ids.teacher,
      subject: `${marker} subject`,
      message: `${marker} to my trainer`,
      classId: ids.klass,
    }),
    204,
  );
  await query(
    `INSERT INTO xapi_statements (context_id, id, stored_us, statement, filter_keys, user_id)
     VALUES ($1, gen_random_uuid(), $2, $3::jsonb, '{}', $4)`,
    [
      ids.demoTenant,
      Date.now() * 1000,
      JSON.stringify({
        actor: { mbox: `mailto:${who}@demo.test` },
        verb: { id: 'http://adlnet.gov/expapi/verbs/experienced' },
        object: { id: `https://demo.test/${marker}` },
      }),
      userId,
    ],
  );
}

beforeAll(async () => {
  testApp = await createTestApp();
  for (const alias of ['demo', 'acme']) ids[`${alias}Tenant`] = await one('SELECT id FROM contexts WHERE alias = $1', [alias]);
  for (const [key, email] of [
    ['learner', 'learner@demo.test'],
    ['ines', 'ines@demo.test'],
    ['teacher', 'teacher@demo.test'],
    ['admin', 'admin@demo.test'],
    ['acme', 'learner@acme.test'],
  ] as const)
    ids[key] = await one('SELECT id FROM users WHERE email = $1', [email]);
  tokens.learner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
  tokens.ines = await signIn(testApp.app, hosts.demo, { email: 'ines@demo.test', password: 'Learner#2026' });
  tokens.teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
  tokens.admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  tokens.acme = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
  ids.klass = await one(
    `SELECT c.id FROM classes c JOIN class_users cu ON cu.class_id = c.id WHERE cu.user_id = $1 AND c.name = 'Printemps 2026 — Accueil client'`,
    [ids.learner],
  );

  // Léa and Inès, of the same class, each leave their traces; Léa's archive holds hers only.
  await leaveTraces('learner', 'LEA-TRACE');
  await leaveTraces('ines', 'INES-TRACE');
  const program = await one(
    `SELECT p.id FROM programs p JOIN class_programs cp ON cp.program_id = p.id JOIN class_users cu ON cu.class_id = cp.class_id
      WHERE cu.user_id = $1 AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.user_id = cu.user_id AND r.resource_id = p.id) LIMIT 1`,
    [ids.learner],
  );
  await sent(await call('POST', '/api/reviews', 'learner', { resourceType: 'Program', resourceId: program, ratio: 0.8, comment: 'LEA-REVIEW' }), 201);
  // Her trainer's answer (a notification of hers), her certificate issued as a credential, her preferences, her calendar link.
  const thread = await one('SELECT id FROM message_threads WHERE learner_id = $1 AND trainer_id = $2', [ids.learner, ids.teacher]);
  await sent(await call('POST', `/api/trainer/threads/${thread}/messages`, 'teacher', { body: 'TEACHER-ANSWER' }), 201);
  await sent(await call('GET', '/api/users/me/certificates', 'learner'));
  await sent(
    await call('PUT', '/api/users/me/mail-preferences', 'learner', {
      kinds: [{ kind: 'lesson.opened', frequency: 'never' }],
      quietHours: { from: '22:00', to: '07:30' },
    }),
  );
  ids.calendarUrl = ((await sent(await call('POST', '/api/users/me/calendar-feed', 'learner'), 201)).json() as { url: string }).url;
  const page = await query<{ id: string; lesson_id: string; block_id: string }>(
    `SELECT p.id, p.lesson_id, p.block_id FROM lesson_pages p JOIN lessons l ON l.id = p.lesson_id WHERE l.user_id = $1 LIMIT 1`,
    [ids.learner],
  );
  await query(`INSERT INTO scorm_attempts (context_id, page_id, lesson_id, user_id, block_id, cmi) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`, [
    ids.demoTenant,
    page[0]!.id,
    page[0]!.lesson_id,
    ids.learner,
    page[0]!.block_id,
    JSON.stringify({ 'cmi.location': 'LEA-SCORM' }),
  ]);
});
afterAll(async () => {
  await testApp.close();
});

describe("the archive of a learner's data", () => {
  it('holds every kind of data the learner has, in files a README explains, downloaded with the link alone', async () => {
    const link = await linkOf('learner');
    expect(link.url).toMatch(new RegExp(`^/api/data-exports/${ids.learner}\\?user=${ids.learner}&expires=\\d+&signature=[\\w-]{43}$`));
    const { archive, disposition } = await download(link.url);
    expect(disposition).toBe(`attachment; filename="mes-donnees-${new Date().toISOString().slice(0, 10)}.zip"`);
    expect(Object.keys(archive.files).filter((name) => !name.startsWith('attachments/'))).toEqual([
      'README.md',
      'profile.json',
      'classes.json',
      'lessons.json',
      'logbook.json',
      'messages.json',
      'reviews.json',
      'certificates.json',
      'xapi-statements.json',
      'sessions.json',
      'notifications.json',
      'calendar-feed.json',
      'scorm-attempts.json',
    ]);
    const readme = archive.text('README.md');
    expect(readme).toContain('# Vos données sur');
    expect(readme).toContain('Léa Martin');
    for (const name of Object.keys(archive.files).filter((file) => file.endsWith('.json'))) expect(readme).toContain(`\`${name}\``);

    expect(archive.json('profile.json')).toMatchObject({
      id: ids.learner,
      email: 'learner@demo.test',
      displayName: 'Léa Martin',
      lastActiveAt: expect.any(String),
      deactivatedAt: null,
    });
    expect(archive.json('profile.json').createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const { classes } = archive.json<{ classes: { id: string; role: string; programs: { name: string }[] }[] }>('classes.json');
    expect(classes.find((klass) => klass.id === ids.klass)).toMatchObject({ role: 'STUDENT', programs: [{ name: expect.any(String) }] });

    const { lessons } = archive.json<{
      lessons: { id: string; course: { title: string }; pages: { answeredAt: string | null; inputs: unknown; timeSpent: number }[] }[];
    }>('lessons.json');
    const stored = await query<{ id: string }>('SELECT id FROM lessons WHERE user_id = $1', [ids.learner]);
    expect(lessons.map((lesson) => lesson.id).sort()).toEqual(stored.map((lesson) => lesson.id).sort());
    const pages = lessons.flatMap((lesson) => lesson.pages);
    const [storedPages] = await query<{ count: number }>(
      'SELECT count(*)::int AS count FROM lesson_pages p JOIN lessons l ON l.id = p.lesson_id WHERE l.user_id = $1',
      [ids.learner],
    );
    expect(pages).toHaveLength(storedPages!.count);
    expect(pages.some((page) => page.answeredAt !== null && page.inputs !== null)).toBe(true);

    const { records } = archive.json<{ records: { title: string | null; attachments: { id: string; file: string | null }[] }[] }>('logbook.json');
    const note = records.find((record) => record.title === 'LEA-TRACE note');
    const file = note?.attachments[0]?.file;
    expect(file).toMatch(/^attachments\/[\w-]+-LEA-TRACE\.pdf$/);
    expect(strFromU8(archive.files[file!]!)).toBe(BYTES);

    const messages = archive.json<{ threads: { role: string; trainer: { displayName: string }; messages: { body: string }[] }[] }>('messages.json');
    const bodies = messages.threads.flatMap((thread) => thread.messages.map((message) => message.body));
    expect(bodies).toEqual(expect.arrayContaining(['LEA-TRACE to my trainer', 'TEACHER-ANSWER']));
    expect(messages.threads[0]).toMatchObject({ role: 'learner', trainer: { displayName: 'Thomas Bernard' } });
    expect(archive.json('reviews.json')).toMatchObject({ reviews: [{ ratio: 0.8, comment: 'LEA-REVIEW' }] });

    const certificates = archive.json<{
      certificates: { certificationRef: string }[];
      credentials: { kind: string; verificationUrl: string; document: object }[];
    }>('certificates.json');
    expect(certificates.certificates.length).toBeGreaterThan(0);
    expect(certificates.credentials).toContainEqual(
      expect.objectContaining({ kind: 'certificate', verificationUrl: expect.stringMatching(/^http.+\/credentials\/[\w-]+$/), document: expect.any(Object) }),
    );
    const statements = archive.json<{ statements: { object: { id: string } }[] }>('xapi-statements.json').statements;
    expect(statements.map((statement) => statement.object.id)).toContain('https://demo.test/LEA-TRACE');
    expect(archive.json<{ sessions: { createdAt: string; revokedAt: null }[] }>('sessions.json').sessions.length).toBeGreaterThan(0);
    expect(archive.json('notifications.json')).toMatchObject({
      mailPreferences: { chosen: { 'lesson.opened': 'never' }, quietHours: { from: 22 * 60, to: 7 * 60 + 30 } },
      notifications: expect.arrayContaining([expect.objectContaining({ kind: 'message.received' })]),
    });
    expect(archive.json('calendar-feed.json')).toEqual({ calendarFeed: { exists: true, createdAt: expect.any(String) } });
    expect(archive.allText).not.toContain(ids.calendarUrl!.split('/').pop()!.replace('.ics', ''));
    expect(archive.json('scorm-attempts.json')).toMatchObject({ attempts: [{ cmi: { 'cmi.location': 'LEA-SCORM' } }] });
  });

  it('holds nothing of another learner of the same class', async () => {
    const { archive } = await download((await linkOf('learner')).url);
    const inesLessons = await query<{ id: string }>('SELECT id FROM lessons WHERE user_id = $1', [ids.ines]);
    const inesRecords = await query<{ id: string }>('SELECT id FROM log_book_records WHERE student_id = $1', [ids.ines]);
    const traces = ['ines@demo.test', 'Inès', 'Roux', 'INES-TRACE', ids.ines!, ...inesLessons.map((row) => row.id), ...inesRecords.map((row) => row.id)];
    expect(inesLessons.length).toBeGreaterThan(0);
    for (const trace of traces) expect(archive.allText, trace).not.toContain(trace);
    expect(Object.keys(archive.files).filter((name) => name.includes('INES'))).toEqual([]);
  });

  it("gives a trainer their own words of their learners' threads, and no learner's", async () => {
    const { archive } = await download((await linkOf('teacher')).url);
    const { threads } = archive.json<{ threads: { role: string; messages: { authorId: string; body: string }[] }[] }>('messages.json');
    expect(threads.flatMap((thread) => thread.messages.map((message) => message.body))).toContain('TEACHER-ANSWER');
    expect(threads.every((thread) => thread.role === 'trainer' && thread.messages.every((message) => message.authorId === ids.teacher))).toBe(true);
    expect(archive.text('notifications.json')).toContain('message.received');
    for (const trace of ['LEA-TRACE', 'INES-TRACE', 'Inès', 'ines@demo.test', 'learner@demo.test', ids.ines!])
      expect(archive.allText, trace).not.toContain(trace);
  });

  it('writes its README in the language asked for, among the tenant’s, else in its first one', async () => {
    const { url } = await linkOf('learner');
    const english = await download(`${url}&lang=en`);
    expect(english.disposition).toBe(`attachment; filename="my-data-${new Date().toISOString().slice(0, 10)}.zip"`);
    expect(english.archive.text('README.md')).toContain('# Your data on');
    expect(english.archive.text('README.md')).toContain('- `lessons.json`: your lessons');
    for (const lang of ['de', 'fr-CA', '']) expect((await download(`${url}&lang=${lang}`)).archive.text('README.md')).toContain('# Vos données sur');
  });
});

describe('the link to the archive', () => {
  it('is the only credential: a bearer token alone, a forged or expired link, or one of another user or tenant opens nothing', async () => {
    const { url } = await linkOf('learner');
    const get = (path: string, who?: string, host = hosts.demo) => call('GET', path, who, undefined, host);
    const codeOf = async (path: string, who?: string, host?: string) => {
      const answer = await get(path, who, host);
      return `${answer.statusCode} ${(answer.json() as { code: string }).code}`;
    };
    expect(await codeOf(`/api/data-exports/${ids.learner}`, 'learner')).toBe('401 SIGNED_LINK_INVALID');
    // Signed for Léa, used for Inès (the path, or the user the query names).
    expect(await codeOf(url.replace(ids.learner!, ids.ines!))).toBe('401 SIGNED_LINK_INVALID');
    expect(await codeOf(url.replace(`user=${ids.learner}`, `user=${ids.ines}`))).toBe('401 SIGNED_LINK_INVALID');
    expect(await codeOf(url.replace(/signature=[\w-]{4}/, 'signature=AAAA'))).toBe('401 SIGNED_LINK_INVALID');
    expect(await codeOf(url, undefined, hosts.acme)).toBe('401 SIGNED_LINK_INVALID');
    // A file's link of the same ids opens no archive: the kind is signed.
    const files = createSignedLinks(testJwtSecret);
    const fileKind = files.sign({ kind: 'file', tenantId: ids.demoTenant!, userId: ids.learner!, targetId: ids.learner! });
    expect(await codeOf(signedPath(`/api/data-exports/${ids.learner}`, fileKind))).toBe('401 SIGNED_LINK_INVALID');
    const anHourAgo = createSignedLinks(testJwtSecret, () => Date.now() - 60 * 60 * 1000);
    const expired = anHourAgo.sign({ kind: 'data-export', tenantId: ids.demoTenant!, userId: ids.learner!, targetId: ids.learner! });
    expect(await codeOf(signedPath(`/api/data-exports/${ids.learner}`, expired))).toBe('401 SIGNED_LINK_EXPIRED');
  });

  it("is given to an admin for any account of their tenant, and opens that account's archive", async () => {
    const link = await linkOf('admin', `/api/admin/users/${ids.learner}/data-export/link`);
    expect(link.url).toContain(`/api/data-exports/${ids.learner}?user=${ids.admin}&`);
    const { archive } = await download(link.url);
    expect(archive.json('profile.json')).toMatchObject({ id: ids.learner, email: 'learner@demo.test' });
    expect(archive.allText).not.toContain('admin@demo.test');
  });

  it('is refused to a learner on the admin route (403), for an unknown account or one of another tenant (404)', async () => {
    expect((await call('POST', `/api/admin/users/${ids.ines}/data-export/link`, 'learner')).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/users/${ids.learner}/data-export/link`, 'learner')).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/users/${ids.acme}/data-export/link`, 'admin')).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/data-export/link', 'admin')).statusCode).toBe(404);
    // An admin of another tenant: Léa is no account of theirs.
    await query(
      `INSERT INTO role_users (context_id, role_id, principal_type, principal_id) SELECT r.context_id, r.id, 'USER', $2 FROM roles r WHERE r.context_id = $1 AND r.name = 'admin'`,
      [ids.acmeTenant, ids.acme],
    );
    testApp.app.usersRepository.forgetProfile(ids.acme!);
    expect((await call('POST', `/api/admin/users/${ids.learner}/data-export/link`, 'acme')).statusCode).toBe(404);
    expect((await call('POST', '/api/users/me/data-export/link', 'acme')).statusCode).toBe(200);
    expect((await call('POST', '/api/users/me/data-export/link')).statusCode).toBe(401);
  });

  it('is checked again at the download: an admin no longer one, or an account deactivated, gets 404', async () => {
    const byAdmin = await linkOf('admin', `/api/admin/users/${ids.ines}/data-export/link`);
    const own = await linkOf('ines');
    const adminRole = await one(`SELECT ru.id FROM role_users ru JOIN roles r ON r.id = ru.role_id WHERE ru.principal_id = $1 AND r.name = 'admin'`, [
      ids.admin,
    ]);
    const [role] = await query<{ role_id: string; context_id: string }>('DELETE FROM role_users WHERE id = $1 RETURNING role_id, context_id', [adminRole]);
    testApp.app.usersRepository.forgetProfile(ids.admin!);
    try {
      expect((await call('GET', byAdmin.url)).statusCode).toBe(404);
    } finally {
      await query(`INSERT INTO role_users (id, context_id, role_id, principal_type, principal_id) VALUES ($1, $2, $3, 'USER', $4)`, [
        adminRole,
        role!.context_id,
        role!.role_id,
        ids.admin,
      ]);
      testApp.app.usersRepository.forgetProfile(ids.admin!);
    }
    expect((await call('GET', byAdmin.url)).statusCode).toBe(200);
    await query('UPDATE users SET deactivated_at = now() WHERE id = $1', [ids.ines]);
    expect((await call('GET', own.url)).statusCode).toBe(404);
    // The admin still takes a deactivated account's archive.
    expect((await call('GET', byAdmin.url)).statusCode).toBe(200);
  });
});
