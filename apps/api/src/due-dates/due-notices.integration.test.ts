import { dayIn } from '@espace/domain/lessons/due-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSecondLearner, insertTestCourse, type TestCourse } from '../test/test-course.fixture';
import { createTestApp, type TestApp } from '../test/test-app';
import { tellDueDates } from './due-notices';

/**
 * The daily due-date pass (docs/trainers.md#due-dates): each learner is told once per course and
 * due day that it is due within 3 days, and that its day has passed; never of a finished course,
 * nor in another tenant; run twice, or twice at once, it tells nothing more.
 */
let testApp: TestApp;
let course: TestCourse;
let secondId: string;
/** The program courses of the test course's first two lessons: A and B. */
const courses = { a: '', b: '' };

const db = () => testApp.testDatabase.database;
const now = new Date();
const today = dayIn(now);
const inDays = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const programCourseOf = async (lessonId: string) =>
  (await db().query<{ program_course_id: string }>('SELECT program_course_id FROM lessons WHERE id = $1', [lessonId]))[0]!.program_course_id;

// A learner a step: the class's two learners are read apart, as a class of more than a step's learners is.
const pass = (at: Date = now) =>
  tellDueDates({ tenantId: course.contextId, now: at, database: db(), dueDates: testApp.app.dueDatesRepository, learnersAStep: 1 });
const told = (userId: string) =>
  db().query<{ kind: string; params: Record<string, string>; target: unknown }>(
    `SELECT kind, params, target FROM notifications WHERE user_id = $1 AND kind LIKE 'course.%' ORDER BY kind, params->>'dueOn'`,
    [userId],
  );
const dueOn = (programCourseId: string, day: string) =>
  db().query(
    `INSERT INTO course_due_dates (context_id, class_program_id, program_course_id, due_on) VALUES ($1, $2, $3, $4)
     ON CONFLICT (context_id, class_program_id, program_course_id) DO UPDATE SET due_on = EXCLUDED.due_on`,
    [course.contextId, course.classProgramId, programCourseId, day],
  );

beforeAll(async () => {
  testApp = await createTestApp();
  course = await insertTestCourse(db());
  secondId = await insertSecondLearner(db(), course, 'second-notices@demo.test');
  courses.a = await programCourseOf(course.lessonId);
  courses.b = await programCourseOf(course.nextLessonId);
  await dueOn(courses.a, inDays(3));
  await dueOn(courses.b, inDays(-1));
  // The second learner finished course A.
  await db().query(`UPDATE lessons SET progress = 'COMPLETED' WHERE user_id = $1 AND program_course_id = $2`, [secondId, courses.a]);
});
afterAll(async () => {
  await testApp.close();
});

describe('the daily due-date pass', () => {
  it('tells each learner once of a course due in 3 days and of one whose day passed, run twice and twice at once', async () => {
    await pass();
    await pass();
    await Promise.all([pass(), pass()]);
    expect(await told(course.userId)).toEqual([
      {
        kind: 'course.due-soon',
        params: { lessonId: course.lessonId, course: expect.any(String) as string, dueOn: inDays(3) },
        target: { screen: 'lesson', lessonId: course.lessonId },
      },
      {
        kind: 'course.overdue',
        params: { lessonId: course.nextLessonId, course: expect.any(String) as string, dueOn: inDays(-1) },
        target: { screen: 'lesson', lessonId: course.nextLessonId },
      },
    ]);
    // A finished course is told nothing.
    expect((await told(secondId)).map(({ kind, params }) => [kind, params.dueOn])).toEqual([['course.overdue', inDays(-1)]]);
  });

  it('tells the learner again when an extension moves the day, of the new day', async () => {
    await db().query(`INSERT INTO due_date_extensions (context_id, class_program_id, program_course_id, user_id, due_on) VALUES ($1, $2, $3, $4, $5)`, [
      course.contextId,
      course.classProgramId,
      courses.b,
      course.userId,
      inDays(2),
    ]);
    await pass();
    await pass();
    const mine = (await told(course.userId)).map(({ kind, params }) => [kind, params.lessonId, params.dueOn]);
    expect(mine).toEqual([
      ['course.due-soon', course.nextLessonId, inDays(2)],
      ['course.due-soon', course.lessonId, inDays(3)],
      ['course.overdue', course.nextLessonId, inDays(-1)],
    ]);
    // The other learner's day did not move: nothing new for them.
    expect(await told(secondId)).toHaveLength(1);
  });

  it('tells a course due soon again when an extension moves it a day later', async () => {
    const extend = [course.contextId, course.classProgramId, courses.a, course.userId];
    await db().query(`INSERT INTO due_date_extensions (context_id, class_program_id, program_course_id, user_id, due_on) VALUES ($1, $2, $3, $4, $5)`, [
      ...extend,
      inDays(4),
    ]);
    try {
      const tomorrow = new Date(now.getTime() + 86_400_000);
      await pass(tomorrow);
      await pass(tomorrow);
      const soon = (await told(course.userId)).filter(({ kind, params }) => kind === 'course.due-soon' && params.lessonId === course.lessonId);
      expect(soon.map(({ params }) => params.dueOn)).toEqual([inDays(3), inDays(4)]);
    } finally {
      await db().query('DELETE FROM due_date_extensions WHERE context_id = $1 AND class_program_id = $2 AND program_course_id = $3 AND user_id = $4', extend);
    }
  });

  it('leaves out an archived lesson, a closed class and content not published', async () => {
    const later = new Date(now.getTime() + 86_400_000);
    const count = async () => (await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE kind LIKE 'course.%'`))[0]!.n;
    // Course A moves to the day after tomorrow: tomorrow, a new day to tell the first learner of.
    await dueOn(courses.a, inDays(2));
    const before = await count();
    const check = async (change: string, undo: string, params: unknown[]) => {
      await db().query(change, params);
      try {
        await pass(later);
        expect(await count(), change).toBe(before);
      } finally {
        await db().query(undo, params);
      }
    };
    await check('UPDATE lessons SET archived_at = now() WHERE id = $1', 'UPDATE lessons SET archived_at = NULL WHERE id = $1', [course.lessonId]);
    await check('UPDATE classes SET expired = true WHERE id = $1', 'UPDATE classes SET expired = false WHERE id = $1', [course.classId]);
    await check(
      `UPDATE courses SET state = 'ARCHIVED' WHERE id = (SELECT course_id FROM program_courses WHERE id = $1)`,
      `UPDATE courses SET state = 'PUBLISHED' WHERE id = (SELECT course_id FROM program_courses WHERE id = $1)`,
      [courses.a],
    );
    await check(
      `UPDATE programs SET state = 'DRAFT' WHERE id = (SELECT program_id FROM program_courses WHERE id = $1)`,
      `UPDATE programs SET state = 'PUBLISHED' WHERE id = (SELECT program_id FROM program_courses WHERE id = $1)`,
      [courses.a],
    );
    // With nothing left out, the new day is told, to the learner who has not finished the course.
    await pass(later);
    expect(await count()).toBe(before + 1);
    expect((await told(course.userId)).filter(({ params }) => params.dueOn === inDays(2)).map(({ params }) => params.lessonId)).toEqual(
      expect.arrayContaining([course.lessonId, course.nextLessonId]),
    );
  });

  it('never writes in another tenant', async () => {
    const others = await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE context_id <> $1 AND kind LIKE 'course.%'`, [
      course.contextId,
    ]);
    expect(others[0]!.n).toBe(0);
  });
});

describe('its job', () => {
  it('is queued once a day per tenant, however many processes queue it, and runs the pass', async () => {
    const [acme] = await db().query<{ id: string }>(`SELECT id FROM contexts WHERE alias = 'acme'`);
    const tenants = [course.contextId, acme!.id];
    await db().query('DELETE FROM notifications WHERE user_id = $1', [secondId]);
    await Promise.all([testApp.app.dailyTenantJobs.queue(tenants, now), testApp.app.dailyTenantJobs.queue(tenants, now)]);
    await testApp.app.dailyTenantJobs.queue(tenants, now);
    const jobs = await db().query<{ data: { contextId: string; day: string } }>(`SELECT data FROM pgboss.job WHERE name = 'due-date-notices'`);
    expect(jobs.map(({ data }) => data).sort((a, b) => a.contextId.localeCompare(b.contextId))).toEqual(
      tenants.map((contextId) => ({ contextId, day: today })).sort((a, b) => a.contextId.localeCompare(b.contextId)),
    );
    await testApp.app.jobs.drain(['due-date-notices']);
    expect((await told(secondId)).map(({ kind }) => kind)).toEqual(['course.overdue']);
    const [done] = await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'due-date-notices' AND state = 'completed'`);
    expect(done!.n).toBe(2);
  });
});
