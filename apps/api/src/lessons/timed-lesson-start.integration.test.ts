import { lessonPageSchema, timedLessonNotStartedDataSchema } from '@espace/contracts/lessons';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LearnerClient, learnerClient } from '../test/lesson-test-client';
import { createTestApp, type TestApp } from '../test/test-app';
import { insertTestCourse, type TestCourse } from '../test/test-course.fixture';

/**
 * A timed lesson's clock starts at its first opening, and only once the learner said go
 * (docs/product/lessons.md#timed-lessons): every read before it, Home's included, leaves it
 * unstarted; pages/current asks for the go (409 TIMED_LESSON_NOT_STARTED with the limit), and
 * opens it with `start=true`. An ended lesson shows no clock.
 */
let testApp: TestApp;
let learner: LearnerClient;

const db = () => testApp.testDatabase.database;
const url = (lessonId: string, path: string) => `/api/lessons/${lessonId}${path}`;

async function lessonRow(lessonId: string) {
  const [row] = await db().query<{ started_at: Date | null; progress: string | null; pages: number }>(
    `SELECT l.started_at, l.progress, (SELECT count(*)::int FROM lesson_pages p WHERE p.lesson_id = l.id) AS pages FROM lessons l WHERE l.id = $1`,
    [lessonId],
  );
  return row;
}

beforeAll(async () => {
  testApp = await createTestApp();
  learner = await learnerClient(testApp.app, 'learner@demo.test');
});
afterAll(async () => {
  await testApp.close();
});

describe('a timed lesson never opened', () => {
  let course: TestCourse;
  beforeAll(async () => {
    course = await insertTestCourse(db(), { lessonTimeLimit: 1800 });
  });

  it('is not started by any read before the learner’s go: Home, its results, a move, a ping', async () => {
    const reads: ['GET' | 'POST', string, number][] = [
      ['GET', '/api/users/me/classes?pageSize=50', 200],
      ['GET', url(course.lessonId, '/results'), 409],
      ['GET', url(course.lessonId, '/end'), 409],
      ['POST', url(course.lessonId, '/pages/next'), 404],
      ['POST', url(course.lessonId, '/pages/previous'), 404],
      ['POST', url(course.lessonId, '/ping'), 204],
    ];
    for (const [method, path, status] of reads) {
      const response = await learner.call(method, path, method === 'POST' && path.endsWith('/ping') ? {} : undefined);
      expect({ path, status: response.status }).toEqual({ path, status });
    }
    expect(await lessonRow(course.lessonId)).toEqual({ started_at: null, progress: null, pages: 0 });
  });

  it('asks for the go on pages/current, by page or section too, saying its limit, and stays unstarted (« Plus tard »)', async () => {
    for (const query of ['', `?fromSectionId=${course.sections.first}`, '?start=false']) {
      const asked = await learner.call('GET', url(course.lessonId, `/pages/current${query}`));
      expect({ query, status: asked.status, code: asked.body.code }).toEqual({ query, status: 409, code: 'TIMED_LESSON_NOT_STARTED' });
      expect(timedLessonNotStartedDataSchema.parse(asked.body.data)).toEqual({ timeLimit: 1800 });
    }
    expect(await lessonRow(course.lessonId)).toEqual({ started_at: null, progress: null, pages: 0 });
  });

  it('starts its clock on the open that follows « C’est parti », and opens as usual after it', async () => {
    const before = Date.now();
    const opened = await learner.call('GET', url(course.lessonId, '/pages/current?start=true'));
    expect(opened.status, opened.text).toBe(200);
    const page = lessonPageSchema.parse(opened.body);
    expect(page.nodeId).toBe(course.nodes.slide);
    expect(page.lesson).toMatchObject({ timeLimit: 1800, remainingSeconds: 1800 });
    const row = await lessonRow(course.lessonId);
    expect(row).toMatchObject({ progress: 'ONGOING', pages: 1 });
    expect(row?.started_at?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // Started: a reload asks nothing, and a second go changes nothing.
    const again = await learner.call('GET', url(course.lessonId, '/pages/current'));
    expect(again.status, again.text).toBe(200);
    expect(lessonPageSchema.parse(again.body).id).toBe(page.id);
    await learner.call('GET', url(course.lessonId, '/pages/current?start=true'));
    expect((await lessonRow(course.lessonId))?.started_at).toEqual(row?.started_at);
  });

  it('is asked about again once a reset put it back unstarted', async () => {
    const reset = await learner.call('POST', `/api/class-programs/${course.classProgramId}/reset/me`);
    expect(reset.status, reset.text).toBe(200);
    const asked = await learner.call('GET', url(course.lessonId, '/pages/current'));
    expect(asked.body.code).toBe('TIMED_LESSON_NOT_STARTED');
  });
});

describe('a lesson without a time limit', () => {
  it('opens at once, with or without the go', async () => {
    const course = await insertTestCourse(db());
    const opened = await learner.call('GET', url(course.lessonId, '/pages/current'));
    expect(opened.status, opened.text).toBe(200);
    expect(lessonPageSchema.parse(opened.body).lesson).toMatchObject({ timeLimit: null, remainingSeconds: null });
    expect((await learner.call('GET', url(course.lessonId, '/pages/current?start=true'))).status).toBe(200);
  });
});

describe('an ended timed lesson reviewed', () => {
  it('shows no clock, neither the lesson’s nor a timed page’s', async () => {
    const course = await insertTestCourse(db(), { lessonTimeLimit: 1800 });
    const first = lessonPageSchema.parse((await learner.call('GET', url(course.lessonId, '/pages/current?start=true'))).body);
    expect(first.lesson.remainingSeconds).toBe(1800);
    // Its timed page opened, never answered; then the lesson ended.
    await learner.call('PATCH', url(course.lessonId, '/pages/current'), {});
    const choice = lessonPageSchema.parse((await learner.call('POST', url(course.lessonId, `/pages/next?fromPageId=${first.id}`))).body);
    await learner.call('PATCH', url(course.lessonId, '/pages/current'), { inputs: { answers: { mc: { userAnswer: ['n15'] } } } });
    const timed = lessonPageSchema.parse((await learner.call('POST', url(course.lessonId, `/pages/next?fromPageId=${choice.id}`))).body);
    expect(timed).toMatchObject({ nodeId: course.nodes.timed, remainingSeconds: 2 });
    await db().query(`UPDATE lessons SET state = 'DONE', progress = 'COMPLETED', ended_at = now() WHERE id = $1`, [course.lessonId]);

    for (const pageId of [first.id, timed.id]) {
      const reviewed = await learner.call('GET', url(course.lessonId, `/pages/current?fromPageId=${pageId}`));
      expect(reviewed.status, reviewed.text).toBe(200);
      const page = lessonPageSchema.parse(reviewed.body);
      expect({ pageId, lesson: page.lesson.remainingSeconds, page: page.remainingSeconds }).toEqual({ pageId, lesson: null, page: null });
      expect(page.lesson.timeLimit).toBe(1800);
    }
  });
});
