/**
 * API throughput benchmark: `npm run bench:api`.
 *
 * Builds the API bundle (apps/api/dist/main.js, a few dozen milliseconds),
 * then, one after the other, starts as child processes on loopback:
 *   1. a bare Fastify hello-world (the ceiling of this machine),
 *   2. the real server on PGlite (temporary DATA_DIR),
 *   3. the real server on PostgreSQL (a scratch database created on
 *      postgres://postgres@127.0.0.1:5432/test, or BENCH_DATABASE_URL, dropped after),
 * and loads each with autocannon (50 connections, 8 s, after a 1 s warm-up).
 * The servers log at `warn` so that request logging is not what is measured.
 * Goal: users/me on PostgreSQL ≥ 30 % of the hello-world requests per second.
 * Then runs bench/lesson-class.bench.ts (a simulated class on the lesson engine).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannonModule from 'autocannon';
import { benchServerUrl, createScratchDatabase } from './support/scratch-database';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number; headers?: Record<string, string> }) => Promise<AutocannonResult>;
const autocannon = autocannonModule as unknown as Autocannon;

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const GOAL_RATIO = 0.3;

interface Row {
  target: string;
  driver: string;
  result: AutocannonResult;
}
const rows: Row[] = [];
const children = new Set<ChildProcess>();

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: repositoryRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function load(target: string, driver: string, url: string, headers: Record<string, string> = {}): Promise<void> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target} (${driver}): ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  rows.push({ target, driver, result });
  console.log(`  ${target} (${driver}): ${Math.round(result.requests.average)} req/s`);
}

async function helloWorld(): Promise<void> {
  const port = await freePort();
  const source = `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ hello: 'world' })); await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = start(['--input-type=module', '-e', source], {});
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    await load('hello-world /', '-', `http://127.0.0.1:${port}/`);
  } finally {
    await stop(child);
  }
}

/** The largest script the web build's entry loads (the app shell, /assets/….js), when there is a build. */
function shellScript(): string | null {
  const dist = join(repositoryRoot, 'apps/web/dist');
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entryKey === undefined) return null;
  const files = [entryKey, ...(manifest[entryKey]?.imports ?? [])].flatMap((key) => (manifest[key] ? [manifest[key].file] : []));
  const largest = files.sort((a, b) => statSync(join(dist, b)).size - statSync(join(dist, a)).size)[0];
  return largest === undefined ? null : `/${largest}`;
}

async function realServer(driver: 'pglite' | 'postgres', env: Record<string, string>): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = start(['apps/api/dist/main.js'], { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env });
  try {
    await waitFor(`${base}/api/health`);
    await load('GET /api/contexts/current', driver, `${base}/api/contexts/current`);
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'learner@demo.test', password: 'Learner#2026' }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    await load('GET /api/users/me', driver, `${base}/api/users/me`, { authorization: `Bearer ${token}` });
    // The app shell as a browser asks for it: sent as the build compressed it
    // (apps/web/scripts/precompress.mjs), no CPU per request; the same whatever the database.
    const shell = shellScript();
    if (driver === 'pglite' && shell) await load(`GET ${shell} (brotli)`, driver, `${base}${shell}`, { 'accept-encoding': 'br' });
  } finally {
    await stop(child);
  }
}

function printTable(): void {
  const ceiling = rows.find((row) => row.target.startsWith('hello-world'))?.result.requests.average ?? Number.NaN;
  console.log('\n| target | driver | req/s | p50 (ms) | p99 (ms) | ratio to hello-world |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const { target, driver, result } of rows) {
    const ratio = result.requests.average / ceiling;
    console.log(
      `| ${target} | ${driver} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${(ratio * 100).toFixed(1)} % |`,
    );
  }
  const me = rows.find((row) => row.target === 'GET /api/users/me' && row.driver === 'postgres');
  if (me) {
    const ratio = me.result.requests.average / ceiling;
    console.log(
      `\nGoal: users/me on PostgreSQL ≥ ${GOAL_RATIO * 100} % of hello-world → ${(ratio * 100).toFixed(1)} % ${ratio >= GOAL_RATIO ? 'MET' : 'MISSED'}`,
    );
  }
}

/** `BENCH_ONLY=sign-in|lessons|dashboard` runs one part alone; every part by default. */
const runs = (part: string) => process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === part;

async function signInPart(): Promise<void> {
  console.log(`Loading each target with ${CONNECTIONS} connections for ${DURATION_SECONDS} s`);

  await helloWorld();

  const dataDir = mkdtempSync(join(tmpdir(), 'espace-bench-'));
  try {
    await realServer('pglite', { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const scratch = await createScratchDatabase(benchServerUrl, 'espace_bench');
  try {
    await realServer('postgres', { DATABASE_URL: scratch.url });
  } finally {
    await scratch.drop();
  }
  printTable();
}

async function main(): Promise<void> {
  const build = spawnSync('npm', ['run', 'build', '-w', '@espace/api'], { cwd: repositoryRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The API build failed');
  if (runs('sign-in')) await signInPart();
  // The simulated class of the lesson engine (also `npm run bench:lessons` alone).
  if (runs('lessons')) await (await import('./lesson-class.bench')).runLessonClassBench({ build: false });
  // Home and dashboard (docs/dashboard.md): a learner with 200 classes and 2,000 lessons.
  if (runs('dashboard')) await (await import('./dashboard.bench')).runDashboardBench();
}

main().catch(async (error: unknown) => {
  console.error(error);
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
});
