/**
 * Trainer space benchmark: `npm run bench:trainer` (PostgreSQL).
 *
 * 1. A scratch PostgreSQL database (postgres://postgres@127.0.0.1:5432/test or
 *    BENCH_DATABASE_URL; dropped at the end, also on failure and Ctrl-C) is migrated and
 *    seeded; a class of BENCH_LEARNERS learners (default 500) × BENCH_COURSES courses
 *    (default 10) of 6 pages is added, taught by the demo teacher, its lessons provisioned by
 *    the real enrolment rule, and each learner somewhere in it: about a third not started, a
 *    third halfway, a third finished (pages answered in bulk SQL).
 * 2. A bare Fastify hello-world, then the real server (apps/api/dist/main.js, built first), run
 *    one after the other as child processes on loopback, logging at warn.
 * 3. Each is asked one request at a time (latency, not throughput), after a warm-up: the
 *    hello-world BENCH_REQUESTS times (default 200); the roster's first page sorted by progress
 *    BENCH_REQUESTS times; the CSV export of the whole class (learners × courses rows) BENCH_EXPORTS times (default 30).
 *    p50 and p99 of each, and the goals: roster p99 < 100 ms, export p99 < 1 s.
 * The figures of this 2-core machine mean something only when it is quiet.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { hashPassword } from '../apps/api/src/auth/passwords';
import { migrate } from '../apps/api/src/db/migrate';
import { openPostgresDatabase } from '../apps/api/src/db/postgres-database';
import { seedIfEmpty } from '../apps/api/src/seed/seed';
import { insertBenchClass } from './support/bench-class';
import { percentile } from './support/latency';
import { freePort, run, runBench, startNode, stopChild, waitFor } from './support/processes';
import { benchServerUrl } from './support/scratch-database';
import { signInAs, withScratchServer } from './support/scratch-server';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 500);
const COURSES = Number(process.env.BENCH_COURSES ?? 10);
const PAGES = 6;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 30);
const ROSTER_GOAL_MS = 100;
const EXPORT_GOAL_MS = 1000;

interface Measure {
  target: string;
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** `count` requests one after the other (after `count / 10` unmeasured): milliseconds from sending to the body read. */
async function measure(target: string, url: string, count: number, headers: Record<string, string> = {}, check?: (body: string) => void): Promise<Measure> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${target}: ${response.status} ${body.slice(0, 200)}`);
    check?.(body);
    return elapsed;
  };
  for (let warm = 0; warm < Math.max(3, Math.floor(count / 10)); warm += 1) await once();
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) samples.push(await once());
  samples.sort((a, b) => a - b);
  return { target, count, p50: percentile(samples, 0.5), p99: percentile(samples, 0.99), max: samples.at(-1) ?? 0 };
}

/** The class: learners at every stage, pages answered straight in SQL (the lesson engine's own figures are not what is measured here). */
async function prepare(url: string): Promise<{ classId: string }> {
  const database = openPostgresDatabase(url, 5);
  try {
    await migrate(database);
    await seedIfEmpty(database);
    const bench = await insertBenchClass(database, {
      label: 'trainer',
      pagesPerCourse: PAGES,
      courses: COURSES,
      learners: LEARNERS,
      resources: 0,
      passwordHash: await hashPassword(randomBytes(12).toString('hex')),
      classOf: 'new',
    });
    await database.query(
      `INSERT INTO class_users (context_id, class_id, user_id, role) SELECT context_id, $2, id, 'TEACHER' FROM users WHERE context_id = $1 AND email = 'teacher@demo.test'`,
      [bench.contextId, bench.classId],
    );
    // Learner n answers the first (n mod 3) / 2 of every course: none, half, all.
    await database.query(
      `WITH ranked AS (
         SELECT l.id AS lesson_id, l.context_id, n.id AS node_id, n.block_id, row_number() OVER (PARTITION BY l.id ORDER BY s."order", n."order") - 1 AS position,
                abs(hashtext(l.user_id::text)) % 3 AS stage
           FROM lessons l JOIN course_nodes n ON n.course_id = l.course_id AND n.type = 'block' JOIN course_nodes s ON s.id = n.parent_id
          WHERE l.class_id = $1)
       INSERT INTO lesson_pages (context_id, lesson_id, node_id, block_id, position, progress, inputs, results, time_spent, started_at, answered_at)
       SELECT context_id, lesson_id, node_id, block_id, position, 'COMPLETED', '{"answers": {}}',
              '{"answerRatios": {}, "kind": null, "feedbacks": [], "hints": {"messages": [], "remaining": 0, "nextMalus": 0}, "scoring": {"actual": 7, "max": 10}, "corrections": {}}',
              60, now() - interval '3 days', now() - interval '3 days' + position * interval '2 minutes'
         FROM ranked WHERE position < stage * ${PAGES} / 2`,
      [bench.classId],
    );
    await database.query(
      `UPDATE lessons l SET started_at = p.first_at, time_spent = p.pages * 60,
              progress = CASE WHEN p.pages = ${PAGES} THEN 'COMPLETED' ELSE 'ONGOING' END, state = CASE WHEN p.pages = ${PAGES} THEN 'DONE' ELSE l.state END,
              scoring = jsonb_build_object('global', jsonb_build_object('actual', p.pages * 7, 'max', p.pages * 10))
         FROM (SELECT lesson_id, count(*)::int AS pages, min(started_at) AS first_at FROM lesson_pages GROUP BY lesson_id) p
        WHERE p.lesson_id = l.id AND l.class_id = $1`,
      [bench.classId],
    );
    // A live database has statistics; tables filled a second ago have none, and the planner would scan them.
    await database.query('ANALYZE');
    return { classId: bench.classId };
  } finally {
    await database.close();
  }
}

async function helloWorld(): Promise<Measure> {
  const port = await freePort();
  const source = `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ hello: 'world' })); await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = startNode(repositoryRoot, ['--input-type=module', '-e', source], {});
  try {
    await waitFor(`http://127.0.0.1:${port}/`, child);
    return await measure('hello-world GET /', `http://127.0.0.1:${port}/`, REQUESTS);
  } finally {
    await stopChild(child);
  }
}

async function main(): Promise<void> {
  run('npm', ['run', 'build', '-w', '@espace/api'], repositoryRoot);
  await withScratchServer(repositoryRoot, benchServerUrl, 'espace_bench_trainer', async ({ scratch, startServer }) => {
    const since = performance.now();
    const { classId } = await prepare(scratch.url);
    console.log(
      `Setup: ${LEARNERS} learners × ${COURSES} courses of ${PAGES} pages, a third not started, a third halfway, a third finished, in ${((performance.now() - since) / 1000).toFixed(1)} s`,
    );
    const rows: Measure[] = [await helloWorld()];

    const { base } = await startServer();
    const token = await signInAs(base, 'teacher@demo.test', 'Teacher#2026');
    const headers = { authorization: `Bearer ${token}` };
    const roster = `${base}/api/trainer/classes/${classId}`;
    rows.push(await measure(`roster, page 1 of ${LEARNERS} sorted by progress`, `${roster}/roster?sort=progress&order=desc`, REQUESTS, headers));
    rows.push(
      await measure(`CSV export, ${LEARNERS * COURSES} rows`, `${roster}/roster.csv?locale=fr`, EXPORTS, headers, (body) => {
        const lines = body.trimEnd().split('\r\n').length - 1;
        if (lines !== LEARNERS * COURSES) throw new Error(`the export holds ${lines} rows, not ${LEARNERS * COURSES}`);
      }),
    );

    console.log('\n| target | requests | p50 (ms) | p99 (ms) | max (ms) |');
    console.log('|---|---:|---:|---:|---:|');
    for (const row of rows) console.log(`| ${row.target} | ${row.count} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.max.toFixed(1)} |`);
    const [, rosterRow, exportRow] = rows;
    const rosterMet = (rosterRow?.p99 ?? Infinity) < ROSTER_GOAL_MS;
    const exportMet = (exportRow?.p99 ?? Infinity) < EXPORT_GOAL_MS;
    console.log(`\nGoal: roster p99 < ${ROSTER_GOAL_MS} ms → ${rosterRow?.p99.toFixed(1)} ms ${rosterMet ? 'MET' : 'MISSED'}`);
    console.log(`Goal: export of ${LEARNERS * COURSES} rows p99 < ${EXPORT_GOAL_MS} ms → ${exportRow?.p99.toFixed(1)} ms ${exportMet ? 'MET' : 'MISSED'}`);
    if (!rosterMet || !exportMet) process.exitCode = 1;
  });
}

runBench(main);
