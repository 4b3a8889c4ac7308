import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearnerLessonsRepository } from '../dashboard/learner-lessons-repository';
import type { Queryable } from '../db/database';
import { createTestApp, type TestApp } from '../test/test-app';
import { insertTestCourse, type TestCourse } from '../test/test-course.fixture';
import { createLessonPagesRepository } from './lesson-pages-repository';
import { createLessonsRepository } from './lessons-repository';
import { provisionLessons } from './provision-lessons';

/**
 * The lesson queries use their indexes on data of benchmark size (docs/performance.md,
 * "Statistics"): a class of 2,000 learners, each with the test course's lessons and pages, after
 * ANALYZE as the seed, the importer and the schedule run it. Each repository method is run
 * against a Queryable that EXPLAINs the statements it sends instead of running them, so what is
 * checked is the SQL the app sends, with its parameters.
 */
const LEARNERS = 2000;
/** Tables that grow with learners: a sequential scan of one of them is a plan that degrades with the tenant. */
const growing = new Set(['users', 'class_users', 'lessons', 'lesson_pages', 'sessions']);

let testApp: TestApp;
let course: TestCourse;
const db = () => testApp.testDatabase.database;

beforeAll(async () => {
  testApp = await createTestApp();
  course = await insertTestCourse(db());
  await db().query(
    `INSERT INTO users (context_id, email, firstname, lastname)
     SELECT $1, 'plan-' || n || '@bench.test', 'Learner', 'N' || n FROM generate_series(1, ${LEARNERS}) AS n`,
    [course.contextId],
  );
  await db().query(
    `INSERT INTO class_users (context_id, class_id, user_id, role)
     SELECT context_id, $2, id, 'STUDENT' FROM users WHERE context_id = $1 AND email LIKE 'plan-%@bench.test'`,
    [course.contextId, course.classId],
  );
  await provisionLessons(db(), { contextId: course.contextId, classId: course.classId });
  // Every learner has opened and answered the first lesson's pages.
  await db().query(
    `INSERT INTO lesson_pages (context_id, lesson_id, node_id, block_id, position, progress, started_at, answered_at)
     SELECT l.context_id, l.id, n.id, n.block_id, n."order", 'COMPLETED', now(), now()
       FROM lessons l JOIN course_nodes n ON n.course_id = l.course_id AND n.type = 'block'
      WHERE l.class_id = $1 AND l.course_id = $2`,
    [course.classId, course.courseId],
  );
  await db().query('ANALYZE');
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** A Queryable that answers no rows and keeps the plan of each statement sent to it. */
function explaining(database: Queryable): { tx: Queryable; plans: PlanNode[] } {
  const plans: PlanNode[] = [];
  const tx: Queryable = {
    async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const [row] = await database.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      const plan = row?.['QUERY PLAN'];
      const parsed = typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: PlanNode }]) : plan;
      if (parsed) plans.push(parsed[0].Plan);
      return [];
    },
    execScript: () => Promise.reject(new Error('not in a plan test')),
  };
  return { tx, plans };
}

/** Every sequential scan of a growing table in these plans, as `table`. */
function growingSeqScans(plans: readonly PlanNode[]): string[] {
  const found: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] !== undefined && growing.has(node['Relation Name'])) found.push(node['Relation Name']);
    for (const child of node.Plans ?? []) walk(child);
  };
  plans.forEach(walk);
  return found;
}

/** Runs `use` against the explaining Queryable (the methods find no rows, which some of them refuse) and returns the plans. */
async function plansOf(use: (tx: Queryable) => Promise<unknown>): Promise<PlanNode[]> {
  const { tx, plans } = explaining(db());
  await use(tx).catch(() => undefined);
  expect(plans.length).toBeGreaterThan(0);
  return plans;
}

describe('the lesson queries at 2,000 learners, after ANALYZE', () => {
  it('has the statistics: the planner knows the tables’ sizes', async () => {
    const [row] = await db().query<{ estimate: number }>(`SELECT reltuples::int AS estimate FROM pg_class WHERE relname = 'lessons'`);
    expect(row!.estimate).toBeGreaterThan(LEARNERS);
  });

  it('keeps no statistics on the JSON documents no query filters on, so ANALYZE stays short (migration 0020)', async () => {
    const rows = await db().query<{ tablename: string; attname: string }>(
      `SELECT tablename, attname FROM pg_stats WHERE schemaname = 'public' AND tablename IN ('lesson_pages', 'lessons')`,
    );
    const columns = rows.map((row) => `${row.tablename}.${row.attname}`);
    expect(columns).toEqual(expect.arrayContaining(['lesson_pages.lesson_id', 'lesson_pages.node_id', 'lessons.user_id']));
    expect(columns.filter((column) => /\.(inputs|results|sheet|scoring|actions|page_progress|enabled_section_ids)$/.test(column))).toEqual([]);
  });

  it.each([
    ['a lesson of its learner', (tx: Queryable) => createLessonsRepository(db()).findForLearner(course.contextId, course.userId, course.lessonId, tx)],
    [
      'a lesson of its learner with its live pages (every page turn)',
      (tx: Queryable) => createLessonsRepository(db()).findPlayForLearner(course.contextId, course.userId, course.lessonId, tx),
    ],
    [
      'the lessons of a class program',
      (tx: Queryable) => createLessonsRepository(db()).listOfClassProgram(course.contextId, course.userId, course.classProgramId, tx),
    ],
    [
      'the end of a lesson, what it unlocks and the lesson read back',
      (tx: Queryable) =>
        createLessonsRepository(db()).finish(
          course.contextId,
          course.userId,
          course.lessonId,
          { certificationRef: null, interactive: [], unlock: [randomUUID()], unlockedLessons: [], isEndOfProgram: false, now: new Date() },
          tx,
        ),
    ],
    ['the live pages of a lesson', (tx: Queryable) => createLessonPagesRepository(db()).listLive(course.contextId, course.lessonId, tx)],
    ['the ping’s owner check', (tx: Queryable) => createLessonPagesRepository(db()).pingedLesson(course.contextId, course.userId, course.lessonId, null, tx)],
    [
      'the score of a lesson, recomputed on each answer',
      (tx: Queryable) => createLessonsRepository(db()).recomputeScoring(course.contextId, course.lessonId, tx),
    ],
    ['Home’s lessons of a learner', (tx: Queryable) => createLearnerLessonsRepository(tx).listLessons(course.contextId, course.userId)],
    [
      'Home’s lessons of a page of classes',
      (tx: Queryable) => createLearnerLessonsRepository(tx).listClassLessons(course.contextId, course.userId, [course.classId]),
    ],
  ])('%s scans no growing table', async (_, use) => {
    expect(growingSeqScans(await plansOf(use))).toEqual([]);
  });
});
