import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { insertSecondLearner, insertTestCourse, type TestCourse } from '../test/test-course.fixture';
import { createLessonPagesRepository } from './lesson-pages-repository';
import { createLessonsRepository } from './lessons-repository';

let testApp: TestApp;
let course: TestCourse;
const db = () => testApp.testDatabase.database;

beforeAll(async () => {
  testApp = await createTestApp();
  course = await insertTestCourse(db());
});
afterAll(async () => {
  await testApp.close();
});

/** Inserts a page of the test course's lesson on `node` at `position`; `columns` are more of its columns, as SQL. */
async function insertPage(node: string, position: number, columns: Record<string, string> = {}): Promise<void> {
  const names = Object.keys(columns);
  await db().query(
    `INSERT INTO lesson_pages (context_id, lesson_id, node_id, block_id, position${names.map((name) => `, ${name}`).join('')})
     SELECT context_id, $2, id, block_id, $3${Object.values(columns)
       .map((value) => `, ${value}`)
       .join('')} FROM course_nodes WHERE id = $1`,
    [node, course.lessonId, position],
  );
}

describe('a lesson read with its live pages, in one statement (every page turn)', () => {
  it('reads a lesson without pages yet, as findForLearner reads it', async () => {
    const lessons = createLessonsRepository(db());
    const found = await lessons.findPlayForLearner(course.contextId, course.userId, course.lessonId);
    expect(found).toEqual({
      lesson: await lessons.findForLearner(course.contextId, course.userId, course.lessonId),
      pages: [],
      version: { lesson: expect.any(String), context: expect.any(String) },
    });
  });

  it('gives the live pages as listLive does, by position: the same records, Dates and json values, no archived page', async () => {
    // Inserted out of position order, timestamps with microseconds, an answered page and an archived one.
    await insertPage(course.nodes.timed, 2, { time_limit: '2', sheet: `'{"datasetComputed": {"city": "Lyon"}}'` });
    await insertPage(course.nodes.slide, 0, { state: `'ARCHIVED'` });
    await insertPage(course.nodes.slide, 0, { started_at: `'2026-03-02 10:00:00.123456+00'` });
    await insertPage(course.nodes.choice, 1, {
      progress: `'COMPLETED'`,
      inputs: `'{"answers": {"mc": ["n15", "n18"]}}'`,
      results: `'{"scoring": {"actual": 1.5, "max": 2}, "rows": {"mc": {"correct": true}}}'`,
      hints_used: '1',
      answered_at: `'2026-03-02 10:01:00.987654+01'`,
      submission_key: `'key-1'`,
    });
    const found = await createLessonsRepository(db()).findPlayForLearner(course.contextId, course.userId, course.lessonId);
    const live = await createLessonPagesRepository(db()).listLive(course.contextId, course.lessonId);
    expect(found?.pages.map((page) => page.position)).toEqual([0, 1, 2]);
    expect(found?.pages).toEqual(live);
    expect(found?.pages[1]?.answeredAt).toEqual(new Date('2026-03-02T09:01:00.987Z'));
  });

  it('reads nothing of another learner’s lesson, nor of another tenant', async () => {
    const lessons = createLessonsRepository(db());
    const otherLearner = await insertSecondLearner(db(), course, 'second-play-read@demo.test');
    expect(await lessons.findPlayForLearner(course.contextId, otherLearner, course.lessonId)).toBeUndefined();
    expect(await lessons.findPlayForLearner(randomUUID(), course.userId, course.lessonId)).toBeUndefined();
  });
});
