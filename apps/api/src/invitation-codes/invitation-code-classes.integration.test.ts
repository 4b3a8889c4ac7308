import { invitationCodeChoicesSchema, invitationCodeListSchema, invitationCodeSchema } from '@espace/contracts/admin';
import { myClassesPageSchema } from '@espace/contracts/classes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/**
 * A code that names a class (docs/administration.md#invitation-codes): whoever registers with it
 * becomes a learner of that class in the registration's transaction, lessons included; the class
 * must be the tenant's and take learners when the code is made.
 */
let testApp: TestApp;
let admin: string;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
});
afterAll(async () => {
  await testApp.close();
});

const query = <T extends object>(sql: string, params: unknown[] = []) => testApp.testDatabase.database.query<T>(sql, params);
const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers: Record<string, string> = {}) => {
  const response = await testApp.app.inject({
    method,
    url: `/api/${url}`,
    headers: { host: hosts.demo, authorization: `Bearer ${admin}`, ...headers },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: (response.body === '' ? {} : response.json()) as Record<string, unknown>, etag: response.headers.etag };
};
const createCode = (code: string, classId?: string | null) =>
  call('POST', 'admin/invitation-codes', { code, maxUses: null, expiresAt: null, ...(classId === undefined ? {} : { classId }) });
/** Registers with the code; the new account's id and token. */
async function register(invitationCode: string, username: string): Promise<{ id: string; token: string }> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { host: hosts.demo },
    payload: { invitationCode, username, password: 'Invited#2026' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await query<{ id: string }>(`SELECT u.id FROM users u JOIN contexts c ON c.id = u.context_id WHERE c.alias = 'demo' AND u.username = $1`, [
    username,
  ]);
  return { id: row!.id, token: (response.json() as { access_token: string }).access_token };
}
const myClasses = async (token: string) => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/users/me/classes?page=1&pageSize=50&filter=all',
    headers: { host: hosts.demo, authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return myClassesPageSchema.parse(response.json()).items;
};
const membershipsOf = (userId: string) => query<{ class_id: string; role: string }>('SELECT class_id, role FROM class_users WHERE user_id = $1', [userId]);
const lessonCount = async (userId: string, classId: string) =>
  (await query<{ n: number }>('SELECT count(*)::int AS n FROM lessons WHERE user_id = $1 AND class_id = $2', [userId, classId]))[0]!.n;
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
/** A class the admin makes, with its days. */
async function makeClass(name: string, startAt: string | null, expireAt: string | null): Promise<string> {
  const made = await call('POST', 'admin/classes', { name, startAt, expireAt });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.id as string;
}
const classNamed = async (name: string) => (await query<{ id: string }>('SELECT id FROM classes WHERE name = $1', [name]))[0]!.id;

describe('invitation codes that name a class', () => {
  it('offers the tenant’s classes that take learners, upcoming ones too, and no other tenant’s', async () => {
    await makeClass('Choix terminée', daysFromNow(-40), daysFromNow(-1));
    await makeClass('Choix à venir', daysFromNow(10), null);
    const response = await call('GET', 'admin/invitation-code-choices');
    expect(response.status).toBe(200);
    const names = invitationCodeChoicesSchema.parse(response.body).classes.map((klass) => klass.name);
    expect(names).toContain('Découverte — Relation client');
    expect(names).toContain('Choix à venir');
    expect(names).not.toContain('Choix terminée');
    expect(names).not.toContain('Spring 2026 cohort');
  });

  it('WELCOME-DEMO names the open demo class: a newcomer is its learner at once, with its lessons', async () => {
    const welcome = invitationCodeListSchema.parse((await call('GET', 'admin/invitation-codes')).body).items.find((code) => code.code === 'WELCOME-DEMO');
    const classId = await classNamed('Découverte — Relation client');
    expect(welcome?.class).toEqual({ id: classId, name: 'Découverte — Relation client', open: true });

    const newcomer = await register('welcome-demo', 'welcome.newcomer');
    expect(await membershipsOf(newcomer.id)).toEqual([{ class_id: classId, role: 'STUDENT' }]);
    const [klass, ...others] = await myClasses(newcomer.token);
    expect(others).toEqual([]);
    expect(klass).toMatchObject({ id: classId, name: 'Découverte — Relation client' });
    expect(klass!.lessons.length).toBeGreaterThan(0);
    expect(await lessonCount(newcomer.id, classId)).toBe(klass!.lessons.length);
  });

  it('an admin’s code naming a class enrols whoever registers with it there; the list shows the class', async () => {
    const classId = await makeClass('Classe du code', null, daysFromNow(30));
    const [program] = await query<{ id: string }>(
      `SELECT p.id FROM programs p JOIN contexts c ON c.id = p.context_id WHERE c.alias = 'demo' AND p.name = 'Relation client'`,
    );
    expect((await call('POST', `admin/classes/${classId}/programs`, { programId: program!.id })).status).toBe(201);
    const created = await createCode('CLASS-CODE', classId);
    expect(created.status).toBe(201);
    expect(invitationCodeSchema.parse(created.body).class).toEqual({ id: classId, name: 'Classe du code', open: true });

    const learner = await register('CLASS-CODE', 'class.code');
    expect(await membershipsOf(learner.id)).toEqual([{ class_id: classId, role: 'STUDENT' }]);
    const [klass] = await myClasses(learner.token);
    expect(klass).toMatchObject({ id: classId, name: 'Classe du code' });
    expect(klass!.lessons.length).toBeGreaterThan(0);
    expect(await lessonCount(learner.id, classId)).toBe(klass!.lessons.length);
    // The same write as an admin's: the class's page counts its new learner.
    expect((await call('GET', `admin/classes/${classId}`)).body).toMatchObject({ learnerCount: 1 });
  });

  it('a code naming no class enrols nobody', async () => {
    const created = await createCode('NO-CLASS');
    expect(created.status).toBe(201);
    expect(invitationCodeSchema.parse(created.body).class).toBeNull();
    const learner = await register('NO-CLASS', 'no.class');
    expect(await membershipsOf(learner.id)).toEqual([]);
    expect(await myClasses(learner.token)).toEqual([]);
    expect((await query<{ n: number }>('SELECT count(*)::int AS n FROM lessons WHERE user_id = $1', [learner.id]))[0]!.n).toBe(0);
  });

  it('refuses another tenant’s class (404), a malformed id (400) and a closed class (400), creating nothing', async () => {
    const acmeClass = await classNamed('Spring 2026 cohort');
    expect(await createCode('ACME-CLASS', acmeClass)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect((await createCode('BAD-CLASS', 'not-a-class')).status).toBe(400);
    const ended = await makeClass('Terminée hier', daysFromNow(-40), daysFromNow(-1));
    expect(await createCode('ENDED-CLASS', ended)).toMatchObject({ status: 400, body: { issues: [{ path: 'body.classId', message: 'classClosed' }] } });
    expect(await query(`SELECT id FROM invitation_codes WHERE code IN ('ACME-CLASS', 'BAD-CLASS', 'ENDED-CLASS')`)).toEqual([]);
  });

  it('a class closed since the code was made: registration still succeeds, in no class, and the code says its class is closed', async () => {
    const classId = await makeClass('Fermée depuis', null, null);
    const code = invitationCodeSchema.parse((await createCode('CLOSED-SINCE', classId)).body);
    const read = await call('GET', `admin/classes/${classId}`);
    expect((await call('PATCH', `admin/classes/${classId}`, { closed: true }, { 'if-match': read.etag as string })).status).toBe(200);

    const learner = await register('CLOSED-SINCE', 'closed.since');
    expect(await membershipsOf(learner.id)).toEqual([]);
    const listed = invitationCodeListSchema.parse((await call('GET', 'admin/invitation-codes')).body).items.find((item) => item.id === code.id);
    expect(listed).toMatchObject({ useCount: 1, class: { id: classId, name: 'Fermée depuis', open: false } });
  });
});
