/**
 * SQL queries per request, counted in-process (nothing timed): the real app
 * (`buildApp`) over a Database wrapper that counts `query` calls and
 * transactions made on behalf of one request. Attribution uses
 * AsyncLocalStorage, so the ping buffer's background flush, or anything
 * else not started by the measured request, is not counted.
 *
 * The same script of requests runs at two scales of the same database;
 * every count must be equal at both (no N+1 over pages, lessons or
 * learners). Before each measured request an unmeasured GET /api/users/me
 * warms the tenant, session and profile caches (CACHE_MS is 60 s here), so
 * the counts are the endpoint's own queries: cold, a request adds one
 * session query, and one tenant list every 5 s.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AnswerAndNext, LessonPage } from '@espace/contracts/lessons';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import type { Database, Queryable } from '../../apps/api/src/db/database';
import { type BenchClass, insertBenchClass } from './bench-class';
import { answerFor } from './answers';
import { createScratchFolder, removeScratchFolder } from './scratch-database';

interface QueryCount {
  queries: number;
  transactions: number;
  /** First line of each query, in order (shown when scales differ). */
  statements: string[];
  status: number;
  /** The answer was not the expected one: the count may not mean anything. */
  unexpected: boolean;
}

export interface ScaleOptions {
  label: string;
  pagesPerCourse: number;
  courses: number;
  learners: number;
  resources: number;
}

export interface QueryCountReport {
  scales: [ScaleOptions, ScaleOptions];
  steps: { step: string; a: QueryCount; b: QueryCount }[];
}

interface Counter {
  queries: number;
  transactions: number;
  statements: string[];
}

const firstLine = (sql: string) => sql.trim().replace(/\s+/g, ' ').slice(0, 90);

/** `inner` with every query and transaction made inside `measure(…)` counted. */
export function countingDatabase(inner: Database) {
  const storage = new AsyncLocalStorage<Counter>();
  const counted = (target: Queryable): Queryable => ({
    query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]> {
      const counter = storage.getStore();
      if (counter) {
        counter.queries += 1;
        counter.statements.push(firstLine(sql));
      }
      return target.query<T>(sql, params);
    },
    execScript: (sql) => target.execScript(sql),
  });
  const database: Database = {
    driver: inner.driver,
    ...counted(inner),
    transaction(work) {
      const counter = storage.getStore();
      if (counter) counter.transactions += 1;
      return inner.transaction((tx) => work(counted(tx)));
    },
    ping: () => inner.ping(),
    admit: () => inner.admit(),
    close: () => inner.close(),
  };
  return {
    database,
    async measure<T>(work: () => Promise<T>): Promise<{ result: T; counter: Counter }> {
      const counter: Counter = { queries: 0, transactions: 0, statements: [] };
      const result = await storage.run(counter, work);
      return { result, counter };
    },
  };
}

const HOST = 'localhost:3000';

async function runScript(
  app: FastifyInstance,
  measure: ReturnType<typeof countingDatabase>['measure'],
  bench: BenchClass,
  password: string,
): Promise<Map<string, QueryCount>> {
  const learner = bench.learners[0];
  const lessonId = learner?.lessonIds[0];
  if (!learner || lessonId === undefined) throw new Error('the bench class has no learner');
  const login = await app.inject({ method: 'POST', url: '/api/users/login', headers: { host: HOST }, payload: { email: learner.email, password } });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
  const token = (login.json() as { access_token: string }).access_token;
  const headers = { host: HOST, authorization: `Bearer ${token}` };
  // The callback form of inject: awaiting the thenable it returns otherwise would run the
  // request outside the measuring AsyncLocalStorage context (thenables lose it).
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    new Promise<LightMyRequestResponse>((resolve, reject) =>
      app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) }, (error, response) =>
        error || !response ? reject(error ?? new Error('no response')) : resolve(response),
      ),
    );

  const counts = new Map<string, QueryCount>();
  const step = async (name: string, expected: number, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
    await call('GET', '/api/users/me');
    const { result, counter } = await measure(() => call(method, url, payload));
    counts.set(name, { ...counter, status: result.statusCode, unexpected: result.statusCode !== expected });
    return result;
  };
  const lesson = `/api/lessons/${lessonId}`;
  const lessonsList = `/api/lessons?where=${encodeURIComponent(JSON.stringify({ userId: learner.userId }))}&include=course,pages`;

  await step('GET /api/lessons?where=…&include=course,pages (before play)', 200, 'GET', lessonsList);
  const opened = await step('GET pages/current (first open: page created)', 200, 'GET', `${lesson}/pages/current`);
  const first = opened.json() as LessonPage;
  await step('GET pages/current (reload)', 200, 'GET', `${lesson}/pages/current`);
  await step('GET pages/:id/resources', 200, 'GET', `/api/pages/${first.id}/resources?lessonId=${lessonId}`);
  const combined = await step(
    'POST pages/answer-and-next (slide {}: answered, next page opened)',
    200,
    'POST',
    `${lesson}/pages/answer-and-next?fromPageId=${first.id}`,
    answerFor(first),
  );
  let page = (combined.json() as AnswerAndNext).next as LessonPage;
  await step('PATCH pages/current (exercise answer)', 200, 'PATCH', `${lesson}/pages/current`, answerFor(page));
  await step('POST ping (first for this page: owner check)', 204, 'POST', `${lesson}/ping`, { pageId: page.id });
  await step('POST ping (owner check cached)', 204, 'POST', `${lesson}/ping`, { pageId: page.id });
  const moved = await step('POST pages/next (opens a new page)', 200, 'POST', `${lesson}/pages/next?fromPageId=${page.id}`);
  page = moved.json() as LessonPage;
  await step('PATCH pages/current (the third page)', 200, 'PATCH', `${lesson}/pages/current`, answerFor(page));

  // To the last page, not measured.
  while (!page.isLastPage) {
    const next = await call('POST', `${lesson}/pages/next?fromPageId=${page.id}`);
    if (next.statusCode !== 200) throw new Error(`walking the lesson: next answered ${next.statusCode} ${next.body}`);
    page = next.json() as LessonPage;
    const patch = await call('PATCH', `${lesson}/pages/current`, answerFor(page));
    if (patch.statusCode !== 200) throw new Error(`walking the lesson: PATCH answered ${patch.statusCode} ${patch.body}`);
  }
  await step('POST pages/next (past the last page: ends the lesson)', 404, 'POST', `${lesson}/pages/next?fromPageId=${page.id}`);
  await step('POST pages/next (after the end: end data again)', 404, 'POST', `${lesson}/pages/next?fromPageId=${page.id}`);
  await step('GET /api/lessons?where=…&include=course,pages (after play)', 200, 'GET', lessonsList);
  await step('POST class-programs/:id/reset/me', 200, 'POST', `/api/class-programs/${bench.classProgramId}/reset/me`);
  return counts;
}

/**
 * Counts the queries of every lesson endpoint at two scales, both classes in
 * `database` (migrated and seeded by the caller). `passwordHash` is the hash
 * of `password`, shared by every bench learner.
 */
export async function countQueries(inner: Database, scales: [ScaleOptions, ScaleOptions], passwordHash: string, password: string): Promise<QueryCountReport> {
  const classes: BenchClass[] = [];
  for (const scale of scales) classes.push(await insertBenchClass(inner, { ...scale, passwordHash, classOf: 'new' }));
  const counting = countingDatabase(inner);
  const dataDir = createScratchFolder();
  const config = loadConfig({
    JWT_SECRET: 'bench-lessons-query-count-secret-0123456789',
    LOG_LEVEL: 'error',
    CACHE_MS: '60000',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent-web-dist',
  });
  const app = await buildApp({ config, database: counting.database });
  try {
    await app.ready();
    const [a, b] = [
      await runScript(app, counting.measure, classes[0] as BenchClass, password),
      await runScript(app, counting.measure, classes[1] as BenchClass, password),
    ];
    const missing: QueryCount = { queries: Number.NaN, transactions: Number.NaN, statements: [], status: 0, unexpected: true };
    return { scales, steps: [...a.keys()].map((step) => ({ step, a: a.get(step) ?? missing, b: b.get(step) ?? missing })) };
  } finally {
    await app.close();
    removeScratchFolder(dataDir);
  }
}
