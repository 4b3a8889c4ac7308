/**
 * Memory benchmark: `npm run bench:memory`, the server's resident memory on the embedded database
 * (PGlite in DATA_DIR, `npm start`'s default) beside the same server on PostgreSQL, in one run
 * (docs/performance.md#the-servers-memory-npm-run-benchmemory).
 *
 * For each database, `BENCH_RUNS` (3) times:
 * 1. A scratch database (a PGlite folder; a PostgreSQL database on
 *    postgres://postgres@127.0.0.1:5432/test or BENCH_DATABASE_URL) is migrated and seeded with the
 *    demo tenants, then the built server (apps/api/dist/main.js and the web app, built first as
 *    `npm start` builds them) starts on it, as it does every day after the first.
 * 2. A learner signs in and opens Home (server-rendered), their classes, their dashboard and
 *    their certificates, 20 times; 5 s later, at rest: the resident set and where it is (smaps:
 *    files mapped, PGlite's WebAssembly memory, the rest; the main thread's V8 heap).
 * 3. The demo admin checks and imports a CSV of 100 learners (baseline), then of
 *    BENCH_IMPORT_LINES (10,000): the peak resident set of each (VmHWM, reset before it), until
 *    every invitation mail is written; then the resident set 5 s later.
 * Goals (PGlite): at rest < 300 MB; the 10,000-learner import's peak < 500 MB. The figures of this
 * 2-core machine mean something only when it is quiet.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sessionCookie } from '@espace/contracts/server-rendering';
import { openPgliteWorkerDatabase } from '../apps/api/src/db/pglite-worker-database';
import { openPostgresDatabase } from '../apps/api/src/db/postgres-database';
import { importLearners, type LearnerImportMeasure } from './support/learner-import';
import { memoryOf, residentParts, resetPeak, type ResidentParts } from './support/memory';
import { freePort, run, runBench, startNode, stopChild, waitFor } from './support/processes';
import { benchServerUrl, createScratchDatabase, createScratchFolder, dropAll, migrateSeedAndClose, removeScratchFolder } from './support/scratch-database';
import { signInAs } from './support/scratch-server';
import { readServer, serverWatchImport } from './support/server-watch';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LINES = Number(process.env.BENCH_IMPORT_LINES ?? 10_000);
const BASELINE_LINES = 100;
const VISITS = 20;
const REST_GOAL_MB = 300;
const IMPORT_GOAL_MB = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => loadavg()[0]!.toFixed(1);

interface Figures {
  rest: ResidentParts & { heapUsed: number; heapTotal: number };
  baseline: LearnerImportMeasure;
  bulk: LearnerImportMeasure;
  afterImport: number;
}

/** A learner's usual requests, one at a time, `VISITS` times. */
async function visitAsLearner(base: string): Promise<void> {
  const token = await signInAs(base, 'learner@demo.test', 'Learner#2026');
  const api = { authorization: `Bearer ${token}` };
  const browser = { cookie: `${sessionCookie}=${encodeURIComponent(token)}`, 'accept-encoding': 'br' };
  const requests: [string, Record<string, string>][] = [
    ['/', browser],
    ['/api/users/me', api],
    ['/api/users/me/classes', api],
    ['/api/users/me/dashboard/levels', api],
    ['/api/users/me/dashboard/stats?period=1m', api],
    ['/api/users/me/certificates', api],
  ];
  for (let visit = 0; visit < VISITS; visit += 1) {
    for (const [path, headers] of requests) {
      const answer = await fetch(`${base}${path}`, { headers });
      if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
      await answer.arrayBuffer();
    }
  }
}

/** Steps 2 and 3 on a started server. */
async function measure(base: string, child: ChildProcess, dataDir: string): Promise<Figures> {
  const pid = child.pid ?? 0;
  await visitAsLearner(base);
  await sleep(5000);
  const parts = residentParts(pid);
  const heap = await readServer(child);
  const token = await signInAs(base, 'admin@demo.test', 'Admin#2026');
  const mailFolder = join(dataDir, 'mail');
  resetPeak(pid);
  const baseline = await importLearners(base, token, pid, mailFolder, `baseline${Date.now()}`, BASELINE_LINES);
  resetPeak(pid);
  const bulk = await importLearners(base, token, pid, mailFolder, `bulk${Date.now()}`, LINES);
  await sleep(5000);
  return { rest: { ...parts, heapUsed: heap.heapMb, heapTotal: heap.heapTotalMb }, baseline, bulk, afterImport: memoryOf(pid, 'VmRSS') };
}

/** The built server on `env`'s database, preloaded with the watch that reads its heap. */
async function startServer(env: Record<string, string>, dataDir: string, webDist: string): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startNode(
    repositoryRoot,
    ['--import', serverWatchImport, 'apps/api/dist/main.js'],
    { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', JWT_SECRET: randomBytes(32).toString('hex'), DATA_DIR: dataDir, WEB_DIST: webDist, ...env },
    { ipc: true },
  );
  await waitFor(`${base}/api/health`, child, 120_000);
  return { base, child };
}

async function onPglite(webDist: string): Promise<Figures> {
  const dataDir = createScratchFolder();
  let child: ChildProcess | undefined;
  try {
    await migrateSeedAndClose(await openPgliteWorkerDatabase(dataDir));
    const server = await startServer({}, dataDir, webDist);
    child = server.child;
    return await measure(server.base, server.child, dataDir);
  } finally {
    if (child) await stopChild(child);
    removeScratchFolder(dataDir);
  }
}

async function onPostgres(webDist: string): Promise<Figures> {
  const scratch = await createScratchDatabase(benchServerUrl, 'espace_bench_memory');
  const dataDir = createScratchFolder();
  let child: ChildProcess | undefined;
  try {
    await migrateSeedAndClose(openPostgresDatabase(scratch.url, 2));
    const server = await startServer({ DATABASE_URL: scratch.url }, dataDir, webDist);
    child = server.child;
    return await measure(server.base, server.child, dataDir);
  } finally {
    if (child) await stopChild(child);
    removeScratchFolder(dataDir);
    await scratch.drop();
  }
}

const mb = (value: number) => value.toFixed(0);

function report(database: string, runs: Figures[]): void {
  console.log(`\n## ${database}\n`);
  console.log(
    '| run | at rest (MB) | files mapped | WebAssembly touched (of its size) | other anonymous | main V8 heap used / held | import of 100: peak | import of 10,000: peak | 5 s after |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  runs.forEach(({ rest, baseline, bulk, afterImport }, index) =>
    console.log(
      `| ${index + 1} | ${mb(rest.total)} | ${mb(rest.files)} | ${mb(rest.webAssembly)} (${mb(rest.webAssemblySize)}) | ${mb(rest.anonymous)} | ${mb(rest.heapUsed)} / ${mb(rest.heapTotal)} | ${mb(baseline.peakMb)} | ${mb(bulk.peakMb)} (${bulk.importS.toFixed(1)} s) | ${mb(afterImport)} |`,
    ),
  );
}

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${mb(sorted[0]!)} / ${mb(sorted[Math.floor(sorted.length / 2)]!)} / ${mb(sorted[sorted.length - 1]!)}`;
};

async function main(): Promise<void> {
  console.log(`# The server's memory, PGlite beside PostgreSQL (${new Date().toISOString()}, load average at the start ${load()})`);
  run('node', ['tools/build/build.mjs', '--if-changed'], repositoryRoot);
  // The server reads a copy of the web build, so a build of the checkout meanwhile changes nothing here.
  const webDist = createScratchFolder();
  cpSync(join(repositoryRoot, 'apps/web/dist'), webDist, { recursive: true });
  try {
    const pglite: Figures[] = [];
    const postgres: Figures[] = [];
    for (let round = 0; round < RUNS; round += 1) {
      pglite.push(await onPglite(webDist));
      postgres.push(await onPostgres(webDist));
    }
    report('PGlite (the embedded default)', pglite);
    report('PostgreSQL (baseline)', postgres);
    const rest = pglite.map((figures) => figures.rest.total);
    const peak = pglite.map((figures) => figures.bulk.peakMb);
    console.log(`\nLoad average at the end ${load()}. PGlite, min / median / max of ${RUNS} runs:`);
    const restMet = Math.max(...rest) < REST_GOAL_MB;
    const peakMet = Math.max(...peak) < IMPORT_GOAL_MB;
    console.log(`Goal: at rest < ${REST_GOAL_MB} MB → ${spread(rest)} MB: ${restMet ? 'MET' : 'MISSED'}`);
    console.log(`Goal: the import of ${LINES.toLocaleString('en')} learners peaks < ${IMPORT_GOAL_MB} MB → ${spread(peak)} MB: ${peakMet ? 'MET' : 'MISSED'}`);
    if (!restMet || !peakMet) process.exitCode = 1;
  } finally {
    await dropAll();
  }
}

runBench(main);
