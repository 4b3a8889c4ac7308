import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../test/test-app';
import { type LearnerClient, learnerClient, startLessonTestApp } from '../test/lesson-test-client';
import { insertSecondLearner, insertTestCourse, type TestCourse } from '../test/test-course.fixture';
import { addTimeCredits } from './time-credits';

let testApp: TestApp;
let course: TestCourse;
let learner: LearnerClient;
let closed = false;
/** A lesson ended while its learner was on it: pinged by the tests below, never credited. */
let endedLessonId = '';

beforeAll(async () => {
  ({ testApp, course, learner } = await startLessonTestApp());
});
afterAll(async () => {
  vi.restoreAllMocks();
  if (closed) await testApp.testDatabase.dispose();
  else await testApp.close();
});

const db = () => testApp.testDatabase.database;
const times = async (table: 'lessons' | 'lesson_pages', id: string) => {
  const [row] = await db().query<{ time_spent: number; time_alive: number }>(`SELECT time_spent, time_alive FROM ${table} WHERE id = $1`, [id]);
  return row;
};

// On a lesson the ping tests below do not use: they count the time of course.lessonId from 0.
describe('time credits (the ping buffer’s flush)', () => {
  it('adds the seconds to rows of their tenant and drops the credits of rows that do not exist', async () => {
    const before = await times('lessons', course.hiddenLessonId);
    const missing = '00000000-0000-4000-8000-000000000000';
    const left = await addTimeCredits(
      'lessons',
      [
        { tenantId: course.contextId, id: course.hiddenLessonId, seconds: 7 },
        { tenantId: course.contextId, id: missing, seconds: 3 },
        // The right row under another tenant: not written, not kept.
        { tenantId: missing, id: course.hiddenLessonId, seconds: 5 },
      ],
      db(),
    );
    expect(left).toEqual([]);
    expect(await times('lessons', course.hiddenLessonId)).toEqual({ time_spent: (before?.time_spent ?? 0) + 7, time_alive: (before?.time_alive ?? 0) + 7 });
  });

  it('skips a row another transaction holds without waiting for it, and answers its credit back (PostgreSQL)', async (context) => {
    // The embedded database runs one transaction at a time: no other can hold a row meanwhile.
    if (db().driver === 'pglite') context.skip();
    const before = await times('lessons', course.hiddenLessonId);
    const credit = { tenantId: course.contextId, id: course.hiddenLessonId, seconds: 4 };
    const left = await db().transaction(async (tx) => {
      await tx.query('SELECT id FROM lessons WHERE id = $1 FOR UPDATE', [course.hiddenLessonId]);
      // On another connection of the pool: waiting here would never end.
      return addTimeCredits('lessons', [credit], db());
    });
    expect(left).toEqual([credit]);
    expect(await times('lessons', course.hiddenLessonId)).toEqual(before);
    expect(await addTimeCredits('lessons', left, db())).toEqual([]);
    expect(await times('lessons', course.hiddenLessonId)).toEqual({ time_spent: (before?.time_spent ?? 0) + 4, time_alive: (before?.time_alive ?? 0) + 4 });
  });
});

describe('POST /api/lessons/:id/ping', () => {
  // Both tests ping the same lesson and page. The second counts its time from the first's ping, so
  // however long the machine takes between them, the server's clock has moved only by its offsets.
  let firstPingAt = 0;

  it('asks the database nothing for the page just shown to its learner, and still refuses another learner’s page', async () => {
    const check = vi.spyOn(testApp.app.lessonRepositories.lessonPages, 'pingedLesson');
    const opened = await learner.call('GET', `/api/lessons/${course.lessonId}/pages/current`);
    const pageId = opened.body.id as string;
    firstPingAt = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(firstPingAt);
    expect((await learner.call('POST', `/api/lessons/${course.lessonId}/ping`, { pageId })).status).toBe(204);
    clock.mockRestore();
    expect(check).not.toHaveBeenCalled();

    await insertSecondLearner(db(), course, 'bruno@demo.test');
    const other = await learnerClient(testApp.app, 'bruno@demo.test');
    expect((await other.call('POST', `/api/lessons/${course.lessonId}/ping`, { pageId })).status).toBe(404);
    expect(check).toHaveBeenCalledTimes(1);
    check.mockRestore();
  });

  it('credits nothing to an ended lesson, for the page on screen as for the lesson alone', async () => {
    const ended = await insertTestCourse(db());
    endedLessonId = ended.lessonId;
    const ping = (pageId?: string) => learner.call('POST', `/api/lessons/${endedLessonId}/ping`, pageId === undefined ? {} : { pageId });
    const opened = await learner.call('GET', `/api/lessons/${endedLessonId}/pages/current`);
    const pageId = opened.body.id as string;
    await db().query(`UPDATE lessons SET state = 'DONE', progress = 'COMPLETED', ended_at = now() WHERE id = $1`, [endedLessonId]);
    // Reviewed after its end: the page shown again is known to be of an ended lesson.
    expect((await learner.call('GET', `/api/lessons/${endedLessonId}/pages/current?fromPageId=${pageId}`)).status).toBe(200);
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now');
    for (const offset of [0, 10_000, 20_000]) {
      clock.mockReturnValue(start + offset);
      // The lesson alone is not known yet: read, and found ended.
      for (const response of [await ping(pageId), await ping()]) expect(response.status).toBe(204);
    }
    clock.mockRestore();
  });

  it('credits the time elapsed on the server clock, capped, in memory, and writes it on close', async () => {
    const opened = await learner.call('GET', `/api/lessons/${course.lessonId}/pages/current`);
    const pageId = opened.body.id as string;
    const start = firstPingAt;
    const clock = vi.spyOn(Date, 'now');
    // Gaps of 10 s, 10 s, then 5 minutes (credited 15 s): 35 s in all, whatever the client says.
    for (const offset of [0, 10_000, 20_000, 320_000]) {
      clock.mockReturnValue(start + offset);
      const response = await learner.call('POST', `/api/lessons/${course.lessonId}/ping`, { pageId });
      expect(response.status).toBe(204);
    }
    // No synchronous write.
    expect(await times('lessons', course.lessonId)).toEqual({ time_spent: 0, time_alive: 0 });
    clock.mockReturnValue(start + 321_000);
    await testApp.app.close();
    closed = true;
    expect(await times('lessons', course.lessonId)).toEqual({ time_spent: 35, time_alive: 35 });
    expect(await times('lesson_pages', pageId)).toEqual({ time_spent: 35, time_alive: 35 });
    // The ended lesson's pings, written with the rest if they had been credited.
    expect(await times('lessons', endedLessonId)).toEqual({ time_spent: 0, time_alive: 0 });
  });
});
