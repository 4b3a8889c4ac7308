import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../test/test-app';
import { type LearnerClient, learnerClient } from '../test/lesson-test-client';
import { insertSecondLearner, insertTestCourse, type TestCourse } from '../test/test-course.fixture';

let testApp: TestApp;
let course: TestCourse;
let learnerA: LearnerClient;
let learnerB: LearnerClient;

beforeAll(async () => {
  testApp = await createTestApp();
  course = await insertTestCourse(testApp.testDatabase.database);
  await insertSecondLearner(testApp.testDatabase.database, course, 'bruno@demo.test');
  learnerA = await learnerClient(testApp.app, 'learner@demo.test');
  learnerB = await learnerClient(testApp.app, 'bruno@demo.test');
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.testDatabase.database;
const url = (path: string, lessonId = course.lessonId) => `/api/lessons/${lessonId}${path}`;

async function lessonOf(userEmail: string, lessonCourseId: string): Promise<string> {
  const [row] = await db().query<{ id: string }>('SELECT l.id FROM lessons l JOIN users u ON u.id = l.user_id WHERE u.email = $1 AND l.course_id = $2', [
    userEmail,
    lessonCourseId,
  ]);
  return (row as { id: string }).id;
}

describe('who may play a lesson', () => {
  it("answers 404 to another learner and to another tenant's learner, on every route", async () => {
    const acme = await learnerClient(testApp.app, 'learner@acme.test', hosts.acme);
    const [opened] = await Promise.all([learnerA.call('GET', url('/pages/current'))]);
    const pageId = opened?.body.id as string;
    const attempts: [LearnerClient, 'GET' | 'POST' | 'PATCH', string, unknown][] = [
      [learnerB, 'GET', url('/pages/current'), undefined],
      [learnerB, 'PATCH', url('/pages/current'), {}],
      [learnerB, 'POST', url('/pages/next'), undefined],
      [learnerB, 'POST', url('/pages/previous'), undefined],
      [learnerB, 'POST', url('/pages/current/hints'), undefined],
      [learnerB, 'POST', url('/ping'), { pageId }],
      [learnerB, 'POST', url('/actions'), { inputs: [{ actionIdx: 0, choiceIdx: 0 }] }],
      [learnerB, 'GET', `/api/pages/${pageId}/resources?lessonId=${course.lessonId}`, undefined],
      [acme, 'GET', url('/pages/current'), undefined],
      [acme, 'POST', url('/ping'), {}],
      [acme, 'POST', `/api/class-programs/${course.classProgramId}/reset/me`, undefined],
    ];
    for (const [client, method, path, payload] of attempts) {
      const response = await client.call(method, path, payload);
      expect({ path, status: response.status, code: response.body.code }).toEqual({ path, status: 404, code: 'NOT_FOUND' });
    }
  });

  it('answers 401 without a token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: url('/pages/current'), headers: { host: hosts.demo } });
    expect(response.statusCode).toBe(401);
  });

  it('skips a lesson whose time limit has passed, and records it', async () => {
    const timed = await insertTestCourse(db(), { lessonTimeLimit: 60 });
    const first = await learnerA.call('GET', url('/pages/current?start=true', timed.lessonId));
    expect(first.status).toBe(200);
    expect((first.body.lesson as { remainingSeconds: number }).remainingSeconds).toBe(60);
    await db().query(`UPDATE lessons SET started_at = started_at - interval '2 minutes' WHERE id = $1`, [timed.lessonId]);
    const late = await learnerA.call('GET', url('/pages/current', timed.lessonId));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('LESSON_SKIPPED');
    const [row] = await db().query<{ state: string }>('SELECT state FROM lessons WHERE id = $1', [timed.lessonId]);
    expect(row?.state).toBe('SKIPPED');
    const patch = await learnerA.call('PATCH', url('/pages/current', timed.lessonId), {});
    expect(patch.body.code).toBe('LESSON_SKIPPED');
  });

  it('refuses a lesson whose class program is not open yet, and expires one whose window closed', async () => {
    await db().query(`UPDATE class_programs SET start_at = now() + interval '1 day' WHERE id = $1`, [course.classProgramId]);
    const early = await learnerB.call('GET', url('/pages/current', await lessonOf('bruno@demo.test', course.courseId)));
    expect({ status: early.status, code: early.body.code }).toEqual({ status: 403, code: 'LESSON_NOT_OPEN' });
    await db().query(`UPDATE class_programs SET start_at = NULL, expire_at = now() - interval '1 day' WHERE id = $1`, [course.classProgramId]);
    const bLesson = await lessonOf('bruno@demo.test', course.courseId);
    const late = await learnerB.call('GET', url('/pages/current', bLesson));
    expect(late.body.code).toBe('LESSON_SKIPPED');
    const [row] = await db().query<{ state: string }>('SELECT state FROM lessons WHERE id = $1', [bLesson]);
    expect(row?.state).toBe('EXPIRED');
    await db().query(`UPDATE class_programs SET expire_at = NULL WHERE id = $1`, [course.classProgramId]);
  });
});

describe('submitting a page', () => {
  it('replays an accepted submission with the same Idempotency-Key, and refuses any other', async () => {
    const opened = await learnerA.call('GET', url('/pages/current'));
    expect(opened.status).toBe(200);
    const first = await learnerA.call('PATCH', url('/pages/current'), {}, { 'idempotency-key': 'offline-1' });
    expect(first.status).toBe(200);
    const replay = await learnerA.call('PATCH', url('/pages/current'), {}, { 'idempotency-key': 'offline-1' });
    expect(replay.status).toBe(200);
    expect(replay.body.answeredAt).toBe(first.body.answeredAt);
    const other = await learnerA.call('PATCH', url('/pages/current'), {}, { 'idempotency-key': 'offline-2' });
    expect(other.body.code).toBe('INVALID_INPUTS');
    const none = await learnerA.call('PATCH', url('/pages/current'), {});
    expect(none.body.code).toBe('INVALID_INPUTS');
  });

  it('accepts exactly one of 20 simultaneous submissions and stores the answers once', async () => {
    const next = await learnerA.call('POST', url('/pages/next'));
    expect(next.body.blockType).toBe('exercice');
    const answers = { inputs: { answers: { mc: { userAnswer: ['n15', 'n36'] } } } };
    const responses = await Promise.all(Array.from({ length: 20 }, () => learnerA.call('PATCH', url('/pages/current'), answers)));
    const statuses = responses.map((response) => (response.status === 200 ? 'OK' : (response.body.code as string)));
    expect(statuses.filter((status) => status === 'OK')).toHaveLength(1);
    for (const status of statuses) expect(['OK', 'PATCH_IN_PROGRESS', 'INVALID_INPUTS']).toContain(status);
    const pages = await db().query<{ inputs: unknown; results: { scoring: unknown } }>('SELECT inputs, results FROM lesson_pages WHERE id = $1', [
      next.body.id,
    ]);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.inputs).toEqual({ answers: answers.inputs.answers });
    const [lesson] = await db().query<{ scoring: unknown }>('SELECT scoring FROM lessons WHERE id = $1', [course.lessonId]);
    // One slide (0/0) and one half-right choice: counted once.
    expect(lesson?.scoring).toEqual({ global: { actual: 0, max: 100 } });
  });
});

describe('a tincan page', () => {
  it('scores from the activity, scaled clamped to [0, 1], before its empty PATCH', async () => {
    const tincan = await insertTestCourse(db());
    await db().query(
      `UPDATE course_blocks b SET type = 'tincan', content = b.content || '{"tincan": {"url": "https://lrs.example.test/module"}}'
         FROM course_nodes n WHERE n.id = $1 AND b.id = n.block_id`,
      [tincan.nodes.slide],
    );
    const opened = await learnerA.call('GET', url('/pages/current', tincan.lessonId));
    expect(opened.body.blockType).toBe('tincan');
    const pageId = opened.body.id as string;
    const scored = await learnerA.call('POST', url('/pages/custom-tincan-score', tincan.lessonId), { pageId, score: { raw: 17, max: 10, scaled: 1.7 } });
    expect(scored.body).toEqual({ pageId, scaled: 1 });
    const patched = await learnerA.call('PATCH', url('/pages/current', tincan.lessonId), {});
    expect(patched.body.results).toMatchObject({ scoring: { actual: 100, max: 100 } });
    const late = await learnerA.call('POST', url('/pages/custom-tincan-score', tincan.lessonId), { pageId, score: { scaled: 0.2 } });
    expect(late.body.code).toBe('INVALID_INPUTS');
    const choice = await learnerA.call('POST', url('/pages/next', tincan.lessonId));
    const notTincan = await learnerA.call('POST', url('/pages/custom-tincan-score', tincan.lessonId), { pageId: choice.body.id, score: { scaled: 0.5 } });
    expect(notTincan.status).toBe(400);
  });
});
