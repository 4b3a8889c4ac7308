/**
 * One tenant of 100,000 users: `npm run bench:scale`, a learner's requests at 100 users and at
 * 100,000 in the same run, on PGlite and on PostgreSQL (docs/performance.md#one-tenant-of-100000-users-npm-run-benchscale).
 *
 * For each database (BENCH_DATABASES, default `pglite,postgres`):
 * 1. A scratch database (a PGlite folder; a PostgreSQL database on
 *    postgres://postgres@127.0.0.1:5432/test or BENCH_DATABASE_URL, dropped at the end) is migrated
 *    and seeded; a class of BENCH_SCALE_MEASURED (100) learners follows a program of 3 courses × 6
 *    pages, written by SQL (support/bench-class.ts, lessons provisioned as the server provisions them).
 * 2. At 100 users: the real app in this process (`buildApp`, no HTTP), each learner one at a time:
 *    sign-in, users/me, my classes, the dashboard's levels, pages/current opening their first
 *    lesson (the page is created), answer-and-next from it. p50 and p99 per request, and the SQL
 *    statements each made (every learner's must be the same).
 * 3. BENCH_SCALE_USERS (100,000) more learners are written by SQL, in classes of 1,000 following the
 *    same program (their lessons provisioned), then ANALYZE, as the server does after an import.
 * 4. At 100,000 users: a new class of 100 learners as the first was, written by SQL, and step 2
 *    for them (the same requests on the same state: the first learners have moved on since).
 * Goal: each request's p50 at 100,000 users within 20 % (or 1 ms) of its p50 at 100, and the same
 * statements. The figures of this 2-core machine mean something only when it is quiet.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { AnswerAndNext, LessonPage } from '@espace/contracts/lessons';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { hashPassword } from '../apps/api/src/auth/passwords';
import { loadConfig } from '../apps/api/src/config';
import type { Database } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { openPgliteWorkerDatabase } from '../apps/api/src/db/pglite-worker-database';
import { openPostgresDatabase } from '../apps/api/src/db/postgres-database';
import { seedIfEmpty } from '../apps/api/src/seed/seed';
import { answerFor } from './support/answers';
import { type BenchClass, insertBenchClass } from './support/bench-class';
import { runBench } from './support/processes';
import { countingDatabase } from './support/query-count';
import { benchServerUrl, createScratchDatabase, createScratchFolder, dropAll, removeScratchFolder } from './support/scratch-database';

const MEASURED = Number(process.env.BENCH_SCALE_MEASURED ?? 100);
const USERS = Number(process.env.BENCH_SCALE_USERS ?? 100_000);
const CLASS_SIZE = 1_000;
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const PASSWORD = 'Scale#2026';
const HOST = 'localhost:3000';
const GOAL_RATIO = 1.2;
const GOAL_SLACK_MS = 1;
/** The first learners' requests warm the app (JIT, caches): not counted. */
const WARMUP = 5;

/** The class measured at each scale: its learners' first lesson is opened and turned a page. */
const measuredClass = { pagesPerCourse: 6, courses: 3, resources: 0, learners: MEASURED, classOf: 'new' } as const;

const requests = [
  'POST users/login',
  'GET users/me',
  'GET users/me/classes',
  'GET users/me/dashboard/levels',
  'GET pages/current',
  'POST answer-and-next',
] as const;
type RequestName = (typeof requests)[number];

interface Measured {
  /** Milliseconds of each learner's request. */
  times: Map<RequestName, number[]>;
  /** The statements each learner's request made, as first lines, joined (one entry per distinct list). */
  statements: Map<RequestName, Map<string, number>>;
}

const load = () => loadavg()[0]!.toFixed(1);
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/** Step 2 (and 4): every learner's requests in `bench`, one learner at a time, on their first lesson. */
async function measureLearners(app: FastifyInstance, counting: ReturnType<typeof countingDatabase>, bench: BenchClass): Promise<Measured> {
  const measured: Measured = { times: new Map(requests.map((name) => [name, []])), statements: new Map(requests.map((name) => [name, new Map()])) };
  // The callback form of inject: awaiting its thenable would run the request outside the counting context.
  const inject = (options: InjectOptions) =>
    new Promise<LightMyRequestResponse>((resolve, reject) =>
      app.inject(options, (error, response) => (error || !response ? reject(error ?? new Error('no response')) : resolve(response))),
    );
  const timed = async (name: RequestName, expected: number, options: InjectOptions) => {
    const started = performance.now();
    const { result, counter } = await counting.measure(() => inject(options));
    const ms = performance.now() - started;
    if (result.statusCode !== expected) throw new Error(`${name} answered ${result.statusCode}: ${result.body.slice(0, 300)}`);
    if (warming) return result;
    measured.times.get(name)!.push(ms);
    const list = `${counter.transactions} tx: ${counter.statements.join(' | ')}`;
    const lists = measured.statements.get(name)!;
    lists.set(list, (lists.get(list) ?? 0) + 1);
    return result;
  };
  let warming = true;
  for (const [index, learner] of bench.learners.entries()) {
    warming = index < WARMUP;
    const login = await timed('POST users/login', 200, {
      method: 'POST',
      url: '/api/users/login',
      headers: { host: HOST },
      payload: { email: learner.email, password: PASSWORD },
    });
    const headers = { host: HOST, authorization: `Bearer ${(login.json() as { access_token: string }).access_token}` };
    await timed('GET users/me', 200, { method: 'GET', url: '/api/users/me', headers });
    await timed('GET users/me/classes', 200, { method: 'GET', url: '/api/users/me/classes', headers });
    await timed('GET users/me/dashboard/levels', 200, { method: 'GET', url: '/api/users/me/dashboard/levels', headers });
    const lesson = `/api/lessons/${learner.lessonIds[0]!}`;
    const current = await timed('GET pages/current', 200, { method: 'GET', url: `${lesson}/pages/current`, headers });
    const page = current.json() as LessonPage;
    const next = await timed('POST answer-and-next', 200, {
      method: 'POST',
      url: `${lesson}/pages/answer-and-next?fromPageId=${page.id}`,
      headers,
      payload: answerFor(page) as Record<string, unknown>,
    });
    if ((next.json() as AnswerAndNext).next === undefined) throw new Error('answer-and-next did not open the next page');
  }
  return measured;
}

/** Step 3: `count` learners in classes of CLASS_SIZE following `bench`'s program. */
async function addUsers(database: Database, bench: BenchClass, count: number, passwordHash: string): Promise<void> {
  const started = performance.now();
  for (let written = 0, index = 0; written < count; index += 1) {
    const learners = Math.min(CLASS_SIZE, count - written);
    await insertBenchClass(database, {
      label: `crowd${index}`,
      pagesPerCourse: 0,
      courses: 0,
      resources: 0,
      learners,
      passwordHash,
      classOf: 'new',
      program: bench,
    });
    written += learners;
    if (index % 10 === 9) process.stdout.write(`  ${written.toLocaleString('en')} learners written (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
  }
  await database.query('ANALYZE');
}

async function onDatabase(name: 'pglite' | 'postgres', passwordHash: string): Promise<{ small: Measured; large: Measured; writeS: number }> {
  const dataDir = createScratchFolder();
  const scratch = name === 'postgres' ? await createScratchDatabase(benchServerUrl, 'espace_bench_scale') : undefined;
  const database = scratch ? openPostgresDatabase(scratch.url, 4) : await openPgliteWorkerDatabase(dataDir);
  try {
    await migrate(database);
    await seedIfEmpty(database);
    const small = await insertBenchClass(database, { ...measuredClass, label: 'measured', passwordHash });
    await database.query('ANALYZE');
    const counting = countingDatabase(database);
    const config = loadConfig({ JWT_SECRET: 'bench-scale-secret-0123456789abcdef', LOG_LEVEL: 'error', DATA_DIR: dataDir, WEB_DIST: '/nonexistent-web-dist' });
    const app = await buildApp({ config, database: counting.database });
    try {
      await app.ready();
      const atSmall = await measureLearners(app, counting, small);
      const started = performance.now();
      await addUsers(database, small, USERS, passwordHash);
      const writeS = (performance.now() - started) / 1000;
      // Learners as the first ones were when measured: new, in a class of their own, on the same program.
      const large = await insertBenchClass(database, { ...measuredClass, label: 'measured-again', program: small, passwordHash });
      await database.query('ANALYZE');
      return { small: atSmall, large: await measureLearners(app, counting, large), writeS };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    removeScratchFolder(dataDir);
    await scratch?.drop();
  }
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

/** The list of statements most learners' request made, and how many made it. */
function usualStatements(lists: Map<string, number>): { list: string; learners: number } {
  const [list, learners] = [...lists].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return { list, learners };
}

/** "5 +1 tx": statements, and transactions (each adding BEGIN and COMMIT). */
function countOf(list: string): string {
  const [transactions, statements] = list.split(' tx: ');
  return `${statements ? statements.split(' | ').length : 0}${transactions === '0' ? '' : ` +${transactions} tx`}`;
}

function report(name: string, { small, large, writeS }: { small: Measured; large: Measured; writeS: number }): boolean {
  console.log(`\n## ${name}: ${MEASURED} learners, then ${USERS.toLocaleString('en')} more (written in ${writeS.toFixed(0)} s)\n`);
  console.log(
    `| request | p50 at ${MEASURED} (ms) | p99 | p50 at ${(USERS + MEASURED).toLocaleString('en')} | p99 | p50 ratio | statements at ${MEASURED} | at ${(USERS + MEASURED).toLocaleString('en')} | goal |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  let met = true;
  for (const request of requests) {
    const a = small.times.get(request)!;
    const b = large.times.get(request)!;
    const [a50, b50] = [quantile(a, 0.5), quantile(b, 0.5)];
    const [usualA, usualB] = [usualStatements(small.statements.get(request)!), usualStatements(large.statements.get(request)!)];
    const sameStatements = usualA.list === usualB.list;
    const held = b50 <= Math.max(a50 * GOAL_RATIO, a50 + GOAL_SLACK_MS) && sameStatements;
    met &&= held;
    console.log(
      `| ${request} | ${ms(a50)} | ${ms(quantile(a, 0.99))} | ${ms(b50)} | ${ms(quantile(b, 0.99))} | ${(b50 / a50).toFixed(2)} | ${countOf(usualA.list)} (${usualA.learners} learners) | ${countOf(usualB.list)} (${usualB.learners}) | ${held ? 'met' : 'MISSED'} |`,
    );
    if (!sameStatements) console.log(`    at ${MEASURED}: ${usualA.list}\n    at ${(USERS + MEASURED).toLocaleString('en')}: ${usualB.list}`);
  }
  return met;
}

async function main(): Promise<void> {
  console.log(`# One tenant of ${USERS.toLocaleString('en')} users (${new Date().toISOString()}, load average at the start ${load()})`);
  const passwordHash = await hashPassword(PASSWORD);
  let met = true;
  try {
    for (const name of DATABASES) {
      const figures = await onDatabase(name, passwordHash);
      met = report(name === 'pglite' ? 'PGlite' : 'PostgreSQL', figures) && met;
    }
  } finally {
    await dropAll();
  }
  console.log(
    `\nLoad average at the end ${load()}. Goal: every request's p50 at ${(USERS + MEASURED).toLocaleString('en')} users within ${Math.round((GOAL_RATIO - 1) * 100)} % (or ${GOAL_SLACK_MS} ms) of its p50 at ${MEASURED}, with the same statements: ${met ? 'MET' : 'MISSED'}`,
  );
  if (!met) process.exitCode = 1;
}

runBench(main);
