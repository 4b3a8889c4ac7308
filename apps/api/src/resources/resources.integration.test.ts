import { meSchema } from '@espace/contracts/user';
import { describe, expect, it } from 'vitest';
import type { Query } from '../test/resource-fixtures';
import { hosts } from '../test/test-app';
import { useResourceFixtures } from '../test/use-resource-fixtures';

const { testApp, data, call } = useResourceFixtures(['learner', 'admin', 'bob']);
const issuesOf = (body: string) => (JSON.parse(body) as { issues?: { path: string }[] }).issues?.map((issue) => issue.path);

describe('query validation', () => {
  it.each([
    ['an unknown where field', { where: { nope: 1 } }, 'query.where.nope'],
    ['a value of the wrong type', { where: { timeSpent: 'long' } }, 'query.where.timeSpent'],
    ['a malformed uuid', { where: { userId: 'me' } }, 'query.where.userId'],
    ['an unknown operator', { where: { state: { regex: 'A' } } }, 'query.where.state.regex'],
    ['an enum value out of range', { where: { state: { in: ['AVAILABLE', 'PAUSED'] } } }, 'query.where.state.in.1'],
    ['a nested unknown field', { where: { or: [{ course: { nope: true } }] } }, 'query.where.or.0.course.nope'],
    ['a json field in where', { where: { scoring: 1 } }, 'query.where.scoring'],
    ['an unknown relation', { include: 'teacher' }, 'query.include.teacher'],
    ['an unknown sort field', { sort: '-nope' }, 'query.sort.nope'],
    ['a limit over 500', { limit: 501 }, 'query.limit'],
    ['an unknown field in fields', { fields: 'id,password' }, 'query.fields.password'],
    ['malformed JSON', { where: '{' }, 'query.where'],
  ])('answers 400 BAD_REQUEST naming the path for %s', async (_name, query, path) => {
    const response = await call('learner', 'GET', '/api/lessons', { query: query as Query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(issuesOf(response.body)).toContain(path);
  });
});

describe('tenancy and permissions', () => {
  it("answers 404 for another tenant's record, even to an admin", async () => {
    expect((await call('admin', 'GET', `/api/courses/${data.acmeCourse}`)).statusCode).toBe(404);
    const listed = await call('admin', 'GET', '/api/courses', { query: { where: { id: data.acmeCourse } } });
    expect(listed.json()).toEqual({ items: [], total: 0 });
  });

  it("answers 404 to a learner reading another learner's lesson and filters the list", async () => {
    expect((await call('learner', 'GET', `/api/lessons/${data.lessons.bob}`)).statusCode).toBe(404);
    expect((await call('learner', 'GET', '/api/lessons', { query: { where: { userId: data.bob } } })).json()).toEqual({ items: [], total: 0 });
    const own = (await call('learner', 'GET', '/api/lessons', { query: { limit: 500 } })).json() as { items: { userId: string }[] };
    expect(own.items.length).toBeGreaterThan(0);
    expect(new Set(own.items.map((item) => item.userId))).toEqual(new Set([data.learner]));
    expect((await call('learner', 'GET', `/api/lessons/${data.lessons.learner}`, { query: { include: 'user' } })).statusCode).toBe(200);
    expect((await call('admin', 'GET', `/api/lessons/${data.lessons.bob}`)).statusCode).toBe(200);
  });

  it('answers 404 to anyone writing content: it is written by its import and the administration space only', async () => {
    expect((await call('learner', 'POST', '/api/courses', { body: { title: 'Mine', categoryId: data.category, state: 'DRAFT' } })).statusCode).toBe(404);
    expect((await call('learner', 'PATCH', `/api/courses/${data.course}`, { body: { title: 'Renamed' } })).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `/api/courses/${data.draftCourse}`)).statusCode).toBe(404);
  });

  it('never sends expected answers to a learner: blocks go through publicBlock, page validators are hidden', async () => {
    const learnerBlock = await call('learner', 'GET', `/api/course-blocks/${data.block}`);
    expect(learnerBlock.statusCode).toBe(200);
    expect(learnerBlock.body).not.toMatch(/"correct"|"expected"|Think of the emergency number|All emergency numbers found/);
    const adminBlock = await call('admin', 'GET', `/api/course-blocks/${data.block}`);
    expect(adminBlock.body).toMatch(/"correct":true/);
    const learnerPages = await call('learner', 'GET', '/api/pages', { query: { where: { lessonId: data.lessons.learner }, include: 'block' } });
    expect(learnerPages.body).not.toMatch(/validators|"correct"/);
    expect((await call('learner', 'GET', '/api/pages', { query: { where: { sheet: {} } } })).statusCode).toBe(400);
    expect((await call('admin', 'GET', `/api/pages/${data.pages.active}`)).json()).toMatchObject({ sheet: { validators: { mc: ['n15', 'n18'] } } });
    expect((await call('admin', 'GET', `/api/pages/${data.pages.archived}`)).statusCode).toBe(404);
  });

  it("shows a user's personal fields to themselves only, and never a password hash", async () => {
    const self = await call('learner', 'GET', `/api/users/${data.learner}`);
    expect(self.json()).toMatchObject({ email: 'learner@demo.test', displayName: 'Léa Martin' });
    const classmate = await call('learner', 'GET', `/api/users/${data.bob}`);
    expect(classmate.statusCode).toBe(200);
    expect(classmate.json()).not.toHaveProperty('email');
    expect(classmate.json()).not.toHaveProperty('birthday');
    expect((await call('learner', 'GET', '/api/users', { query: { where: { email: 'bob@demo.test' } } })).statusCode).toBe(400);
    expect((await call('admin', 'GET', '/api/users', { query: { limit: 500 } })).body).not.toMatch(/password|argon2/);
  });

  it('lets a learner write their own log-book records only', async () => {
    const mine = await call('learner', 'POST', '/api/log-book-records', { body: { message: 'Note' } });
    expect(mine.statusCode).toBe(201);
    const id = (mine.json() as { id: string }).id;
    expect((await call('learner', 'PATCH', `/api/log-book-records/${id}`, { body: { message: 'Note, revue' } })).json()).toMatchObject({
      message: 'Note, revue',
    });
    expect((await call('learner', 'POST', '/api/log-book-records', { body: { message: 'For Bob', studentId: data.bob } })).statusCode).toBe(403);
    expect((await call('learner', 'PATCH', `/api/log-book-records/${data.logBook}`, { body: { message: 'Changed' } })).statusCode).toBe(403);
    expect((await call('bob', 'DELETE', `/api/log-book-records/${id}`)).statusCode).toBe(404);
    expect((await call('learner', 'DELETE', `/api/log-book-records/${id}`)).statusCode).toBe(204);
  });

  it('exposes only the public fields of the current context', async () => {
    const response = await call('learner', 'GET', '/api/contexts');
    expect(response.json()).toMatchObject({ items: [{ id: data.tenant, alias: 'demo' }], total: 1 });
    expect(response.body).not.toMatch(/private_?[sS]ettings/);
  });
});

describe("writes of a learner's own records", () => {
  it.each([
    ['a field beginning with _', { _dirty: true }, 'body._dirty'],
    ['an unknown field', { colour: 'red' }, 'body.colour'],
    ['a read-only field', { contextId: '00000000-0000-4000-8000-000000000000' }, 'body.contextId'],
    ['a field written on create only', { classId: null }, 'body.classId'],
    ['a value of the wrong type', { attachmentIds: 'x' }, 'body.attachmentIds'],
    ['a null in a required field', { message: null }, 'body.message'],
  ])('refuses a PATCH with %s (400 naming the field)', async (_name, body, path) => {
    const note = (await call('learner', 'POST', '/api/log-book-records', { body: { message: 'A note' } })).json() as { id: string };
    const response = await call('learner', 'PATCH', `/api/log-book-records/${note.id}`, { body });
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response.body)).toContain(path);
  });

  it('updates only the fields sent, and checks required fields and that references stay in the tenant', async () => {
    expect(issuesOf((await call('learner', 'POST', '/api/log-book-records', { body: { title: 'x' } })).body)).toEqual(['body.message']);
    const note = (await call('learner', 'POST', '/api/log-book-records', { body: { title: 'Titre', message: 'Message', classId: data.klass } })).json() as {
      id: string;
    };
    const patched = await call('learner', 'PATCH', `/api/log-book-records/${note.id}`, { body: { message: 'Revu' } });
    expect(patched.json()).toMatchObject({ id: note.id, title: 'Titre', message: 'Revu', classId: data.klass, studentId: data.learner, userId: data.learner });
    expect((await call('learner', 'PATCH', `/api/log-book-records/${note.id}`, { body: { title: null } })).json()).toMatchObject({
      title: null,
      message: 'Revu',
    });
    // Another tenant's record is no record: 404 naming the field, as for any reference one may not read.
    const [acmeProgram] = await testApp.database.query<{ id: string }>(
      `SELECT p.id FROM programs p JOIN contexts c ON c.id = p.context_id WHERE c.alias = 'acme' LIMIT 1`,
    );
    const foreign = await call('learner', 'POST', '/api/reviews', { body: { resourceType: 'Program', resourceId: acmeProgram!.id, ratio: 0.5 } });
    expect(foreign.statusCode).toBe(404);
    expect(issuesOf(foreign.body)).toEqual(['body.resourceId']);
  });

  it('takes one review of a program from a learner, and keeps it as given', async () => {
    const review = await call('learner', 'POST', '/api/reviews', {
      body: { resourceType: 'Program', resourceId: data.program, classId: data.klass, ratio: 0.8, comment: 'Clair' },
    });
    expect(review.statusCode, review.body).toBe(201);
    expect(review.json()).toMatchObject({ userId: data.learner, resourceId: data.program, ratio: 0.8, comment: 'Clair' });
    const again = await call('learner', 'POST', '/api/reviews', { body: { resourceType: 'Program', resourceId: data.program, ratio: 0.2 } });
    expect(again.statusCode).toBe(400);
    const id = (review.json() as { id: string }).id;
    expect((await call('learner', 'PATCH', `/api/reviews/${id}`, { body: { ratio: 0.2 } })).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `/api/reviews/${id}`)).statusCode).toBe(404);
  });
});

describe('routes of other areas are not shadowed', () => {
  it('still answers GET /api/users/me and GET /api/contexts/current with their own shapes', async () => {
    const me = await call('learner', 'GET', '/api/users/me');
    expect(me.statusCode).toBe(200);
    expect(meSchema.parse(me.json()).domain).toBe('public');
    const current = await testApp.app.inject({ method: 'GET', url: '/api/contexts/current', headers: { host: hosts.demo } });
    expect(current.json()).toMatchObject({ alias: 'demo', settings: { locales: ['fr', 'en'] } });
  });
});

describe('includes', () => {
  it('load with a fixed number of queries, whatever the number of rows (no N+1)', async () => {
    const query = {
      where: { classId: data.klass },
      include: { pages: true, course: { include: 'type' }, class: { include: { classPrograms: { include: 'program' } } } },
    };
    const count = async () => {
      const before = testApp.counter.queries;
      const response = await call('admin', 'GET', '/api/lessons', { query });
      expect(response.statusCode).toBe(200);
      return { queries: testApp.counter.queries - before, rows: (response.json() as { total: number }).total };
    };
    const few = await count();
    for (let index = 0; index < 5; index += 1) {
      const userId = (
        await testApp.database.query<{ id: string }>(`INSERT INTO users (context_id, email) VALUES ($1, $2) RETURNING id`, [
          data.tenant,
          `extra${index}@demo.test`,
        ])
      )[0]?.id;
      await testApp.database.query(
        `INSERT INTO lessons (context_id, class_id, user_id, course_id, class_program_id, program_course_id) VALUES ($1, $2, $3, $4, $5, $6)`,
        [data.tenant, data.klass, userId, data.course, data.classProgram, data.programCourse],
      );
    }
    const many = await count();
    expect(many.rows).toBe(few.rows + 5);
    expect(many.queries).toBe(few.queries);
    // authentication (session, profile) + the list + one per included relation and level.
    expect(many.queries).toBeLessThanOrEqual(3 + 1 + 6);
  });
});
