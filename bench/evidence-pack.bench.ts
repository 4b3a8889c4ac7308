/**
 * Qualiopi evidence pack benchmark: `npm run bench:evidence-pack` (PostgreSQL).
 *
 * 1. A scratch PostgreSQL database (postgres://postgres@127.0.0.1:5432/test or
 *    BENCH_DATABASE_URL; dropped at the end, also on failure and Ctrl-C) is migrated and seeded;
 *    a class of BENCH_LEARNERS learners (default 1,000) following BENCH_COURSES courses (default
 *    5) of 6 pages is added, taught by the demo teacher: a third of its learners not started, a
 *    third halfway, a third finished (pages answered in bulk SQL).
 * 2. The real server (apps/api/dist/main.js, built first) runs on loopback, logging at warn.
 * 3. Baseline: a learner's `GET /api/users/me` (what every screen asks), BENCH_REQUESTS times one
 *    after the other (default 200), nothing else running. Then the teacher asks for the class's
 *    pack, and the same request is sent again and again, one after the other, until the job has
 *    made it: its latency while the job runs in the same process, beside the baseline. Then the
 *    time from the ask to the pack ready, the server's peak resident memory above its rest meanwhile,
 *    the pack's size and its download; the zip is checked (one attestation per learner).
 * The figures of this 2-core machine mean something only when it is quiet: the load is printed.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { hashPassword } from '../apps/api/src/auth/passwords';
import { migrate } from '../apps/api/src/db/migrate';
import { openPostgresDatabase } from '../apps/api/src/db/postgres-database';
import { seedIfEmpty } from '../apps/api/src/seed/seed';
import { answerPages } from './support/answered-pages';
import { insertBenchClass } from './support/bench-class';
import { percentile } from './support/latency';
import { memoryOf, resetPeak } from './support/memory';
import { run, runBench } from './support/processes';
import { benchServerUrl } from './support/scratch-database';
import { signInAs, withScratchServer } from './support/scratch-server';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 1000);
const COURSES = Number(process.env.BENCH_COURSES ?? 5);
const PAGES = 6;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

interface Pack {
  id: string;
  state: 'preparing' | 'ready' | 'failed';
}

interface Figures {
  count: number;
  p50: number;
  p99: number;
  max: number;
}
const figuresOf = (samples: number[]): Figures => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? NaN };
};
const row = (name: string, { count, p50, p99, max }: Figures) => `| ${name} | ${count} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${max.toFixed(1)} |`;

/** One request, timed from sending to the body read. */
async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
  return performance.now() - started;
}

async function prepare(url: string): Promise<string> {
  const database = openPostgresDatabase(url, 5);
  try {
    await migrate(database);
    await seedIfEmpty(database);
    const passwordHash = await hashPassword(randomBytes(12).toString('hex'));
    const klass = await insertBenchClass(database, {
      label: 'evidence',
      pagesPerCourse: PAGES,
      courses: COURSES,
      learners: LEARNERS,
      resources: 0,
      passwordHash,
      classOf: 'new',
    });
    await database.query(
      `INSERT INTO class_users (context_id, class_id, user_id, role)
       SELECT u.context_id, $2, u.id, 'TEACHER' FROM users u WHERE u.context_id = $1 AND u.email = 'teacher@demo.test'`,
      [klass.contextId, klass.classId],
    );
    const answered = `abs(hashtext(l.user_id::text)) % 3 * ${PAGES} / 2`;
    await answerPages(database, {
      classIds: [klass.classId],
      pagesPerCourse: PAGES,
      answered,
      lastAnsweredAt: `now() - abs(hashtext(l.user_id::text || 'day')) % 14 * interval '1 day' + (${answered} - 1) * interval '2 minutes'`,
    });
    await database.query('ANALYZE');
    return klass.classId;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  run('npm', ['run', 'build', '-w', '@espace/api'], repositoryRoot);
  await withScratchServer(repositoryRoot, benchServerUrl, 'espace_bench_evidence', async ({ scratch, startServer }) => {
    const since = performance.now();
    const classId = await prepare(scratch.url);
    console.log(
      `Setup: ${LEARNERS} learners × ${COURSES} courses of ${PAGES} pages, a third not started, a third halfway, a third finished, in ${((performance.now() - since) / 1000).toFixed(1)} s; load ${load()}`,
    );
    const { base, child } = await startServer();
    const pid = child.pid ?? 0;
    const teacher = { authorization: `Bearer ${await signInAs(base, 'teacher@demo.test', 'Teacher#2026')}` };
    const learner = { authorization: `Bearer ${await signInAs(base, 'learner@demo.test', 'Learner#2026')}` };
    const me = `${base}/api/users/me`;
    // The roster's kept rows, computed at the first visit of a class, are not the pack's cost.
    await timed(`${base}/api/trainer/classes/${classId}/roster`, teacher);

    for (let warm = 0; warm < 20; warm += 1) await timed(me, learner);
    const idle: number[] = [];
    for (let index = 0; index < REQUESTS; index += 1) idle.push(await timed(me, learner));

    const rest = memoryOf(pid, 'VmRSS');
    resetPeak(pid);
    const asked = performance.now();
    const answer = await fetch(`${base}/api/trainer/classes/${classId}/evidence-packs`, {
      method: 'POST',
      headers: { ...teacher, 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'fr', timeZone: 'Europe/Paris' }),
    });
    if (answer.status !== 202) throw new Error(`the ask answered ${answer.status}: ${await answer.text()}`);
    const askMs = performance.now() - asked;
    const during: number[] = [];
    let pack: Pack | null = null;
    let lastLook = 0;
    for (;;) {
      during.push(await timed(me, learner));
      // The roster asks every second; so does this loop, beside the measured requests.
      if (performance.now() - lastLook < 1000) continue;
      lastLook = performance.now();
      const latest = await fetch(`${base}/api/trainer/classes/${classId}/evidence-packs/latest`, { headers: teacher });
      pack = ((await latest.json()) as { pack: Pack | null }).pack;
      if (pack?.state !== 'preparing') break;
    }
    const readyMs = performance.now() - asked;
    const peak = memoryOf(pid, 'VmHWM') - rest;
    if (pack?.state !== 'ready') throw new Error(`the pack is ${pack?.state ?? 'gone'}`);

    const link = await fetch(`${base}/api/trainer/evidence-packs/${pack.id}/link`, { method: 'POST', headers: teacher });
    const { url } = (await link.json()) as { url: string };
    const downloadStarted = performance.now();
    const zip = new Uint8Array(await (await fetch(`${base}${url}`)).arrayBuffer());
    const downloadMs = performance.now() - downloadStarted;
    const attestations = Object.keys(unzipSync(zip)).filter((name) => name.startsWith('attestations/')).length;
    if (attestations !== LEARNERS) throw new Error(`the pack holds ${attestations} attestations, not ${LEARNERS}`);

    console.log(`\nLoad at the end: ${load()}.`);
    console.log(`\n| a learner's GET /api/users/me | requests | p50 (ms) | p99 (ms) | max (ms) |`);
    console.log('|---|---:|---:|---:|---:|');
    console.log(row('alone (baseline)', figuresOf(idle)));
    console.log(row('while the job makes the pack', figuresOf(during)));
    console.log(
      `\nPack of ${LEARNERS} learners: asked in ${askMs.toFixed(0)} ms (202), ready ${(readyMs / 1000).toFixed(1)} s later (${(readyMs / LEARNERS).toFixed(1)} ms a learner); ${(zip.byteLength / 1024 / 1024).toFixed(1)} MB, downloaded in ${downloadMs.toFixed(0)} ms; server's peak resident memory above its rest meanwhile: ${peak.toFixed(0)} MB`,
    );
  });
}

runBench(main);
