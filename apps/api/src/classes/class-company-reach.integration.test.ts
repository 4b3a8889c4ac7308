import { adminClassChoicesSchema, adminClassDetailSchema, adminClassesSchema, adminClassMembersSchema } from '@espace/contracts/admin-classes';
import { auditLogSchema } from '@espace/contracts/admin';
import { classInvitationsSchema, learnerImportCheckSchema, learnerImportReportSchema, learnerImportSchema } from '@espace/contracts/admin-enrolment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, registerInvitedLearner, signIn, type TestApp } from '../test/test-app';

/**
 * A company admin administers their companies' classes, and no other (docs/administration.md#who-administers);
 * the tenant's system admin still administers every class and chooses each one's company.
 */
let testApp: TestApp;
let admin: string;
let companyAdmin: string;
let tenantId: string;
/** Démo SA, which the demo teacher is made an ADMIN of; another company of the tenant; acme's company. */
let demoSa: string;
let other: string;
let acmeCompany: string;
/** A class of Démo SA, one of the other company, one of the whole tenant. */
let ours: string;
let theirs: string;
let tenantWide: string;
/** Learners of Démo SA (the demo learner) and of the other company (a newcomer). */
let member: string;
let outsider: string;

const query = <T extends object>(sql: string, params: unknown[] = []) => testApp.testDatabase.database.query<T>(sql, params);

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** A change of a class's details names the class's current version, as its screen does (docs/api.md#document-versions). */
const call = async (token: string, method: Method, url: string, payload?: object) => {
  const headers = { host: hosts.demo, authorization: `Bearer ${token}` };
  const version =
    method === 'PATCH' && /^admin\/classes\/[^/]+$/.test(url)
      ? (await testApp.app.inject({ method: 'GET', url: `/api/${url}`, headers })).headers.etag
      : undefined;
  const response = await testApp.app.inject({
    method,
    url: `/api/${url}`,
    headers: { ...headers, ...(typeof version === 'string' ? { 'if-match': version } : {}) },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: (response.body === '' ? {} : response.json()) as Record<string, unknown> };
};
const createClass = async (token: string, name: string, companyId: string | null) => {
  const response = await call(token, 'POST', 'admin/classes', { name, startAt: null, expireAt: null, companyId });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return adminClassDetailSchema.parse(response.body);
};
const upload = (content: string) => {
  const boundary = '----espace-company-boundary';
  return {
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="learners.csv"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    ),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};
const postCsv = async (token: string, url: string, content: string) => {
  const { payload, contentType } = upload(content);
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/admin/${url}`,
    headers: { host: hosts.demo, authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};
const companiesOf = async (email: string) =>
  (
    await query<{ company_id: string; role: string }>(
      'SELECT company_id, role FROM company_users WHERE context_id = $1 AND user_id = (SELECT id FROM users WHERE context_id = $1 AND email = $2) ORDER BY role',
      [tenantId, email],
    )
  ).map((row) => `${row.company_id} ${row.role}`);

beforeAll(async () => {
  testApp = await createTestApp({ CACHE_MS: '0' });
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  const [company] = await query<{ id: string; context_id: string }>(
    `SELECT co.id, co.context_id FROM companies co JOIN contexts c ON c.id = co.context_id WHERE c.alias = 'demo' AND co.name = 'Démo SA'`,
  );
  tenantId = company!.context_id;
  demoSa = company!.id;
  other = (await query<{ id: string }>(`INSERT INTO companies (context_id, name) VALUES ($1, 'Autre SARL') RETURNING id`, [tenantId]))[0]!.id;
  acmeCompany = (await query<{ id: string }>(`SELECT co.id FROM companies co JOIN contexts c ON c.id = co.context_id WHERE c.alias = 'acme' LIMIT 1`))[0]!.id;
  await query(
    `INSERT INTO company_users (context_id, company_id, user_id, role) SELECT $1, $2, id, 'ADMIN' FROM users WHERE context_id = $1 AND email = 'teacher@demo.test'`,
    [tenantId, demoSa],
  );
  companyAdmin = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
  await registerInvitedLearner(testApp.app, 'company.outsider', 'Outsider#2026');
  outsider = (await query<{ id: string }>(`SELECT id FROM users WHERE context_id = $1 AND username = 'company.outsider'`, [tenantId]))[0]!.id;
  await query(`INSERT INTO company_users (context_id, company_id, user_id, role) VALUES ($1, $2, $3, 'STUDENT')`, [tenantId, other, outsider]);
  member = (await query<{ id: string }>(`SELECT id FROM users WHERE context_id = $1 AND email = 'learner@demo.test'`, [tenantId]))[0]!.id;
  ours = (await createClass(admin, 'Démo SA — Automne', demoSa)).id;
  theirs = (await createClass(admin, 'Autre SARL — Automne', other)).id;
  tenantWide = (await createClass(admin, 'Toute l’académie — Automne', null)).id;
});
afterAll(async () => {
  await testApp.close();
});

describe('the system admin', () => {
  it('chooses any company of the tenant for a class, or none, and moves it; another tenant’s company is 404', async () => {
    const choices = adminClassChoicesSchema.parse((await call(admin, 'GET', 'admin/class-choices')).body);
    expect(choices.companies.map((company) => company.name)).toEqual(['Autre SARL', 'Démo SA']);
    expect(choices.programs.length).toBeGreaterThan(0);
    const created = await createClass(admin, 'Choix de société', other);
    expect(created.company).toEqual({ id: other, name: 'Autre SARL' });
    const moved = await call(admin, 'PATCH', `admin/classes/${created.id}`, { companyId: demoSa });
    expect(adminClassDetailSchema.parse(moved.body).company).toEqual({ id: demoSa, name: 'Démo SA' });
    expect(adminClassDetailSchema.parse((await call(admin, 'PATCH', `admin/classes/${created.id}`, { companyId: null })).body).company).toBeNull();
    expect((await call(admin, 'POST', 'admin/classes', { name: 'Chez acme', startAt: null, expireAt: null, companyId: acmeCompany })).status).toBe(404);
    expect((await call(admin, 'PATCH', `admin/classes/${created.id}`, { companyId: acmeCompany })).status).toBe(404);
    const audit = auditLogSchema.parse((await call(admin, 'GET', 'admin/audit-log')).body).items;
    expect(audit[0]).toMatchObject({ action: 'class.updated', before: { companyId: demoSa, company: 'Démo SA' }, after: { companyId: null, company: null } });
    expect(audit.find((entry) => entry.action === 'class.created' && entry.target.id === created.id)).toMatchObject({
      after: { companyId: other, company: 'Autre SARL' },
    });
  });

  it('still lists and opens every class', async () => {
    const ids = adminClassesSchema.parse((await call(admin, 'GET', 'admin/classes?search=Automne')).body).items.map((klass) => klass.id);
    expect(ids).toEqual(expect.arrayContaining([ours, theirs, tenantWide]));
    for (const id of [ours, theirs, tenantWide]) expect((await call(admin, 'GET', `admin/classes/${id}`)).status).toBe(200);
  });
});

describe('a company admin', () => {
  it('is offered their own companies only, and the tenant’s programs for their classes', async () => {
    const choices = adminClassChoicesSchema.parse((await call(companyAdmin, 'GET', 'admin/class-choices')).body);
    expect(choices.companies).toEqual([{ id: demoSa, name: 'Démo SA' }]);
    expect(choices.programs).toEqual(adminClassChoicesSchema.parse((await call(admin, 'GET', 'admin/class-choices')).body).programs);
  });

  it('lists only their companies’ classes', async () => {
    const listed = adminClassesSchema.parse((await call(companyAdmin, 'GET', 'admin/classes?search=Automne')).body);
    expect(listed.items.map((klass) => klass.id)).toEqual([ours]);
    expect(listed.total).toBe(1);
    expect(listed.items[0]!.company).toEqual({ id: demoSa, name: 'Démo SA' });
    const all = adminClassesSchema.parse((await call(companyAdmin, 'GET', 'admin/classes')).body);
    expect(all.items.every((klass) => klass.company?.id === demoSa)).toBe(true);
  });

  it('gets 404 on another company’s class and on a class of the whole tenant, and on everything under them', async () => {
    const [program] = await query<{ id: string }>('SELECT id FROM programs WHERE context_id = $1 LIMIT 1', [tenantId]);
    for (const id of [theirs, tenantWide]) {
      const answers = [
        await call(companyAdmin, 'GET', `admin/classes/${id}`),
        await call(companyAdmin, 'PATCH', `admin/classes/${id}`, { closed: true }),
        await call(companyAdmin, 'POST', `admin/classes/${id}/programs`, { programId: program!.id }),
        await call(companyAdmin, 'GET', `admin/classes/${id}/members`),
        await call(companyAdmin, 'POST', `admin/classes/${id}/members`, { userId: member, role: 'STUDENT' }),
        await call(companyAdmin, 'POST', `admin/classes/${id}/invitations`, { emails: ['nouvelle@example.org'], role: 'STUDENT' }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404]);
    }
    // Nothing was written: no account for the address, the classes still open.
    expect(await query('SELECT id FROM users WHERE lower(email) = $1', ['nouvelle@example.org'])).toEqual([]);
    expect(
      (await query<{ expired: boolean }>('SELECT expired FROM classes WHERE id = ANY($1::uuid[])', [[theirs, tenantWide]])).map((row) => row.expired),
    ).toEqual([false, false]);
  });

  it('cannot create a class without one of their companies, nor move theirs out of them', async () => {
    const none = await call(companyAdmin, 'POST', 'admin/classes', { name: 'Sans société', startAt: null, expireAt: null });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ issues: [{ path: 'body.companyId' }] });
    expect((await call(companyAdmin, 'POST', 'admin/classes', { name: 'Chez les autres', startAt: null, expireAt: null, companyId: other })).status).toBe(404);
    expect((await call(companyAdmin, 'POST', 'admin/classes', { name: 'Chez acme', startAt: null, expireAt: null, companyId: acmeCompany })).status).toBe(404);
    expect((await call(companyAdmin, 'PATCH', `admin/classes/${ours}`, { companyId: null })).status).toBe(400);
    expect((await call(companyAdmin, 'PATCH', `admin/classes/${ours}`, { companyId: other })).status).toBe(404);
    expect(await query('SELECT id FROM classes WHERE name IN ($1, $2, $3)', ['Sans société', 'Chez les autres', 'Chez acme'])).toEqual([]);
  });

  it('creates, edits, closes and reopens a class of their company, recorded in the audit log', async () => {
    const created = await createClass(companyAdmin, 'Démo SA — Hiver', demoSa);
    expect(created.company).toEqual({ id: demoSa, name: 'Démo SA' });
    expect(adminClassDetailSchema.parse((await call(companyAdmin, 'PATCH', `admin/classes/${created.id}`, { name: 'Démo SA — Hiver 2027' })).body).name).toBe(
      'Démo SA — Hiver 2027',
    );
    expect(adminClassDetailSchema.parse((await call(companyAdmin, 'PATCH', `admin/classes/${created.id}`, { closed: true })).body).closed).toBe(true);
    expect(adminClassDetailSchema.parse((await call(companyAdmin, 'PATCH', `admin/classes/${created.id}`, { closed: false })).body).closed).toBe(false);
    const [program] = await query<{ id: string }>('SELECT id FROM programs WHERE context_id = $1 LIMIT 1', [tenantId]);
    expect((await call(companyAdmin, 'POST', `admin/classes/${created.id}/programs`, { programId: program!.id })).status).toBe(201);
    const actions = (
      await query<{ action: string }>('SELECT action FROM audit_events WHERE context_id = $1 AND target_id = $2 ORDER BY created_at, id', [
        tenantId,
        created.id,
      ])
    ).map((row) => row.action);
    expect(actions).toEqual(['class.created', 'class.updated', 'class.closed', 'class.reopened', 'class.program-added']);
  });

  it('enrols their companies’ members, and nobody outside them', async () => {
    expect((await call(companyAdmin, 'POST', `admin/classes/${ours}/members`, { userId: outsider, role: 'STUDENT' })).status).toBe(404);
    expect((await call(companyAdmin, 'POST', `admin/classes/${ours}/members`, { userId: member, role: 'STUDENT' })).status).toBe(201);
    const members = adminClassMembersSchema.parse((await call(companyAdmin, 'GET', `admin/classes/${ours}/members`)).body);
    expect(members.items.map((item) => item.userId)).toEqual([member]);
    // The system admin enrols anyone of the tenant in the company's class.
    expect((await call(admin, 'POST', `admin/classes/${ours}/members`, { userId: outsider, role: 'STUDENT' })).status).toBe(201);
  });

  it('invites by address into their class: newcomers join the class’s company; accounts of other companies are skipped', async () => {
    const answer = await call(companyAdmin, 'POST', `admin/classes/${ours}/invitations`, {
      emails: ['recrue@example.org', 'learner@demo.test', 'admin@demo.test'],
      role: 'STUDENT',
    });
    expect(answer.status).toBe(200);
    expect(classInvitationsSchema.parse(answer.body).items).toEqual([
      { email: 'recrue@example.org', outcome: 'created', reason: null },
      { email: 'learner@demo.test', outcome: 'alreadyEnrolled', reason: null },
      { email: 'admin@demo.test', outcome: 'skipped', reason: 'accountOutOfReach' },
    ]);
    expect(await companiesOf('recrue@example.org')).toEqual([`${demoSa} STUDENT`]);
    expect(await companiesOf('admin@demo.test')).toEqual([]);
    const [recrue] = await query<{ id: string }>('SELECT id FROM users WHERE context_id = $1 AND email = $2', [tenantId, 'recrue@example.org']);
    expect((await call(companyAdmin, 'GET', `admin/users/${recrue!.id}`)).status).toBe(200);
  });

  it('imports into their classes only: another company’s class is unknown to them, an outsider’s account refused; learners join the class’s company', async () => {
    const csv = [
      'email;prénom;nom;classe',
      'importe@example.org;Inès;Importée;Démo SA — Automne',
      'ailleurs@example.org;Paul;Ailleurs;Autre SARL — Automne',
      'company.outsider@example.org;Out;Sider;Démo SA — Automne',
    ].join('\n');
    await query('UPDATE users SET email = $2 WHERE id = $1', [outsider, 'company.outsider@example.org']);
    const checked = learnerImportCheckSchema.parse((await postCsv(companyAdmin, 'learner-imports/check', csv)).body);
    expect(checked.problems).toEqual([
      { line: 3, column: 'class', code: 'unknownClass' },
      { line: 4, column: 'email', code: 'accountOutOfReach' },
    ]);
    // The system admin's check of the same file finds both classes and the account.
    expect(learnerImportCheckSchema.parse((await postCsv(admin, 'learner-imports/check', csv)).body).problems).toEqual([]);
    const started = await postCsv(companyAdmin, 'learner-imports?validOnly=true', csv);
    expect(started.status).toBe(202);
    const job = learnerImportSchema.parse(started.body);
    const deadline = Date.now() + 30_000;
    while (learnerImportSchema.parse((await call(companyAdmin, 'GET', `admin/learner-imports/${job.id}`)).body).state === 'running') {
      if (Date.now() > deadline) throw new Error('the import is still running');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const report = learnerImportReportSchema.parse((await call(companyAdmin, 'GET', `admin/learner-imports/${job.id}/report`)).body).items;
    expect(report.map((line) => [line.line, line.outcome, line.reason])).toEqual([
      [2, 'created', null],
      [3, 'skipped', 'unknownClass'],
      [4, 'skipped', 'accountOutOfReach'],
    ]);
    expect(await companiesOf('importe@example.org')).toEqual([`${demoSa} STUDENT`]);
    expect(await query('SELECT id FROM users WHERE lower(email) = $1', ['ailleurs@example.org'])).toEqual([]);
  });

  it('follows only the imports they started', async () => {
    const started = await postCsv(admin, 'learner-imports', 'email;prénom;nom;classe\nsysteme@example.org;Sys;Tème;Toute l’académie — Automne');
    expect(started.status).toBe(202);
    const job = learnerImportSchema.parse(started.body);
    expect((await call(companyAdmin, 'GET', `admin/learner-imports/${job.id}`)).status).toBe(404);
    expect((await call(companyAdmin, 'GET', `admin/learner-imports/${job.id}/report`)).status).toBe(404);
    expect((await call(admin, 'GET', `admin/learner-imports/${job.id}`)).status).toBe(200);
  });

  it('is still refused what belongs to the whole tenant', async () => {
    for (const url of ['admin/invitation-codes', 'admin/settings', 'admin/programs', 'admin/audit-log'])
      expect((await call(companyAdmin, 'GET', url)).status).toBe(403);
  });
});
