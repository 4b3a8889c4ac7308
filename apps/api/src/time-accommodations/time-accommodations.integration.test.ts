import { lessonPageSchema, type LessonPage } from '@espace/contracts/lessons';
import { timeAccommodationListSchema } from '@espace/contracts/time-accommodations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LearnerClient, learnerClient } from '../test/lesson-test-client';
import { insertSecondLearner, insertTestCourse, type TestCourse } from '../test/test-course.fixture';
import { createTestApp, hosts, type TestApp } from '../test/test-app';

/**
 * WCAG 2.2.1: a trainer of the class or an admin gives a learner more time, and the
 * server judges that learner's page and lesson deadlines on it. Test course: a 2 s timed page,
 * and here a lesson limit of 600 s.
 */
let testApp: TestApp;
let course: TestCourse;
let learner: LearnerClient;
let second: LearnerClient;
let secondId: string;
let teacher: LearnerClient;
let admin: LearnerClient;
let acme: LearnerClient;

const db = () => testApp.testDatabase.database;
const accommodationsUrl = (path = '') => `/api/classes/${course.classId}/time-accommodations${path}`;
const pageOf = (body: Record<string, unknown>): LessonPage => lessonPageSchema.parse(body);
const timedOutline = (page: LessonPage) => page.outline.flatMap((section) => section.pages).find((entry) => entry.nodeId === course.nodes.timed);

/** Plays the lesson up to its timed page (the slide, then the multiple choice answered). */
async function reachTimedPage(client: LearnerClient): Promise<LessonPage> {
  const url = (path: string) => `/api/lessons/${course.lessonId}${path}`;
  const first = pageOf((await client.call('GET', url('/pages/current?start=true'))).body);
  await client.call('PATCH', url('/pages/current'), {});
  const choice = pageOf((await client.call('POST', url(`/pages/next?fromPageId=${first.id}`))).body);
  await client.call('PATCH', url('/pages/current'), { inputs: { answers: { mc: { userAnswer: ['n15', 'n18'] } } } });
  return pageOf((await client.call('POST', url(`/pages/next?fromPageId=${choice.id}`))).body);
}

beforeAll(async () => {
  testApp = await createTestApp();
  course = await insertTestCourse(db(), { lessonTimeLimit: 600 });
  secondId = await insertSecondLearner(db(), course, 'second@demo.test');
  const [teacherRow] = await db().query<{ id: string }>(`SELECT id FROM users WHERE email = 'teacher@demo.test'`);
  await db().query(`INSERT INTO class_users (context_id, class_id, user_id, role) VALUES ($1, $2, $3, 'TEACHER') ON CONFLICT DO NOTHING`, [
    course.contextId,
    course.classId,
    teacherRow?.id,
  ]);
  learner = await learnerClient(testApp.app, 'learner@demo.test');
  second = await learnerClient(testApp.app, 'second@demo.test');
  teacher = await learnerClient(testApp.app, 'teacher@demo.test', hosts.demo, 'Teacher#2026');
  admin = await learnerClient(testApp.app, 'admin@demo.test', hosts.demo, 'Admin#2026');
  acme = await learnerClient(testApp.app, 'learner@acme.test', hosts.acme);
});
afterAll(async () => {
  await testApp.close();
});

describe('time accommodations', () => {
  it('are set by a trainer of the class and listed for them', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: accommodationsUrl(`/${course.userId}`),
      headers: { host: hosts.demo, authorization: `Bearer ${teacher.token}` },
      payload: { extraTime: 'x2' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: course.userId, extraTime: 'x2', setBy: expect.any(String) });
    const list = timeAccommodationListSchema.parse((await teacher.call('GET', accommodationsUrl())).body);
    expect(list.items).toEqual([expect.objectContaining({ userId: course.userId, extraTime: 'x2' })]);
  });

  it("doubles the learner's page and lesson limits, and the server judges the page on the doubled one", async () => {
    // The question before the lesson's clock starts says the learner's own limit.
    const asked = await learner.call('GET', `/api/lessons/${course.lessonId}/pages/current`);
    expect({ code: asked.body.code, data: asked.body.data }).toEqual({ code: 'TIMED_LESSON_NOT_STARTED', data: { timeLimit: 1200 } });
    const timed = await reachTimedPage(learner);
    expect(timed).toMatchObject({ nodeId: course.nodes.timed, timeLimit: 4, remainingSeconds: 4 });
    expect(timed.lesson.timeLimit).toBe(1200);
    expect(timedOutline(timed)?.timeLimit).toBe(4);
    // 5 s after the start: past the course's 2 s (and its 2 s grace), within the learner's 4 s and the grace.
    await db().query(`UPDATE lesson_pages SET started_at = started_at - interval '5 seconds' WHERE id = $1`, [timed.id]);
    const answered = await learner.call('PATCH', `/api/lessons/${course.lessonId}/pages/current`, {
      inputs: { answers: { fa: { userAnswer: 'SECRET-112' } } },
    });
    expect(answered.status, answered.text).toBe(200);
    expect(pageOf(answered.body)).toMatchObject({ state: 'ACTIVE', results: { answerRatios: { fa: 1 } } });
  });

  it('with no limit, the timed page and the lesson are untimed for that learner only', async () => {
    const put = await testApp.app.inject({
      method: 'PUT',
      url: accommodationsUrl(`/${secondId}`),
      headers: { host: hosts.demo, authorization: `Bearer ${admin.token}` },
      payload: { extraTime: 'unlimited' },
    });
    expect(put.statusCode).toBe(200);
    const [lesson] = await db().query<{ id: string }>('SELECT id FROM lessons WHERE user_id = $1 AND course_id = $2', [secondId, course.courseId]);
    const url = (path: string) => `/api/lessons/${lesson?.id}${path}`;
    const first = pageOf((await second.call('GET', url('/pages/current'))).body);
    expect(first.lesson).toMatchObject({ timeLimit: null, remainingSeconds: null });
    await second.call('PATCH', url('/pages/current'), {});
    const choice = pageOf((await second.call('POST', url(`/pages/next?fromPageId=${first.id}`))).body);
    await second.call('PATCH', url('/pages/current'), { inputs: { answers: { mc: { userAnswer: ['n15'] } } } });
    const timed = pageOf((await second.call('POST', url(`/pages/next?fromPageId=${choice.id}`))).body);
    expect(timed).toMatchObject({ timeLimit: null, remainingSeconds: null });
    await db().query(`UPDATE lesson_pages SET started_at = started_at - interval '1 hour' WHERE id = $1`, [timed.id]);
    await db().query(`UPDATE lessons SET started_at = started_at - interval '1 hour' WHERE id = $1`, [lesson?.id]);
    const answered = await second.call('PATCH', url('/pages/current'), { inputs: { answers: { fa: { userAnswer: 'SECRET-112' } } } });
    expect(answered.status, answered.text).toBe(200);
  });

  it('are refused to the learners of the class (403), hidden from other tenants (404), and only for its learners', async () => {
    const put = (client: LearnerClient, userId: string, host = hosts.demo, payload: unknown = { extraTime: 'x1.5' }) =>
      testApp.app.inject({
        method: 'PUT',
        url: accommodationsUrl(`/${userId}`),
        headers: { host, authorization: `Bearer ${client.token}` },
        payload: payload as Record<string, unknown>,
      });
    expect((await put(learner, course.userId)).statusCode).toBe(403);
    expect((await learner.call('GET', accommodationsUrl())).status).toBe(403);
    expect((await put(acme, course.userId, hosts.acme)).statusCode).toBe(404);
    expect((await acme.call('GET', accommodationsUrl())).status).toBe(404);
    const [teacherRow] = await db().query<{ id: string }>(`SELECT id FROM users WHERE email = 'teacher@demo.test'`);
    expect((await put(admin, teacherRow!.id)).statusCode).toBe(404);
    const refused = await put(teacher, course.userId, hosts.demo, { extraTime: 'x3' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path: expect.stringContaining('extraTime') }] });
  });

  it('once removed, the course limits apply again', async () => {
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: accommodationsUrl(`/${course.userId}`),
      headers: { host: hosts.demo, authorization: `Bearer ${teacher.token}` },
    });
    expect(removed.statusCode).toBe(204);
    const current = pageOf((await learner.call('GET', `/api/lessons/${course.lessonId}/pages/current`)).body);
    expect(current.lesson.timeLimit).toBe(600);
    expect(timedOutline(current)?.timeLimit).toBe(2);
    const list = timeAccommodationListSchema.parse((await teacher.call('GET', accommodationsUrl())).body);
    expect(list.items.map((item) => item.userId)).toEqual([secondId]);
  });
});
