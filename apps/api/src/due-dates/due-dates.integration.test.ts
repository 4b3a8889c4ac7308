import { myClassesPageSchema } from '@espace/contracts/classes';
import { classDueDatesSchema, dueSoonSchema } from '@espace/contracts/due-dates';
import { dayIn } from '@espace/domain/lessons/due-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSecondLearner, insertTestCourse, type TestCourse } from '../test/test-course.fixture';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/**
 * Due dates (docs/trainers.md#due-dates): set by a trainer of the class or an admin, extended for
 * one learner, audited, and shown to the learner on Home and in « Cette semaine ».
 */
let testApp: TestApp;
let course: TestCourse;
let programCourseId: string;
let secondId: string;
const tokens: Record<'learner' | 'second' | 'teacher' | 'admin' | 'acme', string> = { learner: '', second: '', teacher: '', admin: '', acme: '' };

const db = () => testApp.testDatabase.database;
const today = dayIn(new Date());
const inDays = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function send(who: keyof typeof tokens, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: { host: who === 'acme' ? hosts.acme : hosts.demo, authorization: `Bearer ${tokens[who]}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, json: () => response.json() as unknown, headers: response.headers, body: response.body };
}

const dueUrl = (path = '') => `/api/classes/${course.classId}/due-dates${path}`;
const courseUrl = (path = '') => dueUrl(`/${programCourseId}${path}`);

/** The test course's `due` as the learner's Home shows it. */
async function homeDue(who: 'learner' | 'second') {
  const page = myClassesPageSchema.parse((await send(who, 'GET', '/api/users/me/classes?pageSize=50')).json());
  const klass = page.items.find((item) => item.id === course.classId);
  const program = klass?.classPrograms.find((classProgram) => classProgram.id === course.classProgramId);
  return program?.program.courses.find((candidate) => candidate.id === course.courseId)?.due;
}

const auditOf = () =>
  db().query<{ action: string; actor_name: string; before: unknown; after: unknown }>(
    `SELECT action, actor_name, before, after FROM audit_events WHERE target_id = $1 AND (action LIKE 'class.due-date%' OR action LIKE 'class.extension%') ORDER BY created_at, id`,
    [course.classId],
  );

beforeAll(async () => {
  testApp = await createTestApp();
  course = await insertTestCourse(db());
  [{ program_course_id: programCourseId }] = (await db().query<{ program_course_id: string }>('SELECT program_course_id FROM lessons WHERE id = $1', [
    course.lessonId,
  ])) as [{ program_course_id: string }];
  secondId = await insertSecondLearner(db(), course, 'second-due@demo.test');
  const [teacher] = await db().query<{ id: string }>(`SELECT id FROM users WHERE email = 'teacher@demo.test'`);
  await db().query(`INSERT INTO class_users (context_id, class_id, user_id, role) VALUES ($1, $2, $3, 'TEACHER') ON CONFLICT DO NOTHING`, [
    course.contextId,
    course.classId,
    teacher?.id,
  ]);
  tokens.learner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
  tokens.second = await signIn(testApp.app, hosts.demo, { email: 'second-due@demo.test', password: 'Learner#2026' });
  tokens.teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
  tokens.admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  tokens.acme = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
});
afterAll(async () => {
  await testApp.close();
});

describe('due dates', () => {
  it("are set by a trainer of the class, audited, and shown on the learners' Home (its ETag changes)", async () => {
    const before = await send('learner', 'GET', '/api/users/me/classes?pageSize=50');
    expect(await homeDue('learner')).toBeNull();
    const set = await send('teacher', 'PUT', courseUrl(), { dueOn: inDays(3) });
    expect(set.status, set.body).toBe(200);
    const view = classDueDatesSchema.parse(set.json());
    const row = view.programs.flatMap((program) => program.courses).find((candidate) => candidate.programCourseId === programCourseId);
    expect(row).toMatchObject({ dueOn: inDays(3), setBy: expect.any(String), extensions: [] });
    // Home's poll is not answered 304 with the day it did not have.
    const poll = await send('learner', 'GET', '/api/users/me/classes?pageSize=50', undefined, { 'if-none-match': String(before.headers.etag) });
    expect(poll.status).toBe(200);
    expect(await homeDue('learner')).toEqual({ dueOn: inDays(3), extended: false, classDueOn: inDays(3) });
    expect(await homeDue('second')).toEqual({ dueOn: inDays(3), extended: false, classDueOn: inDays(3) });
    expect((await auditOf()).at(-1)).toMatchObject({
      action: 'class.due-date-set',
      before: { dueOn: null, course: 'Cours test' },
      after: { dueOn: inDays(3), course: 'Cours test' },
    });
  });

  it('are extended for one learner only, after the class day', async () => {
    const refused = await send('teacher', 'PUT', courseUrl(`/extensions/${course.userId}`), { dueOn: inDays(3) });
    expect(refused.status).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path: 'body.dueOn', message: 'notAfterDueDate' }] });
    const set = await send('teacher', 'PUT', courseUrl(`/extensions/${course.userId}`), { dueOn: inDays(10) });
    expect(set.status, set.body).toBe(200);
    const extensions = classDueDatesSchema
      .parse(set.json())
      .programs.flatMap((program) => program.courses)
      .find((candidate) => candidate.programCourseId === programCourseId)?.extensions;
    expect(extensions).toEqual([expect.objectContaining({ userId: course.userId, dueOn: inDays(10), setBy: expect.any(String) })]);
    expect(await homeDue('learner')).toEqual({ dueOn: inDays(10), extended: true, classDueOn: inDays(3) });
    expect(await homeDue('second')).toEqual({ dueOn: inDays(3), extended: false, classDueOn: inDays(3) });
    expect((await auditOf()).at(-1)).toMatchObject({ action: 'class.extension-set', before: null, after: { learnerId: course.userId, dueOn: inDays(10) } });
  });

  it("list the learner's courses due this week in « Cette semaine », not an extended one past it, not a finished one", async () => {
    const soon = async (who: 'learner' | 'second') => dueSoonSchema.parse((await send(who, 'GET', '/api/users/me/due-soon')).json()).items;
    expect((await soon('second')).map((item) => [item.courseTitle, item.due.dueOn])).toEqual([['Cours test', inDays(3)]]);
    // The learner's extension puts the course 10 days away.
    expect((await soon('learner')).filter((item) => item.courseTitle === 'Cours test')).toEqual([]);
    await db().query(`UPDATE lessons SET progress = 'COMPLETED' WHERE user_id = $1 AND program_course_id = $2`, [secondId, programCourseId]);
    expect(await soon('second')).toEqual([]);
    await db().query(`UPDATE lessons SET progress = NULL WHERE user_id = $1 AND program_course_id = $2`, [secondId, programCourseId]);
  });

  it('are refused to learners (403), hidden from other tenants and for courses or people not of the class (404), and checked (400, 409)', async () => {
    expect((await send('learner', 'PUT', courseUrl(), { dueOn: inDays(1) })).status).toBe(403);
    expect((await send('learner', 'GET', dueUrl())).status).toBe(403);
    expect((await send('acme', 'PUT', courseUrl(), { dueOn: inDays(1) })).status).toBe(404);
    expect((await send('acme', 'GET', dueUrl())).status).toBe(404);
    const [other] = await db().query<{ id: string }>(
      `SELECT pc.id FROM program_courses pc WHERE pc.context_id = $1 AND pc.program_id NOT IN (SELECT program_id FROM class_programs WHERE class_id = $2) LIMIT 1`,
      [course.contextId, course.classId],
    );
    expect((await send('teacher', 'PUT', dueUrl(`/${other!.id}`), { dueOn: inDays(1) })).status).toBe(404);
    expect((await send('admin', 'PUT', `/api/admin/classes/${course.classId}/due-dates/${other!.id}`, { dueOn: inDays(1) })).status).toBe(404);
    const [teacher] = await db().query<{ id: string }>(`SELECT id FROM users WHERE email = 'teacher@demo.test'`);
    expect((await send('teacher', 'PUT', courseUrl(`/extensions/${teacher!.id}`), { dueOn: inDays(20) })).status).toBe(404);
    for (const dueOn of ['2026-02-30', '1999-12-31', '12/12/2026'])
      expect((await send('teacher', 'PUT', courseUrl(), { dueOn })).json()).toMatchObject({
        code: 'BAD_REQUEST',
        issues: [{ path: expect.stringContaining('dueOn') }],
      });
    // The class's next course has no due date: nothing to extend.
    const [next] = await db().query<{ program_course_id: string }>('SELECT program_course_id FROM lessons WHERE id = $1', [course.nextLessonId]);
    const conflict = await send('teacher', 'PUT', dueUrl(`/${next!.program_course_id}/extensions/${course.userId}`), { dueOn: inDays(20) });
    expect(conflict.status).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'CONFLICT', issues: [{ message: 'noDueDate' }] });
  });

  it('are set and cleared in the administration, the extensions going with the due date', async () => {
    const adminUrl = `/api/admin/classes/${course.classId}/due-dates/${programCourseId}`;
    const moved = await send('admin', 'PUT', adminUrl, { dueOn: inDays(5) });
    expect(moved.status, moved.body).toBe(200);
    expect(await homeDue('learner')).toEqual({ dueOn: inDays(10), extended: true, classDueOn: inDays(5) });
    const listed = classDueDatesSchema.parse((await send('admin', 'GET', `/api/admin/classes/${course.classId}/due-dates`)).json());
    expect(listed.programs.flatMap((program) => program.courses).find((candidate) => candidate.programCourseId === programCourseId)?.dueOn).toBe(inDays(5));
    const cleared = await send('admin', 'DELETE', adminUrl);
    expect(cleared.status).toBe(200);
    expect(await homeDue('learner')).toBeNull();
    expect(await db().query('SELECT 1 FROM due_date_extensions WHERE program_course_id = $1', [programCourseId])).toEqual([]);
    const actions = (await auditOf()).map((entry) => [entry.action, entry.actor_name]);
    expect(actions.slice(-2)).toEqual([
      ['class.due-date-set', expect.any(String)],
      ['class.due-date-cleared', expect.any(String)],
    ]);
  });

  it("take a learner's extension away: the class's day is theirs again", async () => {
    await send('teacher', 'PUT', courseUrl(), { dueOn: inDays(2) });
    await send('admin', 'PUT', courseUrl(`/extensions/${course.userId}`), { dueOn: inDays(4) });
    expect(await homeDue('learner')).toMatchObject({ dueOn: inDays(4), extended: true });
    const removed = await send('teacher', 'DELETE', courseUrl(`/extensions/${course.userId}`));
    expect(removed.status).toBe(200);
    expect(await homeDue('learner')).toEqual({ dueOn: inDays(2), extended: false, classDueOn: inDays(2) });
    expect((await auditOf()).at(-1)).toMatchObject({ action: 'class.extension-cleared', before: { dueOn: inDays(4) }, after: null });
  });
});
