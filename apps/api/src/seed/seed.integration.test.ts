import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoExtraClasses } from './learner-history';
import { seedIfEmpty } from './seed';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const lessonsOf = (email: string) =>
  testApp.testDatabase.database.query<{ program: string; course: string; state: string; time_limit: number | null }>(
    `SELECT p.name AS program, co.title AS course, l.state, l.time_limit
       FROM lessons l
       JOIN users u ON u.id = l.user_id
       JOIN program_courses pc ON pc.id = l.program_course_id
       JOIN programs p ON p.id = pc.program_id
       JOIN courses co ON co.id = l.course_id
       JOIN classes c ON c.id = l.class_id
      WHERE u.email = $1 AND c.name NOT IN (${demoExtraClasses.map((_, index) => `$${index + 2}`).join(', ')})
      ORDER BY p.name, pc."order"`,
    [email, ...demoExtraClasses.map((extra) => extra.name)],
  );

describe('the demo seed', () => {
  it('leaves the planner statistics of what it wrote (no autovacuum on PGlite)', async () => {
    // reltuples is -1 for a table never analysed (PostgreSQL 14 and later).
    const rows = await testApp.testDatabase.database.query<{ relname: string; reltuples: number }>(
      "SELECT relname, reltuples FROM pg_class WHERE relname IN ('users', 'lessons', 'lesson_pages', 'course_nodes') AND relkind = 'r' ORDER BY relname",
    );
    expect(rows.map((row) => row.relname)).toEqual(['course_nodes', 'lesson_pages', 'lessons', 'users']);
    for (const row of rows) expect(Number(row.reltuples), row.relname).toBeGreaterThan(0);
  });

  it('gives the demo learner a lesson in every course, the first of each program AVAILABLE', async () => {
    expect(await lessonsOf('learner@demo.test')).toEqual([
      { program: 'Relation client', course: 'Accueillir un client', state: 'AVAILABLE', time_limit: null },
      // Unlocked from the start by its program course settings.
      { program: 'Relation client', course: 'Traiter une réclamation', state: 'AVAILABLE', time_limit: null },
      { program: 'Relation client', course: 'Conclure une vente', state: 'LOCKED', time_limit: 1800 },
      { program: 'Sécurité au travail', course: 'Les gestes qui sauvent', state: 'AVAILABLE', time_limit: null },
    ]);
  });

  it("gives acme's learner acme's lessons, and teachers none", async () => {
    expect((await lessonsOf('learner@acme.test')).map((lesson) => [lesson.course, lesson.state])).toEqual([
      ['Welcoming a customer', 'AVAILABLE'],
      ['Handling a complaint', 'LOCKED'],
      ['First aid basics', 'AVAILABLE'],
    ]);
    expect(await lessonsOf('teacher@demo.test')).toEqual([]);
  });

  it('gives Léa a conversation with her trainer, about her spring class, his answer not read yet', async () => {
    const rows = await testApp.testDatabase.database.query<{ learner: string; trainer: string; class: string; author: string; unread: boolean }>(
      `SELECT l.email AS learner, t.email AS trainer, c.name AS class, a.email AS author, m.read_at IS NULL AS unread
         FROM message_threads th JOIN users l ON l.id = th.learner_id JOIN users t ON t.id = th.trainer_id JOIN classes c ON c.id = th.class_id
         JOIN thread_messages m ON m.thread_id = th.id JOIN users a ON a.id = m.author_id
        ORDER BY m.created_at`,
    );
    expect(rows).toEqual([
      { learner: 'learner@demo.test', trainer: 'teacher@demo.test', class: 'Printemps 2026 — Accueil client', author: 'learner@demo.test', unread: false },
      { learner: 'learner@demo.test', trainer: 'teacher@demo.test', class: 'Printemps 2026 — Accueil client', author: 'teacher@demo.test', unread: true },
    ]);
  });

  it('imports the content of each program into its own tenant', async () => {
    const rows = await testApp.testDatabase.database.query<{ alias: string; blocks: number; files: number }>(
      `SELECT c.alias, (SELECT count(*)::int FROM course_blocks b WHERE b.context_id = c.id) AS blocks,
              (SELECT count(*)::int FROM files f WHERE f.context_id = c.id) AS files
         FROM contexts c ORDER BY c.alias`,
    );
    expect(rows).toEqual([
      { alias: 'acme', blocks: 6, files: 0 },
      // 24 blocks and 9 files of the two programs, the cmi5 course's 2 AUs and its 3 activity files, and
      // the 2 SCOs of the SCORM courses with their 3 activity files each (imsmanifest.xml is read, not stored).
      { alias: 'demo', blocks: 28, files: 18 },
    ]);
  });

  it('gives each tenant PNG touch icons (192, 512) and iPhone splash screens, stored as its assets', async () => {
    const rows = await testApp.testDatabase.database.query<{
      alias: string;
      assets: { touchIcons: { url: string; size: number }[]; splashScreens: { url: string; width: number; height: number }[] };
    }>('SELECT alias, assets FROM contexts ORDER BY alias');
    expect(rows.map((row) => row.alias)).toEqual(['acme', 'demo']);
    for (const { assets } of rows) {
      expect(assets.touchIcons.map((icon) => icon.size)).toEqual([192, 512]);
      expect(assets.splashScreens.map(({ width, height }) => `${width}x${height}`)).toEqual(['640x1136', '750x1334', '1242x2208', '1125x2436']);
      for (const { url } of [...assets.touchIcons, ...assets.splashScreens]) {
        const name = url.split('/').pop();
        const [stored] = await testApp.testDatabase.database.query<{ content_type: string; bytes: number }>(
          'SELECT content_type, octet_length(content) AS bytes FROM context_assets WHERE name = $1 AND context_id::text = $2',
          [name, url.split('/')[3]],
        );
        expect(stored?.content_type).toBe('image/png');
        // Flat colours: every generated image stays small.
        expect(stored?.bytes).toBeGreaterThan(0);
        expect(stored?.bytes).toBeLessThan(60_000);
      }
    }
  });

  it('gives the answered demo pages real answers and their correction: some right, some wrong, on every scored page', async () => {
    const pages = await testApp.testDatabase.database.query<{
      email: string;
      answers: Record<string, unknown>;
      corrections: Record<string, { marks?: { good: boolean; wrong: boolean }[]; good?: boolean; wrong?: boolean }>;
      max: number;
    }>(
      `SELECT u.email, lp.inputs -> 'answers' AS answers, lp.results -> 'corrections' AS corrections, (lp.results -> 'scoring' ->> 'max')::float8 AS max
         FROM lesson_pages lp JOIN lessons l ON l.id = lp.lesson_id JOIN users u ON u.id = l.user_id JOIN contexts c ON c.id = u.context_id
        WHERE c.alias = 'demo' AND lp.answered_at IS NOT NULL`,
    );
    const scored = pages.filter((page) => page.max > 0);
    expect(scored.length).toBeGreaterThan(10);
    // Every scored page holds an answer and a correction per scored row; Léa and the trainer's demo learners further on have some.
    for (const page of scored) expect(Object.keys(page.answers).sort()).toEqual(Object.keys(page.corrections).sort());
    expect([...new Set(scored.map((page) => page.email))]).toEqual(expect.arrayContaining(['learner@demo.test', 'ines@demo.test', 'jules@demo.test']));
    const marks = scored.flatMap((page) =>
      Object.values(page.corrections).flatMap((correction): { good?: boolean; wrong?: boolean }[] => correction.marks ?? [correction]),
    );
    expect(marks.some((mark) => mark.good)).toBe(true);
    expect(marks.some((mark) => mark.wrong)).toBe(true);
  });

  it('seeds nothing the second time', async () => {
    expect(await seedIfEmpty(testApp.testDatabase.database)).toBe(false);
  });
});
