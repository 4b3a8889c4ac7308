import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { provisionLessons } from '../lessons/provision-lessons';
import { addResourceFixtures, createCaller, createCountingTestApp, type ResourceFixtures } from '../test/resource-fixtures';
import { hosts, signIn } from '../test/test-app';

/**
 * The trainer space (docs/trainers.md): a trainer sees only the classes they follow (another
 * trainer's class, another tenant's: 404), learners are refused (403), the roster costs the same
 * few queries whatever the number of learners, and the CSV is safe to open in a spreadsheet.
 */
let testApp: Awaited<ReturnType<typeof createCountingTestApp>>;
let data: ResourceFixtures;
const tokens: Record<string, string> = {};
let call: ReturnType<typeof createCaller>;
let callAcme: ReturnType<typeof createCaller>;

const query = <T extends object>(sql: string, params: unknown[] = []) => testApp.database.query<T>(sql, params);
const json = async <T>(response: Promise<{ statusCode: number; json: () => unknown; body: string }>, status = 200): Promise<T> => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json() as T;
};

beforeAll(async () => {
  testApp = await createCountingTestApp();
  data = await addResourceFixtures(testApp.database);
  const hash = await hashPassword('Teacher#2026');
  // A second trainer of the demo tenant (teaching another class) and a trainer of acme.
  const [other] = await query<{ id: string }>(
    `INSERT INTO users (context_id, email, password_hash, firstname, lastname) VALUES ($1, 'other.teacher@demo.test', $2, 'Olga', 'Autre') RETURNING id`,
    [data.tenant, hash],
  );
  const [otherClass] = await query<{ id: string }>(`INSERT INTO classes (context_id, name) VALUES ($1, 'Other class') RETURNING id`, [data.tenant]);
  await query(`INSERT INTO class_users (context_id, class_id, user_id, role) VALUES ($1, $2, $3, 'TEACHER')`, [data.tenant, otherClass!.id, other!.id]);
  const [acme] = await query<{ id: string }>(`SELECT id FROM contexts WHERE alias = 'acme'`);
  const [acmeTeacher] = await query<{ id: string }>(
    `INSERT INTO users (context_id, email, password_hash, firstname, lastname) VALUES ($1, 'teacher@acme.test', $2, 'Ana', 'Acme') RETURNING id`,
    [acme!.id, hash],
  );
  const [acmeCompany] = await query<{ id: string }>('SELECT id FROM companies WHERE context_id = $1 LIMIT 1', [acme!.id]);
  if (acmeCompany)
    await query(`INSERT INTO company_users (context_id, company_id, user_id, role) VALUES ($1, $2, $3, 'TEACHER')`, [
      acme!.id,
      acmeCompany.id,
      acmeTeacher!.id,
    ]);
  else
    await query(`INSERT INTO role_users (context_id, role_id, principal_id) SELECT $1, id, $2 FROM roles WHERE context_id = $1 LIMIT 1`, [
      acme!.id,
      acmeTeacher!.id,
    ]);
  tokens.teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
  tokens.other = await signIn(testApp.app, hosts.demo, { email: 'other.teacher@demo.test', password: 'Teacher#2026' });
  tokens.learner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
  tokens.bob = await signIn(testApp.app, hosts.demo, { email: 'bob@demo.test', password: 'Learner#2026' });
  tokens.admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  tokens.acme = await signIn(testApp.app, hosts.acme, { email: 'teacher@acme.test', password: 'Teacher#2026' });
  call = createCaller(testApp.app, hosts.demo);
  callAcme = createCaller(testApp.app, hosts.acme);
});
afterAll(async () => {
  await testApp.close();
});

interface Classes {
  items: { id: string; name: string; learnerCount: number; period: string }[];
}
interface Roster {
  items: { learner: { id: string; displayName: string }; status: string; lessons: unknown[] }[];
  total: number;
  pageCount: number;
  viewCounts: Record<string, number>;
}

describe('who may use the trainer space', () => {
  it('lists the classes each trainer follows: the teacher theirs, another trainer theirs, the admin every class', async () => {
    const mine = await json<Classes>(call(tokens.teacher, 'GET', '/api/trainer/classes'));
    expect(mine.items.map((klass) => klass.name)).toContain('Fixture class');
    expect(mine.items.map((klass) => klass.name)).not.toContain('Other class');
    expect(mine.items.find((klass) => klass.id === data.klass)?.learnerCount).toBe(2);
    const theirs = await json<Classes>(call(tokens.other, 'GET', '/api/trainer/classes'));
    expect(theirs.items.map((klass) => klass.name)).toEqual(['Other class']);
    const all = await json<Classes>(call(tokens.admin, 'GET', '/api/trainer/classes'));
    expect(all.items.map((klass) => klass.name)).toEqual(expect.arrayContaining(['Fixture class', 'Other class']));
  });

  it("answers 404 for another trainer's class and another tenant's, and 403 to learners", async () => {
    const paths = [
      `/api/trainer/classes/${data.klass}/roster`,
      `/api/trainer/classes/${data.klass}/roster.csv`,
      `/api/trainer/classes/${data.klass}/learners/${data.learner}`,
      `/api/trainer/classes/${data.klass}/learners/${data.learner}/logbook`,
    ];
    for (const path of paths) {
      expect((await call(tokens.other, 'GET', path)).statusCode, path).toBe(404);
      expect((await callAcme(tokens.acme, 'GET', path)).statusCode, path).toBe(404);
      expect((await call(tokens.learner, 'GET', path)).statusCode, path).toBe(403);
      expect((await call(tokens.teacher, 'GET', path)).statusCode, path).toBe(200);
    }
    expect((await call(tokens.learner, 'GET', '/api/trainer/classes')).statusCode).toBe(403);
    // A member of the class who is not one of its learners is no learner of it.
    expect((await call(tokens.teacher, 'GET', `/api/trainer/classes/${data.klass}/learners/${data.teacher}`)).statusCode).toBe(404);
  });
});

describe('the roster', () => {
  it("shows the demo teacher's class with learners at every stage", async () => {
    const mine = await json<Classes>(call(tokens.teacher, 'GET', '/api/trainer/classes'));
    const spring = mine.items.find((klass) => klass.name === 'Printemps 2026 — Accueil client');
    expect(spring).toMatchObject({ period: 'current', learnerCount: 5 });
    const roster = await json<Roster>(call(tokens.teacher, 'GET', `/api/trainer/classes/${spring!.id}/roster`));
    expect(roster.viewCounts.notStarted).toBeGreaterThanOrEqual(1);
    expect(roster.viewCounts.inProgress).toBeGreaterThanOrEqual(2);
    expect(roster.viewCounts.finished).toBe(1);
    expect(roster.viewCounts.late).toBeGreaterThanOrEqual(2);
    const late = await json<Roster>(call(tokens.teacher, 'GET', `/api/trainer/classes/${spring!.id}/roster`, { query: { view: 'late' } }));
    expect(late.items.map((row) => row.learner.displayName)).toEqual(expect.arrayContaining(['Hugo Petit', 'Karim Benali']));
  });

  it("agrees with each learner's own page: every lesson's progression, and the last activity is their latest page", async () => {
    const mine = await json<Classes>(call(tokens.teacher, 'GET', '/api/trainer/classes'));
    const spring = mine.items.find((klass) => klass.name === 'Printemps 2026 — Accueil client');
    type RosterLine = { learner: { id: string }; lastActivityAt: string | null; lessons: { lessonId: string; progression: number }[] };
    const roster = await json<{ items: RosterLine[] }>(call(tokens.teacher, 'GET', `/api/trainer/classes/${spring!.id}/roster`));
    let partial = 0;
    for (const line of roster.items) {
      type Learner = { lessons: { id: string; progression: number; pages: { answeredAt: string | null }[] }[] };
      const learner = await json<Learner>(call(tokens.teacher, 'GET', `/api/trainer/classes/${spring!.id}/learners/${line.learner.id}`));
      const progressions = new Map(learner.lessons.map((lesson) => [lesson.id, lesson.progression]));
      expect(line.lessons.map((lesson) => [lesson.lessonId, lesson.progression])).toEqual(
        line.lessons.map((lesson) => [lesson.lessonId, progressions.get(lesson.lessonId)]),
      );
      partial += line.lessons.filter((lesson) => lesson.progression > 0 && lesson.progression < 1).length;
      const answers = learner.lessons.flatMap((lesson) => lesson.pages.flatMap((page) => (page.answeredAt ? [Date.parse(page.answeredAt)] : [])));
      if (answers.length > 0) expect(Date.parse(line.lastActivityAt ?? '')).toBeGreaterThanOrEqual(Math.max(...answers));
    }
    // The seed's class holds lessons part-way through, whose progression is read from their pages.
    expect(partial).toBeGreaterThan(0);
  });

  it('sorts, filters and counts its views, in the same number of queries for 2 learners as for 62', async () => {
    const path = `/api/trainer/classes/${data.klass}/roster`;
    const byName = await json<Roster>(call(tokens.teacher, 'GET', path, { query: { sort: 'name', order: 'desc' } }));
    // By last name: Petit after Martin, so first in descending order.
    expect(byName.items.map((row) => row.learner.displayName)).toEqual(['Bob Petit', 'Léa Martin']);
    expect(byName.viewCounts.all).toBe(2);
    const searched = await json<Roster>(call(tokens.teacher, 'GET', path, { query: { search: 'LEA' } }));
    expect(searched.items.map((row) => row.learner.displayName)).toEqual(['Léa Martin']);
    expect((await call(tokens.teacher, 'GET', path, { query: { sort: 'shoeSize' } })).statusCode).toBe(400);

    const before = testApp.counter.queries;
    await call(tokens.teacher, 'GET', path);
    const small = testApp.counter.queries - before;
    await query(
      `WITH added AS (INSERT INTO users (context_id, email, firstname, lastname) SELECT $1, 'many' || n || '@demo.test', 'Many', 'Learner ' || n FROM generate_series(1, 60) n RETURNING id)
       INSERT INTO class_users (context_id, class_id, user_id, role) SELECT $1, $2, id, 'STUDENT' FROM added`,
      [data.tenant, data.klass],
    );
    // The 60 new learners' kept rows are computed by the first read (their lessons read, their rows written): two statements more, once.
    let start = testApp.counter.queries;
    await call(tokens.teacher, 'GET', path);
    expect(testApp.counter.queries - start).toBe(small + 2);
    start = testApp.counter.queries;
    const big = await json<Roster>(call(tokens.teacher, 'GET', path, { query: { view: 'all', page: 2 } }));
    expect(testApp.counter.queries - start).toBe(small);
    expect(big).toMatchObject({ total: 62, pageCount: 2 });
    expect(big.items).toHaveLength(12);
  });

  it("exports CSV in UTF-8 with a byte order mark, for a French (; and decimal comma) or an English spreadsheet, in the screen's time zone, and formulas defused", async () => {
    await query(`UPDATE users SET firstname = '=HYPERLINK("http://evil.test","Bob")', lastname = 'Petit, "le grand"' WHERE id = $1`, [data.bob]);
    // 12 min 33 s spent, last seen late on 5 March in UTC: already the 6th in Paris.
    await query(
      `UPDATE lessons SET time_spent = 753, started_at = timestamptz '2026-03-05 20:00Z', last_page_at = timestamptz '2026-03-05 23:30Z' WHERE user_id = $1`,
      [data.bob],
    );
    const path = `/api/trainer/classes/${data.klass}/roster.csv`;
    const french = await call(tokens.teacher, 'GET', path, { query: { view: 'all', search: 'petit', timeZone: 'Europe/Paris' } });
    expect(french.statusCode).toBe(200);
    expect(french.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(french.headers['content-disposition']).toMatch(/^attachment; filename="Fixture-class-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = french.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Apprenant;E-mail;Statut;En retard;Progression globale (%);Score global (%);Temps passé (min);Dernière activité (Europe/Paris);Programme;Module;État de la leçon;Progression du module (%);Score du module (%)',
    );
    // The spreadsheet shows the text instead of running it: a leading apostrophe, quotes doubled.
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.test"",""Bob""\) Petit, ""le grand""";bob@demo\.test;En cours;/);
    // Rounded as the screen rounds, "—" where it shows one (no points to earn), minutes with a decimal comma, Paris's date and time.
    expect(lines[1]).toContain(';0;—;12,6;06/03/2026 00:30;Fixture program;Fixture course;Disponible;0;—');
    const english = await call(tokens.teacher, 'GET', path, { query: { locale: 'en', search: 'petit', timeZone: 'America/Montreal' } });
    const englishLines = english.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(englishLines[0]).toMatch(/^Learner,Email,Status,Late,Overall progress \(%\),.*,Last activity \(America\/Montreal\),/);
    expect(englishLines[1]).toContain(',0,—,12.6,2026-03-05 18:30,Fixture program,Fixture course,Available,0,—');
    // Without a zone, UTC; an unknown zone is refused.
    expect((await call(tokens.teacher, 'GET', path, { query: { search: 'petit' } })).rawPayload.toString('utf8')).toContain(';05/03/2026 23:30;');
    expect((await call(tokens.teacher, 'GET', path, { query: { timeZone: 'Mars/Olympus' } })).statusCode).toBe(400);
  });

  it('names the program of every line, and tells apart two courses of one title in one program by their rank, as the screen does', async () => {
    const insert = async (sql: string, params: unknown[]) => (await query<{ id: string }>(`${sql} RETURNING id`, params))[0]!.id;
    const [category] = await query<{ id: string }>('SELECT id FROM course_categories WHERE context_id = $1 LIMIT 1', [data.tenant]);
    const course = () =>
      insert(`INSERT INTO courses (context_id, title, category_id, state) VALUES ($1, 'Introduction commune', $2, 'PUBLISHED')`, [data.tenant, category!.id]);
    const [shared, second] = [await course(), await course()];
    const klass = await insert(`INSERT INTO classes (context_id, name) VALUES ($1, 'Deux programmes')`, [data.tenant]);
    for (const [order, name, courses] of [
      [0, 'Programme A', [shared, second]],
      [1, 'Programme B', [shared]],
    ] as const) {
      const program = await insert(`INSERT INTO programs (context_id, name, state) VALUES ($1, $2, 'PUBLISHED')`, [data.tenant, name]);
      for (const [index, courseId] of courses.entries())
        await insert('INSERT INTO program_courses (context_id, program_id, course_id, "order") VALUES ($1, $2, $3, $4)', [
          data.tenant,
          program,
          courseId,
          index,
        ]);
      await insert('INSERT INTO class_programs (context_id, class_id, program_id, "order") VALUES ($1, $2, $3, $4)', [data.tenant, klass, program, order]);
    }
    await query(`INSERT INTO class_users (context_id, class_id, user_id, role) VALUES ($1, $2, $3, 'STUDENT')`, [data.tenant, klass, data.bob]);
    await provisionLessons(testApp.database, { contextId: data.tenant, classId: klass });
    const csv = await call(tokens.admin, 'GET', `/api/trainer/classes/${klass}/roster.csv`);
    const lines = csv.rawPayload.subarray(3).toString('utf8').split('\r\n').slice(1, 4);
    expect(lines.map((line) => line.split(';').slice(8, 10).join(';'))).toEqual([
      'Programme A;Introduction commune (n° 1)',
      'Programme A;Introduction commune (n° 2)',
      'Programme B;Introduction commune',
    ]);
  });
});

describe('a learner in a class', () => {
  it('shows their lessons and pages in course order, and the correction moves across their answered pages', async () => {
    const results = {
      answerRatios: {},
      kind: null,
      feedbacks: [],
      hints: { messages: [], remaining: 0, nextMalus: 0 },
      scoring: { actual: 3, max: 4 },
      corrections: {},
    };
    await query(`UPDATE lesson_pages SET answered_at = now(), progress = 'COMPLETED', inputs = '{"answers": {}}', results = $2::jsonb WHERE id = $1`, [
      data.pages.active,
      JSON.stringify(results),
    ]);
    const learner = await json<{
      learner: { displayName: string };
      lessons: { id: string; courseTitle: string; pages: { nodeId: string; pageId: string | null; answered: boolean; score: unknown }[] }[];
    }>(call(tokens.teacher, 'GET', `/api/trainer/classes/${data.klass}/learners/${data.learner}`));
    expect(learner.learner.displayName).toBe('Léa Martin');
    const lesson = learner.lessons.find((candidate) => candidate.id === data.lessons.learner);
    expect(lesson?.pages.map((page) => page.nodeId)).toEqual([data.nodes.first, data.nodes.second]);
    expect(lesson?.pages[0]).toMatchObject({ pageId: data.pages.active, answered: true, score: { actual: 3, max: 4 } });
    expect(lesson?.pages[1]).toMatchObject({ pageId: null, answered: false, score: null });

    const correction = await json<{ classId: string; answeredPages: { previous: unknown; next: unknown; position: number; total: number } }>(
      call(tokens.teacher, 'GET', `/api/pages/${data.pages.active}/correction`, { query: { lessonId: data.lessons.learner } }),
    );
    expect(correction).toMatchObject({ classId: data.klass, answeredPages: { previous: null, next: null, position: 1, total: 1 } });
  });
});

describe('the log-book', () => {
  it('lets the trainer read a note and reply; the learner reads the reply, nobody else', async () => {
    const path = `/api/trainer/classes/${data.klass}/learners/${data.learner}/logbook`;
    const logbook = await json<{ items: { id: string; message: string; replies: unknown[] }[] }>(call(tokens.teacher, 'GET', path));
    expect(logbook.items.map((note) => note.message)).toContain('Bon début');
    const reply = await json<{ id: string; message: string; author: { displayName: string } }>(
      call(tokens.teacher, 'POST', `${path}/${data.logBook}/replies`, { body: { message: 'Bravo, continuez ainsi.' } }),
      201,
    );
    expect(reply.author.displayName).toBe('Thomas Bernard');
    expect((await call(tokens.teacher, 'POST', `${path}/${data.logBook}/replies`, { body: { message: '' } })).statusCode).toBe(400);
    expect((await call(tokens.other, 'POST', `${path}/${data.logBook}/replies`, { body: { message: 'Intrus' } })).statusCode).toBe(404);
    // A note of another learner is no note of this one.
    const [bobNote] = await query<{ id: string }>(
      `INSERT INTO log_book_records (context_id, message, student_id, user_id) VALUES ($1, 'Note de Bob', $2, $2) RETURNING id`,
      [data.tenant, data.bob],
    );
    expect((await call(tokens.teacher, 'POST', `${path}/${bobNote!.id}/replies`, { body: { message: 'Mauvais fil' } })).statusCode).toBe(404);

    const where = JSON.stringify({ parentId: null });
    const mine = await json<{ items: { id: string; replies: { message: string }[] }[] }>(
      call(tokens.learner, 'GET', '/api/log-book-records', { query: { where, include: 'replies' } }),
    );
    expect(mine.items.find((note) => note.id === data.logBook)?.replies.map((entry) => entry.message)).toContain('Bravo, continuez ainsi.');
    const classmate = await json<{ items: { id: string }[] }>(call(tokens.bob, 'GET', '/api/log-book-records', { query: { limit: 500 } }));
    expect(classmate.items.map((note) => note.id)).not.toContain(reply.id);
    expect((await call(tokens.bob, 'GET', `/api/log-book-records/${reply.id}`)).statusCode).toBe(404);
  });
});

describe('reset and messages', () => {
  it("resets a learner's class program: their pages archived, their lessons back to the start, each earlier attempt readable on their page", async () => {
    const path = `/api/trainer/classes/${data.klass}/learners/${data.learner}/class-programs/${data.classProgram}/reset`;
    expect((await call(tokens.other, 'POST', path)).statusCode).toBe(404);
    expect(
      (await call(tokens.teacher, 'POST', `/api/trainer/classes/${data.klass}/learners/${data.learner}/class-programs/${data.tenant}/reset`)).statusCode,
    ).toBe(404);
    const reset = await json<{ items: { id: string; state: string }[] }>(call(tokens.teacher, 'POST', path));
    expect(reset.items.map((lesson) => lesson.id)).toContain(data.lessons.learner);
    const [page] = await query<{ state: string }>('SELECT state FROM lesson_pages WHERE id = $1', [data.pages.active]);
    expect(page?.state).toBe('ARCHIVED');

    // The learner's page keeps the attempt the reset ended, readable: attempt 1, its answered page and points.
    type Attempt = {
      number: number;
      endedAt: string | null;
      score: { actual: number; max: number };
      pages: { nodeId: string; answered: boolean; score: unknown }[];
    };
    const lessonOf = async () =>
      (
        await json<{ lessons: { id: string; pages: { answered: boolean }[]; earlierAttempts: Attempt[] }[] }>(
          call(tokens.teacher, 'GET', `/api/trainer/classes/${data.klass}/learners/${data.learner}`),
        )
      ).lessons.find((lesson) => lesson.id === data.lessons.learner)!;
    const once = await lessonOf();
    expect(once.pages.some((candidate) => candidate.answered)).toBe(false);
    // The fixture's page archived before resets were dated is the first attempt; this reset ended the second.
    expect(once.earlierAttempts).toEqual([
      { number: 1, endedAt: null, score: { actual: 0, max: 0 }, pages: [expect.objectContaining({ answered: false })] },
      {
        number: 2,
        endedAt: expect.any(String),
        score: { actual: 3, max: 4 },
        pages: [expect.objectContaining({ nodeId: data.nodes.first, answered: true, score: { actual: 3, max: 4 } })],
      },
    ]);

    // A second attempt, answered worse, then reset again: two earlier attempts, in their order.
    const results = {
      answerRatios: {},
      kind: null,
      feedbacks: [],
      hints: { messages: [], remaining: 0, nextMalus: 0 },
      scoring: { actual: 1, max: 4 },
      corrections: {},
    };
    await query(
      `INSERT INTO lesson_pages (context_id, lesson_id, node_id, block_id, position, progress, answered_at, inputs, results)
       SELECT context_id, lesson_id, node_id, block_id, position, 'COMPLETED', now(), '{"answers": {}}', $2::jsonb FROM lesson_pages WHERE id = $1`,
      [data.pages.active, JSON.stringify(results)],
    );
    expect((await call(tokens.teacher, 'POST', path)).statusCode).toBe(200);
    const twice = await lessonOf();
    expect(twice.earlierAttempts.map((attempt) => [attempt.number, attempt.score])).toEqual([
      [1, { actual: 0, max: 0 }],
      [2, { actual: 3, max: 4 }],
      [3, { actual: 1, max: 4 }],
    ]);
    expect(Date.parse(twice.earlierAttempts[2]!.endedAt!)).toBeGreaterThan(Date.parse(twice.earlierAttempts[1]!.endedAt!));
    // Another trainer reads none of it.
    expect((await call(tokens.other, 'GET', `/api/trainer/classes/${data.klass}/learners/${data.learner}`)).statusCode).toBe(404);
  });
});
