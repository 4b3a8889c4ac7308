import { meSchema } from '@espace/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ CACHE_MS: '0' });
});
afterAll(async () => {
  await testApp.close();
});

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, token: string, payload?: object, host = hosts.demo) =>
  testApp.app.inject({ method, url, headers: { host, authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload }) });
const patchMe = (token: string, payload: object, host = hosts.demo) => call('PATCH', '/api/users/me', token, payload, host);
const learner = () => signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
const registered = async (username: string) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { host: hosts.demo },
    payload: { invitationCode: 'WELCOME-DEMO', username, password: 'Welcome#2026' },
  });
  return (response.json() as { access_token: string }).access_token;
};

describe('PATCH /api/users/me', () => {
  it('saves the changed fields and answers the updated Me', async () => {
    const response = await patchMe(await learner(), { firstname: ' Léonie ', birthday: '1998-05-01' });
    expect(response.statusCode).toBe(200);
    expect(meSchema.parse(response.json())).toMatchObject({ firstname: 'Léonie', lastname: 'Martin', birthday: '1998-05-01', displayName: 'Léonie Martin' });
  });

  it.each([
    [{ lastname: '' }, 'lastname', 'required'],
    [{ firstname: 'Lé' }, 'firstname', 'length'],
    [{ lastname: 'x'.repeat(61) }, 'lastname', undefined],
    [{ birthday: '2999-01-01' }, 'birthday', 'date'],
    [{ birthday: '1998-02-30' }, 'birthday', 'date'],
  ])('refuses %j with BAD_REQUEST on the field', async (payload, path, message) => {
    const response = await patchMe(await learner(), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    if (message !== undefined) expect(response.json()).toMatchObject({ issues: [{ path, message }] });
  });

  it('refuses a field the tenant does not let users set, with Forbidden', async () => {
    const response = await patchMe(await learner(), { username: 'lea.renamed' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'Forbidden', issues: [{ path: 'username' }] });
    const acme = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
    expect((await patchMe(acme, { email: 'liam@acme.test' }, hosts.acme)).statusCode).toBe(403);
  });

  it('does not change an email once set, unless the user registered with an invitation code', async () => {
    const locked = await patchMe(await learner(), { email: 'lea@demo.test' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: 'Forbidden', issues: [{ path: 'email' }] });
    expect((await patchMe(await learner(), { email: 'LEARNER@demo.test' })).statusCode).toBe(200);

    const invited = await registered('invited.one');
    expect((await patchMe(invited, { email: 'invited@demo.test', currentPassword: 'Welcome#2026' })).json()).toMatchObject({
      email: '',
      pendingEmail: { email: 'invited@demo.test', awaiting: 'confirmation' },
    });
    expect((await patchMe(invited, { email: 'invited.again@demo.test', currentPassword: 'Welcome#2026' })).json()).toMatchObject({
      pendingEmail: { email: 'invited.again@demo.test' },
    });
    // Another account's address is asked for like any other (its owner is mailed instead): nothing says it is taken.
    const taken = await patchMe(invited, { email: 'teacher@demo.test', currentPassword: 'Welcome#2026' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ email: '', pendingEmail: { email: 'teacher@demo.test', awaiting: 'confirmation' } });
    expect((await patchMe(invited, { email: 'not-an-email', currentPassword: 'Welcome#2026' })).json()).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [{ path: 'email', message: 'email' }],
    });
  });

  it('reports a taken username on username where users may set it', async () => {
    await testApp.testDatabase.database.query(`UPDATE contexts SET settings = jsonb_set(settings, '{userCanSet,username}', 'true') WHERE alias = 'demo'`);
    testApp.app.tenants.clear();
    try {
      const response = await patchMe(await learner(), { username: 'Thomas.Bernard' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'UNIQUE_USERNAME', issues: [{ path: 'username' }] });
      expect((await patchMe(await learner(), { username: 'lea.m' })).json()).toMatchObject({ username: 'lea.m' });
    } finally {
      await testApp.testDatabase.database.query(`UPDATE contexts SET settings = jsonb_set(settings, '{userCanSet,username}', 'false') WHERE alias = 'demo'`);
      testApp.app.tenants.clear();
    }
  });

  it.each([
    ['Ab1!', 'length'],
    ['', 'required'],
    ['nocomplexity', 'complexity'],
    ['With Space#1', 'whitespace'],
  ])('refuses the password %j with INVALID_PASSWORD', async (password, message) => {
    const response = await patchMe(await learner(), { password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_PASSWORD', issues: [{ path: 'password', message }] });
  });

  it('a password change signs out every other session, not the current one', async () => {
    const other = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
    const current = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
    expect((await patchMe(current, { password: 'Changed#2026', currentPassword: 'Teacher#2026' })).statusCode).toBe(200);
    expect((await call('GET', '/api/users/me', other)).statusCode).toBe(401);
    expect((await call('GET', '/api/users/me', current)).statusCode).toBe(200);
    expect(await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Changed#2026' })).toBeTypeOf('string');
  });

  it('changes the password only with the current one: a token alone is not enough', async () => {
    const token = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
    const missing = await patchMe(token, { password: 'Stolen#2026' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'INVALID_CURRENT_PASSWORD', issues: [{ path: 'currentPassword', message: 'required' }] });
    const wrong = await patchMe(token, { password: 'Stolen#2026', currentPassword: 'Guess#2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CURRENT_PASSWORD', issues: [{ path: 'currentPassword', message: 'wrong' }] });
    expect(await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' })).toBeTypeOf('string');
  });

  it('counts wrong current passwords under the sign-in throttle, without holding the owner’s sign-in back', async () => {
    const token = await registered('throttled.guesser');
    const remoteAddress = '10.9.0.1';
    const guess = (attempt: number) =>
      testApp.app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: { host: hosts.demo, authorization: `Bearer ${token}` },
        payload: { password: 'Stolen#2026', currentPassword: `Guess#${attempt}` },
        remoteAddress,
      });
    const statuses = (await Promise.all(Array.from({ length: 12 }, (_, attempt) => guess(attempt)))).map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    // A stolen token's guesses hold back that user's password checks, not the account's sign-in.
    const signInFromThere = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { host: hosts.demo },
      payload: { username: 'throttled.guesser', password: 'Welcome#2026' },
      remoteAddress,
    });
    expect(signInFromThere.statusCode).toBe(200);
  });

  it('needs a session and refuses unknown fields', async () => {
    expect((await testApp.app.inject({ method: 'PATCH', url: '/api/users/me', headers: { host: hosts.demo }, payload: {} })).statusCode).toBe(401);
    expect((await patchMe(await learner(), { roles: ['admin'] })).json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('POST /api/users/me/terms', () => {
  it('records the current version and when it was accepted', async () => {
    const token = await registered('terms.reader');
    const before = meSchema.parse((await call('GET', '/api/users/me', token)).json());
    expect(before.legal).toEqual({ cguAcceptedVersion: null, cguAcceptedAt: null });
    const response = await call('POST', '/api/users/me/terms', token, { version: '1.0' });
    expect(response.statusCode).toBe(200);
    const after = meSchema.parse(response.json());
    expect(after.legal.cguAcceptedVersion).toBe('1.0');
    expect(Date.now() - Date.parse(after.legal.cguAcceptedAt ?? '')).toBeLessThan(60_000);
  });

  it('refuses another version with BAD_REQUEST on version', async () => {
    const response = await call('POST', '/api/users/me/terms', await learner(), { version: '0.9' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path: 'version' }] });
  });
});
