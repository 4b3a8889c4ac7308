import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { insertTestCourse, type TestCourse } from '../test/test-course.fixture';
import { createLessonPagesRepository, type NewPage, type PageAnswer } from './lesson-pages-repository';
import { createLessonsRepository, type PlayWrite } from './lessons-repository';

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

const now = new Date('2026-03-02T10:00:00.000Z');
/** No play behind these writes: nothing checked. */
const unchecked: PlayWrite = { version: null, check: false };
const answer: PageAnswer = {
  state: 'ACTIVE',
  inputs: { answers: {} },
  results: { scoring: { actual: 1, max: 2 } } as PageAnswer['results'],
  submissionKey: 'key',
  now,
};

async function pageOf(nodeId: string, position: number): Promise<NewPage> {
  const [node] = await db().query<{ block_id: string }>('SELECT block_id FROM course_nodes WHERE id = $1', [nodeId]);
  return { id: randomUUID(), lessonId: course.lessonId, nodeId, blockId: node?.block_id ?? '', position, timeLimit: null, sheet: {}, now };
}
const livePages = async (nodeId: string) =>
  db().query<{ id: string }>(`SELECT id FROM lesson_pages WHERE lesson_id = $1 AND node_id = $2 AND state <> 'ARCHIVED'`, [course.lessonId, nodeId]);
const lesson = async () => (await createLessonsRepository(db()).findForLearner(course.contextId, course.userId, course.lessonId))!;

describe('answerAsReadAndOpen: the answer and Next’s page in one statement', () => {
  it('stores the answer, creates the next page and moves the lesson onto it; nothing at all for a page no longer as read', async () => {
    const pages = createLessonPagesRepository(db());
    const { page: slide } = (await pages.openNew(course.contextId, await pageOf(course.nodes.slide, 0), unchecked))!;
    const next = await pageOf(course.nodes.choice, 1);

    const stale = await pages.answerAsReadAndOpen(course.contextId, { ...slide, hintsUsed: 1 }, answer, next, unchecked);
    expect(stale).toBeUndefined();
    expect(await livePages(course.nodes.choice)).toEqual([]);
    expect((await lesson()).currentNodeId).toBe(course.nodes.slide);

    const done = await pages.answerAsReadAndOpen(course.contextId, slide, answer, next, unchecked);
    expect(done?.page).toMatchObject({ id: slide.id, progress: 'COMPLETED', answeredAt: now });
    expect(done?.scoring).toEqual({ actual: 1, max: 2 });
    expect(done?.opened?.page).toMatchObject({ id: next.id, nodeId: course.nodes.choice, position: 1, answeredAt: null, startedAt: now });
    expect(done?.opened?.lessonProgress).toBe('ONGOING');
    expect(await livePages(course.nodes.choice)).toEqual([{ id: next.id }]);
    expect(await lesson()).toMatchObject({ currentNodeId: course.nodes.choice, scoring: { global: { actual: 1, max: 2 } } });
  });

  it('keeps the live page a concurrent Next created: the answer stored, no second page, `opened` null', async () => {
    const pages = createLessonPagesRepository(db());
    const { page: choice } = (await pages.openNew(course.contextId, await pageOf(course.nodes.choice, 1), unchecked))!;
    const { page: timed } = (await pages.openNew(course.contextId, await pageOf(course.nodes.timed, 2), unchecked))!;
    const done = await pages.answerAsReadAndOpen(
      course.contextId,
      choice,
      { ...answer, submissionKey: 'key-2' },
      await pageOf(course.nodes.timed, 2),
      unchecked,
    );
    expect(done?.page).toMatchObject({ id: choice.id, progress: 'COMPLETED' });
    expect(done?.opened).toBeNull();
    expect(await livePages(course.nodes.timed)).toEqual([{ id: timed.id }]);
  });
});
