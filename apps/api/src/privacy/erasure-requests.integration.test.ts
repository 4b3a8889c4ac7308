import { adminUserDetailSchema, adminUsersSchema } from '@espace/contracts/admin';
import { adminErasureRequestsSchema, erasureOutcomeSchema, myErasureSchema } from '@espace/contracts/privacy';
import { erasureDueAt } from '@espace/domain/privacy/erasure';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/**
 * Erasure by request (docs/privacy.md#erasure): where the tenant says so (acme), or for an account
 * without a password, a user asks and an admin of their tenant erases the account within a month;
 * the admins' routes, and what they refuse.
 */
let testApp: TestApp;
const tokens = { liam: '', acmeAdmin: '', demoAdmin: '', demoLearner: '', teacher: '' };
const ids = { acme: '', demo: '', liam: '', acmeAdmin: '', demoAdmin: '', demoLearner: '' };

const query = <T extends object>(sql: string, params: unknown[] = []) => testApp.app.database.query<T>(sql, params);
const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, host = hosts.demo) =>
  testApp.app.inject({ method, url, headers: { host, authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
const answer = async (response: ReturnType<typeof call>) => {
  const { statusCode, body } = await response;
  return { status: statusCode, body: body === '' ? null : (JSON.parse(body) as Record<string, unknown>) };
};
const idOf = async (tenant: string, email: string) =>
  (await query<{ id: string }>('SELECT id FROM users WHERE context_id = $1 AND email = $2', [tenant, email]))[0]!.id;
const requestsOf = (userId: string) => query('SELECT handled_at IS NOT NULL AS handled, handled_by FROM erasure_requests WHERE user_id = $1', [userId]);

beforeAll(async () => {
  testApp = await createTestApp();
  const tenant = async (alias: string) => (await query<{ id: string }>('SELECT id FROM contexts WHERE alias = $1', [alias]))[0]!.id;
  [ids.acme, ids.demo] = [await tenant('acme'), await tenant('demo')];
  // Acme's admin, with the demo admin's password (acme's seed has none).
  await query(
    `WITH admin AS (
       INSERT INTO users (context_id, email, firstname, lastname, password_hash, email_verified_at)
       SELECT $1, 'admin@acme.test', 'Ada', 'Acme', password_hash, now() FROM users WHERE email = 'admin@demo.test' RETURNING id),
     role AS (INSERT INTO roles (context_id, name) VALUES ($1, 'admin') ON CONFLICT (context_id, name) DO UPDATE SET name = EXCLUDED.name RETURNING id)
     INSERT INTO role_users (context_id, role_id, principal_id) SELECT $1, role.id, admin.id FROM role, admin`,
    [ids.acme],
  );
  [ids.liam, ids.acmeAdmin] = [await idOf(ids.acme, 'learner@acme.test'), await idOf(ids.acme, 'admin@acme.test')];
  [ids.demoAdmin, ids.demoLearner] = [await idOf(ids.demo, 'admin@demo.test'), await idOf(ids.demo, 'learner@demo.test')];
  tokens.liam = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
  tokens.acmeAdmin = await signIn(testApp.app, hosts.acme, { email: 'admin@acme.test', password: 'Admin#2026' });
  tokens.demoAdmin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  tokens.demoLearner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
  tokens.teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
});
afterAll(async () => {
  await testApp.close();
});

describe('a request for erasure', () => {
  let asked: { requestedAt: string; dueAt: string };

  it('is the way where the tenant says so, and needs the current password', async () => {
    expect(myErasureSchema.parse((await answer(call(tokens.liam, 'GET', '/api/users/me/erasure', undefined, hosts.acme))).body)).toEqual({
      way: 'request',
      request: null,
      lastAdmin: false,
    });
    for (const [body, reason] of [
      [{}, 'required'],
      [{ currentPassword: 'Not-my-password#1' }, 'wrong'],
    ] as const) {
      const refused = await answer(call(tokens.liam, 'POST', '/api/users/me/erasure', body, hosts.acme));
      expect(refused).toMatchObject({ status: 400, body: { code: 'INVALID_CURRENT_PASSWORD', issues: [{ path: 'currentPassword', message: reason }] } });
    }
    expect(await requestsOf(ids.liam)).toEqual([]);
  });

  it('is recorded once, due one month later, however often the user asks', async () => {
    const first = await answer(call(tokens.liam, 'POST', '/api/users/me/erasure', { currentPassword: 'Learner#2026' }, hosts.acme));
    expect(first.status).toBe(200);
    const outcome = erasureOutcomeSchema.parse(first.body);
    if (outcome.outcome !== 'requested') throw new Error('not requested');
    asked = outcome.request;
    expect(asked.dueAt).toBe(erasureDueAt(new Date(asked.requestedAt)).toISOString());
    expect(Date.now() - new Date(asked.requestedAt).getTime()).toBeLessThan(60_000);
    const again = await answer(call(tokens.liam, 'POST', '/api/users/me/erasure', { currentPassword: 'Learner#2026' }, hosts.acme));
    expect(again).toEqual({ status: 200, body: { outcome: 'requested', request: asked } });
    expect((await answer(call(tokens.liam, 'GET', '/api/users/me/erasure', undefined, hosts.acme))).body).toEqual({
      way: 'request',
      request: asked,
      lastAdmin: false,
    });
    expect(await requestsOf(ids.liam)).toEqual([{ handled: false, handled_by: null }]);
    // The account is as it was: it still signs in.
    expect((await answer(call(tokens.liam, 'GET', '/api/users/me', undefined, hosts.acme))).status).toBe(200);
  });

  it('is listed to the admins of its tenant only, with who asked', async () => {
    const listed = adminErasureRequestsSchema.parse((await answer(call(tokens.acmeAdmin, 'GET', '/api/admin/privacy-requests', undefined, hosts.acme))).body);
    expect(listed.items).toEqual([{ id: expect.any(String), userId: ids.liam, displayName: 'Liam Carter', email: 'learner@acme.test', ...asked }]);
    expect((await answer(call(tokens.demoAdmin, 'GET', '/api/admin/privacy-requests'))).body).toEqual({ items: [] });
  });

  it('refuses the admins’ routes to a learner (403), and another tenant’s or an unknown account to an admin (404)', async () => {
    expect((await answer(call(tokens.demoLearner, 'GET', '/api/admin/privacy-requests'))).status).toBe(403);
    expect((await answer(call(tokens.demoLearner, 'POST', `/api/admin/users/${ids.demoAdmin}/erasure`))).status).toBe(403);
    expect((await answer(call(tokens.liam, 'POST', `/api/admin/users/${ids.liam}/erasure`, undefined, hosts.acme))).status).toBe(403);
    for (const target of [ids.liam, '00000000-0000-4000-8000-000000000000']) {
      expect((await answer(call(tokens.demoAdmin, 'POST', `/api/admin/users/${target}/erasure`))).status).toBe(404);
    }
    expect(await requestsOf(ids.liam)).toEqual([{ handled: false, handled_by: null }]);
  });

  it('refuses an admin their own account there (409): they erase it from their profile', async () => {
    const own = await answer(call(tokens.demoAdmin, 'POST', `/api/admin/users/${ids.demoAdmin}/erasure`));
    expect(own).toMatchObject({ status: 409, body: { code: 'CONFLICT', issues: [{ path: 'params.id' }] } });
    expect((await answer(call(tokens.demoAdmin, 'GET', '/api/users/me'))).status).toBe(200);
  });

  it('is closed by the admin’s erasure of the account, which the audit log records by ids and the admin’s name', async () => {
    expect((await answer(call(tokens.acmeAdmin, 'POST', `/api/admin/users/${ids.liam}/erasure`, undefined, hosts.acme))).status).toBe(204);
    expect(await requestsOf(ids.liam)).toEqual([{ handled: true, handled_by: ids.acmeAdmin }]);
    expect((await answer(call(tokens.acmeAdmin, 'GET', '/api/admin/privacy-requests', undefined, hosts.acme))).body).toEqual({ items: [] });
    expect((await answer(call(tokens.liam, 'GET', '/api/users/me/erasure', undefined, hosts.acme))).status).toBe(401);
    expect(await query('SELECT email, firstname, lastname, erased_at IS NOT NULL AS erased FROM users WHERE id = $1', [ids.liam])).toEqual([
      { email: '', firstname: null, lastname: null, erased: true },
    ]);
    expect(await query("SELECT actor_id, actor_name, target_id, target_label FROM audit_events WHERE action = 'user.erased'")).toEqual([
      { actor_id: ids.acmeAdmin, actor_name: 'Ada Acme', target_id: ids.liam, target_label: '' },
    ]);
    // Again: nothing more to do, nothing more recorded.
    expect((await answer(call(tokens.acmeAdmin, 'POST', `/api/admin/users/${ids.liam}/erasure`, undefined, hosts.acme))).status).toBe(204);
    expect(await query("SELECT count(*)::int AS n FROM audit_events WHERE action = 'user.erased'")).toEqual([{ n: 1 }]);
  });

  it('leaves an anonymised account listed by its state, and changed no more (409)', async () => {
    const erased = await answer(call(tokens.acmeAdmin, 'GET', '/api/admin/users?state=erased', undefined, hosts.acme));
    expect(adminUsersSchema.parse(erased.body).items).toEqual([
      expect.objectContaining({ id: ids.liam, displayName: '', email: '', erasedAt: expect.any(String) }),
    ]);
    const active = adminUsersSchema.parse((await answer(call(tokens.acmeAdmin, 'GET', '/api/admin/users?state=active', undefined, hosts.acme))).body);
    expect(active.items.map((user) => user.id)).not.toContain(ids.liam);
    const detail = adminUserDetailSchema.parse((await answer(call(tokens.acmeAdmin, 'GET', `/api/admin/users/${ids.liam}`, undefined, hosts.acme))).body);
    expect(detail).toMatchObject({ manageable: { account: false, adminRole: false }, grantableCompanyRoles: [] });
    for (const body of [{ deactivated: true }, { admin: true }]) {
      const refused = await answer(call(tokens.acmeAdmin, 'PATCH', `/api/admin/users/${ids.liam}`, body, hosts.acme));
      expect(refused).toMatchObject({ status: 409, body: { code: 'CONFLICT', issues: [{ path: 'params.id' }] } });
    }
    const reset = await answer(call(tokens.acmeAdmin, 'POST', `/api/admin/users/${ids.liam}/password-reset`, undefined, hosts.acme));
    expect(reset).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect(await query('SELECT deactivated_at FROM users WHERE id = $1', [ids.liam])).toEqual([{ deactivated_at: null }]);
  });
});

describe("the tenant's setting", () => {
  it('is read and written with the other settings, and decides the way of its users', async () => {
    const read = await call(tokens.demoAdmin, 'GET', '/api/admin/settings');
    const settings = read.json() as { settings: { privacy: unknown; authentication: Record<string, unknown> } };
    const retention = { inactiveAccountYears: 3, signInHistoryMonths: 12 };
    expect(settings.settings.privacy).toEqual({ accountErasure: 'self', ...retention });
    delete settings.settings.authentication.sso;
    const written = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { host: hosts.demo, authorization: `Bearer ${tokens.demoAdmin}`, 'if-match': String(read.headers.etag) },
      payload: { ...settings, settings: { ...settings.settings, privacy: { accountErasure: 'request', ...retention } } },
    });
    expect(written.statusCode, written.body).toBe(200);
    expect((written.json() as { settings: { privacy: unknown } }).settings.privacy).toEqual({ accountErasure: 'request', ...retention });
    expect((await answer(call(tokens.demoLearner, 'GET', '/api/users/me/erasure'))).body).toEqual({ way: 'request', request: null, lastAdmin: false });
    const [row] = await query<{ settings: { privacy: unknown } }>('SELECT settings FROM contexts WHERE id = $1', [ids.demo]);
    expect(row!.settings.privacy).toEqual({ accountErasure: 'request', ...retention });
  });

  it('is a request for an account without a password, whatever the tenant says, asked without one', async () => {
    // As a tenant saved before retention's settings: it reads their defaults.
    await query(`UPDATE contexts SET settings = jsonb_set(settings, '{privacy}', '{"accountErasure": "self"}') WHERE id = $1`, [ids.demo]);
    testApp.app.tenants.clear();
    expect((await answer(call(tokens.demoLearner, 'GET', '/api/users/me/erasure'))).body).toEqual({ way: 'self', request: null, lastAdmin: false });
    const teacher = await idOf(ids.demo, 'teacher@demo.test');
    await query('UPDATE users SET password_hash = NULL WHERE id = $1', [teacher]);
    testApp.app.usersRepository.forgetProfile(teacher);
    expect((await answer(call(tokens.teacher, 'GET', '/api/users/me/erasure'))).body).toEqual({ way: 'request', request: null, lastAdmin: false });
    const asked = await answer(call(tokens.teacher, 'POST', '/api/users/me/erasure', {}));
    expect(asked).toMatchObject({ status: 200, body: { outcome: 'requested' } });
    expect(await requestsOf(teacher)).toEqual([{ handled: false, handled_by: null }]);
  });
});

describe("the tenant's only admin", () => {
  it('is told so and cannot erase their account, nor ask to, until another admin is named', async () => {
    // As a tenant saved before retention's settings: it reads their defaults.
    await query(`UPDATE contexts SET settings = jsonb_set(settings, '{privacy}', '{"accountErasure": "self"}') WHERE id = $1`, [ids.demo]);
    testApp.app.tenants.clear();
    expect((await answer(call(tokens.demoAdmin, 'GET', '/api/users/me/erasure'))).body).toMatchObject({ way: 'self', lastAdmin: true });
    const refused = await answer(call(tokens.demoAdmin, 'POST', '/api/users/me/erasure', { currentPassword: 'Admin#2026' }));
    expect(refused).toMatchObject({ status: 409, body: { code: 'CONFLICT', issues: [{ path: 'account' }] } });
    expect((await answer(call(tokens.demoAdmin, 'GET', '/api/users/me'))).status).toBe(200);

    const teacher = await idOf(ids.demo, 'teacher@demo.test');
    const granted = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${teacher}`,
      headers: { host: hosts.demo, authorization: `Bearer ${tokens.demoAdmin}` },
      payload: { admin: true },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await answer(call(tokens.demoAdmin, 'GET', '/api/users/me/erasure'))).body).toMatchObject({ lastAdmin: false });
    // A deactivated admin runs nothing: the only active one is the last again.
    await query('UPDATE users SET deactivated_at = now() WHERE id = $1', [teacher]);
    expect((await answer(call(tokens.demoAdmin, 'GET', '/api/users/me/erasure'))).body).toMatchObject({ lastAdmin: true });
  });
});
