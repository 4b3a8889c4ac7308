/**
 * The daily follow-up of a tenant: `npm run bench:follow-up` (PostgreSQL).
 *
 * 1. A scratch PostgreSQL database (postgres://postgres@127.0.0.1:5432/test or BENCH_DATABASE_URL;
 *    dropped at the end, also on failure and Ctrl-C) is migrated and seeded, then given the tenant
 *    of support/follow-up-tenant.ts: FOLLOW_UP_LEARNERS learners (default 10,000) in
 *    FOLLOW_UP_CLASSES classes (default 50) following one program of 5 courses of 6 pages, in
 *    varied states, their courses due around today.
 * 2. The real server (apps/api/dist/main.js, built first unless BENCH_SKIP_BUILD=1) runs as a child
 *    process on loopback, logging at warn, mails written as files (no SMTP server), its own daily
 *    queueing off: the bench queues the day. A module preloaded into it samples its V8 heap and
 *    watches its event loop (support/server-watch.ts).
 * 3. This process builds the API too (app.ts), its job workers stopped: a second process of the
 *    portal, which queues the day's jobs as every process does; the server's workers run them.
 * 4. The class in play (the first class, FOLLOW_UP_LEARNERS / FOLLOW_UP_CLASSES learners) signs in,
 *    and the server rests IDLE_SECONDS: the baseline of its memory.
 * 5. The class plays (support/virtual-class.ts: a Next a page, ~BENCH_THINK_MS (5000) a page, a
 *    ping every 10 s) for BENCH_DURATION seconds (default 60) without the pass, then again as long
 *    with the pass (runFollowUpPass) queued as its measure starts.
 * Measured: the pass's time, from its queueing to no job of any kind waiting or running, and what it
 * did (its jobs by kind, the notifications and mails written); the server's peak resident memory
 * (VmHWM), heap and longest event-loop stall at rest, over the class without the pass and over the
 * pass; the class's latency without the pass, over the run with it, and over the requests sent
 * while the pass's jobs ran (as the queue timed them).
 * FOLLOW_UP_CONTROL=1 runs the class a second time without the pass instead: the figure's own spread.
 * Goals: the pass in < 60 s; the class's p99 while it runs < 20 % above its p99 without it. The
 * figures of this 2-core machine mean something only when it is quiet: the load average is printed
 * at the start and the end.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { jobKinds } from '@espace/contracts/admin-jobs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { hashPassword } from '../apps/api/src/auth/passwords';
import { loadConfig } from '../apps/api/src/config';
import { migrate } from '../apps/api/src/db/migrate';
import { openPostgresDatabase } from '../apps/api/src/db/postgres-database';
import { JOBS_SCHEMA } from '../apps/api/src/jobs/job-queue';
import { seedIfEmpty } from '../apps/api/src/seed/seed';
import { type FollowUpTenant, insertFollowUpTenant } from './support/follow-up-tenant';
import { type EndpointStats, errorsText, type LatencyRecorder, ms } from './support/latency';
import { memoryOf, resetPeak } from './support/memory';
import { run, runBench } from './support/processes';
import { benchServerUrl } from './support/scratch-database';
import { withScratchServer } from './support/scratch-server';
import { readServer, serverWatchImport } from './support/server-watch';
import { runClass, signInAll } from './support/virtual-class';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const LEARNERS = Number(process.env.FOLLOW_UP_LEARNERS ?? 10_000);
const CLASSES = Number(process.env.FOLLOW_UP_CLASSES ?? 50);
const COURSES = 5;
const PAGES_PER_COURSE = 6;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 60);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 5000);
const WARMUP_SECONDS = 2;
const IDLE_SECONDS = 5;
const PASSWORD = 'Bench#FollowUp-2026';
const PASS_GOAL_SECONDS = 60;
const P99_GROWTH_GOAL = 0.2;
/**
 * FOLLOW_UP_CONTROL=1: the second class run has no pass, and its first CONTROL_SECONDS (about a
 * pass's length) are compared with the first run as the pass's would be: how far the goal's figure
 * moves from one run to the next by itself.
 */
const CONTROL = process.env.FOLLOW_UP_CONTROL === '1';
const CONTROL_SECONDS = 45;
/** A pass still running after this is stuck: the bench fails rather than wait for ever. */
const PASS_TIMEOUT_MS = 10 * 60 * 1000;

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const count = (value: number) => value.toLocaleString('en');

/**
 * The daily follow-up pass of one tenant, as production runs it: the day's job of each daily kind
 * queued for the tenant by its area's own queueing (keyed by the tenant and the day, so it runs
 * once), run by the server's workers, and whatever they queue in turn (mails) run too, until no
 * job of any kind the app defines waits or runs. Every daily kind (due-date notices, reminders, mail
 * digests) joins it by defining itself with `app.dailyTenantJobs`. The digests wait for 07:00 (Paris)
 * of their day: queued at another hour, the bench lets them start at once, so that the pass holds
 * every kind whenever it runs (`drain` waits for no job not yet due).
 */
async function runFollowUpPass(app: FastifyInstance, tenantId: string, now: Date): Promise<void> {
  await app.dailyTenantJobs.queue([tenantId], now);
  await app.database.query(`UPDATE ${JOBS_SCHEMA}.job SET start_after = now() WHERE name = 'mail-digests' AND state = 'created' AND start_after > now()`);
  await app.jobs.drain(undefined, PASS_TIMEOUT_MS);
}

/**
 * The daily kinds' own queueing off, in the server and in the queueing process: the day is queued
 * by runFollowUpPass alone, when the bench chooses. A daily kind with a setting of its own adds it here.
 */
const DAILY_QUEUEING_OFF = { DAILY_JOBS_QUEUE_MINUTES: '0' };

/**
 * The API built in this process as main.ts builds it: a second process of the portal, which queues
 * the day's jobs and runs none (its workers stopped), so that the server measured runs them all.
 */
async function queueingProcess(url: string, dataDir: string): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = openPostgresDatabase(url, 2);
  const config = loadConfig({
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent-web-dist',
    ...DAILY_QUEUEING_OFF,
    // The server measured mails the notifications due, as every process does; this one does not.
    NOTIFICATION_MAILS_SECONDS: '0',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  for (const kind of jobKinds) await app.jobs.stopWorking(kind);
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

async function prepare(url: string, now: Date): Promise<FollowUpTenant> {
  const database = openPostgresDatabase(url, 5);
  try {
    await migrate(database);
    await seedIfEmpty(database);
    const passwordHash = await hashPassword(PASSWORD);
    const tenant = await insertFollowUpTenant(database, {
      learners: LEARNERS,
      classes: CLASSES,
      courses: COURSES,
      pagesPerCourse: PAGES_PER_COURSE,
      passwordHash,
      now,
    });
    // Every automatic reminder on, at its default days: the pass has all its rules to find.
    await database.query(`UPDATE contexts SET settings = jsonb_set(settings, '{reminders}', $2::jsonb) WHERE id = $1`, [
      tenant.contextId,
      JSON.stringify({
        notStarted: { enabled: true, days: 3 },
        inactive: { enabled: true, days: 7 },
        dueSoon: { enabled: true, days: 2 },
        overdue: { enabled: true, days: 2 },
      }),
    ]);
    return tenant;
  } finally {
    await database.close();
  }
}

interface Peak {
  rssMb: number;
  heapMb: number;
  stallMs: number;
}

/** Starts the server's peaks again from now (VmHWM, the sampled heap, the event loop's delays); `read` tells them since. */
async function peakFrom(child: ChildProcess): Promise<{ read(): Promise<Peak> }> {
  const pid = child.pid ?? 0;
  resetPeak(pid);
  await readServer(child, { reset: true });
  return {
    read: async () => {
      const { heapPeakMb, stallMs } = await readServer(child);
      return { rssMb: memoryOf(pid, 'VmHWM'), heapMb: heapPeakMb, stallMs };
    },
  };
}

interface PassOutcome {
  seconds: number;
  /** When its first job started and its last one ended, as the queue timed them (performance.now()). */
  ran: { from: number; to: number };
  jobs: { kind: string; jobs: number; done: number }[];
  notifications: { kind: string; count: number }[];
  mails: number;
  peak: Peak;
}

const mailsIn = (folder: string) => {
  try {
    return readdirSync(folder).filter((name) => name.endsWith('.eml')).length;
  } catch {
    return 0;
  }
};

/** The pass, and what it did: its jobs (created since it was queued) by kind, the notifications written, the mails. */
async function measurePass(app: FastifyInstance, child: ChildProcess, tenantId: string, mailFolder: string): Promise<PassOutcome> {
  const peak = await peakFrom(child);
  const mailsBefore = mailsIn(mailFolder);
  const [clock] = await app.database.query<{ now: Date }>('SELECT clock_timestamp() AS now');
  const since = clock?.now ?? new Date();
  const started = performance.now();
  await runFollowUpPass(app, tenantId, new Date());
  const seconds = (performance.now() - started) / 1000;
  const peakDuring = await peak.read();
  const jobs = await app.database.query<{ kind: string; jobs: number; done: number; first_started: Date | null; last_ended: Date | null }>(
    `SELECT name AS kind, count(*)::int AS jobs, count(*) FILTER (WHERE state = 'completed')::int AS done,
            min(started_on) AS first_started, max(completed_on) AS last_ended
       FROM ${JOBS_SCHEMA}.job WHERE created_on >= $1 GROUP BY name ORDER BY name`,
    [since],
  );
  if (jobs.length === 0) throw new Error("the pass queued no job: was the day's job already queued?");
  const notifications = await app.database.query<{ kind: string; count: number }>(
    'SELECT kind, count(*)::int AS count FROM notifications WHERE context_id = $1 AND created_at >= $2 GROUP BY kind ORDER BY kind',
    [tenantId, since],
  );
  const toNow = (date: Date | null | undefined, fallback: number) => (date ? date.getTime() - performance.timeOrigin : fallback);
  const from = Math.min(...jobs.map((job) => toNow(job.first_started, started)));
  const to = Math.max(...jobs.map((job) => toNow(job.last_ended, performance.now())));
  return {
    seconds,
    ran: { from, to },
    jobs: jobs.map(({ kind, jobs: all, done }) => ({ kind, jobs: all, done })),
    notifications,
    mails: mailsIn(mailFolder) - mailsBefore,
    peak: peakDuring,
  };
}

function latencyRow(label: string, seconds: number, recorder: LatencyRecorder): EndpointStats {
  const all = recorder.stats(seconds).at(-1);
  if (all === undefined) throw new Error('no latency recorded');
  console.log(
    `| ${label} | ${seconds.toFixed(1)} | ${count(all.count)} | ${ms(all.p50)} | ${ms(all.p95)} | ${ms(all.p99)} | ${ms(all.max)} | ${errorsText(all.errors)} |`,
  );
  return all;
}

async function main(): Promise<void> {
  console.log(`# The daily follow-up pass of a tenant on PostgreSQL (${new Date().toISOString()}, load average at the start ${load()})`);
  if (process.env.BENCH_SKIP_BUILD !== '1') run('npm', ['run', 'build', '-w', '@espace/api'], repositoryRoot);
  await withScratchServer(repositoryRoot, benchServerUrl, 'espace_bench_follow_up', async ({ scratch, dataDir, startServer }) => {
    let since = performance.now();
    const tenant = await prepare(scratch.url, new Date());
    const [inPlay] = tenant.classes;
    if (inPlay === undefined) throw new Error('no class in play');
    console.log(
      `Setup: ${count(inPlay.learners.length * tenant.classes.length)} learners in ${tenant.classes.length} classes, ${COURSES} courses of ${PAGES_PER_COURSE} pages, in ${((performance.now() - since) / 1000).toFixed(1)} s`,
    );

    const { base, child } = await startServer({ env: DAILY_QUEUEING_OFF, nodeArgs: ['--import', serverWatchImport], ipc: true });
    const queueing = await queueingProcess(scratch.url, dataDir);
    try {
      since = performance.now();
      const tokens = await signInAll(base, inPlay.learners, PASSWORD);
      console.log(`The class in play, ${tokens.length} learners, signed in in ${((performance.now() - since) / 1000).toFixed(1)} s`);
      const idlePeak = await peakFrom(child);
      await sleep(IDLE_SECONDS * 1000);
      const idle = await idlePeak.read();

      const classRun = { base, bench: inPlay, tokens, warmupSeconds: WARMUP_SECONDS, durationSeconds: DURATION_SECONDS, thinkMs: THINK_MS };
      const quietPeak = await peakFrom(child);
      const quiet = await runClass(classRun);
      const quietMemory = await quietPeak.read();

      if (CONTROL) {
        let from = 0;
        const again = await runClass({
          ...classRun,
          onMeasure: () => {
            from = performance.now();
          },
        });
        console.log(`\nControl: the class in play twice, no pass, ~${THINK_MS} ms a page.\n`);
        console.log('| the class | seconds | requests | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | errors |');
        console.log('|---|---:|---:|---:|---:|---:|---:|---|');
        const first = latencyRow('the first run', quiet.seconds, quiet.recorder);
        const second = latencyRow(
          `the second run, its first ${CONTROL_SECONDS} s`,
          CONTROL_SECONDS,
          again.recorder.within(from, from + CONTROL_SECONDS * 1000),
        );
        const moved = second.p99 / first.p99 - 1;
        console.log(
          `\nControl: the p99 ${ms(first.p99)} → ${ms(second.p99)} ms (${moved >= 0 ? '+' : ''}${(moved * 100).toFixed(0)} %) with no pass in either run`,
        );
        console.log(`Load average at the end: ${load()}`);
        return;
      }
      let passing: Promise<PassOutcome> | undefined;
      const busy = await runClass({
        ...classRun,
        onMeasure: () => {
          passing = measurePass(queueing.app, child, tenant.contextId, join(dataDir, 'mail'));
          // Awaited once the class has played: a failure meanwhile is not an unhandled rejection.
          passing.catch(() => undefined);
        },
      });
      if (passing === undefined) throw new Error('the class run never started its measure');
      const pass = await passing;
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);

      console.log(`\n| the pass of ${count(LEARNERS)} learners in ${CLASSES} classes | |`);
      console.log('|---|---|');
      console.log(`| queued → no job waiting or running | **${pass.seconds.toFixed(1)} s** |`);
      console.log(`| its jobs ran (first start → last end) | ${((pass.ran.to - pass.ran.from) / 1000).toFixed(1)} s |`);
      console.log(`| jobs by kind (done) | ${pass.jobs.map((job) => `${job.kind} ${count(job.jobs)} (${count(job.done)})`).join(', ')} |`);
      console.log(
        `| notifications written meanwhile (the class's own too) | ${pass.notifications.map((row) => `${row.kind} ${count(row.count)}`).join(', ') || 'none'} |`,
      );
      console.log(`| mails written | ${count(pass.mails)} |`);

      console.log('\n| the server | peak RSS (MB) | peak V8 heap used (MB) | longest event-loop stall (ms) |');
      console.log('|---|---:|---:|---:|');
      const peakRow = (label: string, peak: Peak) =>
        console.log(`| ${label} | ${peak.rssMb.toFixed(0)} | ${peak.heapMb.toFixed(0)} | ${peak.stallMs.toFixed(0)} |`);
      peakRow(`idle ${IDLE_SECONDS} s, after seeding and the sign-ins`, idle);
      peakRow('the class playing, no pass', quietMemory);
      peakRow('**the pass**, the class playing', pass.peak);

      console.log(
        `\nThe class in play: ${tokens.length} learners, ~${THINK_MS} ms a page, measured ${DURATION_SECONDS} s once each has finished a first page.\n`,
      );
      console.log('| the class | seconds | requests | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | errors |');
      console.log('|---|---:|---:|---:|---:|---:|---:|---|');
      const without = latencyRow('without the pass', quiet.seconds, quiet.recorder);
      latencyRow('with the pass: the whole run', busy.seconds, busy.recorder);
      const ranSeconds = (pass.ran.to - pass.ran.from) / 1000;
      const during = latencyRow("while the pass's jobs ran", ranSeconds, busy.recorder.within(pass.ran.from, pass.ran.to));
      if (pass.ran.to - pass.ran.from > busy.seconds * 1000)
        console.log(`(the pass outlasted the class's ${busy.seconds} s: only its start was played beside)`);
      if (during.count < 100) console.log(`(${during.count} requests while the pass ran: its p99 is one of its slowest few)`);

      const passMet = pass.seconds < PASS_GOAL_SECONDS && pass.jobs.every((job) => job.done === job.jobs);
      const growth = during.p99 / without.p99 - 1;
      const classMet = growth < P99_GROWTH_GOAL && during.errors.size === 0;
      console.log(
        `\nGoal: the pass in < ${PASS_GOAL_SECONDS} s, every job done → ${pass.seconds.toFixed(1)} s, ${count(pass.jobs.reduce((sum, job) => sum + job.done, 0))} of ${count(pass.jobs.reduce((sum, job) => sum + job.jobs, 0))} done: ${passMet ? 'MET' : 'MISSED'}`,
      );
      console.log(
        `Goal: the class's p99 while the pass runs < ${P99_GROWTH_GOAL * 100} % above without it, no error → ${ms(without.p99)} → ${ms(during.p99)} ms (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(0)} %), ${errorsText(during.errors)} errors: ${classMet ? 'MET' : 'MISSED'}`,
      );
      console.log(`Load average at the end: ${load()}`);
      if (!passMet || !classMet) process.exitCode = 1;
    } finally {
      await queueing.close();
    }
  });
}

runBench(main);
