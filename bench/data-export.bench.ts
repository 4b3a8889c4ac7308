/**
 * The archive of a user's data: `npm run bench:data-export` (PostgreSQL).
 *
 * 1. A scratch PostgreSQL database (postgres://postgres@127.0.0.1:5432/test or BENCH_DATABASE_URL;
 *    dropped at the end, also on failure and Ctrl-C) is migrated and seeded, then given one learner
 *    in a class of DATA_EXPORT_COURSES courses (default 100) of DATA_EXPORT_PAGES pages (default
 *    100), every page answered (support/answered-pages.ts): 10,000 answered pages; and one xAPI
 *    statement about them per page, written straight into the LRS's table.
 * 2. The real server (apps/api/dist/main.js, built first unless BENCH_SKIP_BUILD=1) runs as a child
 *    process on loopback, a module preloaded into it sampling its V8 heap (support/server-watch.ts).
 * 3. The learner signs in; then, BENCH_RUNS times (default 3) one after the other:
 *    - the baseline: GET users/me/xapi-statements, their statements as one JSON document, built
 *      whole in memory before it is sent;
 *    - the archive: POST users/me/data-export/link, then GET of the link, read to its last byte.
 * Measured for each: the time to the last byte, the bytes, and the server's peak resident memory
 * (VmHWM, from its resident set before the request) and V8 heap over the request.
 * Goal: the archive of 10,000 answered pages in < 5 s (a streamed answer is accepted if it stays
 * under a few seconds), its peak memory not above the baseline's.
 */
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { hashPassword } from '../apps/api/src/auth/passwords';
import type { Database } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { openPostgresDatabase } from '../apps/api/src/db/postgres-database';
import { seedIfEmpty } from '../apps/api/src/seed/seed';
import { answerPages } from './support/answered-pages';
import { type BenchLearner, insertBenchClass } from './support/bench-class';
import { memoryOf, resetPeak } from './support/memory';
import { run, runBench } from './support/processes';
import { benchServerUrl } from './support/scratch-database';
import { signInAs, withScratchServer } from './support/scratch-server';
import { readServer, serverWatchImport } from './support/server-watch';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const COURSES = Number(process.env.DATA_EXPORT_COURSES ?? 100);
const PAGES_PER_COURSE = Number(process.env.DATA_EXPORT_PAGES ?? 100);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PASSWORD = 'Bench#DataExport-2026';
const GOAL_SECONDS = 5;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** The learner, their pages answered, and as many statements about them. */
async function prepare(database: Database): Promise<BenchLearner> {
  await migrate(database);
  await seedIfEmpty(database);
  const bench = await insertBenchClass(database, {
    label: 'data-export',
    pagesPerCourse: PAGES_PER_COURSE,
    courses: COURSES,
    learners: 1,
    resources: 0,
    passwordHash: await hashPassword(PASSWORD),
    classOf: 'new',
  });
  await answerPages(database, {
    classIds: [bench.classId],
    pagesPerCourse: PAGES_PER_COURSE,
    answered: String(PAGES_PER_COURSE),
    lastAnsweredAt: `now() - (${COURSES} - pc."order") * interval '1 day'`,
  });
  const [learner] = bench.learners;
  if (learner === undefined) throw new Error('no learner was inserted');
  await database.query(
    `INSERT INTO xapi_statements (context_id, id, stored_us, statement, filter_keys, user_id)
     SELECT p.context_id, s.id, extract(epoch FROM p.answered_at) * 1e6,
            jsonb_build_object('id', s.id, 'actor', jsonb_build_object('objectType', 'Agent', 'mbox', 'mailto:' || $2),
              'verb', jsonb_build_object('id', 'http://adlnet.gov/expapi/verbs/answered', 'display', jsonb_build_object('en-US', 'answered')),
              'object', jsonb_build_object('objectType', 'Activity', 'id', 'https://bench.test/pages/' || p.id),
              'result', jsonb_build_object('score', jsonb_build_object('scaled', 0.7), 'completion', true, 'duration', 'PT1M'),
              'timestamp', to_char(p.answered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'version', '1.0.0'),
            ARRAY['o:https://bench.test/pages/' || p.id], l.user_id
       FROM lesson_pages p JOIN lessons l ON l.id = p.lesson_id, LATERAL (SELECT gen_random_uuid() AS id) s
      WHERE l.user_id = $1`,
    [learner.userId, learner.email],
  );
  await database.query('ANALYZE');
  return learner;
}

interface Measure {
  seconds: number;
  bytes: number;
  /** Above the resident set before the request: what serving it took. */
  rssGrowthMb: number;
  rssPeakMb: number;
  heapPeakMb: number;
}

/** One request, read to its last byte, and what it cost the server. */
async function measure(child: ChildProcess, request: () => Promise<Response>): Promise<Measure> {
  const pid = child.pid ?? 0;
  resetPeak(pid);
  const before = memoryOf(pid, 'VmRSS');
  await readServer(child, { reset: true });
  const started = performance.now();
  const answer = await request();
  if (!answer.ok || answer.body === null) throw new Error(`${answer.url} answered ${answer.status}: ${await answer.text()}`);
  let bytes = 0;
  for await (const chunk of answer.body) bytes += (chunk as Uint8Array).byteLength;
  const seconds = (performance.now() - started) / 1000;
  const peak = memoryOf(pid, 'VmHWM');
  const { heapPeakMb } = await readServer(child);
  return { seconds, bytes, rssGrowthMb: peak - before, rssPeakMb: peak, heapPeakMb };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main(): Promise<void> {
  console.log(`# The archive of a learner's data on PostgreSQL (${new Date().toISOString()}, load average at the start ${load()})`);
  if (process.env.BENCH_SKIP_BUILD !== '1') run('npm', ['run', 'build', '-w', '@espace/api'], repositoryRoot);
  await withScratchServer(repositoryRoot, benchServerUrl, 'espace_bench_data_export', async ({ scratch, startServer }) => {
    const since = performance.now();
    const database = openPostgresDatabase(scratch.url, 4);
    const learner = await prepare(database).finally(() => database.close());
    console.log(
      `Setup: one learner, ${COURSES} lessons of ${PAGES_PER_COURSE} answered pages, as many statements, in ${((performance.now() - since) / 1000).toFixed(1)} s`,
    );

    const { base, child } = await startServer({ nodeArgs: ['--import', serverWatchImport], ipc: true });
    const token = await signInAs(base, learner.email, PASSWORD);
    const bearer = { authorization: `Bearer ${token}` };
    const baseline = () => fetch(`${base}/api/users/me/xapi-statements`, { headers: bearer });
    const archive = async () => {
      const link = await fetch(`${base}/api/users/me/data-export/link`, { method: 'POST', headers: bearer });
      if (!link.ok) throw new Error(`the link answered ${link.status}: ${await link.text()}`);
      return fetch(`${base}${((await link.json()) as { url: string }).url}&lang=fr`);
    };
    // Once each first: the server's code and plans warm, as after any first request.
    await measure(child, baseline);
    await measure(child, archive);
    const runs = { baseline: [] as Measure[], archive: [] as Measure[] };
    for (let index = 0; index < RUNS; index += 1) {
      runs.baseline.push(await measure(child, baseline));
      runs.archive.push(await measure(child, archive));
    }

    console.log(
      `\n| ${COURSES * PAGES_PER_COURSE} answered pages (median of ${RUNS}) | time to the last byte (s) | bytes (MB) | peak RSS (MB) | RSS above its level before (MB) | peak V8 heap (MB) |`,
    );
    console.log('|---|---:|---:|---:|---:|---:|');
    const row = (label: string, measures: Measure[]) => {
      const at = (pick: (each: Measure) => number) => median(measures.map(pick));
      console.log(
        `| ${label} | ${at((each) => each.seconds).toFixed(2)} | ${mb(at((each) => each.bytes))} | ${at((each) => each.rssPeakMb).toFixed(0)} | ${at((each) => each.rssGrowthMb).toFixed(0)} | ${at((each) => each.heapPeakMb).toFixed(0)} |`,
      );
      return { seconds: at((each) => each.seconds), growth: at((each) => each.rssGrowthMb) };
    };
    const statements = row('baseline: GET users/me/xapi-statements (JSON, whole)', runs.baseline);
    const zip = row('**the archive**: link + GET, zip streamed', runs.archive);
    const met = zip.seconds < GOAL_SECONDS && zip.growth <= Math.max(statements.growth, 1);
    console.log(
      `\nGoal: the archive in < ${GOAL_SECONDS} s, its memory not above the baseline's → ${zip.seconds.toFixed(2)} s, +${zip.growth.toFixed(0)} MB against +${statements.growth.toFixed(0)} MB: ${met ? 'MET' : 'MISSED'}`,
    );
    console.log(`Load average at the end: ${load()}`);
    if (!met) process.exitCode = 1;
  });
}

runBench(main);
