import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database';
import { provisionLessons } from '../lessons/provision-lessons';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';
import { createAdminContentRepository } from './admin-content-repository';

/**
 * A draft's deletion (DELETE /api/admin/programs|courses/:id) racing a provisioning: an enrolment,
 * a program added to a class, a course published (docs/trainers.md "Provisioning and deletion").
 * Whichever goes first, the other answers what it would answer alone: 409 CONTENT_IN_USE for a
 * deletion that lessons now hang on, a provisioning without the deleted program's lessons, 404 for
 * the deleted program or course. Never 500, never a deadlock.
 *
 * On PostgreSQL the races are provoked: one transaction is held open at the point that matters
 * while the other request runs on another connection, until PostgreSQL shows it waiting for a lock.
 * PGlite runs one transaction at a time, so no two can interleave: there the same pairs run one
 * after the other, in both orders.
 */
const onPostgres = (process.env.TEST_DATABASE_URL ?? '') !== '';

let testApp: TestApp;
let admin: string;
let tenantId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  const [tenant] = await db().query<{ id: string }>(`SELECT id FROM contexts WHERE alias = 'demo'`);
  tenantId = tenant!.id;
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.testDatabase.database;
const call = async (method: 'DELETE' | 'POST' | 'PATCH', path: string, payload?: unknown) => {
  const response = await testApp.app.inject({
    method,
    url: `/api/admin/${path}`,
    headers: { host: hosts.demo, authorization: `Bearer ${admin}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, code: response.body === '' ? undefined : (response.json() as { code?: string }).code };
};
const insertId = async (sql: string, params: unknown[]) => ((await db().query<{ id: string }>(`${sql} RETURNING id`, params))[0] as { id: string }).id;
const count = async (sql: string, params: unknown[]) => (await db().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;

/** A draft program whose one course is published (or still a draft), a class following it (or not yet), and a user of the tenant. */
async function scene({ courseState = 'PUBLISHED', followed = true }: { courseState?: 'PUBLISHED' | 'DRAFT'; followed?: boolean } = {}) {
  const suffix = randomUUID().slice(0, 8);
  const categoryId = await insertId('INSERT INTO course_categories (context_id, title) VALUES ($1, $2)', [tenantId, `Course ${suffix}`]);
  const programId = await insertId(`INSERT INTO programs (context_id, name, state) VALUES ($1, $2, 'DRAFT')`, [tenantId, `Brouillon ${suffix}`]);
  const courseId = await insertId(`INSERT INTO courses (context_id, title, category_id, state) VALUES ($1, $2, $3, $4)`, [
    tenantId,
    `Cours ${suffix}`,
    categoryId,
    courseState,
  ]);
  await insertId('INSERT INTO program_courses (context_id, program_id, course_id, "order") VALUES ($1, $2, $3, 0)', [tenantId, programId, courseId]);
  const classId = await insertId('INSERT INTO classes (context_id, name) VALUES ($1, $2)', [tenantId, `Classe ${suffix}`]);
  if (followed) await insertId('INSERT INTO class_programs (context_id, class_id, program_id, "order") VALUES ($1, $2, $3, 0)', [tenantId, classId, programId]);
  const userId = await insertId(`INSERT INTO users (context_id, email, firstname, lastname) VALUES ($1, $2, 'Nina', 'Course')`, [
    tenantId,
    `course-${suffix}@demo.test`,
  ]);
  return { programId, courseId, classId, userId };
}
type Scene = Awaited<ReturnType<typeof scene>>;

const lessonsOf = (userId: string) => count('lessons WHERE user_id = $1', [userId]);

/** An enrolment's own writes: the learner joins the class and gets its lessons (what POST …/members does in its transaction). */
async function enrol(tx: Queryable, { classId, userId }: Scene) {
  await tx.query(`INSERT INTO class_users (context_id, class_id, user_id, role) VALUES ($1, $2, $3, 'STUDENT')`, [tenantId, classId, userId]);
  await provisionLessons(tx, { contextId: tenantId, classId, userIds: [userId] });
}

/** The program deletion's own writes (deleteContent, before its audit entry): lock, count, delete. */
async function deleteProgram(tx: Queryable, programId: string) {
  const content = createAdminContentRepository(tx);
  expect(await content.lockState(tenantId, 'program', programId, tx)).toMatchObject({ state: 'DRAFT' });
  expect(await content.countLessons(tenantId, 'program', programId, tx)).toBe(0);
  await content.deleteContent(tenantId, 'program', programId, tx);
}

/** Until PostgreSQL shows a statement of this database waiting for a row lock: the other side of the race is where it matters. */
async function untilWaitingForALock() {
  for (let attempt = 0; attempt < 250; attempt += 1) {
    const [row] = await db().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if ((row?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('nothing waited for a lock');
}

describe.runIf(onPostgres)('a draft deletion racing a provisioning, on PostgreSQL', () => {
  it('an enrolment gives its lessons first: the deletion waits for them and answers CONTENT_IN_USE', async () => {
    const draft = await scene();
    let deletion: Promise<{ status: number; code: string | undefined }> | undefined;
    await db().transaction(async (tx) => {
      await enrol(tx, draft);
      deletion = call('DELETE', `programs/${draft.programId}`);
      await untilWaitingForALock();
    });
    expect(await deletion).toEqual({ status: 409, code: 'CONTENT_IN_USE' });
    expect(await lessonsOf(draft.userId)).toBe(1);
    expect(await count('programs WHERE id = $1', [draft.programId])).toBe(1);
  });

  it('a deletion goes first: the enrolment waits, then gives no lesson of the program gone', async () => {
    const draft = await scene();
    let enrolment: Promise<{ status: number; code: string | undefined }> | undefined;
    await db().transaction(async (tx) => {
      await deleteProgram(tx, draft.programId);
      enrolment = call('POST', `classes/${draft.classId}/members`, { userId: draft.userId, role: 'STUDENT' });
      await untilWaitingForALock();
    });
    expect(await enrolment).toEqual({ status: 201, code: undefined });
    expect(await count(`class_users WHERE user_id = $1 AND role = 'STUDENT'`, [draft.userId])).toBe(1);
    expect(await lessonsOf(draft.userId)).toBe(0);
  });

  it('a deletion goes first: adding the program to a class waits, then finds it gone (404)', async () => {
    const draft = await scene({ followed: false });
    await db().query(`INSERT INTO class_users (context_id, class_id, user_id, role) VALUES ($1, $2, $3, 'STUDENT')`, [tenantId, draft.classId, draft.userId]);
    let adding: Promise<{ status: number; code: string | undefined }> | undefined;
    await db().transaction(async (tx) => {
      await deleteProgram(tx, draft.programId);
      adding = call('POST', `classes/${draft.classId}/programs`, { programId: draft.programId });
      await untilWaitingForALock();
    });
    expect(await adding).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(await count('class_programs WHERE class_id = $1', [draft.classId])).toBe(0);
  });

  it('a deletion locks its program first: publishing its course waits, then finds it gone (404), without a deadlock', async () => {
    const draft = await scene({ courseState: 'DRAFT' });
    await db().query(`INSERT INTO class_users (context_id, class_id, user_id, role) VALUES ($1, $2, $3, 'STUDENT')`, [tenantId, draft.classId, draft.userId]);
    let publishing: Promise<{ status: number; code: string | undefined }> | undefined;
    await db().transaction(async (tx) => {
      const content = createAdminContentRepository(tx);
      await content.lockState(tenantId, 'program', draft.programId, tx);
      publishing = call('PATCH', `courses/${draft.courseId}`, { state: 'PUBLISHED' });
      await untilWaitingForALock();
      expect(await content.countLessons(tenantId, 'program', draft.programId, tx)).toBe(0);
      await content.deleteContent(tenantId, 'program', draft.programId, tx);
    });
    expect(await publishing).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(await count('courses WHERE id = $1', [draft.courseId])).toBe(0);
  });
});

describe.skipIf(onPostgres)('a draft deletion and a provisioning one after the other, on PGlite (one transaction at a time)', () => {
  it('an enrolment, then the deletion: CONTENT_IN_USE', async () => {
    const draft = await scene();
    await db().transaction((tx) => enrol(tx, draft));
    expect(await call('DELETE', `programs/${draft.programId}`)).toEqual({ status: 409, code: 'CONTENT_IN_USE' });
    expect(await lessonsOf(draft.userId)).toBe(1);
  });

  it('the deletion, then an enrolment (no lesson of it), adding it to a class (404), publishing its course (404)', async () => {
    const draft = await scene();
    const other = await scene({ followed: false });
    expect(await call('DELETE', `programs/${draft.programId}`)).toEqual({ status: 204, code: undefined });
    expect(await call('POST', `classes/${draft.classId}/members`, { userId: draft.userId, role: 'STUDENT' })).toEqual({ status: 201, code: undefined });
    expect(await lessonsOf(draft.userId)).toBe(0);
    expect(await call('POST', `classes/${other.classId}/programs`, { programId: draft.programId })).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(await call('PATCH', `courses/${draft.courseId}`, { state: 'PUBLISHED' })).toEqual({ status: 404, code: 'NOT_FOUND' });
  });
});
