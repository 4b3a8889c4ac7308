import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestDatabase, type TestDatabase } from '../test/test-database';
import { provisionLessons } from './provision-lessons';
import { insertTestCourse } from '../test/test-course.fixture';

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createSeededTestDatabase();
});
afterAll(async () => {
  await testDatabase.dispose();
});

describe('provisionLessons', () => {
  it('creates one lesson per program course in its initial state, once', async () => {
    const db = testDatabase.database;
    const course = await insertTestCourse(db, { lessonTimeLimit: 600 });
    const lessons = await db.query<{ title: string; state: string; time_limit: number | null; progress: string | null }>(
      `SELECT co.title, l.state, l.time_limit, l.progress FROM lessons l JOIN courses co ON co.id = l.course_id JOIN program_courses pc ON pc.id = l.program_course_id
        WHERE l.class_program_id = $1 AND l.user_id = $2 ORDER BY pc."order"`,
      [course.classProgramId, course.userId],
    );
    expect(lessons).toEqual([
      { title: 'Cours test', state: 'AVAILABLE', time_limit: 600, progress: null },
      { title: 'Cours suivant', state: 'LOCKED', time_limit: null, progress: null },
      { title: 'Cours caché', state: 'HIDDEN', time_limit: null, progress: null },
    ]);
    const input = { contextId: course.contextId, classId: course.classId, userIds: [course.userId] };
    expect(await db.transaction((tx) => provisionLessons(tx, input))).toBe(0);
    await db.query(`UPDATE lessons SET state = 'DONE', progress = 'COMPLETED' WHERE id = $1`, [course.lessonId]);
    await db.query('DELETE FROM lessons WHERE id = $1', [course.nextLessonId]);
    expect(await db.transaction((tx) => provisionLessons(tx, input))).toBe(1);
    const [kept] = await db.query<{ state: string }>('SELECT state FROM lessons WHERE id = $1', [course.lessonId]);
    expect(kept?.state).toBe('DONE');
    // The course after a finished one is open at once.
    const [recreated] = await db.query<{ state: string }>(
      `SELECT l.state FROM lessons l JOIN courses co ON co.id = l.course_id WHERE l.class_program_id = $1 AND l.user_id = $2 AND co.title = 'Cours suivant'`,
      [course.classProgramId, course.userId],
    );
    expect(recreated?.state).toBe('AVAILABLE');
  });

  it('makes unlocked program courses AVAILABLE and leaves draft courses out', async () => {
    const db = testDatabase.database;
    const course = await insertTestCourse(db);
    const [program] = await db.query<{ program_id: string }>('SELECT program_id FROM class_programs WHERE id = $1', [course.classProgramId]);
    await db.query(`UPDATE program_courses SET settings = '{"unlocked": true}' WHERE program_id = $1 AND "order" = 1`, [program?.program_id]);
    await db.query(`UPDATE courses SET state = 'DRAFT' WHERE id IN (SELECT course_id FROM program_courses WHERE program_id = $1 AND "order" = 2)`, [
      program?.program_id,
    ]);
    await db.query('DELETE FROM lessons WHERE class_program_id = $1', [course.classProgramId]);
    const created = await provisionLessons(db, { contextId: course.contextId, classId: course.classId, userIds: [course.userId] });
    expect(created).toBe(2);
    const states = await db.query<{ state: string }>(
      'SELECT l.state FROM lessons l JOIN program_courses pc ON pc.id = l.program_course_id WHERE l.class_program_id = $1 ORDER BY pc."order"',
      [course.classProgramId],
    );
    expect(states.map((row) => row.state)).toEqual(['AVAILABLE', 'AVAILABLE']);
  });

  it('gives nothing to a member who is not a STUDENT of the class', async () => {
    const db = testDatabase.database;
    const course = await insertTestCourse(db);
    await db.query(`UPDATE class_users SET role = 'TEACHER' WHERE class_id = $1 AND user_id = $2`, [course.classId, course.userId]);
    await db.query('DELETE FROM lessons WHERE class_id = $1', [course.classId]);
    expect(await provisionLessons(db, { contextId: course.contextId, classId: course.classId, userIds: [course.userId] })).toBe(0);
  });
});
