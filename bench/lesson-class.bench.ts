/**
 * Lesson engine under a simulated class: `npm run bench:lessons` (alone) or
 * the second part of `npm run bench:api`.
 *
 * 1. A scratch PostgreSQL database (postgres://postgres@127.0.0.1:5432/test
 *    or BENCH_DATABASE_URL; dropped at the end, also on failure and Ctrl-C),
 *    or with BENCH_DATABASE=pglite a scratch PGlite folder, is migrated and seeded; a program of 2 courses × 10 pages (slides,
 *    multiple-choice, free-answer) is attached to the demo learner's class,
 *    with BENCH_LEARNERS learners (default 200) enrolled as STUDENT, their
 *    lessons provisioned, all sharing one password hash computed once.
 * 2. The real server (apps/api/dist/main.js) runs on it as a child process,
 *    on a free loopback port, logging at warn.
 * 3. Every learner signs in; then they all loop through their lessons at
 *    once, as the player sends its requests (support/virtual-class.ts): GET
 *    pages/current on opening a lesson, Next on each page in one request
 *    (POST pages/answer-and-next; BENCH_NEXT=two-calls: PATCH then POST
 *    pages/next), a ping every 10 s (BENCH_NEXT=four-calls:
 *    four requests a page, GET current, PATCH, pages/next and a ping on every
 *    page, the workload its "lesson requests a second" counted), resetting their
 *    class program after the last lesson. The class starts
 *    in step (every learner's first page within half a second); once each
 *    has finished a first page (and at least BENCH_WARMUP = 2 s in), the
 *    steady class is measured for BENCH_DURATION seconds (default 30). Per
 *    endpoint: requests, req/s, p50, p99, errors, for the class start and
 *    for the steady class, and the CPU a request of the server, PostgreSQL
 *    and the load generator (Linux's /proc; the generator's own elsewhere),
 *    with the requests a second the cores could serve at that cost.
 *    Goal: p99 < 50 ms per endpoint, steady class.
 *    Meanwhile GET /api/health and GET /login are probed every 250 ms: do
 *    they keep answering? Then the same class runs against a stub server
 *    (bench/support/stub-lesson-server.ts: the four routes answering a fixed
 *    page, no database), the baseline of the same run (BENCH_SKIP_STUB=1 skips it).
 * 4. Pings: autocannon on POST lessons/:id/ping (50 connections, 8 s, or
 *    BENCH_PING_DURATION). Goal: ≥ 3,000 req/s.
 * 5. SQL queries per request, in-process (untimed), on another scratch
 *    database, at two scales: must be equal (no N+1).
 * The figures of this 2-core machine mean something only when it is quiet.
 * BENCH_THINK_MS (default 5000) is each learner's time on a page, ±50 %:
 * 1,000 learners turning a page every ~5 s (far quicker than people read) ask
 * about 250 lesson requests a second (a Next each, a ping every other page). BENCH_THINK_MS=0 is the closed loop at
 * saturation, which measures capacity, not latency (Little's law).
 * BENCH_CPU_PROF=<folder> writes a CPU profile of the server there.
 * BENCH_SERVER (default apps/api/dist/main.js) runs another build of the server (before/after);
 * BENCH_SKIP_BUILD=1 uses the build as it is (build it under the lock others use);
 * BENCH_SKIP_QUERY_COUNT=1 skips step 5.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon, { type AutocannonResult } from 'autocannon';
import type { LessonPage } from '@espace/contracts/lessons';
import { hashPassword } from '../apps/api/src/auth/passwords';
import type { Database } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { openPgliteWorkerDatabase } from '../apps/api/src/db/pglite-worker-database';
import { openPostgresDatabase } from '../apps/api/src/db/postgres-database';
import { seedIfEmpty } from '../apps/api/src/seed/seed';
import { type BenchClass, insertBenchClass } from './support/bench-class';
import type { CpuSpent } from './support/cpu-ledger';
import { type EndpointStats, errorsText, ms, reporting } from './support/latency';
import { startProbes } from './support/probes';
import { freePort, killChildren, startNode, stopChild, waitFor } from './support/processes';
import { countQueries, type QueryCountReport, type ScaleOptions } from './support/query-count';
import { benchServerUrl, createScratchDatabase, createScratchFolder, dropAll, removeScratchFolder, type ScratchDatabase } from './support/scratch-database';
import { runStubBaseline } from './support/stub-baseline';
import { type ClassRunResult, type NextMode, runClass, signInAll } from './support/virtual-class';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const fromEnv = (name: string, fallback: number, minimum: 'zero' | 'positive' = 'positive') => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0 || (minimum === 'positive' && value === 0))
    throw new Error(`${name} must be a ${minimum === 'zero' ? 'non-negative' : 'positive'} number`);
  return value;
};

const LEARNERS = Math.max(1, Math.floor(fromEnv('BENCH_LEARNERS', 200)));
const DURATION_SECONDS = fromEnv('BENCH_DURATION', 30);
const WARMUP_SECONDS = fromEnv('BENCH_WARMUP', 2);
const PING_SECONDS = fromEnv('BENCH_PING_DURATION', 8);
const THINK_MS = fromEnv('BENCH_THINK_MS', 5000, 'zero');
const PING_CONNECTIONS = 50;
const PAGES_PER_COURSE = 10;
const COURSES = 2;
const P99_GOAL_MS = 50;
const PING_GOAL = 3000;
const PASSWORD = 'Bench#Learner-2026';
const DATABASE: 'pglite' | 'postgres' = process.env.BENCH_DATABASE === 'pglite' ? 'pglite' : 'postgres';
const SERVER = process.env.BENCH_SERVER ?? 'apps/api/dist/main.js';
/** How the virtual learners send Next: one request (what the player sends), PATCH then pages/next, or four requests a page. */
const NEXT_MODES: readonly NextMode[] = ['one-call', 'two-calls', 'four-calls'];
const NEXT_MODE = (process.env.BENCH_NEXT ?? 'one-call') as NextMode;
if (!NEXT_MODES.includes(NEXT_MODE)) throw new Error(`BENCH_NEXT must be one of ${NEXT_MODES.join(', ')}`);
/** The goal for a class on the embedded database: p99 of every request, the class start. */
const CLASS_P99_GOAL_MS = 500;
const CLASS_START_GOAL_SECONDS = 15;
const SCALES: [ScaleOptions, ScaleOptions] = [
  { label: 'scale-a', pagesPerCourse: 3, courses: 2, learners: 1, resources: 1 },
  { label: 'scale-b', pagesPerCourse: 12, courses: 5, learners: 50, resources: 3 },
];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function withDatabase<T>(url: string, work: (database: Database) => Promise<T>): Promise<T> {
  const database = openPostgresDatabase(url, 5);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function prepare(database: Database, passwordHash: string): Promise<BenchClass> {
  await migrate(database);
  await seedIfEmpty(database);
  const bench = await insertBenchClass(database, {
    label: 'class',
    pagesPerCourse: PAGES_PER_COURSE,
    courses: COURSES,
    learners: LEARNERS,
    resources: 1,
    passwordHash,
    classOf: 'demo',
  });
  // Statistics, as autovacuum would gather them within a minute of these inserts.
  await database.query('ANALYZE');
  return bench;
}

function printClass(run: ClassRunResult): boolean {
  console.log(
    `\nClass start: every learner's first page, all within half a second, and the warm-up (${run.classStartSeconds.toFixed(1)} s; not held to the goal)`,
  );
  printLatencies(run.classStart.stats(run.classStartSeconds), false);
  console.log(`\nSteady class: the next ${run.seconds} s`);
  const stats = run.recorder.stats(run.seconds);
  const met = printLatencies(stats, true);
  const requests = stats.at(-1)?.count ?? 0;
  if (requests > 0) printCpu(run.cpu, requests, run.seconds);
  return met;
}

/**
 * CPU a request in the steady class, by process, and the requests a second the machine's cores
 * could serve at that cost if nothing else ran: at saturation, what bounds goal 2's requests a
 * second (docs/performance.md).
 */
function printCpu(cpu: CpuSpent, requests: number, seconds: number): void {
  const perRequest = (ms: number | null) => (ms === null ? null : (ms * 1000) / requests);
  const known = [
    { name: 'server', micros: perRequest(cpu.serverMs) },
    { name: 'PostgreSQL', micros: perRequest(cpu.databaseMs) },
    { name: 'load generator', micros: perRequest(cpu.generatorMs) },
  ].flatMap(({ name, micros }) => (micros === null ? [] : [{ name, micros }]));
  const total = known.reduce((sum, { micros }) => sum + micros, 0);
  const parts = known.map(
    ({ name, micros }) => `${name} ${Math.round(micros).toLocaleString('en')} µs (${Math.round((micros * requests) / (10_000 * seconds))} % of a core)`,
  );
  console.log(`CPU a request: ${parts.join(', ')}${known.length > 1 ? `; ${Math.round(total).toLocaleString('en')} µs in all` : ''}.`);
  if (cpu.machineBusy !== null && known.length > 1) {
    const ceiling = (cpu.cores * 1_000_000) / total;
    console.log(
      `The machine's ${cpu.cores} cores were ${Math.round(cpu.machineBusy * 100)} % busy; at ${Math.round(total).toLocaleString('en')} µs a request they could serve at most ${Math.round(ceiling).toLocaleString('en')} requests a second.`,
    );
  }
}

/** The latency table; with `judged`, each row against the p99 goal. True when every judged row meets it. */
function printLatencies(stats: EndpointStats[], judged: boolean): boolean {
  console.log(`\n| endpoint | requests | req/s | p50 (ms) | p99 (ms) | max (ms) | errors |${judged ? ` p99 < ${P99_GOAL_MS} ms |` : ''}`);
  console.log(`|---|---:|---:|---:|---:|---:|---|${judged ? '---|' : ''}`);
  let met = true;
  for (const row of stats) {
    const verdict = row.count === 0 ? '-' : row.p99 < P99_GOAL_MS ? 'met' : 'MISSED';
    if (verdict === 'MISSED') met = false;
    console.log(
      `| ${row.endpoint} | ${row.count} | ${Math.round(row.perSecond)} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.max)} | ${errorsText(row.errors)} |${judged ? ` ${verdict} |` : ''}`,
    );
  }
  return met;
}

/**
 * Pages turned a second in the steady class: the Nexts that moved on (answer-and-next, and
 * pages/next where a Next still takes it). What a class asks of the server whatever the number of
 * requests a page costs: the saturation goal is also judged in these against the build it was
 * written on (docs/performance.md).
 */
function pageTurnsPerSecond(stats: EndpointStats[], seconds: number): number {
  const turns = stats.filter((row) => row.endpoint === 'POST answer-and-next' || row.endpoint === 'POST pages/next');
  return turns.reduce((sum, row) => sum + row.count, 0) / seconds;
}

function printRunTotals(run: ClassRunResult): void {
  const stats = run.recorder.stats(run.seconds);
  console.log(`\n${run.lessonsEnded} lessons ended, ${run.resets} class program resets (warm-up included).`);
  console.log(`Pages turned in the steady class: ${Math.round(pageTurnsPerSecond(stats, run.seconds))} a second.`);
  const all = stats.at(-1);
  if (THINK_MS === 0 && all && all.count > 0) {
    console.log(
      `Closed loop without think time: mean latency ${ms(all.mean)} ms ≈ learners ÷ throughput = ${LEARNERS} ÷ ${Math.round(all.perSecond)} req/s = ${ms((LEARNERS / all.perSecond) * 1000)} ms (Little's law); BENCH_THINK_MS paces the learners.`,
    );
  }
}

async function pingThroughput(base: string, bench: BenchClass, token: string): Promise<AutocannonResult> {
  const lessonId = bench.learners[0]?.lessonIds[0] as string;
  const current = await fetch(`${base}/api/lessons/${lessonId}/pages/current`, { headers: { authorization: `Bearer ${token}` } });
  if (current.status !== 200) throw new Error(`pages/current before the ping load answered ${current.status}: ${await current.text()}`);
  const { id: pageId } = (await current.json()) as LessonPage;
  const options = {
    url: `${base}/api/lessons/${lessonId}/ping`,
    method: 'POST',
    connections: PING_CONNECTIONS,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ pageId }),
  };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: PING_SECONDS });
  console.log('\n| target | connections | req/s | p50 (ms) | p99 (ms) | non-2xx | errors | goal |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  const verdict = result.requests.average >= PING_GOAL ? 'met' : 'MISSED';
  console.log(
    `| POST /api/lessons/:id/ping | ${PING_CONNECTIONS} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${result.errors + result.timeouts} | ≥ ${PING_GOAL} req/s: ${verdict} |`,
  );
  return result;
}

interface LoadOutcome {
  p99Met: boolean;
  ping: AutocannonResult;
  classGoal: { errors: number; p99: number; classStartSeconds: number; probeFailures: number };
}

/** The prepared class in a scratch PostgreSQL database, or in a PGlite folder the server then opens. */
async function prepareDatabase(passwordHash: string, dataDir: string): Promise<{ bench: BenchClass; env: Record<string, string>; drop: () => Promise<void> }> {
  if (DATABASE === 'pglite') {
    const database = await openPgliteWorkerDatabase(dataDir);
    try {
      return { bench: await prepare(database, passwordHash), env: {}, drop: async () => undefined };
    } finally {
      await database.close();
    }
  }
  const scratch = await createScratchDatabase(benchServerUrl);
  return {
    bench: await withDatabase(scratch.url, (database) => prepare(database, passwordHash)),
    env: { DATABASE_URL: scratch.url },
    drop: () => scratch.drop(),
  };
}

async function loadPhase(passwordHash: string): Promise<LoadOutcome> {
  const dataDir = createScratchFolder();
  let child: ChildProcess | undefined;
  let drop = async () => undefined as unknown;
  try {
    let since = performance.now();
    const prepared = await prepareDatabase(passwordHash, dataDir);
    drop = prepared.drop;
    const { bench } = prepared;
    console.log(`Setup: ${DATABASE} migrated, seeded, ${COURSES} courses × ${PAGES_PER_COURSE} pages, ${LEARNERS} learners with lessons in ${seconds(since)}`);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    child = startNode(repositoryRoot, [...profile, SERVER], {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      ...prepared.env,
    });
    await waitFor(`${base}/api/health`, child, 120_000);

    since = performance.now();
    const tokens = await signInAll(base, bench.learners, PASSWORD);
    console.log(`Signed in ${tokens.length} learners in ${seconds(since)}`);
    const pace = THINK_MS > 0 ? `, ~${THINK_MS} ms of think time per page` : ', no think time (saturation)';
    const steps = {
      'one-call': 'GET current on opening a lesson, Next as one request (answer-and-next), a ping every 10 s',
      'two-calls': 'GET current on opening a lesson, Next as PATCH then pages/next (BENCH_NEXT=two-calls), a ping every 10 s',
      'four-calls': 'four requests on every page: GET current, PATCH, pages/next, a ping (BENCH_NEXT=four-calls)',
    }[NEXT_MODE];
    console.log(
      `Class: ${LEARNERS} learners at once, ${steps}${pace}; measured for ${DURATION_SECONDS} s once each has finished a first page (and at least ${WARMUP_SECONDS} s in)`,
    );
    const probes = startProbes(base, ['/api/health', '/login']);
    const run = await runClass({
      base,
      bench,
      tokens,
      warmupSeconds: WARMUP_SECONDS,
      durationSeconds: DURATION_SECONDS,
      thinkMs: THINK_MS,
      nextMode: NEXT_MODE,
      cpuWatch: { serverPid: child.pid, postgres: DATABASE === 'postgres' },
    });
    const probed = await probes.stop();
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} during the class run`);
    const p99Met = printClass(run);
    printRunTotals(run);
    console.log(`\nProbes during the class (one at a time, every 250 ms): do the others still get an answer?`);
    const probeRows = probed.stats(run.classStartSeconds + run.seconds);
    printLatencies(probeRows.slice(0, -1), false);
    const steady = run.recorder.stats(run.seconds).at(-1);
    const start = run.classStart.stats(run.classStartSeconds).at(-1);
    const errors = [steady, start].reduce((sum, row) => sum + [...(row?.errors.values() ?? [])].reduce((a, b) => a + b, 0), 0);
    const probeFailures = [...(probeRows.at(-1)?.errors.values() ?? [])].reduce((a, b) => a + b, 0);

    const page = await fetch(`${base}/api/lessons/${bench.learners[0]?.lessonIds[0] ?? ''}/pages/current`, {
      headers: { authorization: `Bearer ${tokens[0] ?? ''}` },
    });
    const pageText = await page.text();

    console.log(`\nPing throughput: autocannon, ${PING_CONNECTIONS} connections, ${PING_SECONDS} s (after 1 s of warm-up), one learner's token`);
    const ping = await pingThroughput(base, bench, tokens[0] as string);
    await stopChild(child);

    if (process.env.BENCH_SKIP_STUB !== '1' && page.status === 200) {
      console.log(`\n### Baseline: the same class against a stub server (four routes, one fixed page, no database)`);
      const stub = await runStubBaseline({
        repositoryRoot,
        pageJson: pageText,
        bench,
        tokens,
        warmupSeconds: WARMUP_SECONDS,
        durationSeconds: DURATION_SECONDS,
        thinkMs: THINK_MS,
        nextMode: NEXT_MODE,
      });
      printClass(stub);
    }
    return { p99Met, ping, classGoal: { errors, p99: steady?.p99 ?? Number.NaN, classStartSeconds: run.classStartSeconds, probeFailures } };
  } finally {
    if (child) await stopChild(child);
    removeScratchFolder(dataDir);
    await drop();
  }
}

function printQueryCounts(report: QueryCountReport): boolean {
  const [a, b] = report.scales;
  const describe = (scale: ScaleOptions) =>
    `${scale.courses} lessons × ${scale.pagesPerCourse} pages, ${scale.learners} learner${scale.learners > 1 ? 's' : ''} in the class, ${scale.resources} resource${scale.resources > 1 ? 's' : ''}`;
  console.log(`\nSQL queries per request (in-process, caches warm; "+n tx": n transactions, each adding BEGIN and COMMIT)`);
  console.log(`  A: ${describe(a)}\n  B: ${describe(b)}`);
  console.log('\n| request | A | B | equal |');
  console.log('|---|---:|---:|---|');
  let equal = true;
  const cell = (count: QueryCountReport['steps'][number]['a']) =>
    `${count.queries}${count.transactions > 0 ? ` +${count.transactions} tx` : ''}${count.unexpected ? ` (answered ${count.status}!)` : ''}`;
  for (const { step, a: countA, b: countB } of report.steps) {
    const same = countA.queries === countB.queries && countA.transactions === countB.transactions && !countA.unexpected && !countB.unexpected;
    if (!same) equal = false;
    console.log(`| ${step} | ${cell(countA)} | ${cell(countB)} | ${same ? 'yes' : 'NO'} |`);
  }
  for (const { step, a: countA, b: countB } of report.steps) {
    if (countA.queries === countB.queries && !process.env.BENCH_VERBOSE) continue;
    console.log(`\n${step}:\n  A: ${countA.statements.join('\n     ')}\n  B: ${countB.statements.join('\n     ')}`);
  }
  return equal;
}

async function queryCountPhase(passwordHash: string): Promise<boolean> {
  const scratch: ScratchDatabase = await createScratchDatabase(benchServerUrl);
  try {
    const since = performance.now();
    const report = await withDatabase(scratch.url, async (database) => {
      await migrate(database);
      await seedIfEmpty(database);
      return countQueries(database, SCALES, passwordHash, PASSWORD);
    });
    const equal = printQueryCounts(report);
    console.log(`(counted in ${seconds(since)})`);
    return equal;
  } finally {
    await scratch.drop();
  }
}

export interface LessonClassBenchOptions {
  /** Build apps/api/dist/main.js first (bench:api has already built it). */
  build?: boolean;
}

export async function runLessonClassBench({ build = true }: LessonClassBenchOptions = {}): Promise<void> {
  const interrupted = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the server and dropping the scratch databases`);
    reporting.quiet = true;
    // Connections the drop terminates (a setup still running) fail now: expected while stopping.
    process.on('uncaughtException', () => undefined);
    process.on('unhandledRejection', () => undefined);
    killChildren();
    void dropAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    console.log(`\n## Lesson engine: a simulated class on ${DATABASE === 'pglite' ? 'PGlite (the embedded default)' : 'PostgreSQL'}`);
    if (build && process.env.BENCH_SKIP_BUILD !== '1') {
      const result = spawnSync('npm', ['run', 'build', '-w', '@espace/api'], { cwd: repositoryRoot, stdio: 'inherit' });
      if (result.status !== 0) throw new Error('The API build failed');
    }
    // The /login probe asks the server for the web app's page: without a build of it every probe
    // is a 404, counted as a failure, and the class goal says nothing about the page.
    if (!existsSync(fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url)))) {
      throw new Error('apps/web/dist is missing: build the web app first (npm run build -w @espace/web), the /login probe needs it');
    }
    const since = performance.now();
    const passwordHash = await hashPassword(PASSWORD);
    console.log(`One argon2id hash for every bench learner in ${Math.round(performance.now() - since)} ms`);

    const { p99Met, ping, classGoal } = await loadPhase(passwordHash);
    const queriesEqual = process.env.BENCH_SKIP_QUERY_COUNT === '1' ? undefined : await queryCountPhase(passwordHash);

    console.log('\nGoals on this machine:');
    console.log(`  p99 < ${P99_GOAL_MS} ms on every endpoint at ${LEARNERS} concurrent learners: ${p99Met ? 'MET' : 'MISSED'}`);
    console.log(`  ping ≥ ${PING_GOAL} req/s: ${Math.round(ping.requests.average)} req/s, ${ping.requests.average >= PING_GOAL ? 'MET' : 'MISSED'}`);
    if (queriesEqual !== undefined) console.log(`  queries per request equal at both scales (no N+1): ${queriesEqual ? 'MET' : 'MISSED'}`);
    if (LEARNERS !== 200) console.log(`  (the goal is stated for 200 learners; this run had ${LEARNERS})`);
    const { errors, p99, classStartSeconds, probeFailures } = classGoal;
    const verdict = (met: boolean) => (met ? 'MET' : 'MISSED');
    console.log(
      `  a class of ${LEARNERS}: 0 errors: ${errors}, ${verdict(errors === 0)}; p99 < ${CLASS_P99_GOAL_MS} ms: ${ms(p99)} ms, ${verdict(p99 < CLASS_P99_GOAL_MS)};`,
    );
    console.log(
      `    class start < ${CLASS_START_GOAL_SECONDS} s: ${classStartSeconds.toFixed(1)} s, ${verdict(classStartSeconds < CLASS_START_GOAL_SECONDS)}; /api/health and /login answered throughout: ${probeFailures} failures, ${verdict(probeFailures === 0)}`,
    );
  } catch (error) {
    killChildren();
    await dropAll();
    throw error;
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
}

const runAlone = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runAlone) {
  runLessonClassBench().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
