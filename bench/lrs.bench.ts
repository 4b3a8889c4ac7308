/**
 * LRS benchmark: `npm run bench:lrs` (docs/xapi.md, "Speed"). On PostgreSQL only (a scratch database
 * on postgres://postgres@127.0.0.1:5432/test, or BENCH_DATABASE_URL, dropped after):
 *   1. a bare Fastify hello-world, the ceiling of this machine, loaded the same way;
 *   2. the real server (apps/api/dist/main.js) with 1,000,000 statements (BENCH_STATEMENTS) of
 *      10,000 learners on 1,000 activities over 30 days, written straight into its table;
 *   3. statements stored per second: POST statements one at a time, then in batches of 50;
 *   4. GET statements?agent=…&activity=…&since=… (a random learner, one of their activities, the
 *      last 15 days): p50 and p99 latency.
 * Goals: ≥ 2,000 statements/s stored; p99 < 50 ms for the query at 1M statements.
 * BENCH_CPU_PROF=<directory>: the server runs with `node --cpu-prof` and writes its profile there
 * when it stops (open it in Chrome DevTools' Performance panel or speedscope).
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannonModule from 'autocannon';
import pg from 'pg';
import { freePort, runBench, run, startNode, stopChild, waitFor } from './support/processes';
import { benchServerUrl, createScratchDatabase, dropAll } from './support/scratch-database';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
}
interface LoadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  setupRequest?: (request: { body?: string; path: string }) => { body?: string; path: string };
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: LoadRequest[];
}) => Promise<AutocannonResult>;
const autocannon = autocannonModule as unknown as Autocannon;

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const STATEMENTS = Number(process.env.BENCH_STATEMENTS ?? 1_000_000);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const LEARNERS = 10_000;
const ACTIVITIES = 1_000;
const INGEST_CONNECTIONS = 20;
const QUERY_CONNECTIONS = 10;
const GOALS = { statementsPerSecond: 2000, queryP99Ms: 50 };

const learner = (index: number) => `mailto:learner-${index}@bench.example`;
const activity = (index: number) => `https://content.bench.example/activities/${index}`;
const VERBS = ['completed', 'passed', 'failed', 'experienced', 'attempted'].map((verb) => `http://adlnet.gov/expapi/verbs/${verb}`);
/** Each learner works on ten activities: the query finds about ten statements, half of them in 15 days. */
const activityOf = (learnerIndex: number, nth: number) => (learnerIndex * 13 + (nth % 10)) % ACTIVITIES;

function statement(learnerIndex: number, activityIndex: number) {
  return {
    actor: { objectType: 'Agent', name: `Learner ${learnerIndex}`, mbox: learner(learnerIndex) },
    verb: { id: VERBS[learnerIndex % VERBS.length], display: { 'en-US': 'completed' } },
    object: {
      objectType: 'Activity',
      id: activity(activityIndex),
      definition: { name: { 'en-US': `Activity ${activityIndex}` }, type: 'http://adlnet.gov/expapi/activities/lesson' },
    },
    result: { score: { scaled: 0.75 }, completion: true, duration: 'PT4M12S' },
    context: { registration: randomUUID() },
  };
}
const randomLearner = () => Math.floor(Math.random() * LEARNERS);

/**
 * The bulk of statements, written by SQL in chunks with the columns the LRS computes (the same
 * filter keys as statement-index.ts); the GIN index is built once at the end, as a restore would.
 */
async function bulkLoad(url: string, tenantId: string, authority: object): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    await client.query('DROP INDEX IF EXISTS xapi_statements_filters');
    const chunk = 100_000;
    const nowUs = Date.now() * 1000;
    for (let from = 0; from < STATEMENTS; from += chunk) {
      await client.query(
        `INSERT INTO xapi_statements (context_id, id, stored_us, statement, filter_keys)
         SELECT $1, gen_random_uuid(), s.stored_us,
                jsonb_build_object('id', gen_random_uuid(), 'actor', jsonb_build_object('objectType', 'Agent', 'name', 'Learner ' || s.l, 'mbox', s.mbox),
                  'verb', jsonb_build_object('id', s.verb, 'display', jsonb_build_object('en-US', 'did')),
                  'object', jsonb_build_object('objectType', 'Activity', 'id', s.activity, 'definition', jsonb_build_object('name', jsonb_build_object('en-US', 'Activity'))),
                  'result', jsonb_build_object('score', jsonb_build_object('scaled', 0.75), 'completion', true, 'duration', 'PT4M12S'),
                  'context', jsonb_build_object('registration', s.registration),
                  'timestamp', to_char(to_timestamp(s.stored_us / 1e6) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                  'stored', to_char(to_timestamp(s.stored_us / 1e6) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                  'authority', $5::jsonb, 'version', '1.0.0'),
                ARRAY['a:mbox:' || s.mbox, 'A:mbox:' || s.mbox, 'o:' || s.activity, 'O:' || s.activity, 'v:' || s.verb, 'r:' || s.registration]
           FROM (SELECT g % ${LEARNERS} AS l, 'mailto:learner-' || (g % ${LEARNERS}) || '@bench.example' AS mbox,
                        'https://content.bench.example/activities/' || (((g % ${LEARNERS}) * 13 + (g / ${LEARNERS}) % 10) % ${ACTIVITIES}) AS activity,
                        $4::text[] AS verbs, gen_random_uuid()::text AS registration,
                        $3::float8 - (random() * 30 * 86400e6) AS stored_us
                   FROM generate_series($2::int, $2::int + ${chunk} - 1) AS g) AS q,
                LATERAL (SELECT q.l, q.mbox, q.activity, q.registration, q.stored_us, q.verbs[1 + q.l % 5] AS verb) AS s`,
        [tenantId, from, nowUs, VERBS, JSON.stringify(authority)],
      );
      process.stdout.write(`\r  ${Math.min(from + chunk, STATEMENTS).toLocaleString('en')} statements written`);
    }
    await client.query('CREATE INDEX xapi_statements_filters ON xapi_statements USING gin (filter_keys)');
    await client.query('VACUUM ANALYZE xapi_statements');
    console.log(` (${Math.round((Date.now() - started) / 1000)} s, index and statistics included)`);
  } finally {
    await client.end();
  }
}

async function measure(label: string, url: string, connections: number, requests: LoadRequest[]): Promise<AutocannonResult> {
  await autocannon({ url, connections, duration: 1, requests });
  const result = await autocannon({ url, connections, duration: DURATION_SECONDS, requests });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  console.log(`  ${label}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  return result;
}

async function helloWorld(): Promise<{ get: AutocannonResult; post: AutocannonResult }> {
  const port = await freePort();
  const source = `import Fastify from 'fastify'; const app = Fastify({ bodyLimit: 16777216 }); app.get('/', async () => ({ hello: 'world' })); app.post('/', async (request) => [Array.isArray(request.body) ? request.body.length : 1]); await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = startNode(repositoryRoot, ['--input-type=module', '-e', source], {});
  try {
    const url = `http://127.0.0.1:${port}/`;
    await waitFor(url, child);
    const get = await measure('hello-world GET', url, QUERY_CONNECTIONS, [{ method: 'GET', path: '/' }]);
    const body = JSON.stringify(statement(1, 1));
    const post = await measure('hello-world POST (one statement as JSON)', url, INGEST_CONNECTIONS, [
      { method: 'POST', path: '/', headers: { 'content-type': 'application/json' }, setupRequest: (request) => ({ ...request, body }) },
    ]);
    return { get, post };
  } finally {
    await stopChild(child);
  }
}

async function main(): Promise<void> {
  run('npm', ['run', 'build', '-w', '@espace/api'], repositoryRoot);
  console.log(`LRS benchmark on PostgreSQL: ${STATEMENTS.toLocaleString('en')} statements, ${DURATION_SECONDS} s per load`);
  const baseline = await helloWorld();
  const database = await createScratchDatabase(benchServerUrl, 'espace_bench_lrs');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const server = startNode(repositoryRoot, [...profile, 'apps/api/dist/main.js'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
  });
  try {
    await waitFor(`${base}/api/health`, server, 60_000);
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'Admin#2026' }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const created = await fetch(`${base}/api/lrs-clients`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'bench', scopes: ['all'] }),
    });
    const client = (await created.json()) as { key: string; secret: string };
    const tenant = (await (await fetch(`${base}/api/contexts/current`)).json()) as { id: string };
    await bulkLoad(database.url, tenant.id, { objectType: 'Agent', account: { homePage: base, name: 'bench' } });

    const lrs = {
      authorization: `Basic ${Buffer.from(`${client.key}:${client.secret}`).toString('base64')}`,
      'x-experience-api-version': '1.0.3',
      'content-type': 'application/json',
    };
    const post = (batch: number): LoadRequest => ({
      method: 'POST',
      path: '/api/xapi/statements',
      headers: lrs,
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify(
          batch === 1
            ? statement(randomLearner(), randomLearner() % ACTIVITIES)
            : Array.from({ length: batch }, () => statement(randomLearner(), randomLearner() % ACTIVITIES)),
        ),
      }),
    });
    const one = await measure('POST statements, 1 per request', base, INGEST_CONNECTIONS, [post(1)]);
    const fifty = await measure('POST statements, 50 per request', base, INGEST_CONNECTIONS, [post(50)]);
    const since = new Date(Date.now() - 15 * 86_400_000).toISOString();
    const query = await measure('GET statements?agent&activity&since', base, QUERY_CONNECTIONS, [
      {
        method: 'GET',
        path: '/api/xapi/statements',
        headers: lrs,
        setupRequest: (request) => {
          const who = randomLearner();
          const params = new URLSearchParams({ agent: JSON.stringify({ mbox: learner(who) }), activity: activity(activityOf(who, who)), since });
          return { ...request, path: `/api/xapi/statements?${params.toString()}` };
        },
      },
    ]);

    const rate = { one: one.requests.average, fifty: fifty.requests.average * 50 };
    console.log('\n| measure | requests/s | statements/s | p50 (ms) | p99 (ms) |');
    console.log('|---|---:|---:|---:|---:|');
    console.log(
      `| hello-world GET (baseline) | ${Math.round(baseline.get.requests.average)} | – | ${baseline.get.latency.p50} | ${baseline.get.latency.p99} |`,
    );
    console.log(
      `| hello-world POST of one statement (baseline) | ${Math.round(baseline.post.requests.average)} | – | ${baseline.post.latency.p50} | ${baseline.post.latency.p99} |`,
    );
    console.log(`| POST statements, batches of 1 | ${Math.round(one.requests.average)} | ${Math.round(rate.one)} | ${one.latency.p50} | ${one.latency.p99} |`);
    console.log(
      `| POST statements, batches of 50 | ${Math.round(fifty.requests.average)} | ${Math.round(rate.fifty)} | ${fifty.latency.p50} | ${fifty.latency.p99} |`,
    );
    console.log(
      `| GET statements?agent&activity&since at ${STATEMENTS.toLocaleString('en')} | ${Math.round(query.requests.average)} | – | ${query.latency.p50} | ${query.latency.p99} |`,
    );
    const met = (ok: boolean) => (ok ? 'MET' : 'MISSED');
    console.log(
      `\nGoal: ≥ ${GOALS.statementsPerSecond} statements/s stored → ${Math.round(rate.one)} (batches of 1) ${met(rate.one >= GOALS.statementsPerSecond)}, ${Math.round(rate.fifty)} (batches of 50) ${met(rate.fifty >= GOALS.statementsPerSecond)}`,
    );
    console.log(
      `Goal: query p99 < ${GOALS.queryP99Ms} ms at ${STATEMENTS.toLocaleString('en')} statements → ${query.latency.p99} ms ${met(query.latency.p99 < GOALS.queryP99Ms)}`,
    );
  } finally {
    await stopChild(server);
    await dropAll();
  }
}

runBench(main);
