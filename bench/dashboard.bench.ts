/**
 * Home and dashboard under a heavy learner: `node --import tsx bench/dashboard.bench.ts`
 * alone, or the last part of `npm run bench:api`.
 *
 * On a scratch PostgreSQL database (BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test,
 * dropped at the end), migrated and seeded, a learner gets `classes` classes of one program of
 * 10 courses (3 pages each): `classes × 10` lessons, a quarter of them started with answered
 * pages, a tenth ended with a certificate, and a few records.
 * 1. SQL queries per request, in-process (untimed), at two scales (20 classes / 200 lessons and
 *    200 classes / 2,000 lessons): they must be equal.
 * 2. Latency: the real app (in this process) on a loopback port, autocannon per endpoint in a
 *    worker thread (so the load does not share the app's event loop), BENCH_DASHBOARD_CONNECTIONS
 *    (default 2: the calls a Home or dashboard screen makes at once) for BENCH_DASHBOARD_SECONDS
 *    (4 s) each, at the large scale. Goal: p99 < 50 ms.
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import autocannon, { type AutocannonResult } from 'autocannon';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { hashPassword } from '../apps/api/src/auth/passwords';
import { loadConfig } from '../apps/api/src/config';
import type { Database } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { openPostgresDatabase } from '../apps/api/src/db/postgres-database';
import { seedIfEmpty } from '../apps/api/src/seed/seed';
import { countingDatabase } from './support/query-count';
import { benchServerUrl, createScratchDatabase, dropAll } from './support/scratch-database';

const SECONDS = Number(process.env.BENCH_DASHBOARD_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_DASHBOARD_CONNECTIONS ?? 2);
const PASSWORD = 'Bench#2026';
const GOAL_P99_MS = 50;

/** A learner with `classes` classes of a 10-course program; returns their email. */
export async function insertHeavyLearner(db: Database, label: string, classes: number, passwordHash: string): Promise<string> {
  const email = `dash-${label}@demo.test`;
  const [ids] = await db.query<{ tenant: string; category: string }>(
    `SELECT c.id AS tenant, (SELECT id FROM course_categories WHERE context_id = c.id LIMIT 1) AS category FROM contexts c WHERE alias = 'demo'`,
  );
  if (!ids) throw new Error('demo tenant missing');
  const one = async (sql: string, params: unknown[]) => ((await db.query<{ id: string }>(sql, params))[0] as { id: string }).id;
  const user = await one(`INSERT INTO users (context_id, email, password_hash, firstname, lastname) VALUES ($1, $2, $3, 'Bench', $4) RETURNING id`, [
    ids.tenant,
    email,
    passwordHash,
    label,
  ]);
  const program = await one(`INSERT INTO programs (context_id, name, state) VALUES ($1, $2, 'PUBLISHED') RETURNING id`, [ids.tenant, `Bench program ${label}`]);
  const block = await one(`INSERT INTO course_blocks (context_id, title, type) VALUES ($1, 'Bench slide', 'slide') RETURNING id`, [ids.tenant]);
  await db.query(
    `WITH courses_in AS (
       INSERT INTO courses (context_id, title, category_id, state, settings)
       SELECT $1, 'Bench course ' || i, $2, 'PUBLISHED', CASE WHEN i = 1 THEN '{"certifying": true}'::jsonb ELSE '{}'::jsonb END FROM generate_series(1, 10) i RETURNING id, title)
     INSERT INTO program_courses (context_id, program_id, course_id, "order") SELECT $1, $3, id, substring(title from 13)::int FROM courses_in`,
    [ids.tenant, ids.category, program],
  );
  await db.query(
    `WITH roots AS (INSERT INTO course_nodes (context_id, course_id, type) SELECT $1, course_id, 'root' FROM program_courses WHERE program_id = $2 RETURNING id, course_id),
          sections AS (INSERT INTO course_nodes (context_id, course_id, parent_id, type) SELECT $1, course_id, id, 'container' FROM roots RETURNING id, course_id)
     INSERT INTO course_nodes (context_id, course_id, parent_id, type, "order", block_id) SELECT $1, s.course_id, s.id, 'block', k, $3 FROM sections s, generate_series(0, 2) k`,
    [ids.tenant, program, block],
  );
  await db.query(
    `WITH new_classes AS (
       INSERT INTO classes (context_id, name, start_at) SELECT $1, 'Bench class ' || i, now() - i * interval '1 day' FROM generate_series(1, $3::int) i RETURNING id),
     cps AS (INSERT INTO class_programs (context_id, class_id, program_id) SELECT $1, id, $4 FROM new_classes RETURNING id, class_id),
     members AS (INSERT INTO class_users (context_id, class_id, user_id, role) SELECT $1, class_id, $2, 'STUDENT' FROM cps RETURNING class_id)
     INSERT INTO lessons (context_id, class_id, user_id, course_id, class_program_id, program_course_id, state, progress, started_at, ended_at, scoring, certification_ref)
     SELECT $1, cps.class_id, $2, pc.course_id, cps.id, pc.id, 'AVAILABLE',
            CASE WHEN pc."order" <= 2 THEN 'ONGOING' END, CASE WHEN pc."order" <= 2 THEN now() - interval '3 days' END, NULL,
            jsonb_build_object('global', jsonb_build_object('actual', pc."order", 'max', 10)), NULL
       FROM cps JOIN program_courses pc ON pc.program_id = $4`,
    [ids.tenant, user, classes, program],
  );
  // Started lessons: two answered pages each; the certifying course's lessons end with a certificate.
  await db.query(
    `INSERT INTO lesson_pages (context_id, lesson_id, node_id, block_id, position, progress, time_spent, started_at, answered_at, results)
     SELECT $1, l.id, n.id, n.block_id, n."order", 'COMPLETED', 60, now() - (n."order" + 1) * interval '2 days', now() - (n."order" + 1) * interval '2 days',
            '{"scoring": {"actual": 1, "max": 2}}'::jsonb
       FROM lessons l JOIN course_nodes n ON n.course_id = l.course_id AND n.type = 'block' AND n."order" < 2
      WHERE l.user_id = $2 AND l.started_at IS NOT NULL`,
    [ids.tenant, user],
  );
  await db.query(
    `UPDATE lessons l SET state = 'DONE', progress = 'COMPLETED', ended_at = now() - interval '1 day',
            certification_ref = 'CERT-' || upper(substr(md5(l.id::text), 1, 4)) || '-' || upper(substr(md5(l.id::text), 5, 4))
       FROM program_courses pc WHERE pc.id = l.program_course_id AND pc."order" = 1 AND l.user_id = $1`,
    [user],
  );
  await db.query(
    `INSERT INTO records (context_id, user_id, date, scores) SELECT $1, $2, now() - k * interval '7 days', '{"global": {"actual": 1, "max": 4}}' FROM generate_series(1, 4) k`,
    [ids.tenant, user],
  );
  return email;
}

const endpoints = [
  '/api/users/me/classes',
  '/api/users/me/classes?page=3&filter=all&search=Bench',
  '/api/users/me/dashboard/levels',
  '/api/users/me/dashboard/stats?period=1m',
  '/api/users/me/dashboard/stats?period=1y',
  '/api/users/me/certificates',
];

async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/users/login', headers: { host: 'localhost:3000' }, payload: { email, password: PASSWORD } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return (response.json() as { access_token: string }).access_token;
}

async function countAt(app: FastifyInstance, measure: ReturnType<typeof countingDatabase>['measure'], email: string): Promise<Map<string, number>> {
  const token = await signIn(app, email);
  const headers = { host: 'localhost:3000', authorization: `Bearer ${token}` };
  const call = (url: string, extra: Record<string, string> = {}) =>
    new Promise<LightMyRequestResponse>((resolve, reject) =>
      app.inject({ method: 'GET', url, headers: { ...headers, ...extra } }, (error, response) => (error || !response ? reject(error) : resolve(response))),
    );
  const counts = new Map<string, number>();
  for (const url of endpoints) {
    await call(url); // warms caches (and writes the day's record once)
    const { result, counter } = await measure(() => call(url));
    if (result.statusCode !== 200) throw new Error(`${url} answered ${result.statusCode}`);
    counts.set(url, counter.queries);
  }
  const etag = String((await call(endpoints[0] ?? '')).headers.etag);
  const { result, counter } = await measure(() => call(endpoints[0] ?? '', { 'if-none-match': etag }));
  counts.set('/api/users/me/classes (If-None-Match → 304)', result.statusCode === 304 ? counter.queries : -1);
  return counts;
}

export async function runDashboardBench(): Promise<boolean> {
  const scratch = await createScratchDatabase(benchServerUrl, `espace_bench_dash_${randomBytes(2).toString('hex')}`);
  let ok = true;
  try {
    const inner = openPostgresDatabase(scratch.url, 10);
    await migrate(inner);
    await seedIfEmpty(inner);
    const hash = await hashPassword(PASSWORD);
    const small = await insertHeavyLearner(inner, 'small', 20, hash);
    const large = await insertHeavyLearner(inner, 'large', 200, hash);
    // What autovacuum does within a minute of such inserts: without statistics the planner
    // takes every table for empty and joins 2,000 lessons by nested loops.
    await inner.query('ANALYZE');
    const counting = countingDatabase(inner);
    const config = loadConfig({ DATABASE_URL: scratch.url, LOG_LEVEL: 'warn', CACHE_MS: '60000', WEB_DIST: '/nonexistent' });
    const app = await buildApp({ config, database: counting.database });
    await app.ready();
    const a = await countAt(app, counting.measure, small);
    const b = await countAt(app, counting.measure, large);
    console.log('\nHome and dashboard: SQL queries per request (20 classes / 200 lessons vs 200 classes / 2,000 lessons)');
    for (const [url, count] of a) {
      const same = count === b.get(url) && count >= 0;
      ok &&= same;
      console.log(`  ${same ? 'ok ' : 'BAD'} ${String(count).padStart(3)} ${String(b.get(url)).padStart(3)}  ${url}`);
    }
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await signIn(app, large);
    console.log(`\nHome and dashboard latency, 200 classes / 2,000 lessons (${CONNECTIONS} connections, ${SECONDS} s each; goal p99 < ${GOAL_P99_MS} ms)`);
    for (const url of [...endpoints, 'etag']) {
      const path = url === 'etag' ? (endpoints[0] ?? '') : url;
      const headers: Record<string, string> = { host: 'localhost:3000', authorization: `Bearer ${token}` };
      if (url === 'etag') headers['if-none-match'] = String((await app.inject({ method: 'GET', url: path, headers })).headers.etag);
      const result: AutocannonResult = await autocannon({ url: `${address}${path}`, connections: CONNECTIONS, duration: SECONDS, headers, workers: 1 });
      const pass = result.latency.p99 < GOAL_P99_MS && result.errors === 0;
      ok &&= pass;
      console.log(
        `  ${pass ? 'ok ' : 'BAD'} p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ${Math.round(result.requests.average)} req/s  non2xx ${result.non2xx}  ${url === 'etag' ? `${path} (304)` : path}`,
      );
    }
    await app.close();
    await inner.close();
  } finally {
    await scratch.drop();
    await dropAll();
  }
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runDashboardBench()
    .then((ok) => process.exit(ok ? 0 : 1))
    .catch(async (error: unknown) => {
      console.error(error);
      await dropAll();
      process.exit(1);
    });
}
