import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { type LearnerClient, startLessonTestApp } from '../test/lesson-test-client';
import { insertTestCourse, type TestCourse } from '../test/test-course.fixture';

let testApp: TestApp;
let course: TestCourse;
let learner: LearnerClient;

beforeAll(async () => {
  ({ testApp, course, learner } = await startLessonTestApp());
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.testDatabase.database;
const url = (path: string, lessonId = course.lessonId) => `/api/lessons/${lessonId}${path}`;
const key = (value: string) => ({ 'idempotency-key': value });
const answers = (userAnswer: string[]) => ({ inputs: { answers: { mc: { userAnswer } } } });

async function pageRow(id: string) {
  const [row] = await db().query<{ answered_at: Date | null; submission_key: string | null; inputs: unknown }>(
    'SELECT answered_at, submission_key, inputs FROM lesson_pages WHERE id = $1',
    [id],
  );
  return row;
}
async function scoring(lessonId = course.lessonId) {
  const [row] = await db().query<{ scoring: unknown }>('SELECT scoring FROM lessons WHERE id = $1', [lessonId]);
  return row?.scoring;
}

describe('replaying a submission with its Idempotency-Key (an offline answer sent again)', () => {
  it('answers a replay arriving after the lesson moved on with the page it answered, leaving the current page alone', async () => {
    const slide = await learner.call('GET', url('/pages/current'));
    const sent = await learner.call('PATCH', url('/pages/current'), {}, key('slide-key'));
    expect(sent.status).toBe(200);
    const next = await learner.call('POST', url('/pages/next'));
    expect(next.body.blockType).toBe('exercice');

    const late = await learner.call('PATCH', url('/pages/current'), {}, key('slide-key'));
    expect(late.status).toBe(200);
    expect(late.body.id).toBe(slide.body.id);
    expect(late.body.answeredAt).toBe(sent.body.answeredAt);
    expect((await pageRow(next.body.id as string))?.answered_at).toBeNull();
  });

  it('counts a replayed answer once and gives back the same results', async () => {
    const page = await learner.call('GET', url('/pages/current'));
    expect(page.body.blockType).toBe('exercice');
    const before = await scoring();
    const first = await learner.call('PATCH', url('/pages/current'), answers(['n15', 'n36']), key('exercise-key'));
    expect(first.status).toBe(200);
    const counted = await scoring();
    expect(counted).not.toEqual(before);

    const replay = await learner.call('PATCH', url('/pages/current'), answers(['n15', 'n36']), key('exercise-key'));
    expect(replay.status).toBe(200);
    expect(replay.body.results).toEqual(first.body.results);
    expect(replay.body.answeredAt).toBe(first.body.answeredAt);
    expect(await scoring()).toEqual(counted);
    const row = await pageRow(page.body.id as string);
    expect(row?.submission_key).toBe('exercise-key');
    expect(row?.inputs).toEqual({ answers: answers(['n15', 'n36']).inputs.answers });
  });

  it('refuses the same key with other answers, on the current page and on an earlier one', async () => {
    const other = await learner.call('PATCH', url('/pages/current'), answers(['n15']), key('exercise-key'));
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', title: expect.any(String), message: expect.any(String) });

    const earlier = await learner.call('PATCH', url('/pages/current'), answers(['n15']), key('slide-key'));
    expect(earlier.status).toBe(422);
    expect(earlier.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // A fresh key on an answered page is still a second submission.
    const fresh = await learner.call('PATCH', url('/pages/current'), answers(['n15', 'n36']), key('another-key'));
    expect(fresh.body.code).toBe('INVALID_INPUTS');
  });

  it('stores one of 10 simultaneous sends of the same submission and answers the others with it or a passing lock', async () => {
    const other = await insertTestCourse(db());
    await learner.call('GET', url('/pages/current', other.lessonId));
    const exercise = await learner.call('POST', url('/pages/next', other.lessonId));
    expect(exercise.body.blockType).toBe('exercice');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => learner.call('PATCH', url('/pages/current', other.lessonId), answers(['n15', 'n36']), key('burst-key'))),
    );
    const statuses = responses.map((response) => (response.status === 200 ? 'OK' : (response.body.code as string)));
    for (const status of statuses) expect(['OK', 'PATCH_IN_PROGRESS']).toContain(status);
    const accepted = responses.filter((response) => response.status === 200);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(new Set(accepted.map((response) => response.body.answeredAt)).size).toBe(1);
    // One slide (0/0) and one half-right choice: counted once.
    expect(await scoring(other.lessonId)).toEqual({ global: { actual: 0, max: 100 } });
  });
});
