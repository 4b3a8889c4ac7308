/**
 * Trainer space benchmark: `npm run bench:trainer` (PostgreSQL).
 *
 * 1. A scratch PostgreSQL database (postgres://postgres@127.0.0.1:5432/test or
 *    BENCH_DATABASE_URL; dropped at the end, also on failure and Ctrl-C) is migrated and
 *    seeded; two classes of one program of BENCH_COURSES courses (default 10) of 6 pages are
 *    added, taught by the demo teacher, their lessons provisioned by the real enrolment rule: a
 *    large one of BENCH_LEARNERS learners (default 10,000) and a small one of BENCH_SMALL (default
 *    100), the baseline. Each learner is somewhere in it: about a third not started, a third
 *    halfway, a third finished (pages answered in bulk SQL), their last answer 0 to 13 days ago
 *    (some are late).
 * 2. A bare Fastify hello-world, then the real server (apps/api/dist/main.js, built first), run
 *    one after the other as child processes on loopback, logging at warn.
 * 3. Each is asked one request at a time (latency, not throughput), after a warm-up (the first
 *    roster request of a class, which computes its kept rows, is timed apart): the hello-world;
 *    for each class, a page of its roster by every sort (both orders), every view, a search and
 *    its last page, BENCH_REQUESTS times each (default 100); this, BENCH_ROUNDS times (default
 *    3): each figure is given as min / median / max of the rounds. Then the CSV export of the
 *    large class (learners × courses lines) BENCH_EXPORTS times (default 3) with the server's
 *    peak resident memory during it, and « À suivre » BENCH_ATTENTION times (default 10).
 *    The goals: every roster page p50 < 60 ms and p99 < 150 ms at both sizes; the export in < 5 s.
 * The figures of this 2-core machine mean something only when it is quiet: the load is printed.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { hashPassword } from '../apps/api/src/auth/passwords';
import { migrate } from '../apps/api/src/db/migrate';
import { openPostgresDatabase } from '../apps/api/src/db/postgres-database';
import { seedIfEmpty } from '../apps/api/src/seed/seed';
import { answerPages } from './support/answered-pages';
import { insertBenchClass } from './support/bench-class';
import { percentile } from './support/latency';
import { memoryOf, resetPeak } from './support/memory';
import { freePort, run, runBench, startNode, stopChild, waitFor } from './support/processes';
import { benchServerUrl } from './support/scratch-database';
import { signInAs, withScratchServer } from './support/scratch-server';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 10_000);
const SMALL = Number(process.env.BENCH_SMALL ?? 100);
const COURSES = Number(process.env.BENCH_COURSES ?? 10);
const PAGES = 6;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 3);
const ATTENTION = Number(process.env.BENCH_ATTENTION ?? 10);
const P50_GOAL_MS = 60;
const P99_GOAL_MS = 150;
const EXPORT_GOAL_MS = 5000;

interface Samples {
  p50: number;
  p99: number;
  max: number;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** `count` requests one after the other (after `count / 10` unmeasured): milliseconds from sending to the body read. */
async function measure(url: string, count: number, headers: Record<string, string> = {}, check?: (body: string) => void): Promise<Samples> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
    check?.(body);
    return elapsed;
  };
  for (let warm = 0; warm < Math.max(3, Math.floor(count / 10)); warm += 1) await once();
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) samples.push(await once());
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99), max: samples.at(-1) ?? 0 };
}

/** The two classes: learners at every stage, pages answered straight in SQL (the lesson engine's own figures are not what is measured here). */
async function prepare(url: string): Promise<{ large: string; small: string }> {
  const database = openPostgresDatabase(url, 5);
  try {
    await migrate(database);
    await seedIfEmpty(database);
    const passwordHash = await hashPassword(randomBytes(12).toString('hex'));
    const common = { pagesPerCourse: PAGES, courses: COURSES, resources: 0, passwordHash, classOf: 'new' as const };
    const large = await insertBenchClass(database, { ...common, label: 'roster-large', learners: LEARNERS });
    const small = await insertBenchClass(database, {
      ...common,
      label: 'roster-small',
      learners: SMALL,
      program: { programId: large.programId, courseIds: large.courseIds },
    });
    const classIds = [large.classId, small.classId];
    await database.query(
      `INSERT INTO class_users (context_id, class_id, user_id, role)
       SELECT u.context_id, c, u.id, 'TEACHER' FROM users u CROSS JOIN unnest($2::uuid[]) AS c WHERE u.context_id = $1 AND u.email = 'teacher@demo.test'`,
      [large.contextId, classIds],
    );
    // Learner n answers the first (n mod 3) / 2 of every course: none, half, all, 0 to 13 days ago.
    const answered = `abs(hashtext(l.user_id::text)) % 3 * ${PAGES} / 2`;
    await answerPages(database, {
      classIds,
      pagesPerCourse: PAGES,
      answered,
      lastAnsweredAt: `now() - abs(hashtext(l.user_id::text || 'day')) % 14 * interval '1 day' + (${answered} - 1) * interval '2 minutes'`,
    });
    // A live database has statistics; tables filled a second ago have none, and the planner would scan them.
    await database.query('ANALYZE');
    return { large: large.classId, small: small.classId };
  } finally {
    await database.close();
  }
}

async function helloWorld(): Promise<Samples> {
  const port = await freePort();
  const source = `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ hello: 'world' })); await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = startNode(repositoryRoot, ['--input-type=module', '-e', source], {});
  try {
    await waitFor(`http://127.0.0.1:${port}/`, child);
    return await measure(`http://127.0.0.1:${port}/`, REQUESTS);
  } finally {
    await stopChild(child);
  }
}

/** Every sort in both orders, every view, a search, the last page: what a trainer can ask of a roster. */
const rosterQueries = (learners: number): [string, string][] => [
  ...['name', 'progress', 'score', 'timeSpent', 'lastActivity'].flatMap((sort): [string, string][] => [
    [`sort ${sort} ↑`, `sort=${sort}&order=asc`],
    [`sort ${sort} ↓`, `sort=${sort}&order=desc`],
  ]),
  ...['notStarted', 'inProgress', 'finished', 'late'].map((view): [string, string] => [`view ${view}`, `view=${view}&sort=progress&order=desc`]),
  ['search « learner 1 »', 'search=learner%201'],
  ['last page by progress', `sort=progress&order=desc&page=${Math.ceil(learners / 50)}`],
];

const spread = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0] ?? NaN, median: sorted[Math.floor(sorted.length / 2)] ?? NaN, max: sorted.at(-1) ?? NaN };
};
const mmm = (values: readonly number[]) => {
  const { min, median, max } = spread(values);
  return `${min.toFixed(1)} / ${median.toFixed(1)} / ${max.toFixed(1)}`;
};

async function main(): Promise<void> {
  run('npm', ['run', 'build', '-w', '@espace/api'], repositoryRoot);
  await withScratchServer(repositoryRoot, benchServerUrl, 'espace_bench_trainer', async ({ scratch, startServer }) => {
    const since = performance.now();
    const classes = await prepare(scratch.url);
    console.log(
      `Setup: ${LEARNERS} and ${SMALL} learners × ${COURSES} courses of ${PAGES} pages, a third not started, a third halfway, a third finished, in ${((performance.now() - since) / 1000).toFixed(1)} s; load ${load()}`,
    );
    const hello = await helloWorld();

    const { base, child } = await startServer();
    const token = await signInAs(base, 'teacher@demo.test', 'Teacher#2026');
    const headers = { authorization: `Bearer ${token}` };
    const sizes = [
      { learners: LEARNERS, classId: classes.large },
      { learners: SMALL, classId: classes.small },
    ];
    for (const { learners, classId } of sizes) {
      const started = performance.now();
      const response = await fetch(`${base}/api/trainer/classes/${classId}/roster`, { headers });
      if (!response.ok) throw new Error(`first roster: ${response.status}`);
      await response.text();
      console.log(`First roster request of the class of ${learners}: ${(performance.now() - started).toFixed(0)} ms`);
    }

    // target → size → the rounds' p50 and p99
    const results = new Map<string, Map<number, { p50: number[]; p99: number[] }>>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      console.log(`Round ${round}/${ROUNDS}, load ${load()}`);
      for (const { learners, classId } of sizes) {
        for (const [target, query] of rosterQueries(learners)) {
          const samples = await measure(`${base}/api/trainer/classes/${classId}/roster?${query}`, REQUESTS, headers);
          console.log(`  ${learners} learners, ${target}: p50 ${samples.p50.toFixed(1)} ms, p99 ${samples.p99.toFixed(1)} ms`);
          const bySize = results.get(target) ?? new Map<number, { p50: number[]; p99: number[] }>();
          const figures = bySize.get(learners) ?? { p50: [], p99: [] };
          figures.p50.push(samples.p50);
          figures.p99.push(samples.p99);
          bySize.set(learners, figures);
          results.set(target, bySize);
        }
      }
    }

    const exportTimes: number[] = [];
    const exportPeaks: number[] = [];
    const pid = child.pid ?? 0;
    for (let index = 0; index < EXPORTS; index += 1) {
      const rest = memoryOf(pid, 'VmRSS');
      resetPeak(pid);
      const started = performance.now();
      const response = await fetch(`${base}/api/trainer/classes/${classes.large}/roster.csv?locale=fr`, { headers });
      const body = await response.text();
      exportTimes.push(performance.now() - started);
      exportPeaks.push(memoryOf(pid, 'VmHWM') - rest);
      const lines = body.trimEnd().split('\r\n').length - 1;
      if (lines !== LEARNERS * COURSES) throw new Error(`the export holds ${lines} lines, not ${LEARNERS * COURSES}`);
    }
    const attention = await measure(`${base}/api/trainer/attention`, ATTENTION, headers);

    console.log(`\nLoad at the end: ${load()}. ${REQUESTS} requests a figure, ${ROUNDS} rounds: min / median / max of the rounds.`);
    console.log(`hello-world GET /: p50 ${hello.p50.toFixed(2)} ms, p99 ${hello.p99.toFixed(2)} ms`);
    console.log(`\n| roster page (50) | p50 at ${LEARNERS} (ms) | p99 at ${LEARNERS} (ms) | p50 at ${SMALL} (ms) | p99 at ${SMALL} (ms) |`);
    console.log('|---|---:|---:|---:|---:|');
    let met = true;
    for (const [target, bySize] of results) {
      const large = bySize.get(LEARNERS) ?? { p50: [], p99: [] };
      const small = bySize.get(SMALL) ?? { p50: [], p99: [] };
      for (const figures of [large, small]) met &&= spread(figures.p50).max < P50_GOAL_MS && spread(figures.p99).max < P99_GOAL_MS;
      console.log(`| ${target} | ${mmm(large.p50)} | ${mmm(large.p99)} | ${mmm(small.p50)} | ${mmm(small.p99)} |`);
    }
    const exportMet = spread(exportTimes).max < EXPORT_GOAL_MS;
    console.log(
      `\nCSV export of ${LEARNERS} learners (${LEARNERS * COURSES} lines): ${mmm(exportTimes)} ms; server's peak resident memory above its rest: ${mmm(exportPeaks)} MB`,
    );
    console.log(`« À suivre », ${LEARNERS + SMALL} learners: p50 ${attention.p50.toFixed(1)} ms, p99 ${attention.p99.toFixed(1)} ms (${ATTENTION} requests)`);
    console.log(`\nGoal: every roster page p50 < ${P50_GOAL_MS} ms and p99 < ${P99_GOAL_MS} ms in every round, at both sizes → ${met ? 'MET' : 'MISSED'}`);
    console.log(`Goal: the export in < ${EXPORT_GOAL_MS} ms → ${exportMet ? 'MET' : 'MISSED'}`);
    if (!met || !exportMet) process.exitCode = 1;
  });
}

runBench(main);
