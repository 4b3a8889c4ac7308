import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceNames } from '@espace/contracts/resources';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/**
 * Property-based fuzzing of every route (a standing security test, docs/security.md#tests-that-hold-these-rules): whatever the path parameters, query
 * and body, the API answers a client mistake with a 4xx JSON {code, title, message} — never a 500.
 * Fixed seeds keep CI deterministic; a failure prints the seed and the smallest failing input, to
 * be added to bad-input.integration.test.ts once fixed.
 */
let testApp: TestApp;
let learnerToken = '';
let operations: { method: string; path: string }[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: 'silent' });
  learnerToken = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
  const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { host: hosts.demo } })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(document.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => ({ method: method.toUpperCase(), path })))
    // Signing out would end the session the other runs use; it takes no input anyway.
    .filter(({ path }) => path !== '/api/users/logout');
});
afterAll(async () => {
  await testApp.close();
});

/** Text an attacker would try: NUL, traversal, encodings, unicode, RTL marks, huge and empty. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '..',
    '../..',
    '%00',
    '%',
    '\\',
    'a\\',
    '\u202e',
    '__proto__',
    'constructor',
    'toString',
    "'; DROP TABLE users; --",
    '2024-02-30',
    '0000-01-01',
    '9999-99-99',
    'NaN',
    '-0',
    '1e309',
  ),
  fc.uuid(),
  fc.constantFrom('x'.repeat(5000), ''),
);
const hostileNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, -1, 0));
const hostileJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.oneof(hostileText, fc.constantFrom('email', 'password', 'username', 'message', 'inputs', 'answers', 'fileIds', 'token', 'score', 'ratio', 'companyId')),
    fc.oneof(hostileText, hostileNumber, fc.jsonValue({ maxDepth: 2 })),
    { maxKeys: 6 },
  ),
);
const query = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'where',
      'include',
      'fields',
      'sort',
      'limit',
      'skip',
      'page',
      'pageSize',
      'filter',
      'fromPageId',
      'fromSectionId',
      'lessonId',
      'search',
      'expires',
      'signature',
      'user',
    ),
    hostileText,
  ),
  hostileText,
  { maxKeys: 4 },
);

const send = (method: string, url: string, token: string | undefined, payload: unknown) =>
  testApp.app.inject({
    method: method as 'GET',
    url,
    headers: { host: hosts.demo, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(method === 'GET' || method === 'DELETE' || payload === undefined ? {} : { payload: payload as string }),
  });

/** A 4xx must say what it is; nothing may be a 5xx. */
function expectClientAnswer(status: number, body: string, input: string): void {
  const label = `${input.slice(0, 300)} → ${status} ${body.slice(0, 200)}`;
  expect(status, label).toBeLessThan(500);
  if (status >= 400) expect(JSON.parse(body), label).toMatchObject({ code: expect.any(String), title: expect.any(String), message: expect.any(String) });
}

describe('fuzzing every route (#14 standing test)', () => {
  it('answers any path parameters, query and body of every operation without a 500', async () => {
    expect(operations.length).toBeGreaterThan(100);
    for (const [index, { method, path }] of operations.entries()) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(hostileText, { minLength: 3, maxLength: 3 }),
          query,
          fc.oneof(hostileJson, fc.string({ maxLength: 50 })),
          fc.boolean(),
          async (params, search, body, signedIn) => {
            let position = 0;
            const concrete = path.replace(/\{[^}]+\}/g, () => encodeURIComponent(params[position++ % params.length] ?? ''));
            const queryString = new URLSearchParams(Object.entries(search)).toString();
            const url = queryString === '' ? concrete : `${concrete}?${queryString}`;
            const payload = typeof body === 'string' ? body : JSON.stringify(body);
            const response = await send(method, url, signedIn ? learnerToken : undefined, payload);
            expectClientAnswer(response.statusCode, response.body, `${method} ${url} ${payload.slice(0, 200)}`);
          },
        ),
        { seed: 1400 + index, numRuns: 25 },
      );
    }
  }, 180_000);

  it("answers any where, include, fields and sort of the generic resources' query language without a 500", async () => {
    const field = fc.oneof(
      fc.constantFrom('id', 'state', 'createdAt', 'userId', 'title', 'name', 'order', 'progress', 'timeSpent', 'course', 'class', 'lesson'),
      hostileText,
    );
    const operator = fc.constantFrom('eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'nin', 'like', 'ilike', 'regex', 'and', 'or', 'not', 'exists');
    const value = fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null), fc.array(hostileText, { maxLength: 3 }));
    const where: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.dictionary(field, value, { maxKeys: 3 }),
        fc.dictionary(field, fc.dictionary(operator, value, { maxKeys: 2 }), { maxKeys: 2 }),
        fc.record({ or: fc.array(tie('node'), { maxLength: 3 }) }),
        fc.record({ and: fc.array(tie('node'), { maxLength: 3 }) }),
        fc.dictionary(field, tie('node'), { maxKeys: 1 }),
      ),
    })).node;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...resourceNames),
        where,
        fc.array(field, { maxLength: 3 }),
        fc.array(field, { maxLength: 3 }),
        fc.array(
          fc.oneof(
            field,
            field.map((name) => `-${name}`),
          ),
          { maxLength: 2 },
        ),
        hostileText,
        async (resource, filter, include, fields, sort, limit) => {
          const search = new URLSearchParams({
            where: JSON.stringify(filter),
            include: include.join(','),
            fields: fields.join(','),
            sort: sort.join(','),
            limit,
          });
          const url = `/api/${resource}?${search.toString()}`;
          const response = await send('GET', url, learnerToken, undefined);
          expectClientAnswer(response.statusCode, response.body, url);
        },
      ),
      { seed: 1414, numRuns: 400 },
    );
  }, 120_000);
});
