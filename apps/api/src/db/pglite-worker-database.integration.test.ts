import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { seedIfEmpty } from '../seed/seed';
import { hosts, signIn, testJwtSecret } from '../test/test-app';
import { FROM_NOTHING_TIMEOUT } from '../test/test-database';
import { type Database, DatabaseBusyError } from './database';
import { migrate } from './migrate';
import { openPgliteWorkerDatabase } from './pglite-worker-database';

// The embedded database in its worker thread, always (createTestDatabase picks PostgreSQL when
// TEST_DATABASE_URL is set): what crosses the thread boundary, transactions, close, the bound.
let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'pglite-worker-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function withDatabase(work: (database: Database) => Promise<void>, dataDir?: string): Promise<void> {
  const database = await openPgliteWorkerDatabase(dataDir);
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

// Each test starts PGlite cold (initdb, not the seeded dump), one of them twice: on a busy 2-core
// machine beside the browser tests a cold start can take most of the suite's 30 s, and two more than all of it.
describe('the PGlite worker database', { timeout: FROM_NOTHING_TIMEOUT }, () => {
  it('returns the types database.ts promises across the thread boundary', () =>
    withDatabase(async (database) => {
      const [row] = await database.query<Record<string, unknown>>(
        `SELECT '2026-03-04T05:06:07Z'::timestamptz AS at, '2026-03-04'::date AS day, '{"a":[1,"b"]}'::jsonb AS doc, '\\x0102ff'::bytea AS bytes, 7::int AS n, $1::jsonb AS sent`,
        [{ nested: { at: 'x' } }],
      );
      expect(row?.at).toBeInstanceOf(Date);
      expect((row?.at as Date).toISOString()).toBe('2026-03-04T05:06:07.000Z');
      expect(row?.day).toBe('2026-03-04');
      expect(row?.doc).toEqual({ a: [1, 'b'] });
      expect(row?.bytes).toBeInstanceOf(Uint8Array);
      expect([...(row?.bytes as Uint8Array)]).toEqual([1, 2, 255]);
      expect(row?.n).toBe(7);
      expect(row?.sent).toEqual({ nested: { at: 'x' } });
      // Checked here rather than in a test of its own, which would start PGlite cold once more: the
      // worker's PostgreSQL keeps 16 MB of shared buffers, not the default 128 MB (docs/performance.md#the-servers-memory-npm-run-benchmemory).
      expect(await database.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '16MB' }]);
    }));

  it('keeps what the API reads of a PostgreSQL error: code, constraint, message', () =>
    withDatabase(async (database) => {
      await database.execScript('CREATE TABLE things (name text CONSTRAINT things_name UNIQUE); INSERT INTO things VALUES ($$a$$);');
      const failure = await database.query('INSERT INTO things VALUES ($1)', ['a']).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).toMatchObject({ code: '23505', constraint: 'things_name', message: expect.stringContaining('things_name') });
    }));

  it('rolls a transaction back when its work throws, commits it when it resolves, and runs nothing else inside it', () =>
    withDatabase(async (database) => {
      await database.execScript('CREATE TABLE counter (n int)');
      const thrown = new Error('the work failed');
      await expect(
        database.transaction(async (tx) => {
          await tx.query('INSERT INTO counter VALUES (1)');
          throw thrown;
        }),
      ).rejects.toBe(thrown);
      expect(await database.query('SELECT n FROM counter')).toEqual([]);

      let outside: Promise<unknown> | undefined;
      const seen = await database.transaction(async (tx) => {
        await tx.query('INSERT INTO counter VALUES (2)');
        // Sent while the transaction holds PGlite: it runs after the COMMIT, so it sees row 2 and 3.
        outside = database.query('SELECT count(*)::int AS rows FROM counter');
        await tx.query('INSERT INTO counter VALUES (3)');
        return tx.query<{ n: number }>('SELECT n FROM counter ORDER BY n');
      });
      expect(seen).toEqual([{ n: 2 }, { n: 3 }]);
      expect(await outside).toEqual([{ rows: 2 }]);
    }));

  it('closes PGlite before the thread ends: what was written is there when the folder is opened again, and a closed database refuses queries', async () => {
    const dataDir = join(scratch, 'close');
    const database = await openPgliteWorkerDatabase(dataDir);
    await database.execScript('CREATE TABLE kept (n int); INSERT INTO kept VALUES (42);');
    await database.close();
    await expect(database.query('SELECT 1')).rejects.toThrow('closed');
    await database.close();
    await withDatabase(async (reopened) => {
      expect(await reopened.query('SELECT n FROM kept')).toEqual([{ n: 42 }]);
    }, dataDir);
  });

  it('refuses operations past its bound at once with DatabaseBusyError, new requests past the admission budget, and answers a ping meanwhile', async () => {
    const database = await openPgliteWorkerDatabase(undefined, { admissionWaitMs: 2, queueWaitMs: 3 });
    try {
      // Its first query reads the array types (pglite-statements.ts) and keeps the statement:
      // from then on each query is sent, and counted, as it is made.
      await database.query('SELECT pg_sleep($1)', [0]);
      expect(() => database.admit()).not.toThrow();
      const started = Array.from({ length: 10 }, () =>
        database.query('SELECT pg_sleep($1)', [0.05]).then(
          () => 'done',
          (error: unknown) => error,
        ),
      );
      expect(() => database.admit()).toThrow(DatabaseBusyError);
      await database.ping();
      const outcomes = await Promise.all(started);
      // How many fit in the bound depends on the time an operation took so far (the warm-up's,
      // on this machine): a few, never all ten.
      const done = outcomes.filter((outcome) => outcome === 'done');
      expect(done.length).toBeGreaterThanOrEqual(1);
      expect(done.length).toBeLessThanOrEqual(5);
      const refused = outcomes.filter((outcome) => outcome !== 'done');
      for (const error of refused) expect(error).toBeInstanceOf(DatabaseBusyError);
      expect((refused[0] as DatabaseBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(await database.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      expect(() => database.admit()).not.toThrow();
    } finally {
      await database.close();
    }
  });
});

describe('the queue’s wait, as admission estimates it', () => {
  it('counts PGlite’s own time per operation: a stall of the server’s thread does not make the queue look longer', async () => {
    const database = await openPgliteWorkerDatabase(undefined, { admissionWaitMs: 200 });
    try {
      for (let step = 0; step < 20; step += 1) await database.query('SELECT 1 AS one');
      const queued = Array.from({ length: 100 }, () => database.query('SELECT 1 AS one'));
      // Asked as the first answer is read, 99 still waiting for theirs.
      let admitted: boolean | undefined;
      void queued[0]?.then(() => {
        try {
          database.admit();
          admitted = true;
        } catch {
          admitted = false;
        }
      });
      // The server's thread busy for half a second (a burst of requests, a collection): PGlite
      // answers all hundred meanwhile, and their answers wait to be read. Timed from one answer
      // to the next, the first would look half a second long, and the 99 after it 5 s of work.
      const until = performance.now() + 500;
      while (performance.now() < until);
      await Promise.all(queued);
      expect(admitted).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('counts one long operation for at most the admission budget: the operations after it are not refused for it', async () => {
    const database = await openPgliteWorkerDatabase(undefined, { admissionWaitMs: 50, queueWaitMs: 200 });
    try {
      await database.query('SELECT pg_sleep($1)', [0]);
      // Two seconds of one statement: counted whole, the average would be 200 ms, and the two
      // queued behind the next statement 400 ms of waiting, past the bound.
      await database.query('SELECT pg_sleep($1)', [2]);
      const running = database.query('SELECT pg_sleep($1)', [0.1]);
      const queued = [database.query('SELECT 1 AS one'), database.query('SELECT 2 AS two')];
      expect(() => database.admit()).not.toThrow();
      await running;
      expect(await Promise.all(queued)).toEqual([[{ one: 1 }], [{ two: 2 }]]);
    } finally {
      await database.close();
    }
  });
});

describe('the API over a saturated embedded database', () => {
  // Migrates and seeds a database of its own from nothing, which can take beyond the default 30 s on a busy machine.
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After past the bound, and /api/health still answers', async () => {
    const dataDir = join(scratch, 'api');
    // The job queue polls rarely here: its statements are not the requests this test counts.
    const config = loadConfig({
      JWT_SECRET: testJwtSecret,
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent-web-dist',
      DATA_DIR: dataDir,
      CACHE_MS: '0',
      JOBS_POLLING_SECONDS: '60',
    });
    // Migrated and seeded without a bound, the job queue's schema installed by a first start, then
    // opened again with a tiny bound.
    await withDatabase(async (database) => {
      await migrate(database);
      await seedIfEmpty(database);
      const first = await buildApp({ config, database });
      await first.ready();
      await first.close();
    }, dataDir);
    const database = await openPgliteWorkerDatabase(dataDir, { admissionWaitMs: 1, queueWaitMs: 2 });
    const app = await buildApp({ config, database });
    try {
      await app.ready();
      // The job queue's first polls may hold the tiny bound as the server starts: the sign-in is
      // told to come back (503), as any request would be, and comes back.
      let token: string | undefined;
      for (let attempt = 0; token === undefined && attempt < 50; attempt += 1) {
        token = await signIn(app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' }).catch((error: unknown) => {
          if (!String(error).includes('503')) throw error;
          return new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 100));
        });
      }
      if (token === undefined) throw new Error('the server never took the sign-in');
      const requests = Array.from({ length: 20 }, () =>
        app.inject({ method: 'GET', url: '/api/users/me', headers: { host: hosts.demo, authorization: `Bearer ${token}` } }),
      );
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      const responses = await Promise.all(requests);

      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok', database: 'up', driver: 'pglite', tableStatistics: 'server' });
      const busy = responses.filter((response) => response.statusCode === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(responses.filter((response) => response.statusCode === 200).length).toBeGreaterThan(0);
      expect(responses.every((response) => response.statusCode === 200 || response.statusCode === 503)).toBe(true);
      for (const response of busy) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(response.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', title: 'Server busy', message: expect.any(String) });
      }
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
});
