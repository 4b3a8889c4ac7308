import { sampleBlock } from '@espace/domain/content/sample-block.fixture';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config';
import { JOBS_SCHEMA } from '../jobs/job-queue';
import type { Database, Queryable } from '../db/database';
import { countedQueryable } from './counted-queryable';
import { testJwtSecret } from './test-app';
import { createSeededTestDatabase } from './test-database';

/** Test support (integration tests only): the API on a database whose queries are counted. */
export async function createCountingTestApp() {
  const testDatabase = await createSeededTestDatabase();
  const counter = { queries: 0 };
  const inner = testDatabase.database;
  // The requests' queries: the job queue's workers poll on their own clock, and one landing
  // during a measured request (likelier on a busy machine) is not that request's.
  const counted = (target: Queryable) =>
    countedQueryable(target, (sql) => {
      if (!sql.includes(`${JOBS_SCHEMA}.`)) counter.queries += 1;
    });
  const database: Database = {
    ...counted(inner),
    driver: inner.driver,
    transaction: (work) => inner.transaction((tx) => work(counted(tx))),
    ping: () => inner.ping(),
    admit: () => inner.admit(),
    close: () => inner.close(),
  };
  // Nothing on a clock of its own (the notification mails, the daily passes): a query of theirs landing in a measured request is not that request's.
  const config = loadConfig({
    JWT_SECRET: testJwtSecret,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    CACHE_MS: '0',
    NOTIFICATION_MAILS_SECONDS: '0',
    DAILY_JOBS_QUEUE_MINUTES: '0',
  });
  const app: FastifyInstance = await buildApp({ config, database });
  await app.ready();
  return { app, database: inner, counter, close: async () => (await app.close(), await testDatabase.dispose()) };
}

const one = async <T extends object>(db: Queryable, sql: string, params: unknown[] = []): Promise<T> => {
  const [row] = await db.query<T>(sql, params);
  if (row === undefined) throw new Error(`No row for ${sql}`);
  return row;
};
const idOf = async (db: Queryable, sql: string, params: unknown[] = []) => (await one<{ id: string }>(db, sql, params)).id;

/**
 * Rows the finder tests read, added to the demo tenant: a published program
 * with a published and a draft course, a node tree and blocks with terms, a
 * class with the demo learner, a second learner (bob) and the teacher,
 * lessons and pages, records and competencies.
 */
export async function addResourceFixtures(db: Queryable) {
  const tenant = await idOf(db, `SELECT id FROM contexts WHERE alias = 'demo'`);
  const acme = await idOf(db, `SELECT id FROM contexts WHERE alias = 'acme'`);
  const user = (email: string) => idOf(db, 'SELECT id FROM users WHERE context_id = $1 AND email = $2', [tenant, email]);
  const [learner, teacher, admin] = [await user('learner@demo.test'), await user('teacher@demo.test'), await user('admin@demo.test')];
  const bob = await idOf(
    db,
    `INSERT INTO users (context_id, email, username, password_hash, firstname, lastname, birthday) VALUES ($1, 'bob@demo.test', 'bob', $2, 'Bob', 'Petit', '2000-01-01') RETURNING id`,
    [tenant, await hashPassword('Learner#2026')],
  );
  const category = await idOf(db, 'SELECT id FROM course_categories WHERE context_id = $1 ORDER BY title LIMIT 1', [tenant]);
  const type = await idOf(db, 'SELECT id FROM course_types WHERE context_id = $1 LIMIT 1', [tenant]);
  const company = await idOf(db, 'SELECT id FROM companies WHERE context_id = $1 LIMIT 1', [tenant]);
  const insert = (sql: string, params: unknown[]) => idOf(db, sql, [tenant, ...params]);
  const course = await insert(
    `INSERT INTO courses (context_id, title, category_id, type_id, state) VALUES ($1, 'Fixture course', $2, $3, 'PUBLISHED') RETURNING id`,
    [category, type],
  );
  const draftCourse = await insert(`INSERT INTO courses (context_id, title, category_id, state) VALUES ($1, 'Fixture draft', $2, 'DRAFT') RETURNING id`, [
    category,
  ]);
  const program = await insert(`INSERT INTO programs (context_id, name, state) VALUES ($1, 'Fixture program', 'PUBLISHED') RETURNING id`, []);
  const programCourse = await insert(`INSERT INTO program_courses (context_id, program_id, course_id, "order") VALUES ($1, $2, $3, 0) RETURNING id`, [
    program,
    course,
  ]);
  await insert(`INSERT INTO program_courses (context_id, program_id, course_id, "order") VALUES ($1, $2, $3, 1) RETURNING id`, [program, draftCourse]);
  const klass = await insert(`INSERT INTO classes (context_id, name, start_at) VALUES ($1, 'Fixture class', '2026-01-05T08:00:00Z') RETURNING id`, []);
  const classProgram = await insert(`INSERT INTO class_programs (context_id, class_id, program_id) VALUES ($1, $2, $3) RETURNING id`, [klass, program]);
  const member = (userId: string, role: string, at: string) =>
    insert(`INSERT INTO class_users (context_id, class_id, user_id, role, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [klass, userId, role, at]);
  const classUsers = {
    learner: await member(learner, 'STUDENT', '2027-01-01T00:00:00Z'),
    bob: await member(bob, 'STUDENT', '2027-01-02T00:00:00Z'),
    teacher: await member(teacher, 'TEACHER', '2027-01-03T00:00:00Z'),
  };
  const block = await insert(
    `INSERT INTO course_blocks (context_id, title, type, settings, content) VALUES ($1, 'Fixture exercise', 'exercice', $2::jsonb, $3::jsonb) RETURNING id`,
    [JSON.stringify(sampleBlock.settings), JSON.stringify(sampleBlock.content)],
  );
  const slide = await insert(`INSERT INTO course_blocks (context_id, title, type) VALUES ($1, 'Fixture slide', 'slide') RETURNING id`, []);
  const term = (title: string) =>
    insert(`INSERT INTO course_terms (context_id, title, words, definition) VALUES ($1, $2, $3::jsonb, 'A definition') RETURNING id`, [
      title,
      JSON.stringify([title.toLowerCase()]),
    ]);
  const terms = [await term('SAMU'), await term('Pompiers')];
  for (const termId of terms) await db.query('INSERT INTO course_block_terms (context_id, block_id, term_id) VALUES ($1, $2, $3)', [tenant, block, termId]);
  const node = (parent: string | null, nodeType: string, order: number, blockId: string | null) =>
    insert(`INSERT INTO course_nodes (context_id, course_id, parent_id, type, "order", block_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`, [
      course,
      parent,
      nodeType,
      order,
      blockId,
    ]);
  const root = await node(null, 'root', 0, null);
  const container = await node(root, 'container', 0, null);
  const nodes = { root, container, second: await node(container, 'block', 1, slide), first: await node(container, 'block', 0, block) };
  const lesson = (userId: string, certificationRef: string | null, startedAt: string) =>
    insert(
      `INSERT INTO lessons (context_id, class_id, user_id, course_id, class_program_id, program_course_id, state, certification_ref, started_at) VALUES ($1, $2, $3, $4, $5, $6, 'AVAILABLE', $7, $8) RETURNING id`,
      [klass, userId, course, classProgram, programCourse, certificationRef, startedAt],
    );
  const lessons = { learner: await lesson(learner, 'CERT-FIXTURE-1', '2027-02-01T10:00:00Z'), bob: await lesson(bob, null, '2027-02-02T10:00:00Z') };
  const page = (state: string, position: number) =>
    insert(
      `INSERT INTO lesson_pages (context_id, lesson_id, node_id, block_id, position, state, sheet) VALUES ($1, $2, $3, $4, $5, $6, '{"validators": {"mc": ["n15", "n18"]}}') RETURNING id`,
      [lessons.learner, nodes.first, block, position, state],
    );
  const pages = { active: await page('ACTIVE', 0), archived: await page('ARCHIVED', 1) };
  for (const [date, userId] of [
    ['2027-01-01T00:00:00Z', learner],
    ['2027-03-01T00:00:00Z', learner],
    ['2027-04-01T00:00:00Z', bob],
  ] as const) {
    await insert(`INSERT INTO records (context_id, user_id, date, scores) VALUES ($1, $2, $3, '{"xp": 1}') RETURNING id`, [userId, date]);
  }
  const competencies = [];
  for (const [title, order] of [
    ['Écouter', 2],
    ['Accueillir', 1],
    ['Conclure', 3],
  ] as const)
    competencies.push(await insert(`INSERT INTO course_competencies (context_id, title, "order") VALUES ($1, $2, $3) RETURNING id`, [title, order]));
  const logBook = await insert(
    `INSERT INTO log_book_records (context_id, message, student_id, user_id, company_id) VALUES ($1, 'Bon début', $2, $3, $4) RETURNING id`,
    [learner, teacher, company],
  );
  const acmeCourse = await idOf(db, 'SELECT id FROM courses WHERE context_id = $1 LIMIT 1', [acme]);
  return {
    tenant,
    learner,
    teacher,
    admin,
    bob,
    category,
    type,
    company,
    course,
    draftCourse,
    program,
    programCourse,
    klass,
    classProgram,
    classUsers,
    block,
    slide,
    terms,
    nodes,
    lessons,
    pages,
    competencies,
    logBook,
    acmeCourse,
  };
}
export type ResourceFixtures = Awaited<ReturnType<typeof addResourceFixtures>>;

export type Query = Record<string, string | number | object>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** `call(token, method, path, {query, body})`: query values that are objects are sent as JSON. */
export function createCaller(app: FastifyInstance, host: string) {
  return (token: string | undefined, method: Method, path: string, options: { query?: Query; body?: object } = {}) => {
    const search = new URLSearchParams(
      Object.entries(options.query ?? {}).map(([key, value]): [string, string] => [key, typeof value === 'object' ? JSON.stringify(value) : String(value)]),
    );
    const url = search.size === 0 ? path : `${path}?${search}`;
    return app.inject({ method, url, headers: { host, authorization: `Bearer ${token ?? ''}` }, ...(options.body ? { payload: options.body } : {}) });
  };
}
