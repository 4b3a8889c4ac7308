/**
 * The server-rendered Home under load: `npm run bench:home` (docs/performance.md, "First screens on a phone").
 *
 * Builds the web app into a temporary folder (never apps/web/dist; BENCH_WEB_DIST reuses a build,
 * its server renderer included), then for each database of BENCH_HOME_DATABASES (default
 * `pglite,postgres`) starts the real server from its sources as a child process (PGlite in a
 * temporary DATA_DIR; PostgreSQL on a scratch database of BENCH_DATABASE_URL's server, dropped
 * after), signs in the demo learner and loads it with autocannon, BENCH_HOME_CONNECTIONS (10)
 * connections for BENCH_HOME_SECONDS (10) each, after a 2 s warm-up:
 *   - baselines in the same run: the plain page (`/account`, nobody's) and users/me;
 *   - Home, `/` with the learner's session cookie, as a browser asks for it (brotli accepted):
 *     the same learner again and again, served from the page kept for them (goal ≥ 300 pages/s);
 *   - Home rendered on every request: each with an address of its own (`/?visit=n`, which Home
 *     ignores), as when a learner's data changed since their last visit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sessionCookie } from '@espace/contracts/server-rendering';
import autocannon, { type AutocannonOptions, type AutocannonResult } from 'autocannon';
import { buildWebApp, freePort, runBench, startNode, stopChild, waitFor } from './support/processes';
import { benchServerUrl, createScratchDatabase, dropAll } from './support/scratch-database';

const root = fileURLToPath(new URL('..', import.meta.url));
const CONNECTIONS = Number(process.env.BENCH_HOME_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_HOME_SECONDS ?? 10);
const DATABASES = (process.env.BENCH_HOME_DATABASES ?? 'pglite,postgres').split(',').filter((name) => name === 'pglite' || name === 'postgres');
const GOAL_PAGES_PER_SECOND = 300;
const learner = { email: 'learner@demo.test', password: 'Learner#2026' };
const browser = {
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'fr-FR,fr;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
};

interface Target {
  name: string;
  options: Omit<AutocannonOptions, 'url' | 'connections' | 'duration'> & { path: string };
}

async function measure(origin: string, { options: { path, ...options } }: Target, seconds: number): Promise<AutocannonResult> {
  return autocannon({ url: `${origin}${path}`, connections: CONNECTIONS, duration: seconds, ...options });
}

async function serve(database: string, dist: string, work: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const scratch = database === 'postgres' ? await createScratchDatabase(benchServerUrl, 'espace_bench_home') : null;
  const server = startNode(root, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(work, `data-${database}`),
    DATABASE_URL: scratch?.url ?? '',
    WEB_DIST: dist,
    LOG_LEVEL: 'warn',
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`, server, 120_000);
  return {
    origin: `http://localhost:${port}`,
    stop: async () => {
      await stopChild(server);
      await scratch?.drop();
    },
  };
}

async function runOn(database: string, dist: string, work: string): Promise<Record<string, string | number>[]> {
  const { origin, stop } = await serve(database, dist, work);
  try {
    const response = await fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(learner),
    });
    if (!response.ok) throw new Error(`sign-in → ${response.status} ${await response.text()}`);
    const { access_token: token } = (await response.json()) as { access_token: string };
    const cookie = `${sessionCookie}=${encodeURIComponent(token)}`;
    const page = await (await fetch(`${origin}/`, { headers: { ...browser, cookie } })).text();
    if (!page.includes('espace-first-screen')) throw new Error("/ did not carry the learner's Home: is the web build's renderer there?");
    let visit = 0;
    const targets: Target[] = [
      { name: 'plain page (/account)', options: { path: '/account', headers: browser } },
      { name: 'users/me', options: { path: '/api/users/me', headers: { ...browser, authorization: `Bearer ${token}` } } },
      { name: 'Home, kept page', options: { path: '/', headers: { ...browser, cookie } } },
      {
        name: 'Home, rendered each time',
        options: { path: '/', headers: { ...browser, cookie }, requests: [{ setupRequest: (request) => ({ ...request, path: `/?visit=${(visit += 1)}` }) }] },
      },
    ];
    const rows: Record<string, string | number>[] = [];
    let plain = Number.NaN;
    for (const target of targets) {
      await measure(origin, target, 2);
      const result = await measure(origin, target, SECONDS);
      const perSecond = Math.round(result.requests.average);
      if (target.name.startsWith('plain')) plain = perSecond;
      const goal = target.name === 'Home, kept page' ? (perSecond >= GOAL_PAGES_PER_SECOND && result.non2xx === 0 && result.errors === 0 ? 'yes' : 'NO') : '';
      rows.push({
        database,
        target: target.name,
        'req/s': perSecond,
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'non-2xx': result.non2xx,
        errors: result.errors + result.timeouts,
        '/ plain': (perSecond / plain).toFixed(3),
        [`≥ ${GOAL_PAGES_PER_SECOND}/s`]: goal,
      });
    }
    return rows;
  } finally {
    await stop();
  }
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'espace-bench-home-'));
  try {
    const dist = process.env.BENCH_WEB_DIST ?? join(work, 'dist');
    if (process.env.BENCH_WEB_DIST === undefined) buildWebApp(root, dist);
    const rows: Record<string, string | number>[] = [];
    for (const database of DATABASES) rows.push(...(await runOn(database, dist, work)));
    console.log(
      `\nServer-rendered Home, one process, ${CONNECTIONS} connections, ${SECONDS} s each (load average at the end: ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')})`,
    );
    console.table(rows);
  } finally {
    await dropAll();
    rmSync(work, { recursive: true, force: true });
  }
}

runBench(main);
