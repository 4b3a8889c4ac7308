/**
 * The embedded database's tables kept as autovacuum would keep them: `npm run bench:maintenance`
 * (docs/performance.md, "Tables kept on the embedded database").
 *
 * A scratch PGlite database (in its worker thread, as the server opens it) is migrated, seeded and filled:
 * a class of BENCH_LEARNERS (10,000) learners with the test course's lessons, each page opened and
 * not yet answered, and answered pages archived (a reset's history) up to BENCH_PAGES (300,000)
 * pages in all, their answers' JSON as the lesson player writes it. Then:
 *   1. ANALYZE of the pages' table as migrated (no statistics on the answers' JSON, migration 0020),
 *      and, the baseline in the same run, with those statistics back (three runs each): how long
 *      the embedded database's one thread, which every request waits for, is held.
 *   2. BENCH_ROUNDS (6) rounds of the rate limits' counters: 10,000 addresses counted by the
 *      store's own statement, then purged by its own purge, twice: without maintenance (the
 *      baseline), then with the maintenance's check after each
 *      round. Printed: the table's size after each round (the space of deleted rows is reused by
 *      new ones only once VACUUM has recorded it), and each check's time (the one thread held by it).
 *   3. Every open page answered by the statement a learner's answer runs (`answerAsRead`: the page
 *      answered, its lesson's score and summary rewritten), then one check: the longest the
 *      maintenance holds the one thread at this size, each table in its own statement.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { openPgliteWorkerDatabase } from '../apps/api/src/db/pglite-worker-database';
import { databaseRateLimitStore, purgeExpiredRateLimitCounters } from '../apps/api/src/http/rate-limit-store';
import { maintainDueTables } from '../apps/api/src/db/table-maintenance';
import { provisionLessons } from '../apps/api/src/lessons/provision-lessons';
import { type PageRow, pageColumns, toPage } from '../apps/api/src/lessons/lesson-page-rows';
import { createLessonPagesRepository } from '../apps/api/src/lessons/lesson-pages-repository';
import { seedIfEmpty } from '../apps/api/src/seed/seed';
import { insertTestCourse } from '../apps/api/src/test/test-course.fixture';
import { runBench } from './support/processes';
import { createScratchFolder, removeScratchFolder } from './support/scratch-database';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 10_000);
const PAGES = Number(process.env.BENCH_PAGES ?? 300_000);
const COUNTER_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const ROUND = 10_000;
const answersJson = ['inputs', 'results', 'sheet'];

const ms = (value: number) => value.toFixed(0);
const kib = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KiB`;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** The class, its open pages and an archived history of answered ones, with answers' JSON of the player's shape. */
async function fill(database: Database): Promise<void> {
  const course = await insertTestCourse(database);
  await database.query(
    `INSERT INTO users (context_id, email, firstname, lastname)
     SELECT $1, 'maintenance-' || n || '@bench.test', 'Learner', 'N' || n FROM generate_series(1, ${LEARNERS}) AS n`,
    [course.contextId],
  );
  await database.query(
    `INSERT INTO class_users (context_id, class_id, user_id, role)
     SELECT context_id, $2, id, 'STUDENT' FROM users WHERE context_id = $1 AND email LIKE 'maintenance-%@bench.test'`,
    [course.contextId, course.classId],
  );
  await provisionLessons(database, { contextId: course.contextId, classId: course.classId });
  await database.query(
    `INSERT INTO lesson_pages (context_id, lesson_id, node_id, block_id, position, started_at, sheet)
     SELECT l.context_id, l.id, n.id, n.block_id, n."order", now(), jsonb_build_object('datasetComputed', jsonb_build_object('seed', floor(random() * 1000)))
       FROM lessons l JOIN course_nodes n ON n.course_id = l.course_id AND n.type = 'block'
      WHERE l.class_id = $1`,
    [course.classId],
  );
  const archived = `
    INSERT INTO lesson_pages (context_id, lesson_id, node_id, block_id, position, state, progress, started_at, answered_at, inputs, results, sheet)
    SELECT l.context_id, l.id, n.id, n.block_id, n."order", 'ARCHIVED', 'COMPLETED', now(), now(),
           jsonb_build_object('answers', jsonb_build_object('q' || n."order", jsonb_build_array(md5(l.id::text || n.id::text || random()::text)))),
           jsonb_build_object('kind', null, 'hints', jsonb_build_object('messages', '[]'::jsonb, 'nextMalus', 0, 'remaining', 0),
                              'scoring', jsonb_build_object('max', 10, 'actual', floor(random() * 11)), 'feedbacks', '[]'::jsonb,
                              'corrections', jsonb_build_object('q' || n."order", random() < 0.5), 'answerRatios', '{}'::jsonb),
           jsonb_build_object('datasetComputed', jsonb_build_object('seed', floor(random() * 1000)))
      FROM lessons l JOIN course_nodes n ON n.course_id = l.course_id AND n.type = 'block'
     WHERE l.class_id = $1`;
  const [open] = await database.query<{ count: number }>(`SELECT count(*)::int AS count FROM lesson_pages`);
  for (let pages = open!.count; pages < PAGES; pages += open!.count) await database.query(archived, [course.classId]);
  await database.execScript('VACUUM (ANALYZE)');
}

async function analyzeTimes(database: Database, statistics: 0 | -1): Promise<number[]> {
  await database.execScript(`ALTER TABLE lesson_pages ${answersJson.map((column) => `ALTER COLUMN ${column} SET STATISTICS ${statistics}`).join(', ')}`);
  const times: number[] = [];
  for (let run = 0; run < 3; run += 1) times.push(await timed(() => database.execScript('ANALYZE lesson_pages')));
  return times;
}

/**
 * One round of the rate limits' counters as a day of sign-ins leaves them: ROUND addresses counted
 * once each by the store's own statement, their window passed (a window of minus two hours, so
 * that the purge finds them expired at once), then the store's purge of expired counters.
 */
async function counterRound(database: Database, round: number): Promise<void> {
  const Store = databaseRateLimitStore(database) as unknown as new () => {
    incr(key: string, callback: (error: Error | null) => void, timeWindow: number): void;
  };
  const store = new Store();
  for (let address = 0; address < ROUND; address += 1) {
    await new Promise<void>((resolve, reject) =>
      store.incr(`signIn:ip:10.${round}.${address >> 8}.${address & 255}`, (error) => (error ? reject(error) : resolve()), -2 * 3600 * 1000),
    );
  }
  await purgeExpiredRateLimitCounters(database);
}

/** Answers every open page as a learner's answer is stored (answerAsRead). */
async function answerOpenPages(database: Database): Promise<number> {
  const rows = await database.query<PageRow & { context_id: string }>(
    `SELECT context_id, ${pageColumns} FROM lesson_pages WHERE state = 'ACTIVE' AND answered_at IS NULL`,
  );
  const lessonPages = createLessonPagesRepository(database);
  for (const row of rows) {
    const score = Math.floor(Math.random() * 11);
    const saved = await lessonPages.answerAsRead(
      row.context_id,
      toPage(row),
      {
        state: 'ACTIVE',
        inputs: { answers: { [`q${row.position}`]: [String(score)] } },
        results: {
          kind: null,
          hints: { messages: [], nextMalus: 0, remaining: 0 },
          scoring: { max: 10, actual: score },
          feedbacks: [],
          corrections: {},
          answerRatios: {},
        },
        submissionKey: null,
        now: new Date(),
      },
      // No play behind these answers: nothing checked.
      { version: null, check: false },
    );
    if (!saved) throw new Error(`page ${row.id} was not answered`);
  }
  return rows.length;
}

/** One maintenance check as the schedule runs it, once the counts are published: its time and the tables it worked on. */
async function checkNow(database: Database): Promise<{ time: number; tables: string }> {
  // A session's counts reach the statistics at most once a second, at the end of a statement.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await database.query('SELECT 1');
  let done: string[] = [];
  const time = await timed(async () => {
    done = (await maintainDueTables(database, (error) => console.error(error))).map((table) => table.name.replace(/^public\./, ''));
  });
  return { time, tables: done.join(', ') || 'nothing due' };
}

/** The counters' table, with its index. */
const countersSize = async (database: Database) =>
  kib((await database.query<{ bytes: number }>(`SELECT pg_total_relation_size('rate_limit_counters')::float8 AS bytes`))[0]!.bytes);

async function main(): Promise<void> {
  const folder = createScratchFolder();
  const database = await openPgliteWorkerDatabase(join(folder, 'pglite'));
  try {
    console.log(
      `# The embedded database's tables kept (${new Date().toISOString()}, load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')})`,
    );
    await migrate(database);
    await seedIfEmpty(database);
    const fillTime = await timed(() => fill(database));
    const [counts] = await database.query<{ pages: number; lessons: number; bytes: number }>(
      `SELECT (SELECT count(*)::int FROM lesson_pages) AS pages, (SELECT count(*)::int FROM lessons) AS lessons, pg_total_relation_size('lesson_pages')::float8 AS bytes`,
    );
    console.log(
      `Filled in ${ms(fillTime / 1000)} s: ${counts!.lessons.toLocaleString('en')} lessons, ${counts!.pages.toLocaleString('en')} pages (${kib(counts!.bytes)} with their indexes).`,
    );

    const baseline = await analyzeTimes(database, -1);
    const migrated = await analyzeTimes(database, 0);
    console.log('\n## 1. ANALYZE of the pages, the one thread held (ms, three runs)\n');
    console.log('| statistics | ms |');
    console.log('|---|---|');
    console.log(`| on the answers' JSON too (the baseline) | ${baseline.map(ms).join(' / ')} |`);
    console.log(`| as migrated: none on ${answersJson.join(', ')} | ${migrated.map(ms).join(' / ')} |`);

    const without: string[] = [];
    for (let round = 0; round < COUNTER_ROUNDS; round += 1) {
      await counterRound(database, round);
      without.push(await countersSize(database));
    }
    // The baseline's table is emptied, so that both series start from the same: an empty table.
    await database.execScript('TRUNCATE rate_limit_counters');
    const kept: string[] = [];
    for (let round = 0; round < COUNTER_ROUNDS; round += 1) {
      await counterRound(database, round);
      const check = await checkNow(database);
      kept.push(`${await countersSize(database)} | ${ms(check.time)} ms (${check.tables})`);
    }
    console.log(`\n## 2. The rate limits' counters (with their index): ${ROUND.toLocaleString('en')} addresses a round, counted then purged\n`);
    console.log("| rounds | without maintenance (the baseline) | with a check after each round | the check's time (tables worked on) |");
    console.log('|---|---|---|---|');
    without.forEach((size, index) => console.log(`| ${index + 1} | ${size} | ${kept[index]} |`));

    const answered = await answerOpenPages(database);
    const check = await checkNow(database);
    console.log(`\n## 3. One check after ${answered.toLocaleString('en')} answers\n`);
    console.log(`${ms(check.time)} ms, one statement for each of: ${check.tables}.`);
  } finally {
    await database.close();
    removeScratchFolder(folder);
  }
}

runBench(main);
