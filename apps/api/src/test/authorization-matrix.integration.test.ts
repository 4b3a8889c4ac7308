import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addResourceFixtures, createCountingTestApp, type ResourceFixtures } from './resource-fixtures';
import { callers, matrix, ownedTableWrites, type Caller, type Outcome } from './authorization-matrix';
import { notify } from '../notifications/notify';
import { createLrsClient } from '../xapi/clients/lrs-clients';
import { hosts, registerInvitedLearner, signIn } from './test-app';

/**
 * Every operation of the OpenAPI document × every kind of caller, against THE table
 * (authorization-matrix.ts). A new route without a row fails here; so does a row whose route is gone.
 */
let testApp: Awaited<ReturnType<typeof createCountingTestApp>>;
let data: ResourceFixtures;
let operations: { method: string; path: string }[] = [];
const tokens: Partial<Record<Caller, string>> = {};
const targets: Record<string, string> = {};
/** The demo tenant's settings as read, sent back unchanged by PUT /api/admin/settings (single sign-on is not written there). */
let tenantSettingsBody: object = {};

const query = async <T extends object>(sql: string, params: unknown[] = []) => testApp.database.query<T>(sql, params);
const one = async (sql: string, params: unknown[] = []) => {
  const [row] = await query<{ id: string }>(sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return row.id;
};

/** A notification of the owner's: only they may mark it. */
async function notifyOwner(): Promise<string> {
  await notify(testApp.database, data.tenant, [
    { userId: data.learner, kind: 'class.joined', params: { classId: data.klass, className: 'Matrix', role: 'STUDENT' } },
  ]);
  return one(`SELECT id FROM notifications WHERE user_id = $1 AND kind = 'class.joined' LIMIT 1`, [data.learner]);
}

/** The owner's thread with the teacher of their class, started by a contact message. */
async function ownerThread(): Promise<string> {
  const sent = await testApp.app.inject({
    method: 'POST',
    url: '/api/users/contact',
    headers: { host: hosts.demo, authorization: `Bearer ${tokens.owner}` },
    payload: { recipientId: data.teacher, subject: 'Matrix', message: 'Matrix', classId: data.klass },
  });
  if (sent.statusCode !== 204) throw new Error(`contact: ${sent.statusCode} ${sent.body}`);
  return one('SELECT id FROM message_threads WHERE learner_id = $1 AND trainer_id = $2', [data.learner, data.teacher]);
}

/** The teacher's message to the owner, scheduled for tomorrow. */
async function scheduledClassMessage(): Promise<string> {
  const sent = await testApp.app.inject({
    method: 'POST',
    url: `/api/trainer/classes/${data.klass}/messages`,
    headers: { host: hosts.demo, authorization: `Bearer ${tokens.teacher}` },
    payload: { recipients: { learnerIds: [data.learner] }, subject: 'Matrix', body: 'Matrix', sendAt: new Date(Date.now() + 86_400_000).toISOString() },
  });
  if (sent.statusCode !== 201) throw new Error(`class message: ${sent.statusCode} ${sent.body}`);
  return (sent.json() as { id: string }).id;
}

/**
 * A ready evidence pack of the teacher's, of another class they teach than the owner's: the
 * matrix's own ask (of the owner's class) does not replace it.
 */
async function teachersEvidencePack(): Promise<string> {
  const classId = await one(`SELECT class_id AS id FROM class_users WHERE user_id = $1 AND role = 'TEACHER' AND class_id <> $2 LIMIT 1`, [
    data.teacher,
    data.klass,
  ]);
  const asked = await testApp.app.inject({
    method: 'POST',
    url: `/api/trainer/classes/${classId}/evidence-packs`,
    headers: { host: hosts.demo, authorization: `Bearer ${tokens.teacher}` },
    payload: { locale: 'fr', timeZone: 'Europe/Paris' },
  });
  if (asked.statusCode !== 202) throw new Error(`evidence pack: ${asked.statusCode} ${asked.body}`);
  await testApp.app.jobs.drain(['evidence-pack']);
  return (asked.json() as { id: string }).id;
}

beforeAll(async () => {
  testApp = await createCountingTestApp();
  data = await addResourceFixtures(testApp.database);
  tokens.owner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
  tokens.classmate = await signIn(testApp.app, hosts.demo, { email: 'bob@demo.test', password: 'Learner#2026' });
  tokens.teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
  tokens.admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  const settings = (
    await testApp.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { host: hosts.demo, authorization: `Bearer ${tokens.admin}` } })
  ).json() as { settings: { authentication: { sso?: boolean } } };
  delete settings.settings.authentication.sso;
  tenantSettingsBody = settings;
  tokens.otherTenant = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
  tokens.stranger = await registerInvitedLearner(testApp.app, 'matrix.stranger', 'Stranger#2026');
  // The ADMIN of a company that holds nobody else: the owner and the owner's class are out of their reach.
  const companyAdminToken = await registerInvitedLearner(testApp.app, 'matrix.company-admin', 'Company#2026');
  await query(
    `WITH company AS (INSERT INTO companies (context_id, name) VALUES ($1, 'Matrix SARL') RETURNING id)
     INSERT INTO company_users (context_id, company_id, user_id, role) SELECT $1, company.id, u.id, 'ADMIN' FROM company, users u WHERE u.context_id = $1 AND u.username = 'matrix.company-admin'`,
    [data.tenant],
  );
  tokens.companyAdmin = companyAdminToken;

  const upload = await testApp.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { host: hosts.demo, authorization: `Bearer ${tokens.owner}`, 'content-type': 'multipart/form-data; boundary=matrix' },
    payload:
      '--matrix\r\nContent-Disposition: form-data; name="file"; filename="mine.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 mine\r\n--matrix--\r\n',
  });
  const review = await testApp.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: { host: hosts.demo, authorization: `Bearer ${tokens.owner}` },
    payload: { resourceType: 'Program', resourceId: data.program, ratio: 0.8 },
  });
  const certified = await one(
    `SELECT l.id FROM lessons l JOIN users u ON u.id = l.user_id WHERE u.email = 'learner@demo.test' AND l.certification_ref IS NOT NULL AND l.progress = 'COMPLETED' LIMIT 1`,
  );
  // The owner's certificate as a credential: its list issues it, the tenant's first key and status list with it.
  const certificates = await testApp.app.inject({
    method: 'GET',
    url: '/api/users/me/certificates',
    headers: { host: hosts.demo, authorization: `Bearer ${tokens.owner}` },
  });
  const credential = (certificates.json() as { items: { lessonId: string; credential: { id: string } | null }[] }).items.find(
    (item) => item.lessonId === certified,
  )?.credential?.id;
  Object.assign(targets, {
    credential,
    file: (upload.json() as { id: string }).id,
    lesson: data.lessons.learner,
    page: data.pages.active,
    certificate: certified,
    certificateCode: (await query<{ ref: string }>('SELECT certification_ref AS ref FROM lessons WHERE id = $1', [certified]))[0]!.ref,
    context: data.tenant,
    asset: (await query<{ name: string }>('SELECT name FROM context_assets WHERE context_id = $1 LIMIT 1', [data.tenant]))[0]?.name ?? 'none',
    // The owner's records, or those of the owner's class.
    classes: data.klass,
    'class-users': data.classUsers.learner,
    'class-programs': data.classProgram,
    companies: data.company,
    'company-users': await one(`SELECT cu.id FROM company_users cu WHERE cu.user_id = $1 LIMIT 1`, [data.learner]).catch(() => data.company),
    contexts: data.tenant,
    courses: data.course,
    'course-blocks': data.block,
    'course-categories': data.category,
    'course-competencies': data.competencies[0]!,
    'course-nodes': data.nodes.first,
    'course-terms': data.terms[0]!,
    'course-types': data.type,
    lessons: data.lessons.learner,
    pages: data.pages.active,
    libraries: await one(`SELECT id FROM libraries WHERE context_id = $1 AND owner_type = 'Context' LIMIT 1`, [data.tenant]),
    programs: data.program,
    'program-courses': data.programCourse,
    reviews: (review.json() as { id: string }).id,
    records: await one('SELECT id FROM records WHERE user_id = $1 LIMIT 1', [data.learner]),
    'log-book-records': data.logBook,
    roles: await one('SELECT id FROM roles WHERE context_id = $1 LIMIT 1', [data.tenant]),
    'role-users': await one(`SELECT id FROM role_users WHERE context_id = $1 LIMIT 1`, [data.tenant]),
    users: data.learner,
    invitationCode: await one(`SELECT id FROM invitation_codes WHERE context_id = $1 LIMIT 1`, [data.tenant]),
    learnerImport: await testApp.app.learnerImportsRepository.create(data.tenant, {
      fileName: 'matrix.csv',
      validOnly: false,
      total: 0,
      createdBy: data.learner,
    }),
    job: (await testApp.app.jobs.send('mail', {
      contextId: data.tenant,
      message: { to: 'learner@demo.test', subject: 'matrix', text: 'matrix', html: 'matrix' },
    }))!,
    notification: await notifyOwner(),
    thread: await ownerThread(),
    classMessage: await scheduledClassMessage(),
    evidencePack: await teachersEvidencePack(),
    'lrs-clients': (
      await createLrsClient(testApp.app.xapiCredentialsRepository, { tenantId: data.tenant, name: 'matrix', scopes: ['all'], createdBy: null, now: new Date() })
    ).id,
  });

  const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: hosts.demo } })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  // Reads first, then writes, deletes last; signing out (which ends the caller's session) after everything.
  const order = (method: string, path: string) => (path === '/api/users/logout' ? 9 : ['get', 'post', 'put', 'patch', 'delete'].indexOf(method));
  operations = Object.entries(document.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => ({ method, path })))
    .sort((a, b) => order(a.method, a.path) - order(b.method, b.path))
    .map(({ method, path }) => ({ method: method.toUpperCase(), path }));
});
afterAll(async () => {
  await testApp.close();
});

/** The path with the owner's objects in its parameters. */
function concrete(path: string): string {
  const resource = /^\/api\/([a-z-]+)\/\{id\}/.exec(path)?.[1];
  return path
    .replace('{lessonId}', targets.certificate!)
    .replace('{credentialId}', targets.credential!)
    .replace('{number}', '1')
    .replace('{format}', 'json')
    .replace('{code}', targets.certificateCode!)
    .replace('{token}', 'x'.repeat(43))
    .replace('{name}', targets.asset!)
    .replace('{script}', 'storage.js')
    .replace('{classId}', data.klass)
    .replace('{userId}', data.learner)
    .replace('{recordId}', data.logBook)
    .replace('{classProgramId}', data.classProgram)
    .replace('{programCourseId}', data.programCourse)
    .replace('{pageId}', targets.page!)
    .replace('{kind}', 'logo')
    .replace('{threadId}', targets.thread!)
    .replace('{messageId}', targets.classMessage!)
    .replace('{packId}', targets.evidencePack!)
    .replace('{id}', () => {
      if (path.startsWith('/api/files/')) return targets.file!;
      if (path.startsWith('/api/contexts/')) return targets.context!;
      if (path.startsWith('/api/lessons/')) return targets.lesson!;
      if (path.startsWith('/api/pages/')) return targets.page!;
      if (path.startsWith('/api/admin/invitation-codes/')) return targets.invitationCode!;
      if (path.startsWith('/api/admin/learner-imports/')) return targets.learnerImport!;
      if (path.startsWith('/api/admin/jobs/')) return targets.job!;
      if (path.startsWith('/api/users/me/notifications/')) return targets.notification!;
      if (path.startsWith('/api/admin/users/')) return data.learner;
      if (path.startsWith('/api/admin/classes/')) return data.klass;
      if (path.startsWith('/api/admin/programs/')) return data.program;
      if (path.startsWith('/api/admin/courses/')) return data.course;
      return targets[resource ?? ''] ?? '00000000-0000-4000-8000-000000000000';
    });
}

/**
 * Well-formed bodies for the operations whose schema is checked before authentication runs, so
 * that the cell shows the authorization and not the validation.
 */
const bodies: Record<string, () => object> = {
  'POST /api/lessons/{id}/pages/custom-tincan-score': () => ({ pageId: targets.page!, score: { scaled: 0.5 } }),
  'POST /api/lessons/{id}/actions': () => ({ inputs: [{ actionIdx: 0, choiceIdx: 0 }] }),
  'POST /api/trainer/classes/{classId}/learners/{userId}/logbook/{recordId}/replies': () => ({ message: 'Matrix reply' }),
  'PATCH /api/users/me/notifications/{id}': () => ({ read: true }),
  'POST /api/users/me/threads/{threadId}/messages': () => ({ body: 'Matrix reply' }),
  'POST /api/trainer/threads/{threadId}/messages': () => ({ body: 'Matrix reply' }),
  'POST /api/trainer/classes/{classId}/evidence-packs': () => ({ locale: 'fr', timeZone: 'Europe/Paris' }),
  'POST /api/trainer/classes/{classId}/messages': () => ({ recipients: { learnerIds: [data.learner] }, subject: 'Matrix', body: 'Matrix' }),
  'PUT /api/users/me/mail-preferences': () => ({ kinds: [], quietHours: null }),
  'POST /api/credentials/verify': () => ({ credentialId: targets.credential! }),
  'POST /api/admin/credentials/{credentialId}/revoke': () => ({ reason: 'Matrix' }),
  // Not the path's made-up token: the uses of one token are limited (10 an hour), whichever route takes it.
  'POST /api/mail/unsubscribe': () => ({ token: 'y'.repeat(43) }),
  'POST /api/account-retention/keep': () => ({ token: 'k'.repeat(43) }),
  'POST /api/lrs-clients': () => ({ name: 'Matrix', scopes: ['statements/read'] }),
  'POST /api/lessons/{id}/pages/{pageId}/xapi-launch': () => ({ url: '/api/activities/none/index.html' }),
  'POST /api/lessons/{id}/pages/{pageId}/scorm-launch': () => ({ takeOver: false }),
  'PUT /api/contexts/{id}/lrs': () => ({ endpoint: null }),
  'PUT /api/admin/sso': () => ({ issuer: 'https://idp.example', clientId: 'matrix', clientSecret: 'matrix-secret', scopes: 'openid', enabled: false }),
  // Port 9 (discard) on this machine: refused at once, nothing leaves it.
  'POST /api/admin/sso/test': () => ({ issuer: 'http://127.0.0.1:9' }),
  'PUT /api/admin/settings/labels': () => ({ labels: { fr: { 'home.subtitle': 'Vos parcours de formation' } } }),
  'PUT /api/classes/{id}/time-accommodations/{userId}': () => ({ extraTime: 'x1.5' }),
  'POST /api/admin/invitation-codes': () => ({ maxUses: 5, expiresAt: null }),
  'PATCH /api/admin/invitation-codes/{id}': () => ({ disabled: false }),
  // The owner is already a learner of the fixture class: the admin's cell changes nothing.
  'POST /api/admin/classes/{id}/invitations': () => ({ emails: ['learner@demo.test'], role: 'STUDENT' }),
  'PUT /api/admin/settings': () => tenantSettingsBody,
  'PATCH /api/admin/users/{id}': () => ({ deactivated: false }),
  // A wrong password: nobody's account is erased, nor a request recorded.
  'POST /api/users/me/erasure': () => ({ currentPassword: 'Not-the-password#1' }),
  // The admin's cells change nothing: the fixture class already allows phones, has this program and this learner.
  'POST /api/admin/classes': () => ({ name: 'Matrix class', startAt: null, expireAt: null }),
  'PATCH /api/admin/classes/{id}': () => ({ mobileAllowed: true }),
  'POST /api/admin/classes/{id}/programs': () => ({ programId: data.program }),
  'PUT /api/admin/classes/{id}/programs/order': () => ({ classProgramIds: [data.classProgram] }),
  'PATCH /api/admin/classes/{id}/programs/{classProgramId}': () => ({ startAt: null, expireAt: null }),
  'PUT /api/classes/{id}/due-dates/{programCourseId}': () => ({ dueOn: '2026-12-12' }),
  'PUT /api/classes/{id}/due-dates/{programCourseId}/extensions/{userId}': () => ({ dueOn: '2026-12-20' }),
  'PUT /api/admin/classes/{id}/due-dates/{programCourseId}': () => ({ dueOn: '2026-12-12' }),
  'POST /api/admin/classes/{id}/members': () => ({ userId: data.learner, role: 'STUDENT' }),
  'PATCH /api/admin/classes/{id}/members/{userId}': () => ({ role: 'STUDENT' }),
  'PATCH /api/admin/programs/{id}': () => ({ name: 'Renamed by the matrix', state: 'PUBLISHED' }),
  'PATCH /api/admin/courses/{id}': () => ({ title: 'Renamed by the matrix', state: 'PUBLISHED' }),
};
const queries: Record<string, () => string> = {
  'GET /api/pages/{id}/resources': () => `?lessonId=${targets.lesson!}`,
  'POST /api/lessons/{id}/pages/answer-and-next': () => `?fromPageId=${targets.page!}`,
};

/** 404 NOT_FOUND hides a record; other 404 codes (no previous page…) are answers about the caller's own data. */
function classify(status: number, code: string | undefined): Outcome | `status ${number}` {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return code === 'NOT_FOUND' || code === undefined ? 'hidden' : 'ok';
  if (status < 300 || status === 304 || [302, 400, 409, 412, 413, 422, 428, 429].includes(status)) return 'ok';
  return `status ${status}`;
}

/** An anonymous request's body is validated before authentication runs: a 400 refuses it all the same, without data. */
const matches = (caller: Caller, expected: Outcome, status: number, code: string | undefined) =>
  classify(status, code) === expected ||
  (expected === 'hidden' && status === 404) ||
  (caller === 'anonymous' && expected === 'unauthenticated' && status === 400);
const codeOf = (body: string): string | undefined => {
  try {
    return (JSON.parse(body) as { code?: string }).code;
  } catch {
    return undefined;
  }
};

describe('authorization matrix (#14 standing test)', () => {
  it('has one row per operation of the OpenAPI document, and none for an operation that is gone', () => {
    const documented = new Set(operations.map(({ method, path }) => `${method} ${path}`));
    expect([...documented].filter((key) => matrix[key] === undefined)).toEqual([]);
    expect(Object.keys(matrix).filter((key) => !documented.has(key))).toEqual([]);
  });

  // A list answers 2xx to everyone signed in (each their own view), so its class says nothing about
  // what it holds: it must not carry the owner's record to a caller the table hides that record from.
  // The admin's list is the control: it carries the record, so its absence elsewhere means something.
  it('lists no record to a caller who is refused it by id', async () => {
    const findings: string[] = [];
    let checked = 0;
    const list = async (path: string, caller: Caller) =>
      testApp.app.inject({
        method: 'GET',
        url: `${path}${path === '/api/files' ? '' : '?limit=500'}`,
        headers: { host: caller === 'otherTenant' ? hosts.acme : hosts.demo, authorization: `Bearer ${tokens[caller]}` },
      });
    for (const { method, path } of operations) {
      const resource = method === 'GET' ? /^\/api\/([a-z-]+)$/.exec(path)?.[1] : undefined;
      const record = resource === undefined ? undefined : matrix[`GET /api/${resource}/{id}`];
      const id = resource === undefined ? undefined : resource === 'files' ? targets.file : targets[resource];
      if (!record || !id) continue;
      const control = await list(path, 'admin');
      if (control.statusCode !== 200 || !control.body.includes(id)) findings.push(`GET ${path} as admin does not list ${id} (${control.statusCode})`);
      for (const caller of callers) {
        if (caller === 'anonymous' || (record.expect[caller] !== 'hidden' && record.expect[caller] !== 'forbidden')) continue;
        const response = await list(path, caller);
        checked += 1;
        if (response.statusCode !== 200) findings.push(`GET ${path} as ${caller}: ${response.statusCode}`);
        else if (response.body.includes(id)) findings.push(`GET ${path} as ${caller} lists ${id}`);
      }
    }
    expect(findings).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  });

  it("answers 404 to every caller, the admins included, for a generic write of a table an area's use cases own", async () => {
    const answered: string[] = [];
    for (const operation of ownedTableWrites) {
      const [method, path] = operation.split(' ') as [string, string];
      for (const caller of callers) {
        const response = await testApp.app.inject({
          method: method as 'POST',
          url: concrete(path),
          headers: {
            host: caller === 'otherTenant' ? hosts.acme : hosts.demo,
            ...(caller === 'anonymous' ? {} : { authorization: `Bearer ${tokens[caller]}` }),
          },
          ...(method === 'DELETE'
            ? {}
            : { payload: { name: 'Hijacked', title: 'Hijacked', state: 'DRAFT', roleId: targets.roles, principalId: tokens.admin } }),
        });
        if (response.statusCode !== 404 || codeOf(response.body) !== 'NOT_FOUND')
          answered.push(`${operation} as ${caller}: ${response.statusCode} ${response.body.slice(0, 80)}`);
      }
    }
    expect(answered).toEqual([]);
    // Content, classes and enrolment, companies, roles and accounts, lessons, records, files and libraries.
    expect(ownedTableWrites.length).toBeGreaterThan(60);
  });

  it('answers every caller of every operation as the table says', async () => {
    const differences: string[] = [];
    let sent = 0;
    for (const { method, path } of operations) {
      const row = matrix[`${method} ${path}`];
      if (!row) continue;
      for (const caller of callers) {
        const expected = row.expect[caller];
        if (expected === 'skip') continue;
        const key = `${method} ${path}`;
        const response = await testApp.app.inject({
          method: method as 'GET',
          url: `${concrete(path)}${queries[key]?.() ?? ''}`,
          headers: {
            host: caller === 'otherTenant' ? hosts.acme : hosts.demo,
            ...(caller === 'anonymous' ? {} : { authorization: `Bearer ${tokens[caller]}` }),
          },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: bodies[key]?.() ?? {} }),
        });
        sent += 1;
        const code = codeOf(response.body);
        if (!matches(caller, expected, response.statusCode, code))
          differences.push(
            `${key} as ${caller}: expected ${expected}, got ${classify(response.statusCode, code)} (${response.statusCode} ${response.body.slice(0, 80)})`,
          );
      }
    }
    expect(differences).toEqual([]);
    expect(sent).toBeGreaterThan(500);
  }, 120_000);
});
