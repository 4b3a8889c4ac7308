import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentIfMatch } from '../test/content-version';
import { type LearnerClient, learnerClient } from '../test/lesson-test-client';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';
import { insertDraftProgram, insertTestCourse, type TestCourse } from '../test/test-course.fixture';

/** Deleting a draft nobody started, archiving anything learners started (docs/administration.md#content). */
let testApp: TestApp;
let admin: string;
let learner: LearnerClient;
let course: TestCourse;
let programId: string;
let tenantId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  course = await insertTestCourse(db());
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  learner = await learnerClient(testApp.app, 'learner@demo.test');
  const [row] = await db().query<{ program_id: string }>('SELECT program_id FROM class_programs WHERE id = $1', [course.classProgramId]);
  programId = row!.program_id;
  tenantId = course.contextId;
});
afterAll(async () => {
  await testApp.close();
});

function db() {
  return testApp.testDatabase.database;
}
const call = async (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', path: string, payload?: unknown, token = admin, host = hosts.demo) => {
  // A PATCH names the version of the program or course it changes, as the screen does.
  const version = method === 'PATCH' ? await contentIfMatch(db(), path) : {};
  const response = await testApp.app.inject({
    method,
    url: `/api/admin/${path}`,
    headers: { host, authorization: `Bearer ${token}`, ...version },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.body === '' ? {} : (response.json() as Record<string, unknown>) };
};
const exists = async (table: string, id: string) => (await db().query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length === 1;
const count = async (sql: string, params: unknown[]) => (await db().query<{ n: number }>(sql, params))[0]!.n;

const insertDraft = (name: string) => insertDraftProgram(db(), tenantId, name);

describe('deleting', () => {
  it('deletes a draft course, then a draft program with its courses, and records both', async () => {
    const draft = await insertDraft('Brouillon à supprimer');
    const second = await insertDraft('Brouillon second');
    expect(await call('DELETE', `courses/${second.courseId}`)).toEqual({ status: 204, body: {} });
    expect(await exists('courses', second.courseId)).toBe(false);
    expect(await exists('programs', second.programId)).toBe(true);
    expect(await call('DELETE', `programs/${draft.programId}`)).toEqual({ status: 204, body: {} });
    expect(await exists('programs', draft.programId)).toBe(false);
    expect(await exists('courses', draft.courseId)).toBe(false);
    const log = (await call('GET', 'audit-log')).body as { items: { action: string; before: unknown; after: unknown; target: { label: string } }[] };
    expect(log.items.slice(0, 2).map((event) => [event.action, event.target.label, event.before, event.after])).toEqual([
      ['program.deleted', 'Brouillon à supprimer', { state: 'DRAFT' }, null],
      ['course.deleted', 'Brouillon second — cours', { state: 'DRAFT' }, null],
    ]);
    expect((await call('DELETE', `programs/${draft.programId}`)).status).toBe(404);
  });

  it('refuses with CONTENT_IN_USE anything published, or that a learner holds a lesson of, and keeps every lesson', async () => {
    const lessons = () => count('SELECT count(*)::int AS n FROM lessons WHERE class_program_id = $1', [course.classProgramId]);
    const before = await lessons();
    expect(before).toBeGreaterThan(0);
    for (const path of [`programs/${programId}`, `courses/${course.courseId}`]) {
      const refused = await call('DELETE', path);
      expect({ path, status: refused.status, code: refused.body.code }).toEqual({ path, status: 409, code: 'CONTENT_IN_USE' });
    }
    // A draft program whose published course learners hold lessons of is in use too.
    await db().query(`UPDATE programs SET state = 'DRAFT' WHERE id = $1`, [programId]);
    expect((await call('DELETE', `programs/${programId}`)).body.code).toBe('CONTENT_IN_USE');
    await db().query(`UPDATE programs SET state = 'PUBLISHED' WHERE id = $1`, [programId]);
    expect(await lessons()).toBe(before);
    // The database refuses as well, whoever asks (ON DELETE RESTRICT).
    await expect(db().query('DELETE FROM courses WHERE id = $1', [course.courseId])).rejects.toThrow();
  });

  it("answers 404 for another tenant's program, and 403 to a learner", async () => {
    const [acme] = await db().query<{ id: string }>(`SELECT id FROM contexts WHERE alias = 'acme'`);
    const [acmeDraft] = await db().query<{ id: string }>(
      `INSERT INTO programs (context_id, name, state) VALUES ($1, 'Brouillon d’acme', 'DRAFT') RETURNING id`,
      [acme!.id],
    );
    expect((await call('DELETE', `programs/${acmeDraft!.id}`)).status).toBe(404);
    expect(await exists('programs', acmeDraft!.id)).toBe(true);
    const draft = await insertDraft('Brouillon gardé');
    expect((await call('DELETE', `programs/${draft.programId}`, undefined, learner.token)).status).toBe(403);
    expect(await exists('programs', draft.programId)).toBe(true);
  });
});

describe('archiving', () => {
  it('archives a started program: closed to its learners, their lessons kept, given to no new class; taken out of the archive closed', async () => {
    expect((await learner.call('GET', `/api/lessons/${course.lessonId}/pages/current`)).status).toBe(200);
    expect(await call('PATCH', `programs/${programId}`, { state: 'ARCHIVED' })).toMatchObject({ status: 200, body: { state: 'ARCHIVED' } });
    const played = await learner.call('GET', `/api/lessons/${course.lessonId}/pages/current`);
    expect({ status: played.status, code: played.body.code }).toEqual({ status: 409, code: 'CONTENT_CLOSED' });
    expect(await exists('lessons', course.lessonId)).toBe(true);
    const choices = (await call('GET', 'class-choices')).body as { programs: { id: string }[] };
    expect(choices.programs.some((program) => program.id === programId)).toBe(false);
    const [otherClass] = await db().query<{ id: string }>('SELECT id FROM classes WHERE context_id = $1 AND id <> $2 LIMIT 1', [tenantId, course.classId]);
    const added = await call('POST', `classes/${otherClass!.id}/programs`, { programId });
    expect({ status: added.status, code: added.body.code }).toEqual({ status: 400, code: 'BAD_REQUEST' });
    expect((await call('PATCH', `programs/${programId}`, { state: 'PUBLISHED' })).body.code).toBe('INVALID_STATE_TRANSITION');
    expect((await call('DELETE', `programs/${programId}`)).body.code).toBe('CONTENT_IN_USE');
    expect(await call('PATCH', `programs/${programId}`, { state: 'CLOSED' })).toMatchObject({ status: 200, body: { state: 'CLOSED' } });
    expect(await call('PATCH', `programs/${programId}`, { state: 'PUBLISHED' })).toMatchObject({ status: 200, body: { state: 'PUBLISHED' } });
    expect((await learner.call('GET', `/api/lessons/${course.lessonId}/pages/current`)).status).toBe(200);
  });

  it('refuses archiving a draft: it is deleted instead', async () => {
    const draft = await insertDraft('Brouillon non archivable');
    expect((await call('PATCH', `programs/${draft.programId}`, { state: 'ARCHIVED' })).body.code).toBe('INVALID_STATE_TRANSITION');
  });
});
