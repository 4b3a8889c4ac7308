import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asIfTheAttemptsJustEnded, createTestApp, hosts, signIn, testJwtSecret, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

// Each test signs in from its own address so the per-IP limit of one test does not leak into another.
let nextAddress = 1;
const freshAddress = () => `10.1.0.${nextAddress++}`;

const postLogin = (payload: unknown, host = hosts.demo, remoteAddress = freshAddress()) =>
  testApp.app.inject({ method: 'POST', url: '/api/users/login', headers: { host }, payload: payload as Record<string, unknown>, remoteAddress });
const getMe = (token: string, host = hosts.demo) =>
  testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: { host, authorization: `Bearer ${token}` } });

const unauthorizedBody = { code: 'UNAUTHORIZED', title: expect.any(String), message: expect.any(String) };

describe('POST /api/users/login', () => {
  it.each([
    [{ email: 'learner@demo.test', password: 'Learner#2026' }],
    [{ email: 'LEARNER@demo.test', password: 'Learner#2026' }],
    [{ username: 'lea.martin', password: 'Learner#2026' }],
  ])('signs in with %j', async (credentials) => {
    const response = await postLogin(credentials);
    expect(response.statusCode).toBe(200);
    const token = response.json().access_token as string;
    const [, payload = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(Object.keys(claims).sort()).toEqual(['ctx', 'exp', 'iat', 'sid', 'sub']);
    expect(claims.exp - claims.iat).toBe(8 * 60 * 60);
    expect((await getMe(token)).statusCode).toBe(200);
  });

  it('gives the same 401 for a wrong password, an unknown user and a user of the other tenant', async () => {
    const answers = await Promise.all([
      postLogin({ email: 'learner@demo.test', password: 'Wrong#2026' }),
      postLogin({ email: 'nobody@demo.test', password: 'Learner#2026' }),
      postLogin({ email: 'learner@acme.test', password: 'Learner#2026' }, hosts.demo),
      postLogin({ username: 'liam.carter', password: 'Learner#2026' }, hosts.demo),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(unauthorizedBody);
    }
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('signs the acme learner in on the acme host only', async () => {
    expect((await postLogin({ email: 'learner@acme.test', password: 'Learner#2026' }, hosts.acmeOtherPort)).statusCode).toBe(200);
  });
});

describe('bad requests', () => {
  const send = (payload: string, contentType = 'application/json') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { host: hosts.demo, 'content-type': contentType },
      payload,
      remoteAddress: freshAddress(),
    });

  it.each([
    ['malformed JSON', '{"email": "learner@demo.test",', 'body'],
    ['an unknown field', JSON.stringify({ email: 'learner@demo.test', password: 'x', role: 'admin' }), 'body.role'],
    ['a wrong type', JSON.stringify({ email: 'learner@demo.test', password: 12 }), 'body.password'],
    ['a missing password', JSON.stringify({ email: 'learner@demo.test' }), 'body.password'],
    ['neither email nor username', JSON.stringify({ password: 'Learner#2026' }), 'body.email'],
    ['an oversized body', JSON.stringify({ email: 'learner@demo.test', password: 'x'.repeat(70 * 1024) }), 'body'],
    ['an empty JSON body', '', 'body'],
  ])('%s → 400 BAD_REQUEST naming %s', async (_case, payload, path) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'BAD_REQUEST', title: expect.any(String), message: expect.any(String) });
    expect(body.issues).toEqual(expect.arrayContaining([{ path, message: expect.any(String) }]));
  });

  it('refuses a body that is not JSON', async () => {
    const response = await send('email=a', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });
});

describe('tokens', () => {
  const sign = (claims: Record<string, unknown>, options: { key?: string; expiresIn?: number; clockTimestamp?: number } = {}) =>
    createSigner({
      key: options.key ?? testJwtSecret,
      expiresIn: options.expiresIn ?? 60_000,
      ...(options.clockTimestamp ? { clockTimestamp: options.clockTimestamp } : {}),
    })(claims);

  it('refuses a demo token on acme', async () => {
    const token = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' }, freshAddress());
    const response = await getMe(token, hosts.acme);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthorizedBody);
  });

  it('refuses forged, expired, malformed and missing tokens', async () => {
    const valid = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' }, freshAddress());
    const [, payload = ''] = valid.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const { sub, ctx, sid } = claims;
    const forged = [
      sign({ sub, ctx, sid }, { key: 'some-other-secret-that-is-long-enough-too' }),
      sign({ sub, ctx, sid }, { expiresIn: 1000, clockTimestamp: Date.now() - 60_000 }),
      sign({ sub, ctx, sid: '00000000-0000-4000-8000-000000000000' }),
      `${valid.slice(0, -2)}xx`,
      'not-a-token',
    ];
    for (const token of forged) expect((await getMe(token)).statusCode).toBe(401);
    const noHeader = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: { host: hosts.demo } });
    expect(noHeader.statusCode).toBe(401);
    expect(noHeader.json()).toEqual(unauthorizedBody);
  });

  it('logout revokes the token', async () => {
    const token = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' }, freshAddress());
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/users/logout', headers: { host: hosts.demo, authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(204);
    expect((await getMe(token)).statusCode).toBe(401);
  });

  it('revokeAllSessions signs a user out everywhere', async () => {
    const first = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' }, freshAddress());
    const second = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' }, freshAddress());
    const me = (await getMe(first)).json();
    await testApp.app.sessionsRepository.revokeAllSessions(me.contextId, me.id);
    expect((await getMe(first)).statusCode).toBe(401);
    expect((await getMe(second)).statusCode).toBe(401);
  });
});

describe('sign-in rate limit', () => {
  it('holds an account back after 5 failures from one address, even with the right password, but not its owner elsewhere', async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await postLogin({ email: 'learner@demo.test', password: `Wrong#${attempt}` }, hosts.demo, address)).statusCode).toBe(401);
    }
    await asIfTheAttemptsJustEnded(testApp.app);
    const blocked = await postLogin({ email: 'learner@demo.test', password: 'Learner#2026' }, hosts.demo, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The owner, from another address, is not held back by one guesser.
    expect((await postLogin({ email: 'learner@demo.test', password: 'Learner#2026' }, hosts.demo, freshAddress())).statusCode).toBe(200);
    // The same account on the other tenant is another account.
    expect((await postLogin({ email: 'learner@acme.test', password: 'Learner#2026' }, hosts.acme)).statusCode).toBe(200);
  });

  it('checks no more passwords than allowed when 40 wrong ones arrive at once', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) => postLogin({ email: 'teacher@demo.test', password: `Parallel#${attempt}` }, hosts.demo, address)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    const [{ failures } = { failures: 0 }] = await testApp.testDatabase.database.query<{ failures: number }>(
      'SELECT count(*)::int AS failures FROM login_failures WHERE ip = $1',
      [address],
    );
    expect(failures).toBe(5);
  });

  it('never blocks successful sign-ins under normal use', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 25; attempt++) {
      expect((await postLogin({ username: 'thomas.bernard', password: 'Teacher#2026' }, hosts.demo, address)).statusCode).toBe(200);
    }
  });

  it('forgives earlier typos after a successful sign-in', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 4; attempt++) await postLogin({ email: 'admin@demo.test', password: 'typo' }, hosts.demo, address);
    expect((await postLogin({ email: 'admin@demo.test', password: 'Admin#2026' }, hosts.demo, address)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await postLogin({ email: 'admin@demo.test', password: 'typo' }, hosts.demo, address)).statusCode).toBe(401);
  });
});
