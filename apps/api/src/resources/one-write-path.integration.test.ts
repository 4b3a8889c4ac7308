import { describe, expect, it } from 'vitest';
import { hosts, registerInvitedLearner } from '../test/test-app';
import { useResourceFixtures } from '../test/use-resource-fixtures';

/**
 * One write path per table (docs/architecture.md#who-writes-each-table): the generic resources write
 * nothing an area's use case owns, for anyone, the tenant's admin and a company's admin included. Each
 * case is an attack that worked when the generic routes wrote those tables with rules of their own.
 */
const { testApp, data, call } = useResourceFixtures(['learner', 'admin']);
const count = async (sql: string, params: unknown[]) => (await testApp.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n;

/** The ADMIN of a company of the tenant: a content manager for the generic resources' reads. */
async function companyAdmin(): Promise<string> {
  const token = await registerInvitedLearner(testApp.app, 'writes.company-admin', 'Company#2026');
  await testApp.database.query(
    `WITH company AS (INSERT INTO companies (context_id, name) VALUES ($1, 'Writes SARL') RETURNING id)
     INSERT INTO company_users (context_id, company_id, user_id, role) SELECT $1, company.id, u.id, 'ADMIN' FROM company, users u WHERE u.context_id = $1 AND u.username = 'writes.company-admin'`,
    [data.tenant],
  );
  return token;
}

describe('content cannot be removed through the generic resources (H-3)', () => {
  it("refuses a company admin's and the tenant admin's removal of a started program and all it is made of; the learners' lessons and answers stay", async () => {
    const token = await companyAdmin();
    const asCompanyAdmin = (method: 'DELETE' | 'PATCH' | 'POST', url: string, payload?: object) =>
      testApp.app.inject({ method, url, headers: { host: hosts.demo, authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
    const targets = [
      ['programs', data.program],
      ['program-courses', data.programCourse],
      ['courses', data.course],
      ['course-nodes', data.nodes.first],
      ['course-blocks', data.block],
      ['course-terms', data.terms[0]],
      ['course-competencies', data.competencies[0]],
      ['course-categories', data.category],
      ['course-types', data.type],
      ['class-programs', data.classProgram],
      ['classes', data.klass],
    ] as const;
    for (const [resource, id] of targets) {
      for (const response of [await asCompanyAdmin('DELETE', `/api/${resource}/${id}`), await call('admin', 'DELETE', `/api/${resource}/${id}`)]) {
        expect(response.statusCode, `DELETE ${resource}: ${response.body}`).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
      expect((await asCompanyAdmin('PATCH', `/api/${resource}/${id}`, { title: 'Hijacked', name: 'Hijacked', state: 'DRAFT' })).statusCode).toBe(404);
    }
    expect((await asCompanyAdmin('POST', '/api/programs', { name: 'Mine', state: 'PUBLISHED' })).statusCode).toBe(404);
    expect(await count('programs WHERE id = $1', [data.program])).toBe(1);
    expect(await count('lessons WHERE id = $1', [data.lessons.learner])).toBe(1);
    expect(await count('lesson_pages WHERE lesson_id = $1', [data.lessons.learner])).toBe(2);
    expect(await count("programs WHERE id = $1 AND name = 'Fixture program' AND state = 'PUBLISHED'", [data.program])).toBe(1);
  });

  it("never cascades learners' work away: the database refuses to delete what a lesson or an answered page hangs on", async () => {
    for (const [table, id] of [
      ['programs', data.program],
      ['courses', data.course],
      ['program_courses', data.programCourse],
      ['class_programs', data.classProgram],
      ['classes', data.klass],
      ['course_nodes', data.nodes.first],
      ['course_blocks', data.block],
    ] as const) {
      await expect(testApp.database.query(`DELETE FROM ${table} WHERE id = $1`, [id]), table).rejects.toMatchObject({ code: expect.stringMatching(/^23/) });
    }
    expect(await count('lessons WHERE id = $1', [data.lessons.learner])).toBe(1);
    expect(await count('lesson_pages WHERE lesson_id = $1', [data.lessons.learner])).toBe(2);
  });

  it('still lets the administration remove a program of a class that nobody started, with its unopened lessons', async () => {
    const program = (
      await testApp.database.query<{ id: string }>(`INSERT INTO programs (context_id, name, state) VALUES ($1, 'Unstarted', 'PUBLISHED') RETURNING id`, [
        data.tenant,
      ])
    )[0]!.id;
    await testApp.database.query(`INSERT INTO program_courses (context_id, program_id, course_id, "order") VALUES ($1, $2, $3, 0)`, [
      data.tenant,
      program,
      data.course,
    ]);
    const added = await call('admin', 'POST', `/api/admin/classes/${data.klass}/programs`, { body: { programId: program } });
    expect(added.statusCode, added.body).toBe(201);
    const classProgram = (
      await testApp.database.query<{ id: string }>('SELECT id FROM class_programs WHERE class_id = $1 AND program_id = $2', [data.klass, program])
    )[0]!.id;
    expect(await count('lessons WHERE class_program_id = $1', [classProgram])).toBeGreaterThan(0);
    expect((await call('admin', 'DELETE', `/api/admin/classes/${data.klass}/programs/${classProgram}`)).statusCode).toBe(200);
    expect(await count('lessons WHERE class_program_id = $1', [classProgram])).toBe(0);
    // The fixture's program has started lessons: kept, 409.
    const started = await call('admin', 'DELETE', `/api/admin/classes/${data.klass}/programs/${data.classProgram}`);
    expect(started.statusCode).toBe(409);
    expect(await count('lessons WHERE id = $1', [data.lessons.learner])).toBe(1);
  });
});

describe('roles and accounts are changed in the administration space only (M-1)', () => {
  it("refuses the tenant admin's own promotion to superadmin and any change of roles and accounts through the generic resources", async () => {
    const role = await call('admin', 'POST', '/api/roles', { body: { name: 'superadmin', permissions: [] } });
    expect(role.statusCode).toBe(404);
    const adminRole = (await testApp.database.query<{ id: string }>(`SELECT id FROM roles WHERE context_id = $1 AND name = 'admin'`, [data.tenant]))[0]!.id;
    expect((await call('admin', 'POST', '/api/role-users', { body: { roleId: adminRole, principalId: data.learner } })).statusCode).toBe(404);
    const grant = (await testApp.database.query<{ id: string }>('SELECT id FROM role_users WHERE principal_id = $1', [data.admin]))[0]!.id;
    expect((await call('admin', 'PATCH', `/api/role-users/${grant}`, { body: { scopeId: null } })).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `/api/role-users/${grant}`)).statusCode).toBe(404);
    expect((await call('admin', 'PATCH', `/api/roles/${adminRole}`, { body: { name: 'superadmin' } })).statusCode).toBe(404);
    expect((await call('admin', 'PATCH', `/api/users/${data.learner}`, { body: { email: 'taken@evil.test' } })).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `/api/users/${data.learner}`)).statusCode).toBe(404);
    expect(await count(`roles WHERE context_id = $1 AND name = 'superadmin'`, [data.tenant])).toBe(0);
    expect(await count('role_users WHERE principal_id = $1', [data.learner])).toBe(0);
    expect(await count(`users WHERE id = $1 AND email = 'learner@demo.test'`, [data.learner])).toBe(1);
  });

  it('refuses the generic writes of enrolment, lessons, score records and files to the admin', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/class-users', { classId: data.klass, userId: data.admin, role: 'STUDENT' }],
      ['POST', '/api/class-programs', { classId: data.klass, programId: data.program }],
      ['PATCH', `/api/class-users/${data.classUsers.learner}`, { role: 'TEACHER' }],
      ['DELETE', `/api/class-users/${data.classUsers.learner}`, undefined],
      ['PATCH', `/api/lessons/${data.lessons.learner}`, { state: 'DONE' }],
      ['POST', '/api/records', { userId: data.learner, scores: {} }],
      ['POST', '/api/companies', { name: 'Mine' }],
      ['POST', '/api/company-users', { companyId: data.company, userId: data.admin, role: 'OWNER' }],
      ['POST', '/api/libraries', { ownerType: 'Context' }],
    ] as const) {
      expect((await call('admin', method, url, body ? { body } : {})).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await count(`class_users WHERE id = $1 AND role = 'STUDENT'`, [data.classUsers.learner])).toBe(1);
    expect(await count(`lessons WHERE id = $1 AND state = 'AVAILABLE'`, [data.lessons.learner])).toBe(1);
  });
});
