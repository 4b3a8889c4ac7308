import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/**
 * Per-request SQL runs unnamed: a named statement for each distinct SQL text would be kept by every
 * pooled PostgreSQL connection until it closed, and varying `fields` would grow the server without
 * bound (on PGlite nothing is named; the test then holds trivially).
 */
let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  token = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
});
afterAll(async () => {
  await testApp.close();
});

const fields = ['id', 'state', 'progress', 'startedAt', 'endedAt', 'classId', 'userId', 'scoring', 'createdAt'];

describe('prepared statements', () => {
  it('are not kept for SQL built per request, whatever the query asks for', async () => {
    for (let round = 0; round < 120; round += 1) {
      const chosen = fields.filter((_, index) => (round >> index) % 2 === 1);
      const answer = await testApp.app.inject({
        method: 'GET',
        url: `/api/lessons?limit=1&fields=${['id', ...chosen].join(',')}`,
        headers: { host: hosts.demo, authorization: `Bearer ${token}` },
      });
      expect(answer.statusCode).toBe(200);
    }
    // As many parallel queries as the pool has connections: each looks at its own session.
    const counts = await Promise.all(
      Array.from({ length: 10 }, () =>
        testApp.testDatabase.database.query<{ dynamic: number }>(
          `SELECT count(*)::int AS dynamic FROM pg_prepared_statements WHERE statement LIKE '%count(*) OVER ()%' AND statement NOT LIKE '%pg_prepared_statements%'`,
        ),
      ),
    );
    expect(counts.map(([row]) => row?.dynamic ?? 0)).toEqual(Array.from({ length: 10 }, () => 0));
  });
});
