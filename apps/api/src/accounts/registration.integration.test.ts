import { meSchema } from '@espace/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ CACHE_MS: '0' });
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.testDatabase.database;
const demoId = async () => (await db().query<{ id: string }>("SELECT id FROM contexts WHERE alias = 'demo'"))[0]!.id;
const register = (payload: Record<string, unknown>, host = hosts.demo) => testApp.app.inject({ method: 'POST', url: '/api/users', headers: { host }, payload });
const valid = { invitationCode: 'WELCOME-DEMO', username: 'new.learner', password: 'Welcome#2026', firstname: 'Nina', lastname: 'Nouvelle' };
const useCount = async (code: string) => (await db().query<{ use_count: number }>('SELECT use_count FROM invitation_codes WHERE code = $1', [code]))[0]?.use_count;

describe('POST /api/users (registration with an invitation code)', () => {
  it('creates the account, counts the code, and signs the user in', async () => {
    const before = await useCount('WELCOME-DEMO');
    const response = await register({ ...valid, email: 'nina@demo.test' });
    expect(response.statusCode).toBe(201);
    const token = (response.json() as { access_token: string }).access_token;
    const me = meSchema.parse((await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: { host: hosts.demo, authorization: `Bearer ${token}` } })).json());
    expect(me).toMatchObject({ username: 'new.learner', email: 'nina@demo.test', firstname: 'Nina', lastname: 'Nouvelle', isFromInvitationCode: true });
    expect(await useCount('WELCOME-DEMO')).toBe((before ?? 0) + 1);
    const login = await testApp.app.inject({ method: 'POST', url: '/api/users/login', headers: { host: hosts.demo }, payload: { username: 'new.learner', password: 'Welcome#2026' } });
    expect(login.statusCode).toBe(200);
  });

  it('registers without an email (the invitation makes it optional)', async () => {
    const first = await register({ ...valid, username: 'no.mail.one' });
    const second = await register({ ...valid, username: 'no.mail.two', email: '' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
  });

  it.each([
    ['unknown', 'NOT-A-CODE'],
    ['expired', 'EXPIRED-CODE'],
    ['used up', 'USED-UP-CODE'],
  ])('refuses an %s code with INVALID_INVITATION_CODE and creates nobody', async (_, code) => {
    const tenant = await demoId();
    await db().query(
      `INSERT INTO invitation_codes (context_id, code, max_uses, use_count, expires_at) VALUES
        ($1, 'EXPIRED-CODE', 10, 0, now() - interval '1 minute'), ($1, 'USED-UP-CODE', 2, 2, NULL) ON CONFLICT DO NOTHING`,
      [tenant],
    );
    const response = await register({ ...valid, invitationCode: code, username: `user.${code.toLowerCase()}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INVITATION_CODE', issues: [{ path: 'invitationCode' }] });
    expect(await db().query('SELECT 1 FROM users WHERE username = $1', [`user.${code.toLowerCase()}`])).toHaveLength(0);
  });

  it('takes the last use of a code once when two registrations race for it', async () => {
    await db().query("INSERT INTO invitation_codes (context_id, code, max_uses) VALUES ($1, 'LAST-ONE', 1)", [await demoId()]);
    const answers = await Promise.all([register({ ...valid, invitationCode: 'LAST-ONE', username: 'racer.one' }), register({ ...valid, invitationCode: 'LAST-ONE', username: 'racer.two' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await useCount('LAST-ONE')).toBe(1);
  });

  it('reports a taken username on username and a taken email on email, without spending the code', async () => {
    const before = await useCount('WELCOME-DEMO');
    const username = await register({ ...valid, username: 'LEA.MARTIN' });
    expect(username.statusCode).toBe(409);
    expect(username.json()).toMatchObject({ code: 'UNIQUE_USERNAME', issues: [{ path: 'username' }] });
    const email = await register({ ...valid, username: 'someone.else', email: 'Learner@Demo.test' });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({ code: 'UNIQUE_USERNAME_OR_EMAIL', issues: [{ path: 'email' }] });
    expect(await useCount('WELCOME-DEMO')).toBe(before);
  });

  it.each([
    ['too short', 'Ab1!', ['length']],
    ['without complexity', 'welcome2026', ['complexity']],
    ['with a space', 'Welcome 2026!', ['whitespace']],
  ])('refuses a password %s with INVALID_PASSWORD', async (_, password, rules) => {
    const response = await register({ ...valid, username: 'weak.password', password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_PASSWORD', issues: rules.map((message) => ({ path: 'password', message })) });
  });

  it('applies the simple rule (6 characters) when the tenant allows it for invitation users', async () => {
    await db().query(`UPDATE contexts SET settings = jsonb_set(settings, '{simplePasswordForInvitation}', 'true') WHERE alias = 'demo'`);
    testApp.app.tenants.clear();
    try {
      expect((await register({ ...valid, username: 'simple.one', password: 'abcdef' })).statusCode).toBe(201);
      expect((await register({ ...valid, username: 'simple.two', password: 'abcde' })).json()).toMatchObject({ code: 'INVALID_PASSWORD', issues: [{ message: 'length' }] });
    } finally {
      await db().query(`UPDATE contexts SET settings = jsonb_set(settings, '{simplePasswordForInvitation}', 'false') WHERE alias = 'demo'`);
      testApp.app.tenants.clear();
    }
  });

  it.each([
    [{ username: '' }, 'username', 'required'],
    [{ username: 'ab' }, 'username', 'length'],
    [{ email: 'not-an-email' }, 'email', 'email'],
    [{ firstname: 'Al' }, 'firstname', 'length'],
  ])('refuses %j with BAD_REQUEST on the field', async (change, path, message) => {
    const response = await register({ ...valid, username: 'field.check', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path, message }] });
  });

  it('refuses unknown fields and missing ones', async () => {
    expect((await register({ ...valid, isAdmin: true })).json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await register({ username: 'x.y.z', password: 'Welcome#2026' })).json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('is Forbidden where the tenant does not offer invitation registration', async () => {
    const response = await register({ ...valid, username: 'acme.newcomer' }, hosts.acme);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'Forbidden' });
  });
});
