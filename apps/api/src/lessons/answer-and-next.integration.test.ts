import { answerAndNextSchema, lessonPageSchema } from '@espace/contracts/lessons';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { learnerClient, type LearnerClient, startLessonTestApp } from '../test/lesson-test-client';
import type { TestApp } from '../test/test-app';
import { insertSecondLearner, type TestCourse } from '../test/test-course.fixture';
import { JOBS_SCHEMA } from '../jobs/job-queue';

let testApp: TestApp;
let course: TestCourse;
let learner: LearnerClient;
let other: LearnerClient;
const pageIds: Record<string, string> = {};

beforeAll(async () => {
  ({ testApp, course, learner } = await startLessonTestApp());
  other = await learnerClient(
    testApp.app,
    await insertSecondLearner(testApp.testDatabase.database, course, 'second-next@demo.test').then(() => 'second-next@demo.test'),
  );
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.testDatabase.database;
const lessonUrl = (path: string, lessonId = course.lessonId) => `/api/lessons/${lessonId}${path}`;
const answerAndNext = (client: LearnerClient, fromPageId: string, body: unknown, key?: string, lessonId = course.lessonId) =>
  client.call('POST', lessonUrl(`/pages/answer-and-next?fromPageId=${fromPageId}`, lessonId), body, key === undefined ? {} : { 'idempotency-key': key });
const currentNode = async () =>
  (await db().query<{ current_node_id: string }>('SELECT current_node_id FROM lessons WHERE id = $1', [course.lessonId]))[0]?.current_node_id;
const pagesOf = async (nodeId: string) =>
  (await db().query<{ id: string }>(`SELECT id FROM lesson_pages WHERE lesson_id = $1 AND node_id = $2 AND state <> 'ARCHIVED'`, [course.lessonId, nodeId]))
    .length;

describe('Next in one round trip: POST pages/answer-and-next', () => {
  it('completes a slide and opens the next page, with the tree and progress it needs', async () => {
    const first = lessonPageSchema.parse((await learner.call('GET', lessonUrl('/pages/current'))).body);
    pageIds.slide = first.id;
    // The page as read is unanswered: stored in one statement, the lesson's score and the next page
    // (never opened) with it, no transaction held.
    const transactions = vi.spyOn(db(), 'transaction');
    const queries = vi.spyOn(db(), 'query');
    const response = await answerAndNext(learner, first.id, {});
    expect(transactions).not.toHaveBeenCalled();
    // The job queue polls the same database meanwhile: its statements are not the Next's.
    const writes = queries.mock.calls.map(([sql]) => sql.trim()).filter((sql) => /^(WITH|INSERT|UPDATE|DELETE)\b/.test(sql) && !sql.includes(JOBS_SCHEMA));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^WITH saved AS[\s\S]*INSERT INTO lesson_pages/);
    transactions.mockRestore();
    queries.mockRestore();
    expect(response.status).toBe(200);
    const { answered, next, end } = answerAndNextSchema.parse(response.body);
    expect(answered).toMatchObject({ id: first.id, progress: 'COMPLETED', results: { scoring: { actual: 0, max: 0 } } });
    expect(next).toMatchObject({ nodeId: course.nodes.choice, position: 1, results: null, lesson: { progress: 'ONGOING' } });
    expect(next?.outline.flatMap((section) => section.pages).find((page) => page.nodeId === course.nodes.slide)?.state).toBe('answered');
    expect(end).toBeNull();
    pageIds.choice = next?.id ?? '';
    expect(await currentNode()).toBe(course.nodes.choice);
    // The exercise's answers are not in the page before it is answered.
    for (const secret of ['"correct"', 'Bravo', 'Presque']) expect(JSON.stringify(next)).not.toContain(secret);
  });

  it('refuses an answer of the wrong shape and moves nothing', async () => {
    const response = await answerAndNext(learner, pageIds.choice as string, { inputs: { answers: { mc: { userAnswer: 'n15' } } } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BAD_REQUEST');
    expect(await currentNode()).toBe(course.nodes.choice);
  });

  it('answers an exercise with its feedbacks and stops before a timed page never opened: its clock is the learner’s to start', async () => {
    const response = await answerAndNext(learner, pageIds.choice as string, { inputs: { answers: { mc: { userAnswer: ['n15', 'n18'] } } } }, 'key-choice');
    expect(response.status).toBe(200);
    const { answered, next, end } = answerAndNextSchema.parse(response.body);
    expect(answered.results).toMatchObject({ kind: 'correct', feedbacks: ['Bravo !'], scoring: { actual: 100, max: 100 } });
    expect(answered.lesson.scoring.global).toEqual({ actual: 100, max: 100 });
    expect(next).toBeNull();
    expect(end).toBeNull();
    expect(await pagesOf(course.nodes.timed)).toBe(0);
    expect(await currentNode()).toBe(course.nodes.choice);
  });

  it('answers a replay of the same submission again, counted once; other answers under its key are refused', async () => {
    const replay = await answerAndNext(learner, pageIds.choice as string, { inputs: { answers: { mc: { userAnswer: ['n15', 'n18'] } } } }, 'key-choice');
    expect(replay.status).toBe(200);
    expect(answerAndNextSchema.parse(replay.body).answered.lesson.scoring.global).toEqual({ actual: 100, max: 100 });
    const reused = await answerAndNext(learner, pageIds.choice as string, { inputs: { answers: { mc: { userAnswer: ['n36'] } } } }, 'key-choice');
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const again = await answerAndNext(learner, pageIds.choice as string, { inputs: { answers: { mc: { userAnswer: ['n36'] } } } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INVALID_INPUTS');
  });

  it('answers the timed page once the learner opened it, and goes on through a multiblock to the end of the lesson', async () => {
    const timed = lessonPageSchema.parse((await learner.call('POST', lessonUrl(`/pages/next?fromPageId=${pageIds.choice}`))).body);
    const afterTimed = answerAndNextSchema.parse((await answerAndNext(learner, timed.id, { inputs: { answers: { fa: { userAnswer: 'SECRET-112' } } } })).body);
    expect(afterTimed.answered.results?.scoring).toEqual({ actual: 100, max: 100 });
    expect(afterTimed.next?.nodeId).toBe(course.nodes.multiA);
    const multiB = answerAndNextSchema.parse((await answerAndNext(learner, afterTimed.next?.id ?? '', {})).body).next;
    expect(multiB?.nodeId).toBe(course.nodes.multiB);
    const last = answerAndNextSchema.parse((await answerAndNext(learner, multiB?.id ?? '', { inputs: { answers: { fb: { userAnswer: 'oui' } } } })).body).next;
    expect(last).toMatchObject({ nodeId: course.nodes.withResource, isLastPage: true });
    pageIds.last = last?.id ?? '';

    const response = await answerAndNext(learner, pageIds.last, {});
    expect(response.status).toBe(200);
    const { answered, next, end } = answerAndNextSchema.parse(response.body);
    expect(answered.progress).toBe('COMPLETED');
    expect(next).toBeNull();
    expect(end).toMatchObject({ lessonId: course.lessonId, state: 'DONE', progress: 'COMPLETED', scoring: { global: { actual: 300, max: 300 } } });
    // The same end as pages/next past the last page answers, and as lessons/:id/end reads it.
    const read = await learner.call('GET', lessonUrl('/end'));
    expect(read.body).toEqual(end);
  });

  it('answers 404 for another learner’s lesson and for a page of another lesson, and writes nothing', async () => {
    const foreign = await answerAndNext(other, pageIds.slide as string, {});
    expect(foreign.status).toBe(404);
    const ownLesson =
      (await db().query<{ id: string }>('SELECT id FROM lessons WHERE user_id <> $1 AND course_id = $2', [course.userId, course.courseId]))[0]?.id ?? '';
    const foreignPage = await answerAndNext(other, pageIds.slide as string, {}, undefined, ownLesson);
    expect(foreignPage.status).toBe(404);
    expect(foreignPage.body.code).toBe('MODEL_NOT_FOUND');
    const unknownPage = await answerAndNext(learner, '00000000-0000-4000-8000-000000000000', {});
    expect(unknownPage.status).toBe(404);
  });

  it('asks for the page on screen', async () => {
    const response = await learner.call('POST', lessonUrl('/pages/answer-and-next'), {});
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BAD_REQUEST');
  });
});
