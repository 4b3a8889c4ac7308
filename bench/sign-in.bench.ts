/**
 * A class signing in at once from one address: `npm run bench:sign-in` (PostgreSQL).
 *
 * 1. A scratch PostgreSQL database (postgres://postgres@127.0.0.1:5432/test or BENCH_DATABASE_URL;
 *    dropped at the end, also on failure and Ctrl-C) is migrated and seeded, and BENCH_LEARNERS
 *    learners (default 300) added with one password.
 * 2. Baselines of the same run: one argon2 verify alone (the cost of the password check, BENCH_VERIFIES
 *    times one after the other in this process), and a bare Fastify hello-world asked by as many
 *    clients at once as there are learners.
 * 3. The real server (apps/api/dist/main.js, built first) on loopback, logging at warn: every
 *    learner presses "Se connecter" at once, from one address (127.0.0.1), each on a connection of
 *    its own, BENCH_RUNS times (default 3); meanwhile a bystander asks GET /api/contexts/current
 *    every 50 ms, to see that the server still answers others.
 * Each burst: answers by status (refusals must be 0), p50/p95/p99/max from sending to the answer.
 * Then min/median/max over the runs, and the floor of a burst: learners × one verify ÷ the cores.
 * The figures of this 2-core machine mean something only beside the load average printed with them.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { hashPassword, verifyPassword } from '../apps/api/src/auth/passwords';
import { migrate } from '../apps/api/src/db/migrate';
import { openPostgresDatabase } from '../apps/api/src/db/postgres-database';
import { seedIfEmpty } from '../apps/api/src/seed/seed';
import { createHttpClient } from './support/http-client';
import { percentile } from './support/latency';
import { freePort, run, runBench, startNode, stopChild, waitFor } from './support/processes';
import { benchServerUrl } from './support/scratch-database';
import { withScratchServer } from './support/scratch-server';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 300);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const VERIFIES = Number(process.env.BENCH_VERIFIES ?? 30);
const PASSWORD = 'Class#2026';

interface Burst {
  statuses: Map<number, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The bystander's requests during the burst: their p50 and max, and how many failed. */
  bystander?: { count: number; p50: number; max: number; failed: number };
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** `LEARNERS` requests sent at once, each on a connection of its own; milliseconds from sending to the whole answer. */
async function burst(base: string, request: (index: number) => { method: string; path: string; body?: string }): Promise<Burst> {
  const client = createHttpClient(base);
  try {
    const statuses = new Map<number, number>();
    const samples = await Promise.all(
      Array.from({ length: LEARNERS }, async (_, index) => {
        const { method, path, body } = request(index);
        const started = performance.now();
        const answer = await client
          .send(method, path, body === undefined ? {} : { 'content-type': 'application/json' }, body, 120_000)
          .catch(() => ({ status: 0 }));
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        return performance.now() - started;
      }),
    );
    samples.sort((a, b) => a - b);
    return { statuses, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), p99: percentile(samples, 0.99), max: samples.at(-1) ?? 0 };
  } finally {
    client.close();
  }
}

/** Asks `path` every 50 ms until `until` settles: how the server answers someone else meanwhile. */
async function bystander(base: string, path: string, until: Promise<unknown>): Promise<NonNullable<Burst['bystander']>> {
  const client = createHttpClient(base);
  let done = false;
  void until.finally(() => (done = true));
  const samples: number[] = [];
  let failed = 0;
  while (!done) {
    const started = performance.now();
    const answer = await client.send('GET', path, {}).catch(() => ({ status: 0 }));
    if (answer.status !== 200) failed += 1;
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  client.close();
  samples.sort((a, b) => a - b);
  return { count: samples.length, p50: percentile(samples, 0.5), max: samples.at(-1) ?? 0, failed };
}

async function prepare(url: string): Promise<void> {
  const database = openPostgresDatabase(url, 5);
  try {
    await migrate(database);
    await seedIfEmpty(database);
    await database.query(
      `INSERT INTO users (context_id, email, username, password_hash, firstname, lastname)
       SELECT c.id, 'bench.class.' || n || '@demo.test', 'bench.class.' || n, $1, 'Learner', 'N' || n
         FROM contexts c CROSS JOIN generate_series(1, $2::int) n WHERE c.alias = 'demo'`,
      [await hashPassword(PASSWORD), LEARNERS],
    );
    await database.query('ANALYZE');
  } finally {
    await database.close();
  }
}

/** One verify's cost alone, one after the other (after 3 unmeasured): the median, in ms. */
async function verifyCost(): Promise<number> {
  const hash = await hashPassword(randomBytes(8).toString('hex'));
  const samples: number[] = [];
  for (let index = 0; index < VERIFIES + 3; index += 1) {
    const started = performance.now();
    await verifyPassword(hash, 'not the password');
    if (index >= 3) samples.push(performance.now() - started);
  }
  return percentile(
    samples.sort((a, b) => a - b),
    0.5,
  );
}

async function helloWorld(): Promise<Burst[]> {
  const port = await freePort();
  const source = `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ hello: 'world' })); await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = startNode(repositoryRoot, ['--input-type=module', '-e', source], {});
  try {
    await waitFor(`http://127.0.0.1:${port}/`, child);
    const bursts: Burst[] = [];
    for (let runIndex = 0; runIndex < RUNS; runIndex += 1) bursts.push(await burst(`http://127.0.0.1:${port}`, () => ({ method: 'GET', path: '/' })));
    return bursts;
  } finally {
    await stopChild(child);
  }
}

const statusText = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count} × ${status === 0 ? 'network' : status}`)
    .join(', ');

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[0]?.toFixed(0)} / ${percentile(sorted, 0.5).toFixed(0)} / ${sorted.at(-1)?.toFixed(0)}`;
};

async function main(): Promise<void> {
  run('npm', ['run', 'build', '-w', '@espace/api'], repositoryRoot);
  console.log(`Load average before: ${load()} (${availableParallelism()} cores)`);
  await withScratchServer(repositoryRoot, benchServerUrl, 'espace_bench_sign_in', async ({ scratch, startServer }) => {
    await prepare(scratch.url);
    const verifyMs = await verifyCost();
    console.log(`One argon2 verify alone: ${verifyMs.toFixed(1)} ms (median of ${VERIFIES})`);
    const hello = await helloWorld();
    console.log(`Hello-world, ${LEARNERS} at once: p99 ${hello.map((run) => run.p99.toFixed(0)).join(', ')} ms`);

    const { base } = await startServer();
    const signIns: Burst[] = [];
    for (let runIndex = 0; runIndex < RUNS; runIndex += 1) {
      const signingIn = burst(base, (index) => ({
        method: 'POST',
        path: '/api/users/login',
        body: JSON.stringify({ username: `bench.class.${index + 1}`, password: PASSWORD }),
      }));
      const watched = bystander(base, '/api/contexts/current', signingIn);
      const result = { ...(await signingIn), bystander: await watched };
      signIns.push(result);
      console.log(
        `Run ${runIndex + 1}: ${statusText(result.statuses)}; p50 ${result.p50.toFixed(0)}, p95 ${result.p95.toFixed(0)}, p99 ${result.p99.toFixed(0)}, max ${result.max.toFixed(0)} ms; ` +
          `bystander ${result.bystander.count} requests, p50 ${result.bystander.p50.toFixed(1)}, max ${result.bystander.max.toFixed(0)} ms, ${result.bystander.failed} failed; load ${load()}`,
      );
    }

    const refused = signIns.reduce((sum, result) => sum + LEARNERS - (result.statuses.get(200) ?? 0), 0);
    const floorMs = (LEARNERS * verifyMs) / availableParallelism();
    console.log(`\n| ${LEARNERS} at once from one address, ${RUNS} runs | min / median / max |`);
    console.log('|---|---:|');
    console.log(`| sign-ins refused or failed | ${refused} |`);
    for (const figure of ['p50', 'p95', 'p99', 'max'] as const) {
      console.log(`| sign-in ${figure} (ms) | ${spread(signIns.map((result) => result[figure]))} |`);
    }
    console.log(`| bystander GET /api/contexts/current max (ms) | ${spread(signIns.map((result) => result.bystander?.max ?? Number.NaN))} |`);
    console.log(`| baseline: hello-world p99 (ms) | ${spread(hello.map((result) => result.p99))} |`);
    console.log(`| baseline: one argon2 verify alone (ms) | ${verifyMs.toFixed(1)} |`);
    console.log(`| floor: ${LEARNERS} verifies ÷ ${availableParallelism()} cores (ms) | ${floorMs.toFixed(0)} |`);
    console.log(`\nLoad average after: ${load()}`);
    console.log(`Goal: ${LEARNERS} concurrent correct sign-ins, 0 refused → ${refused} ${refused === 0 ? 'MET' : 'MISSED'}`);
    if (refused > 0) process.exitCode = 1;
  });
}

runBench(main);
