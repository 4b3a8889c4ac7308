import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, signIn, testJwtSecret, type TestApp } from '../test/test-app';

/** Each input that would otherwise reach the database and fail there (500) is a 400 naming the field. */
let testApp: TestApp;
let learner: string;
let admin: string;
let remote = 1;

beforeAll(async () => {
  testApp = await createTestApp();
  learner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
});
afterAll(async () => {
  await testApp.close();
});

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, options: { token?: string; payload?: string | object } = {}) =>
  testApp.app.inject({
    method,
    url,
    remoteAddress: `10.8.0.${remote++}`,
    headers: { host: hosts.demo, 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
const badRequestOn = async (answer: Awaited<ReturnType<typeof send>>, path: string) => {
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toMatchObject({ code: 'BAD_REQUEST' });
  expect((answer.json() as { issues: { path: string }[] }).issues.map((issue) => issue.path).join(' ')).toContain(path);
};
const where = (value: object) => `where=${encodeURIComponent(JSON.stringify(value))}`;

describe('NUL characters', () => {
  it.each([
    ['sign-in', 'POST', '/api/users/login', { email: 'a\u0000@demo.test', password: 'x' }, undefined, 'body.email'],
    ['registration', 'POST', '/api/users', { invitationCode: 'WELCOME-DEMO', username: 'nul\u0000user', password: 'Welcome#2026' }, undefined, 'body.username'],
    ['reset request', 'POST', '/api/users/password-reset', { email: 'a\u0000b@demo.test' }, undefined, 'body.email'],
    ['profile', 'PATCH', '/api/users/me', { firstname: 'Lé\u0000a' }, 'learner', 'body.firstname'],
  ] as const)('in %s are refused', async (_case, method, url, payload, who, path) => {
    await badRequestOn(await send(method, url, { payload, ...(who ? { token: learner } : {}) }), path);
  });

  it('escaped inside JSON, in a search and in a path are refused', async () => {
    await badRequestOn(await send('POST', '/api/users/login', { payload: '{"email":"a\\u0000b@demo.test","password":"x"}' }), 'body.email');
    await badRequestOn(await send('GET', '/api/users/me/classes?search=a%00b', { token: learner }), 'query.search');
    await badRequestOn(await send('GET', '/api/users/password-reset/abc%00def'), 'params.token');
  });
});

describe('the query language', () => {
  it.each([
    ['include=constructor', 'query.include'],
    ['include=__proto__', 'query.include'],
    [where({ toString: 'x' }), 'query.where'],
    [where({ constructor: { eq: 1 } }), 'query.where'],
    [where({ startedAt: { gte: '2024-02-30' } }), 'query.where'],
    [where({ startedAt: { gte: '0000-01-01' } }), 'query.where'],
    [where({ timeSpent: { gt: 2147483648 } }), 'query.where'],
  ])('answers 400 to %s', async (query, path) => {
    await badRequestOn(await send('GET', `/api/lessons?${query}`, { token: admin }), path);
  });

  it('answers 400 to a like pattern ending in a lone backslash, and accepts an escaped one', async () => {
    await badRequestOn(await send('GET', `/api/users?${where({ username: { like: 'lea\\' } })}`, { token: admin }), 'query.where');
    expect((await send('GET', `/api/users?${where({ username: { like: 'lea\\\\' } })}`, { token: admin })).statusCode).toBe(200);
  });
});

describe('written values', () => {
  it('refuses a text past its limit', async () => {
    await badRequestOn(await send('POST', '/api/log-book-records', { token: learner, payload: { message: 'x'.repeat(10_001) } }), 'body.message');
  });
});

describe('tokens', () => {
  it('answers 401 to a validly signed token whose ids are not ours', async () => {
    const sign = createSigner({ key: testJwtSecret, expiresIn: 60_000 });
    const [context] = await testApp.testDatabase.database.query<{ id: string }>("SELECT id FROM contexts WHERE alias = 'demo'");
    for (const claims of [
      { sub: 'not-a-uuid', ctx: context?.id, sid: '00000000-0000-4000-8000-000000000000' },
      { sub: '00000000-0000-4000-8000-000000000000', ctx: context?.id, sid: "1' OR '1'='1" },
    ]) {
      const answer = await send('GET', '/api/users/me', { token: sign(claims) });
      expect(answer.statusCode).toBe(401);
    }
  });
});

describe('URLs the router cannot read (found by fuzz.integration.test.ts)', () => {
  it.each([
    ['a path parameter over the router limit', `/api/users/password-reset/${'x'.repeat(5000)}`],
    ['a broken percent-encoding', '/api/files/%E0%A4%A'],
  ])('answers %s with our 400 BAD_REQUEST naming the url', async (_, url) => {
    await badRequestOn(await send('GET', url), 'url');
  });
});
