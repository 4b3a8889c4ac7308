import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addResourceFixtures, createCaller, createCountingTestApp, type ResourceFixtures } from '../test/resource-fixtures';
import { contentIfMatch } from '../test/content-version';
import { hosts, signIn } from '../test/test-app';

/**
 * Enrolment gives lessons (docs/trainers.md "Enrolment") through the administration space's use
 * cases, in the write's transaction; leaving a class archives them, coming back restores them. The
 * seed's path is checked on the demo classes; the rule itself is packages/domain/src/lessons/enrolment.ts.
 */
let testApp: Awaited<ReturnType<typeof createCountingTestApp>>;
let data: ResourceFixtures;
let admin: string;
let call: ReturnType<typeof createCaller>;

const query = <T extends object>(sql: string, params: unknown[] = []) => testApp.database.query<T>(sql, params);
const lessonsOf = (userId: string, classId: string) =>
  query<{ course_id: string; state: string; archived: boolean }>(
    `SELECT l.course_id, l.state, l.archived_at IS NOT NULL AS archived FROM lessons l JOIN program_courses pc ON pc.id = l.program_course_id
      WHERE l.user_id = $1 AND l.class_id = $2 ORDER BY pc."order"`,
    [userId, classId],
  );
const newUser = async (email: string) => {
  const [row] = await query<{ id: string }>(`INSERT INTO users (context_id, email, firstname, lastname) VALUES ($1, $2, 'Nina', 'Nouvelle') RETURNING id`, [
    data.tenant,
    email,
  ]);
  return row!.id;
};

beforeAll(async () => {
  testApp = await createCountingTestApp();
  data = await addResourceFixtures(testApp.database);
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  call = createCaller(testApp.app, hosts.demo);
});
afterAll(async () => {
  await testApp.close();
});

describe('enrolment through the administration space', () => {
  it('adding a STUDENT to a class gives them a lesson per published course, a TEACHER none', async () => {
    const learner = await newUser('nina@demo.test');
    const created = await call(admin, 'POST', `/api/admin/classes/${data.klass}/members`, { body: { userId: learner, role: 'STUDENT' } });
    expect(created.statusCode).toBe(201);
    // The fixture program holds a published course and a draft one: one lesson, AVAILABLE (the first).
    expect(await lessonsOf(learner, data.klass)).toEqual([{ course_id: data.course, state: 'AVAILABLE', archived: false }]);

    const teacher = await newUser('tom@demo.test');
    expect((await call(admin, 'POST', `/api/admin/classes/${data.klass}/members`, { body: { userId: teacher, role: 'TEACHER' } })).statusCode).toBe(201);
    expect(await lessonsOf(teacher, data.klass)).toEqual([]);
  });

  it('adding a program to a class gives every learner the lessons', async () => {
    const [program] = await query<{ id: string }>(
      `INSERT INTO programs (context_id, name, state) VALUES ($1, 'Second fixture program', 'PUBLISHED') RETURNING id`,
      [data.tenant],
    );
    const [course] = await query<{ id: string }>(
      `INSERT INTO courses (context_id, title, category_id, state) VALUES ($1, 'Second fixture course', $2, 'PUBLISHED') RETURNING id`,
      [data.tenant, data.category],
    );
    await query(`INSERT INTO program_courses (context_id, program_id, course_id, "order") VALUES ($1, $2, $3, 0)`, [data.tenant, program!.id, course!.id]);
    const before = await query<{ count: number }>(`SELECT count(*)::int AS count FROM lessons WHERE class_id = $1 AND course_id = $2`, [
      data.klass,
      course!.id,
    ]);
    expect(before[0]?.count).toBe(0);

    expect((await call(admin, 'POST', `/api/admin/classes/${data.klass}/programs`, { body: { programId: program!.id } })).statusCode).toBe(201);
    const students = await query<{ user_id: string }>(`SELECT user_id FROM class_users WHERE class_id = $1 AND role = 'STUDENT'`, [data.klass]);
    expect(students.length).toBeGreaterThan(1);
    for (const { user_id: userId } of students)
      expect((await lessonsOf(userId, data.klass)).filter((lesson) => lesson.course_id === course!.id)).toEqual([
        { course_id: course!.id, state: 'AVAILABLE', archived: false },
      ]);
  });

  it('publishing a draft course of a program gives the learners its lesson', async () => {
    expect((await query(`SELECT 1 FROM lessons WHERE class_id = $1 AND course_id = $2`, [data.klass, data.draftCourse])).length).toBe(0);
    const path = `/api/admin/courses/${data.draftCourse}`;
    const published = await testApp.app.inject({
      method: 'PATCH',
      url: path,
      headers: { host: hosts.demo, authorization: `Bearer ${admin}`, ...(await contentIfMatch(testApp.database, path)) },
      payload: { state: 'PUBLISHED' },
    });
    expect(published.statusCode).toBe(200);
    const lessons = await query<{ user_id: string; state: string }>(
      `SELECT user_id, state FROM lessons WHERE class_id = $1 AND course_id = $2 ORDER BY user_id`,
      [data.klass, data.draftCourse],
    );
    expect(lessons.length).toBeGreaterThan(1);
    expect(new Set(lessons.map((lesson) => lesson.state))).toEqual(new Set(['LOCKED']));
  });

  it('removing a learner archives their lessons and answers; enrolling them again restores both', async () => {
    const pagesBefore = await query<{ count: number }>(`SELECT count(*)::int AS count FROM lesson_pages WHERE lesson_id = $1 AND state <> 'ARCHIVED'`, [
      data.lessons.learner,
    ]);
    const owner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
    expect((await call(owner, 'GET', `/api/lessons/${data.lessons.learner}`)).statusCode).toBe(200);

    expect((await call(admin, 'DELETE', `/api/admin/classes/${data.klass}/members/${data.learner}`)).statusCode).toBe(204);
    expect((await lessonsOf(data.learner, data.klass)).every((lesson) => lesson.archived)).toBe(true);
    const kept = await query<{ count: number }>(`SELECT count(*)::int AS count FROM lesson_pages WHERE lesson_id = $1 AND state <> 'ARCHIVED'`, [
      data.lessons.learner,
    ]);
    expect(kept[0]?.count).toBe(pagesBefore[0]?.count);
    // Archived: no longer loaded, by the learner or anyone.
    expect((await call(owner, 'GET', `/api/lessons/${data.lessons.learner}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/lessons/${data.lessons.learner}/pages/current`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/pages/${data.pages.active}`)).statusCode).toBe(404);

    const again = await call(admin, 'POST', `/api/admin/classes/${data.klass}/members`, { body: { userId: data.learner, role: 'STUDENT' } });
    expect(again.statusCode).toBe(201);
    expect((await lessonsOf(data.learner, data.klass)).some((lesson) => lesson.archived)).toBe(false);
    expect((await call(owner, 'GET', `/api/lessons/${data.lessons.learner}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/pages/${data.pages.active}`)).statusCode).toBe(200);
  });

  it('changing a STUDENT into a TEACHER archives, and back into a STUDENT restores', async () => {
    const member = `/api/admin/classes/${data.klass}/members/${data.bob}`;
    expect((await call(admin, 'PATCH', member, { body: { role: 'TEACHER' } })).statusCode).toBe(200);
    expect((await lessonsOf(data.bob, data.klass)).every((lesson) => lesson.archived)).toBe(true);
    expect((await call(admin, 'PATCH', member, { body: { role: 'STUDENT' } })).statusCode).toBe(200);
    expect((await lessonsOf(data.bob, data.klass)).some((lesson) => lesson.archived)).toBe(false);
  });
});

describe('enrolment by the seed', () => {
  it('gives every STUDENT of every demo class one lesson per published course of its programs', async () => {
    const missing = await query<{ class_name: string; email: string }>(
      `SELECT c.name AS class_name, u.email FROM class_users cu JOIN classes c ON c.id = cu.class_id JOIN users u ON u.id = cu.user_id
         JOIN class_programs cp ON cp.class_id = c.id JOIN program_courses pc ON pc.program_id = cp.program_id JOIN courses co ON co.id = pc.course_id AND co.state <> 'DRAFT'
        WHERE cu.role = 'STUDENT' AND c.name <> 'Fixture class'
          AND NOT EXISTS (SELECT 1 FROM lessons l WHERE l.user_id = cu.user_id AND l.class_id = c.id AND l.program_course_id = pc.id)`,
    );
    expect(missing).toEqual([]);
  });
});
