import { adminClassDetailSchema, adminClassesSchema, adminClassMemberSchema, adminClassMembersSchema } from '@espace/contracts/admin-classes';
import { auditLogSchema } from '@espace/contracts/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, registerInvitedLearner, signIn, type TestApp } from '../test/test-app';

/** Classes, their programs and members, as the tenant's admin runs them (docs/administration.md#classes). */
let testApp: TestApp;
let admin: string;
let teacher: string;
let programs: { id: string; name: string }[];
let acme: { classId: string; programId: string; userId: string };

const day = 24 * 3_600_000;
const at = (days: number) => new Date(Date.now() + days * day).toISOString();
const query = <T extends object>(sql: string, params: unknown[] = []) => testApp.testDatabase.database.query<T>(sql, params);

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
  programs = await query(`SELECT p.id, p.name FROM programs p JOIN contexts c ON c.id = p.context_id WHERE c.alias = 'demo' ORDER BY p.name`);
  const [acmeClass] = await query<{ id: string; context_id: string }>(
    `SELECT cl.id, cl.context_id FROM classes cl JOIN contexts c ON c.id = cl.context_id WHERE c.alias = 'acme' LIMIT 1`,
  );
  const [acmeProgram] = await query<{ id: string }>('SELECT id FROM programs WHERE context_id = $1 LIMIT 1', [acmeClass!.context_id]);
  const [acmeUser] = await query<{ id: string }>('SELECT id FROM users WHERE context_id = $1 LIMIT 1', [acmeClass!.context_id]);
  acme = { classId: acmeClass!.id, programId: acmeProgram!.id, userId: acmeUser!.id };
});
afterAll(async () => {
  await testApp.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** A change of a class's details names the class's current version, as its screen does (docs/api.md#document-versions). */
const call = async (token: string, method: Method, url: string, payload?: object) => {
  const headers = { host: hosts.demo, authorization: `Bearer ${token}` };
  const version =
    method === 'PATCH' && /^admin\/classes\/[^/]+$/.test(url)
      ? (await testApp.app.inject({ method: 'GET', url: `/api/${url}`, headers })).headers.etag
      : undefined;
  const response = await testApp.app.inject({
    method,
    url: `/api/${url}`,
    headers: { ...headers, ...(typeof version === 'string' ? { 'if-match': version } : {}) },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: (response.body === '' ? {} : response.json()) as Record<string, unknown> };
};
const createClass = async (name: string, startAt: string | null, expireAt: string | null) => {
  const response = await call(admin, 'POST', 'admin/classes', { name, startAt, expireAt });
  expect(response.status).toBe(201);
  return adminClassDetailSchema.parse(response.body);
};
async function newLearner(username: string): Promise<{ id: string; token: string }> {
  const token = await registerInvitedLearner(testApp.app, username, 'Learner#2026');
  const [row] = await query<{ id: string }>(`SELECT u.id FROM users u JOIN contexts c ON c.id = u.context_id WHERE c.alias = 'demo' AND u.username = $1`, [
    username,
  ]);
  return { id: row!.id, token };
}
const lessonsOf = (userId: string, classId: string) =>
  query<{ state: string; archived: boolean }>('SELECT state, archived_at IS NOT NULL AS archived FROM lessons WHERE user_id = $1 AND class_id = $2', [
    userId,
    classId,
  ]);
const auditActions = async (count: number) => auditLogSchema.parse((await call(admin, 'GET', 'admin/audit-log')).body).items.slice(0, count);

describe('a class', () => {
  it('is created with a name, dates and the phone switch; the end must come after the start and the name be 1 to 120 characters', async () => {
    const created = await createClass('Hiver 2027 — Vente', at(-10), at(90));
    expect(created).toMatchObject({ name: 'Hiver 2027 — Vente', mobileAllowed: true, closed: false, period: 'current', programs: [], learnerCount: 0 });
    expect((await call(admin, 'POST', 'admin/classes', { name: 'Backwards', startAt: at(5), expireAt: at(1) })).status).toBe(400);
    expect((await call(admin, 'POST', 'admin/classes', { name: ' ', startAt: null, expireAt: null })).status).toBe(400);
    expect((await call(admin, 'POST', 'admin/classes', { name: 'x'.repeat(121), startAt: null, expireAt: null })).status).toBe(400);
    expect((await call(admin, 'POST', 'admin/classes', { name: 'Extra', startAt: null, expireAt: null, expired: true })).status).toBe(400);
    const [audit] = await auditActions(1);
    expect(audit).toMatchObject({
      action: 'class.created',
      target: { id: created.id, label: 'Hiver 2027 — Vente' },
      before: null,
      after: { name: 'Hiver 2027 — Vente', mobileAllowed: true, closed: false },
    });
  });

  it('is listed by name (any case and accents, % a letter) and by period: current, upcoming, past, closed', async () => {
    const upcoming = await createClass('Filtre à venir', at(10), at(40));
    const past = await createClass('Filtre passé', at(-40), at(-10));
    const closed = await createClass('Filtre fermé', null, null);
    expect((await call(admin, 'PATCH', `admin/classes/${closed.id}`, { closed: true })).status).toBe(200);
    const list = async (search: string, filter: string) =>
      adminClassesSchema.parse((await call(admin, 'GET', `admin/classes?search=${encodeURIComponent(search)}&filter=${filter}`)).body);
    expect((await list('FILTRE', 'all')).total).toBe(3);
    expect((await list('filtre', 'upcoming')).items.map((klass) => klass.id)).toEqual([upcoming.id]);
    expect((await list('filtre', 'past')).items.map((klass) => klass.id)).toEqual([past.id]);
    expect((await list('filtre', 'closed')).items).toMatchObject([{ id: closed.id, closed: true, period: 'past' }]);
    expect((await list('filtre', 'current')).total).toBe(0);
    // Any accents: « passe » finds « passé », « FILTRE A VENIR » the upcoming one.
    expect((await list('filtre passe', 'all')).items.map((klass) => klass.id)).toEqual([past.id]);
    expect((await list('FILTRE A VENIR', 'all')).items.map((klass) => klass.id)).toEqual([upcoming.id]);
    expect((await list('%', 'all')).total).toBe(0);
    expect((await list('', 'all')).items.some((klass) => klass.name.startsWith('Printemps 2026'))).toBe(true);
    expect((await call(admin, 'GET', 'admin/classes?filter=soon')).status).toBe(400);
  });

  it('changes its details from the version it was read at: 428 without one, 412 from an older one, nothing written', async () => {
    const klass = await createClass('Versionnée', at(-1), at(30));
    const url = `/api/admin/classes/${klass.id}`;
    const headers = { host: hosts.demo, authorization: `Bearer ${admin}` };
    const read = await testApp.app.inject({ method: 'GET', url, headers });
    const version = read.headers.etag as string;
    expect(version).toMatch(/^"[\w-]+"$/);
    // Its programs and the clock do not move it: only what its details form edits.
    expect((await testApp.app.inject({ method: 'GET', url, headers })).headers.etag).toBe(version);

    expect((await testApp.app.inject({ method: 'PATCH', url, headers, payload: { name: 'Sans version' } })).statusCode).toBe(428);
    const first = await testApp.app.inject({ method: 'PATCH', url, headers: { ...headers, 'if-match': version }, payload: { name: 'Onglet A' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(version);
    const stale = await testApp.app.inject({ method: 'PATCH', url, headers: { ...headers, 'if-match': version }, payload: { mobileAllowed: false } });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION' });
    expect(adminClassDetailSchema.parse((await call(admin, 'GET', `admin/classes/${klass.id}`)).body)).toMatchObject({ name: 'Onglet A', mobileAllowed: true });
  });

  it('is renamed and its dates moved, recorded with before and after; closing hides it from its learners’ Home, reopening brings it back', async () => {
    const klass = await createClass('À renommer', at(-1), at(30));
    const learner = await newLearner('close.learner');
    expect((await call(admin, 'POST', `admin/classes/${klass.id}/members`, { userId: learner.id, role: 'STUDENT' })).status).toBe(201);
    const renamed = await call(admin, 'PATCH', `admin/classes/${klass.id}`, { name: 'Renommée', expireAt: at(60), mobileAllowed: false });
    expect(adminClassDetailSchema.parse(renamed.body)).toMatchObject({ name: 'Renommée', mobileAllowed: false });
    const [updated] = await auditActions(1);
    expect(updated).toMatchObject({
      action: 'class.updated',
      before: { name: 'À renommer', mobileAllowed: true },
      after: { name: 'Renommée', mobileAllowed: false },
    });
    expect((await call(admin, 'PATCH', `admin/classes/${klass.id}`, { startAt: at(70) })).status).toBe(400);

    const homeNames = async () =>
      ((await call(learner.token, 'GET', 'users/me/classes')).body as { items?: { name?: string; class?: { name?: string } }[] }).items ?? [];
    const seen = JSON.stringify(await homeNames());
    expect(seen).toContain('Renommée');
    expect((await call(admin, 'PATCH', `admin/classes/${klass.id}`, { closed: true })).status).toBe(200);
    expect((await auditActions(1))[0]).toMatchObject({ action: 'class.closed', before: { closed: false }, after: { closed: true } });
    expect(JSON.stringify(await homeNames())).not.toContain('Renommée');
    expect((await call(admin, 'PATCH', `admin/classes/${klass.id}`, { closed: false })).status).toBe(200);
    expect((await auditActions(1))[0]).toMatchObject({ action: 'class.reopened' });
    // The same again changes nothing and records nothing.
    const total = auditLogSchema.parse((await call(admin, 'GET', 'admin/audit-log')).body).total;
    expect((await call(admin, 'PATCH', `admin/classes/${klass.id}`, { closed: false, name: 'Renommée' })).status).toBe(200);
    expect(auditLogSchema.parse((await call(admin, 'GET', 'admin/audit-log')).body).total).toBe(total);
  });
});

describe("a class's programs", () => {
  it('adds a program of the tenant: its learners get its lessons at once; twice is 409', async () => {
    const klass = await createClass('Programmes', at(-5), at(100));
    const learner = await newLearner('program.learner');
    await call(admin, 'POST', `admin/classes/${klass.id}/members`, { userId: learner.id, role: 'STUDENT' });
    expect(await lessonsOf(learner.id, klass.id)).toEqual([]);
    const added = await call(admin, 'POST', `admin/classes/${klass.id}/programs`, { programId: programs[0]!.id });
    expect(added.status).toBe(201);
    expect(adminClassDetailSchema.parse(added.body).programs).toMatchObject([
      { programId: programs[0]!.id, order: 0, startAt: null, opening: { from: klass.startAt, to: klass.expireAt } },
    ]);
    expect((await lessonsOf(learner.id, klass.id)).length).toBeGreaterThan(0);
    expect((await call(admin, 'POST', `admin/classes/${klass.id}/programs`, { programId: programs[0]!.id })).status).toBe(409);
    expect((await auditActions(1))[0]).toMatchObject({ action: 'class.program-added', after: { programId: programs[0]!.id, program: programs[0]!.name } });
  });

  it('sets a window within sense: after its start, meeting the class window', async () => {
    const klass = await createClass('Fenêtres', at(-5), at(100));
    const detail = adminClassDetailSchema.parse(
      (await call(admin, 'POST', `admin/classes/${klass.id}/programs`, { programId: programs[1]!.id, startAt: at(10), expireAt: null })).body,
    );
    const id = detail.programs[0]!.id;
    // Its own start, later than the class's, narrows the window; its end is the class's.
    expect(detail.programs[0]!.opening).toEqual({ from: detail.programs[0]!.startAt, to: klass.expireAt });
    expect(Date.parse(detail.programs[0]!.startAt!)).toBeGreaterThan(Date.now() + 9 * day);
    // Each refusal names the bound it breaks, by its field, and says why in a word.
    expect(await call(admin, 'PATCH', `admin/classes/${klass.id}/programs/${id}`, { startAt: at(20), expireAt: at(15) })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'body.expireAt', message: 'endBeforeStart' }] },
    });
    expect(await call(admin, 'PATCH', `admin/classes/${klass.id}/programs/${id}`, { startAt: at(200), expireAt: null })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'body.startAt', message: 'startsAfterClassEnds' }] },
    });
    expect(await call(admin, 'POST', `admin/classes/${klass.id}/programs`, { programId: programs[0]!.id, startAt: null, expireAt: at(-30) })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'body.expireAt', message: 'endsBeforeClassStarts' }] },
    });
    const moved = await call(admin, 'PATCH', `admin/classes/${klass.id}/programs/${id}`, { startAt: null, expireAt: at(50) });
    expect(adminClassDetailSchema.parse(moved.body).programs[0]).toMatchObject({ startAt: null, opening: { from: klass.startAt } });
    expect((await auditActions(1))[0]).toMatchObject({ action: 'class.program-window-changed', after: { startAt: null } });
    // The class's dates cannot leave the program without a window.
    expect(await call(admin, 'PATCH', `admin/classes/${klass.id}`, { startAt: at(60) })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'body', message: 'closesAProgram' }], data: { program: programs[1]!.name } },
    });
  });

  it("gives back the lessons that expired once the class's or the program's new dates open their window again", async () => {
    const klass = await createClass('Prolongée', at(-40), at(-10));
    const learner = await newLearner('extended.learner');
    await call(admin, 'POST', `admin/classes/${klass.id}/members`, { userId: learner.id, role: 'STUDENT' });
    // The demo program with the most published courses: the first opens, the others wait their turn.
    const [longest] = await query<{ id: string }>(
      `SELECT pc.program_id AS id FROM program_courses pc JOIN courses co ON co.id = pc.course_id AND co.state <> 'DRAFT'
        WHERE pc.program_id = ANY($1::uuid[]) GROUP BY pc.program_id ORDER BY count(*) DESC, pc.program_id LIMIT 1`,
      [programs.map((program) => program.id)],
    );
    const detail = adminClassDetailSchema.parse((await call(admin, 'POST', `admin/classes/${klass.id}/programs`, { programId: longest!.id })).body);
    const states = async () => (await lessonsOf(learner.id, klass.id)).map((lesson) => lesson.state).sort();
    // Created in a closed window: every lesson EXPIRED.
    const created = await states();
    expect(created.length).toBeGreaterThan(1);
    expect(new Set(created)).toEqual(new Set(['EXPIRED']));
    // The class runs a month longer: its lessons come back as enrolment would give them today.
    expect((await call(admin, 'PATCH', `admin/classes/${klass.id}`, { expireAt: at(30) })).status).toBe(200);
    const control = await createClass('Témoin', at(-40), at(30));
    const controlLearner = await newLearner('control.learner');
    await call(admin, 'POST', `admin/classes/${control.id}/members`, { userId: controlLearner.id, role: 'STUDENT' });
    await call(admin, 'POST', `admin/classes/${control.id}/programs`, { programId: longest!.id });
    const enrolledToday = (await lessonsOf(controlLearner.id, control.id)).map((lesson) => lesson.state).sort();
    expect(enrolledToday).toContain('LOCKED');
    expect(await states()).toEqual(enrolledToday);
    const [first] = await query<{ id: string }>("SELECT id FROM lessons WHERE user_id = $1 AND class_id = $2 AND state = 'AVAILABLE'", [learner.id, klass.id]);
    const play = () => call(learner.token, 'GET', `lessons/${first!.id}/pages/current`);
    expect((await play()).status).toBe(200);
    // The program's own end passes: the learner is refused and the lesson recorded EXPIRED…
    const programId = detail.programs[0]!.id;
    expect((await call(admin, 'PATCH', `admin/classes/${klass.id}/programs/${programId}`, { startAt: null, expireAt: at(-5) })).status).toBe(200);
    expect((await play()).status).toBe(409);
    expect(await query('SELECT state FROM lessons WHERE id = $1', [first!.id])).toEqual([{ state: 'EXPIRED' }]);
    // …until the program's window is moved on: opened before, it is AVAILABLE again and plays.
    expect((await call(admin, 'PATCH', `admin/classes/${klass.id}/programs/${programId}`, { startAt: null, expireAt: at(20) })).status).toBe(200);
    expect(await query('SELECT state, ended_at FROM lessons WHERE id = $1', [first!.id])).toEqual([{ state: 'AVAILABLE', ended_at: null }]);
    expect((await play()).status).toBe(200);
  });

  it('orders the programs (all of them, each once) and removes one nobody started; a started one is kept (409)', async () => {
    const klass = await createClass('Ordre', null, null);
    for (const program of programs.slice(0, 3)) await call(admin, 'POST', `admin/classes/${klass.id}/programs`, { programId: program.id });
    const detail = adminClassDetailSchema.parse((await call(admin, 'GET', `admin/classes/${klass.id}`)).body);
    const ids = detail.programs.map((program) => program.id);
    const reversed = [...ids].reverse();
    const ordered = await call(admin, 'PUT', `admin/classes/${klass.id}/programs/order`, { classProgramIds: reversed });
    expect(adminClassDetailSchema.parse(ordered.body).programs.map((program) => program.id)).toEqual(reversed);
    expect((await auditActions(1))[0]).toMatchObject({ action: 'class.programs-reordered' });
    expect((await call(admin, 'PUT', `admin/classes/${klass.id}/programs/order`, { classProgramIds: reversed.slice(1) })).status).toBe(400);
    expect((await call(admin, 'PUT', `admin/classes/${klass.id}/programs/order`, { classProgramIds: [ids[0], ids[0], ids[1]] })).status).toBe(400);

    const learner = await newLearner('order.learner');
    await call(admin, 'POST', `admin/classes/${klass.id}/members`, { userId: learner.id, role: 'STUDENT' });
    await query('UPDATE lessons SET started_at = now() WHERE user_id = $1 AND class_program_id = $2', [learner.id, ids[0]]);
    expect((await call(admin, 'DELETE', `admin/classes/${klass.id}/programs/${ids[0]}`)).status).toBe(409);
    const removed = await call(admin, 'DELETE', `admin/classes/${klass.id}/programs/${ids[1]}`);
    expect(adminClassDetailSchema.parse(removed.body).programs.map((program) => program.id)).not.toContain(ids[1]);
    expect((await auditActions(1))[0]).toMatchObject({ action: 'class.program-removed', before: { programId: detail.programs[1]!.programId } });
  });
});

describe("a class's members", () => {
  it('adds an existing user as a learner (who gets the lessons) or a teacher; once only', async () => {
    const klass = await createClass('Membres', at(-1), null);
    await call(admin, 'POST', `admin/classes/${klass.id}/programs`, { programId: programs[0]!.id });
    const learner = await newLearner('member.learner');
    const added = await call(admin, 'POST', `admin/classes/${klass.id}/members`, { userId: learner.id, role: 'STUDENT' });
    expect(added.status).toBe(201);
    expect(adminClassMemberSchema.parse(added.body)).toMatchObject({ userId: learner.id, role: 'STUDENT', deactivated: false });
    const lessons = await lessonsOf(learner.id, klass.id);
    expect(lessons.length).toBeGreaterThan(0);
    expect(lessons.some((lesson) => lesson.state === 'AVAILABLE')).toBe(true);
    expect((await call(admin, 'POST', `admin/classes/${klass.id}/members`, { userId: learner.id, role: 'TEACHER' })).status).toBe(409);
    const [teacherRow] = await query<{ id: string }>(
      `SELECT u.id FROM users u JOIN contexts c ON c.id = u.context_id WHERE c.alias = 'demo' AND u.email = 'teacher@demo.test'`,
    );
    expect((await call(admin, 'POST', `admin/classes/${klass.id}/members`, { userId: teacherRow!.id, role: 'TEACHER' })).status).toBe(201);
    expect(await lessonsOf(teacherRow!.id, klass.id)).toEqual([]);
    expect((await auditActions(1))[0]).toMatchObject({
      action: 'class.member-added',
      target: { id: klass.id },
      after: { userId: teacherRow!.id, role: 'TEACHER' },
    });

    const members = adminClassMembersSchema.parse((await call(admin, 'GET', `admin/classes/${klass.id}/members`)).body);
    expect(members.items.map((member) => member.role)).toEqual(['TEACHER', 'STUDENT']);
    const learners = adminClassMembersSchema.parse((await call(admin, 'GET', `admin/classes/${klass.id}/members?role=STUDENT&search=MEMBER.lear`)).body);
    expect(learners.items.map((member) => member.userId)).toEqual([learner.id]);
    expect(
      adminClassMembersSchema
        .parse((await call(admin, 'GET', `admin/classes/${klass.id}/members?search=${encodeURIComponent('THOMAS bernard')}`)).body)
        .items.map((member) => member.userId),
    ).toEqual([teacherRow!.id]);
  });

  it('archives a removed learner’s lessons and gives them back when enrolled again; made a teacher, the same', async () => {
    const klass = await createClass('Départs', null, null);
    await call(admin, 'POST', `admin/classes/${klass.id}/programs`, { programId: programs[0]!.id });
    const learner = await newLearner('leaving.learner');
    await call(admin, 'POST', `admin/classes/${klass.id}/members`, { userId: learner.id, role: 'STUDENT' });
    const count = (await lessonsOf(learner.id, klass.id)).length;

    expect((await call(admin, 'DELETE', `admin/classes/${klass.id}/members/${learner.id}`)).status).toBe(204);
    expect((await lessonsOf(learner.id, klass.id)).every((lesson) => lesson.archived)).toBe(true);
    expect((await auditActions(1))[0]).toMatchObject({ action: 'class.member-removed', before: { userId: learner.id, role: 'STUDENT' }, after: null });
    expect((await call(admin, 'DELETE', `admin/classes/${klass.id}/members/${learner.id}`)).status).toBe(404);

    await call(admin, 'POST', `admin/classes/${klass.id}/members`, { userId: learner.id, role: 'STUDENT' });
    const back = await lessonsOf(learner.id, klass.id);
    expect(back).toHaveLength(count);
    expect(back.every((lesson) => !lesson.archived)).toBe(true);

    const changed = await call(admin, 'PATCH', `admin/classes/${klass.id}/members/${learner.id}`, { role: 'TEACHER' });
    expect(adminClassMemberSchema.parse(changed.body).role).toBe('TEACHER');
    expect((await lessonsOf(learner.id, klass.id)).every((lesson) => lesson.archived)).toBe(true);
    expect((await auditActions(1))[0]).toMatchObject({ action: 'class.member-changed', before: { role: 'STUDENT' }, after: { role: 'TEACHER' } });
  });
});

describe('reach', () => {
  it("answers 404 for another tenant's class, program or user, and 403 to anyone but the admin", async () => {
    const klass = await createClass('Portée', null, null);
    expect((await call(admin, 'GET', `admin/classes/${acme.classId}`)).status).toBe(404);
    expect((await call(admin, 'PATCH', `admin/classes/${acme.classId}`, { closed: true })).status).toBe(404);
    expect((await call(admin, 'GET', `admin/classes/${acme.classId}/members`)).status).toBe(404);
    expect((await call(admin, 'POST', `admin/classes/${acme.classId}/programs`, { programId: programs[0]!.id })).status).toBe(404);
    expect((await call(admin, 'POST', `admin/classes/${klass.id}/programs`, { programId: acme.programId })).status).toBe(404);
    expect((await call(admin, 'POST', `admin/classes/${klass.id}/members`, { userId: acme.userId, role: 'STUDENT' })).status).toBe(404);
    expect((await call(admin, 'PATCH', `admin/classes/${klass.id}/members/${acme.userId}`, { role: 'STUDENT' })).status).toBe(404);
    expect((await call(admin, 'DELETE', `admin/classes/${klass.id}/programs/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    const [closedByAcme] = await query<{ expired: boolean }>('SELECT expired FROM classes WHERE id = $1', [acme.classId]);
    expect(closedByAcme!.expired).toBe(false);

    expect((await call(teacher, 'GET', 'admin/classes')).status).toBe(403);
    expect((await call(teacher, 'POST', `admin/classes/${klass.id}/members`, { userId: acme.userId, role: 'STUDENT' })).status).toBe(403);
  });
});
