import { adminUserDetailSchema, adminUsersSchema, auditLogSchema } from '@espace/contracts/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, registerInvitedLearner, signIn, type TestApp } from '../test/test-app';

/** The tenant's users, as its admin manages them (docs/administration.md#users). */
let testApp: TestApp;
let admin: string;
let adminId: string;
let learnerId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  adminId = await userIdOf('admin@demo.test');
  learnerId = await userIdOf('learner@demo.test');
});
afterAll(async () => {
  await testApp.close();
});

async function userIdOf(email: string): Promise<string> {
  const [row] = await testApp.testDatabase.database.query<{ id: string }>(
    `SELECT u.id FROM users u JOIN contexts c ON c.id = u.context_id WHERE c.alias = 'demo' AND u.email = $1`,
    [email],
  );
  return row!.id;
}

type Method = 'GET' | 'POST' | 'PATCH';
const call = async (token: string, method: Method, url: string, payload?: object, host = hosts.demo) => {
  const response = await testApp.app.inject({
    method,
    url: `/api/${url}`,
    headers: { host, authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};
const learnerSignIn = () =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/users/login',
    headers: { host: hosts.demo },
    payload: { email: 'learner@demo.test', password: 'Learner#2026' },
  });

describe('the users list', () => {
  it('finds users by part of a name, a username or a whole address, in any case, and by state', async () => {
    const byName = adminUsersSchema.parse((await call(admin, 'GET', 'admin/users?search=MARTIN')).body);
    expect(byName.items.map((user) => user.email)).toContain('learner@demo.test');
    const byAddress = adminUsersSchema.parse((await call(admin, 'GET', 'admin/users?search=Teacher%40demo.test')).body);
    expect(byAddress.items.map((user) => user.email)).toEqual(['teacher@demo.test']);
    // `%` and `_` are letters: nobody's name holds them.
    expect(adminUsersSchema.parse((await call(admin, 'GET', 'admin/users?search=%25')).body).total).toBe(0);
    const everyone = adminUsersSchema.parse((await call(admin, 'GET', 'admin/users')).body);
    expect(everyone.items.find((user) => user.email === 'admin@demo.test')?.roles).toContain('admin');
    expect(everyone.items.some((user) => user.email.endsWith('@acme.test'))).toBe(false);
    expect(adminUsersSchema.parse((await call(admin, 'GET', 'admin/users?state=deactivated')).body).total).toBe(0);
  });

  it('finds a name in any case and accents (quemener finds Quéméner), within the tenant, through the trigram index', async () => {
    const insert = (alias: string, email: string) =>
      testApp.testDatabase.database.query(
        `INSERT INTO users (context_id, email, firstname, lastname) SELECT id, $2, 'Anaïs', 'Quéméner' FROM contexts WHERE alias = $1`,
        [alias, email],
      );
    await insert('demo', 'anais.q@demo.test');
    await insert('acme', 'anais.q@acme.test');
    const emails = async (search: string) =>
      adminUsersSchema.parse((await call(admin, 'GET', `admin/users?search=${encodeURIComponent(search)}`)).body).items.map((user) => user.email);
    for (const search of ['quemener', 'QUÉMÉNER', 'anais quem', 'ANAÏS', 'Quéméner']) expect(await emails(search)).toEqual(['anais.q@demo.test']);
    expect(await emails('Léa')).toEqual(await emails('LEA'));
    // The search's expression is the index's: the planner can serve it from users_search_text.
    const plan = await testApp.testDatabase.database.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const rows = await tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT id FROM users u WHERE user_search_text(u.firstname, u.lastname, u.username, u.email) LIKE search_fold('%quemener%')`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('users_search_text');
  });

  it('shows a user with their classes and companies; another tenant’s user is no user', async () => {
    const learner = adminUserDetailSchema.parse((await call(admin, 'GET', `admin/users/${learnerId}`)).body);
    expect(learner).toMatchObject({ displayName: 'Léa Martin', isSelf: false, deactivatedAt: null });
    expect(learner.classes.length).toBeGreaterThan(0);
    expect(learner.classes.every((membership) => membership.role === 'STUDENT')).toBe(true);
    const [acme] = await testApp.testDatabase.database.query<{ id: string }>(
      `SELECT u.id FROM users u JOIN contexts c ON c.id = u.context_id WHERE c.alias = 'acme' LIMIT 1`,
    );
    expect((await call(admin, 'GET', `admin/users/${acme!.id}`)).status).toBe(404);
    expect((await call(admin, 'PATCH', `admin/users/${acme!.id}`, { deactivated: true })).status).toBe(404);
  });

  it('is the admin’s alone', async () => {
    const teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
    expect((await call(teacher, 'GET', 'admin/users')).status).toBe(403);
    expect((await call(teacher, 'PATCH', `admin/users/${learnerId}`, { deactivated: true })).status).toBe(403);
  });
});

describe('deactivating an account', () => {
  it('ends its sessions at once and refuses its sign-in and its reset links; reactivated, it signs in again', async () => {
    const session = (await learnerSignIn()).json<{ access_token: string }>().access_token;
    expect((await call(session, 'GET', 'users/me')).status).toBe(200);

    const deactivated = await call(admin, 'PATCH', `admin/users/${learnerId}`, { deactivated: true });
    expect(deactivated.status).toBe(200);
    expect(adminUserDetailSchema.parse(deactivated.body).deactivatedAt).not.toBeNull();
    expect((await call(session, 'GET', 'users/me')).status).toBe(401);
    const refused = await learnerSignIn();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const reset = await call(admin, 'POST', `admin/users/${learnerId}/password-reset`);
    expect(reset).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect(adminUsersSchema.parse((await call(admin, 'GET', 'admin/users?state=deactivated')).body).items.map((user) => user.id)).toEqual([learnerId]);

    expect((await call(admin, 'PATCH', `admin/users/${learnerId}`, { deactivated: false })).status).toBe(200);
    expect((await learnerSignIn()).statusCode).toBe(200);
  });

  it('refuses to let the admin lock themselves out, and a superadmin is out of an admin’s reach', async () => {
    expect(await call(admin, 'PATCH', `admin/users/${adminId}`, { deactivated: true })).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect(await call(admin, 'PATCH', `admin/users/${adminId}`, { admin: false })).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    const boss = await userIdOf('teacher@demo.test');
    await testApp.testDatabase.database.query(
      `INSERT INTO roles (context_id, name) SELECT context_id, 'superadmin' FROM users WHERE id = $1 ON CONFLICT DO NOTHING;`,
      [boss],
    );
    await testApp.testDatabase.database.query(
      `INSERT INTO role_users (context_id, role_id, principal_id) SELECT r.context_id, r.id, $1 FROM roles r JOIN users u ON u.context_id = r.context_id WHERE u.id = $1 AND r.name = 'superadmin'`,
      [boss],
    );
    expect((await call(admin, 'PATCH', `admin/users/${boss}`, { deactivated: true })).status).toBe(403);
    expect((await call(admin, 'POST', `admin/users/${boss}/password-reset`)).status).toBe(403);
    await testApp.testDatabase.database.query(`DELETE FROM role_users WHERE principal_id = $1`, [boss]);
  });
});

describe('roles and reset links', () => {
  it('grants and removes the admin role, which opens and closes the administration at once', async () => {
    const newcomer = await registerInvitedLearner(testApp.app, 'future.admin', 'Future#2026');
    const [row] = await testApp.testDatabase.database.query<{ id: string }>(`SELECT id FROM users WHERE username = 'future.admin'`);
    expect((await call(newcomer, 'GET', 'admin/users')).status).toBe(403);
    const granted = adminUserDetailSchema.parse((await call(admin, 'PATCH', `admin/users/${row!.id}`, { admin: true })).body);
    expect(granted.roles).toContain('admin');
    expect((await call(newcomer, 'GET', 'admin/users')).status).toBe(200);
    expect(adminUserDetailSchema.parse((await call(admin, 'PATCH', `admin/users/${row!.id}`, { admin: false })).body).roles).not.toContain('admin');
    expect((await call(newcomer, 'GET', 'admin/users')).status).toBe(403);
  });

  it('mails a reset link to the user, under the reset throttle', async () => {
    const sent = await call(admin, 'POST', `admin/users/${learnerId}/password-reset`);
    expect(sent).toMatchObject({ status: 200, body: { sentTo: 'learner@demo.test' } });
    const [link] = await testApp.testDatabase.database.query<{ count: number }>(`SELECT count(*)::int AS count FROM password_reset_tokens WHERE user_id = $1`, [
      learnerId,
    ]);
    expect(link!.count).toBeGreaterThan(0);
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(admin, 'POST', `admin/users/${learnerId}/password-reset`)));
    expect(answers.some((answer) => answer.status === 429)).toBe(true);
  });

  it('records each change in the audit log', async () => {
    const log = auditLogSchema.parse((await call(admin, 'GET', 'admin/audit-log')).body);
    const actions = log.items.map((event) => event.action);
    expect(actions).toEqual(
      expect.arrayContaining(['user.deactivated', 'user.reactivated', 'user.admin-granted', 'user.admin-removed', 'user.password-reset-sent']),
    );
    expect(log.items.find((event) => event.action === 'user.deactivated')).toMatchObject({
      target: { label: 'Léa Martin' },
      before: { deactivated: false },
      after: { deactivated: true },
    });
  });
});

describe('a company admin', () => {
  it("reaches their companies' members only, and never an account with a system role", async () => {
    const db = testApp.testDatabase.database;
    const teacherId = await userIdOf('teacher@demo.test');
    const [company] = await db.query<{ id: string; context_id: string }>(
      `SELECT co.id, co.context_id FROM companies co JOIN contexts c ON c.id = co.context_id WHERE c.alias = 'demo' AND co.name = 'Démo SA'`,
    );
    // The demo teacher (a TEACHER of Démo SA) becomes one of its ADMINs; a newcomer joins another company.
    await db.query(`INSERT INTO company_users (context_id, company_id, user_id, role) VALUES ($1, $2, $3, 'ADMIN')`, [
      company!.context_id,
      company!.id,
      teacherId,
    ]);
    testApp.app.usersRepository.forgetProfile(teacherId);
    await registerInvitedLearner(testApp.app, 'outsider', 'Outsider#2026-long');
    const [{ id: outsiderId } = { id: '' }] = await db.query<{ id: string }>(`SELECT id FROM users WHERE context_id = $1 AND username = 'outsider'`, [
      company!.context_id,
    ]);
    const [other] = await db.query<{ id: string }>(`INSERT INTO companies (context_id, name) VALUES ($1, 'Autre SARL') RETURNING id`, [company!.context_id]);
    await db.query(`INSERT INTO company_users (context_id, company_id, user_id, role) VALUES ($1, $2, $3, 'STUDENT')`, [
      company!.context_id,
      other!.id,
      outsiderId,
    ]);

    const companyAdmin = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
    const listed = adminUsersSchema.parse((await call(companyAdmin, 'GET', 'admin/users')).body);
    expect(listed.items.map((user) => user.email)).toEqual(expect.arrayContaining(['learner@demo.test', 'teacher@demo.test']));
    expect(listed.items.map((user) => user.id)).not.toContain(outsiderId);
    expect(listed.items.map((user) => user.email)).not.toContain('admin@demo.test');
    expect(listed.total).toBe(listed.items.length);

    // Out of their companies: no such user. The tenant-wide screens stay closed.
    expect((await call(companyAdmin, 'GET', `admin/users/${outsiderId}`)).status).toBe(404);
    expect((await call(companyAdmin, 'PATCH', `admin/users/${outsiderId}`, { deactivated: true })).status).toBe(404);
    expect((await call(companyAdmin, 'GET', `admin/users/${adminId}`)).status).toBe(404);
    expect((await call(companyAdmin, 'GET', 'admin/invitation-codes')).status).toBe(403);
    expect((await call(companyAdmin, 'GET', 'admin/audit-log')).status).toBe(403);
    expect((await call(companyAdmin, 'GET', 'admin/settings')).status).toBe(403);

    // Within them: the account, the reset link; never the admin role, nor an account that holds one.
    const learner = adminUserDetailSchema.parse((await call(companyAdmin, 'GET', `admin/users/${learnerId}`)).body);
    expect(learner.manageable).toEqual({ account: true, adminRole: false });
    expect(learner.companies.map((membership) => membership.name)).toEqual(['Démo SA']);
    expect((await call(companyAdmin, 'PATCH', `admin/users/${learnerId}`, { admin: true })).status).toBe(403);
    expect((await call(companyAdmin, 'PATCH', `admin/users/${learnerId}`, { deactivated: true })).status).toBe(200);
    expect((await call(companyAdmin, 'PATCH', `admin/users/${learnerId}`, { deactivated: false })).status).toBe(200);
    const [member] = await db.query<{ id: string }>(`SELECT id FROM users WHERE context_id = $1 AND email = 'learner@demo.test'`, [company!.context_id]);
    await db.query(`INSERT INTO company_users (context_id, company_id, user_id, role) VALUES ($1, $2, $3, 'STUDENT')`, [
      company!.context_id,
      company!.id,
      adminId,
    ]);
    const systemAdmin = adminUserDetailSchema.parse((await call(companyAdmin, 'GET', `admin/users/${adminId}`)).body);
    expect(systemAdmin.manageable).toEqual({ account: false, adminRole: false });
    expect((await call(companyAdmin, 'PATCH', `admin/users/${adminId}`, { deactivated: true })).status).toBe(403);
    expect((await call(companyAdmin, 'POST', `admin/users/${adminId}/password-reset`)).status).toBe(403);
    expect(member!.id).toBe(learnerId);

    // The system admin still reaches everyone.
    expect(adminUsersSchema.parse((await call(admin, 'GET', 'admin/users?search=outsider')).body).total).toBe(1);

    // Company roles: an ADMIN hands out every role of their company but OWNER, never in another company, and keeps their own.
    expect(learner.grantableCompanyRoles).toEqual([
      { id: company!.id, name: 'Démo SA', roles: ['ADMIN', 'ORGANIZER', 'TEACHER', 'STUDENT', 'CERTIFIER', 'SUPERVISOR'] },
    ]);
    const promoted = await call(companyAdmin, 'PATCH', `admin/users/${learnerId}`, { companyRole: { companyId: company!.id, role: 'TEACHER', granted: true } });
    expect(promoted.status).toBe(200);
    expect(
      adminUserDetailSchema
        .parse(promoted.body)
        .companies.map((membership) => membership.role)
        .sort(),
    ).toEqual(['STUDENT', 'TEACHER']);
    expect(
      (await call(companyAdmin, 'PATCH', `admin/users/${learnerId}`, { companyRole: { companyId: company!.id, role: 'OWNER', granted: true } })).status,
    ).toBe(403);
    expect(
      (await call(companyAdmin, 'PATCH', `admin/users/${learnerId}`, { companyRole: { companyId: other!.id, role: 'STUDENT', granted: true } })).status,
    ).toBe(404);
    expect(
      (await call(companyAdmin, 'PATCH', `admin/users/${teacherId}`, { companyRole: { companyId: company!.id, role: 'ADMIN', granted: false } })).status,
    ).toBe(409);
    const demoted = await call(companyAdmin, 'PATCH', `admin/users/${learnerId}`, { companyRole: { companyId: company!.id, role: 'TEACHER', granted: false } });
    expect(adminUserDetailSchema.parse(demoted.body).companies.map((membership) => membership.role)).toEqual(['STUDENT']);
    // The system admin hands out any role in any company; a role held already changes nothing and records nothing.
    expect((await call(admin, 'PATCH', `admin/users/${outsiderId}`, { companyRole: { companyId: company!.id, role: 'OWNER', granted: true } })).status).toBe(
      200,
    );
    expect((await call(admin, 'PATCH', `admin/users/${outsiderId}`, { companyRole: { companyId: company!.id, role: 'OWNER', granted: true } })).status).toBe(
      200,
    );
    const log = auditLogSchema.parse((await call(admin, 'GET', 'admin/audit-log')).body);
    const roleEvents = log.items.filter((event) => event.action.startsWith('user.company-role-'));
    expect(roleEvents.map((event) => event.action)).toEqual(['user.company-role-granted', 'user.company-role-removed', 'user.company-role-granted']);
    expect(roleEvents[0]).toMatchObject({ actor: { id: adminId }, after: { company: 'Démo SA', role: 'OWNER' } });
    expect(roleEvents[1]).toMatchObject({ actor: { id: teacherId }, before: { company: 'Démo SA', role: 'TEACHER' }, after: null });
  });
});
