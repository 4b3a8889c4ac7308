/**
 * Administration benchmark: `npm run bench:admin` (PostgreSQL), the CSV import of learners
 * (docs/administration.md#importing-learners).
 *
 * 1. A scratch PostgreSQL database (postgres://postgres@127.0.0.1:5432/test or BENCH_DATABASE_URL;
 *    dropped at the end, also on failure and Ctrl-C) is migrated and seeded.
 * 2. The real server (apps/api/dist/main.js, built first) runs as a child process on loopback,
 *    logging at warn, mails written as files to a scratch folder (no SMTP server).
 * 3. The demo admin checks, then imports, a CSV of BENCH_IMPORT_LINES learners (default 10,000)
 *    into one class of the demo tenant (a program of several courses: each learner gets their
 *    lessons). Baseline in the same run: a file of 100 lines, checked and imported the same way.
 *    Measured: the check's time, the import's time from the upload to the job done (polled as the
 *    progress bar polls it, every 100 ms here), then until every invitation mail is written (the
 *    mails go out after the commit, still part of the import's work), and the server's peak
 *    resident memory (VmHWM of /proc/<pid>/status) once they are.
 * 4. The search of the users list (docs/administration.md#search): BENCH_SEARCH_USERS more users
 *    (default 100,000) are written into the demo tenant, then the list is searched for one accented
 *    name typed without accents (`quemener`), a common part of a name and a whole address, each
 *    SEARCH_TIMES times (median). Baseline in the same run: the same searches with the trigram
 *    index dropped (every user read), after which the index is built again.
 * Goal: 10,000 lines imported in < 20 s, peak RSS < 200 MB; a search among 100,000 users < 100 ms. The figures of this 2-core machine
 * mean something only when it is quiet.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPostgresDatabase } from '../apps/api/src/db/postgres-database';
import { addSearchUsers, measureSearches, type SearchMeasure } from './support/admin-search';
import { importLearners } from './support/learner-import';
import { memoryOf } from './support/memory';
import { run, runBench } from './support/processes';
import { benchServerUrl, migrateSeedAndClose } from './support/scratch-database';
import { signInAs, withScratchServer } from './support/scratch-server';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const LINES = Number(process.env.BENCH_IMPORT_LINES ?? 10_000);
const BASELINE_LINES = 100;
const TIME_GOAL_S = 20;
const RSS_GOAL_MB = 200;
const SEARCH_USERS = Number(process.env.BENCH_SEARCH_USERS ?? 100_000);
const SEARCHES = ['quemener', 'lefevre 12', 'search77777@bench.example'];
const SEARCH_TIMES = 21;
const SEARCH_GOAL_MS = 100;

async function main(): Promise<void> {
  run('npm', ['run', 'build', '-w', '@espace/api'], repositoryRoot);
  await withScratchServer(repositoryRoot, benchServerUrl, 'espace_bench_admin', async ({ scratch, dataDir, startServer }) => {
    await migrateSeedAndClose(openPostgresDatabase(scratch.url, 2));
    const { base, child } = await startServer();
    const pid = child.pid ?? 0;
    const token = await signInAs(base, 'admin@demo.test', 'Admin#2026');
    const idleMb = memoryOf(pid, 'VmRSS');

    const mailFolder = join(dataDir, 'mail');
    const baseline = await importLearners(base, token, pid, mailFolder, 'baseline', BASELINE_LINES);
    const measured = await importLearners(base, token, pid, mailFolder, 'bulk', LINES);

    console.log(`\nServer at rest: ${idleMb.toFixed(0)} MB resident\n`);
    console.log('| file | check (s) | import, upload to done (s) | then every invitation mailed (s) | server peak RSS so far (MB) |');
    console.log('|---|---:|---:|---:|---:|');
    for (const row of [baseline, measured])
      console.log(
        `| ${row.lines.toLocaleString('en')} learners | ${row.checkS.toFixed(2)} | ${row.importS.toFixed(2)} | ${row.mailsS.toFixed(2)} | ${row.peakMb.toFixed(0)} |`,
      );
    const timeMet = measured.importS < TIME_GOAL_S;
    const rssMet = measured.peakMb < RSS_GOAL_MB;
    console.log(
      `\nGoal: ${LINES.toLocaleString('en')} learners imported in < ${TIME_GOAL_S} s → ${measured.importS.toFixed(2)} s ${timeMet ? 'MET' : 'MISSED'}`,
    );
    console.log(`Goal: server peak RSS < ${RSS_GOAL_MB} MB → ${measured.peakMb.toFixed(0)} MB ${rssMet ? 'MET' : 'MISSED'}`);

    const searchMet = await benchSearch(scratch.url, base, token);
    if (!timeMet || !rssMet || !searchMet) process.exitCode = 1;
  });
}

/** Step 4: the users list searched among SEARCH_USERS more users, with its index and without it. */
async function benchSearch(url: string, base: string, token: string): Promise<boolean> {
  const database = openPostgresDatabase(url, 2);
  try {
    await addSearchUsers(database, SEARCH_USERS);
    const indexed = await measureSearches(base, token, SEARCHES, SEARCH_TIMES);
    const [definition] = await database.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE indexname = 'users_search_text'`);
    await database.query('DROP INDEX users_search_text');
    const scanned = await measureSearches(base, token, SEARCHES, SEARCH_TIMES);
    await database.query(definition!.indexdef);
    console.log(`\nThe users list searched among ${SEARCH_USERS.toLocaleString('en')} more users (median of ${SEARCH_TIMES}, ms):\n`);
    console.log('| search | found | trigram index | baseline: no index |');
    console.log('|---|---:|---:|---:|');
    indexed.forEach((row: SearchMeasure, index) =>
      console.log(`| \`${row.search}\` | ${row.found} | ${row.medianMs.toFixed(1)} | ${scanned[index]!.medianMs.toFixed(1)} |`),
    );
    const slowest = Math.max(...indexed.map((row) => row.medianMs));
    const met = slowest < SEARCH_GOAL_MS;
    console.log(`\nGoal: a search < ${SEARCH_GOAL_MS} ms → ${slowest.toFixed(1)} ms ${met ? 'MET' : 'MISSED'}`);
    return met;
  } finally {
    await database.close();
  }
}

runBench(main);
