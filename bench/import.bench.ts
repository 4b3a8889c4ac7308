/**
 * Content import benchmark: `npm run bench:import` (PGlite, the embedded default), what importing a
 * large content package does to the other tenants (docs/content-packages.md#how-an-import-is-written).
 *
 * 1. A package of BENCH_MEDIA_MB (default 150) of media is zipped in a scratch folder
 *    (bench/support/media-package.ts: videos of 40 MB and images of 2 MB).
 * 2. A scratch PGlite folder is migrated and seeded, then the built server (apps/api/dist/main.js,
 *    or BENCH_SERVER: another build, before/after) opens it, on loopback, logging at warn.
 * 3. Baseline: for BENCH_BASELINE_SECONDS (default 10) two requests of the acme tenant are probed,
 *    each every 100 ms, one at a time: GET /api/contexts/current, and a signed-in acme learner's
 *    GET /api/users/me/classes.
 * 4. The demo admin uploads the package (POST /api/admin/content-packages) while the same probes
 *    run. Measured: the import, from the upload's start to its answer; the probes sent meanwhile
 *    (p50, p99, max, failures); the server's resident memory before the upload, at its peak during
 *    it (VmHWM, restarted from the resident set before the upload, and VmRSS sampled every 50 ms),
 *    and 5 s after its answer.
 * Goals: every probe during the import answered in < 1 s; the server's resident memory grows by
 * < RSS_GROWTH_GOAL_MB during it. The figures of this 2-core machine mean something only when it
 * is quiet: the load average is printed at the start and the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, openAsBlob } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { openPgliteWorkerDatabase } from '../apps/api/src/db/pglite-worker-database';
import { createHttpClient, type HttpClient } from './support/http-client';
import { errorsText, LatencyRecorder, ms } from './support/latency';
import { writeMediaPackage } from './support/media-package';
import { memoryOf, resetPeak } from './support/memory';
import { freePort, run, runBench, startNode, stopChild, waitFor } from './support/processes';
import { createScratchFolder, migrateSeedAndClose, removeScratchFolder } from './support/scratch-database';
import { signInAs } from './support/scratch-server';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const SERVER = process.env.BENCH_SERVER ?? 'apps/api/dist/main.js';
const MEDIA_MB = Number(process.env.BENCH_MEDIA_MB ?? 150);
const BASELINE_SECONDS = Number(process.env.BENCH_BASELINE_SECONDS ?? 10);
const PROBE_EVERY_MS = 100;
/** Long enough to measure how long a stalled request waits, rather than cut it short. */
const PROBE_TIMEOUT_MS = 120_000;
const PROBE_GOAL_MS = 1000;
const RSS_GROWTH_GOAL_MB = 100;

interface Target {
  label: string;
  path: string;
  headers: Record<string, string>;
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Probes every target, one request at a time each, every PROBE_EVERY_MS, for as long as `work` runs. */
async function probedDuring<T>(
  client: HttpClient,
  targets: readonly Target[],
  work: () => Promise<T>,
): Promise<{ result: T; recorder: LatencyRecorder; seconds: number }> {
  const recorder = new LatencyRecorder(targets.map((target) => target.label));
  let running = true;
  const loop = async ({ label, path, headers }: Target) => {
    while (running) {
      const sent = performance.now();
      try {
        const answer = await client.send('GET', path, headers, undefined, PROBE_TIMEOUT_MS);
        if (answer.status < 200 || answer.status > 299) recorder.error(label, answer.status, answer.text);
      } catch (error) {
        recorder.error(label, 0, error instanceof Error ? error.message : String(error));
      }
      recorder.record(label, performance.now() - sent);
      if (running) await sleep(PROBE_EVERY_MS);
    }
  };
  const started = performance.now();
  const loops = targets.map(loop);
  try {
    return { result: await work(), recorder, seconds: (performance.now() - started) / 1000 };
  } finally {
    running = false;
    await Promise.all(loops);
  }
}

/** The highest VmRSS seen until `stop`, sampled every 50 ms. */
function sampleRss(pid: number): { stop(): number } {
  let highest = memoryOf(pid, 'VmRSS');
  const timer = setInterval(() => (highest = Math.max(highest, memoryOf(pid, 'VmRSS'))), 50);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(highest, memoryOf(pid, 'VmRSS'));
    },
  };
}

async function main(): Promise<void> {
  console.log(`# Content import on PGlite (${new Date().toISOString()}, load average at the start ${load()})`);
  if (process.env.BENCH_SERVER === undefined) run('npm', ['run', 'build', '-w', '@espace/api'], repositoryRoot);
  const scratch = createScratchFolder();
  try {
    const zipPath = join(scratch, 'package.zip');
    const made = writeMediaPackage(zipPath, 'Médias en masse', MEDIA_MB);
    const dataDir = join(scratch, 'data');
    mkdirSync(dataDir);
    await migrateSeedAndClose(await openPgliteWorkerDatabase(dataDir));

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = startNode(repositoryRoot, [SERVER], {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
    });
    const client = createHttpClient(base);
    try {
      await waitFor(`${base}/api/health`, child, 120_000);
      const pid = child.pid ?? 0;
      const adminToken = await signInAs(base, 'admin@demo.test', 'Admin#2026');
      const acme = `acme.localhost:${port}`;
      const login = await client.send(
        'POST',
        '/api/users/login',
        { host: acme, 'content-type': 'application/json' },
        JSON.stringify({ email: 'learner@acme.test', password: 'Learner#2026' }),
      );
      if (login.status !== 200) throw new Error(`acme sign-in answered ${login.status}`);
      const learnerToken = (JSON.parse(login.text) as { access_token: string }).access_token;
      const targets: Target[] = [
        { label: 'acme GET /api/contexts/current', path: '/api/contexts/current', headers: { host: acme } },
        { label: 'acme learner GET /api/users/me/classes', path: '/api/users/me/classes', headers: { host: acme, authorization: `Bearer ${learnerToken}` } },
      ];

      const baseline = await probedDuring(client, targets, () => sleep(BASELINE_SECONDS * 1000));
      const rssBefore = memoryOf(pid, 'VmRSS');
      resetPeak(pid);
      const sampler = sampleRss(pid);
      const during = await probedDuring(client, targets, async () => {
        const form = new FormData();
        form.append('file', await openAsBlob(zipPath, { type: 'application/zip' }), 'package.zip');
        const answer = await fetch(`${base}/api/admin/content-packages`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: form });
        return { status: answer.status, body: (await answer.json()) as { files?: number } };
      });
      const rssPeak = Math.max(sampler.stop(), memoryOf(pid, 'VmHWM'));
      if (during.result.status !== 201) throw new Error(`the import answered ${during.result.status}: ${JSON.stringify(during.result.body).slice(0, 500)}`);
      await sleep(5000);
      const rssAfter = memoryOf(pid, 'VmRSS');

      console.log(
        `\nServer: ${SERVER}. Package: ${made.files} media files, ${(made.bytes / 1024 / 1024).toFixed(0)} MB; imported in ${during.seconds.toFixed(2)} s (${during.result.body.files} files).\n`,
      );
      console.log('| probe, every 100 ms | phase | requests | p50 (ms) | p99 (ms) | max (ms) | failures |');
      console.log('|---|---|---:|---:|---:|---:|---:|');
      for (const [phase, measured] of [
        [`baseline, no import (${BASELINE_SECONDS} s)`, baseline],
        ['during the import', during],
      ] as const) {
        for (const row of measured.recorder.stats(measured.seconds).filter((stats) => stats.endpoint !== 'all')) {
          console.log(`| ${row.endpoint} | ${phase} | ${row.count} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.max)} | ${errorsText(row.errors)} |`);
        }
      }
      console.log('\n| server resident memory | MB |');
      console.log('|---|---:|');
      console.log(`| before the upload | ${rssBefore.toFixed(0)} |`);
      console.log(`| peak during the import | ${rssPeak.toFixed(0)} (+${(rssPeak - rssBefore).toFixed(0)}) |`);
      console.log(`| 5 s after its answer | ${rssAfter.toFixed(0)} (${rssAfter >= rssBefore ? '+' : ''}${(rssAfter - rssBefore).toFixed(0)}) |`);

      const all = during.recorder.stats(during.seconds).find((stats) => stats.endpoint === 'all');
      const probesMet = all !== undefined && all.max < PROBE_GOAL_MS && all.errors.size === 0;
      const rssMet = rssPeak - rssBefore < RSS_GROWTH_GOAL_MB;
      console.log(
        `\nGoal: every probe during the import answered in < ${PROBE_GOAL_MS} ms → max ${ms(all?.max ?? Number.NaN)} ms, ${errorsText(all?.errors ?? new Map())} failures: ${probesMet ? 'MET' : 'MISSED'}`,
      );
      console.log(
        `Goal: resident memory grows by < ${RSS_GROWTH_GOAL_MB} MB during the import → +${(rssPeak - rssBefore).toFixed(0)} MB: ${rssMet ? 'MET' : 'MISSED'}`,
      );
      console.log(`Load average at the end: ${load()}`);
      if (!probesMet || !rssMet) process.exitCode = 1;
    } finally {
      client.close();
      await stopChild(child);
    }
  } finally {
    removeScratchFolder(scratch);
  }
}

runBench(main);
