import { invitationCodeListSchema, invitationCodeSchema, invitationCodeUsesSchema, auditLogSchema } from '@espace/contracts/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/** Invitation codes and the audit log, as the tenant's admin runs them (docs/administration.md). */
let testApp: TestApp;
let admin: string;
let teacher: string;
let acmeLearner: string;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
  acmeLearner = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
});
afterAll(async () => {
  await testApp.close();
});

type Method = 'GET' | 'POST' | 'PATCH';
const call = async (token: string, method: Method, url: string, payload?: object, host = hosts.demo) => {
  const response = await testApp.app.inject({
    method,
    url: `/api/admin/${url}`,
    headers: { host, authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};
const register = (invitationCode: string, username: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/users', headers: { host: hosts.demo }, payload: { invitationCode, username, password: 'Invited#2026' } });
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('invitation codes', () => {
  let created: { id: string; code: string };

  it('lists the seeded code with its state', async () => {
    const response = await call(admin, 'GET', 'invitation-codes');
    expect(response.status).toBe(200);
    const { items } = invitationCodeListSchema.parse(response.body);
    expect(items.find((code) => code.code === 'WELCOME-DEMO')).toMatchObject({ maxUses: 100, state: 'available', disabledAt: null });
  });

  it('creates a code with a limit and an expiry, which a learner then registers with; its uses list them', async () => {
    const response = await call(admin, 'POST', 'invitation-codes', { code: 'SPRING-2027', maxUses: 2, expiresAt: inAnHour() });
    expect(response.status).toBe(201);
    const code = invitationCodeSchema.parse(response.body);
    expect(code).toMatchObject({ code: 'SPRING-2027', maxUses: 2, useCount: 0, state: 'available', createdBy: 'Alice Durand' });
    created = code;

    expect((await register('spring-2027', 'spring.one')).statusCode).toBe(201);
    const uses = invitationCodeUsesSchema.parse((await call(admin, 'GET', `invitation-codes/${code.id}`)).body);
    expect(uses.code.useCount).toBe(1);
    expect(uses.items.map((use) => use.username)).toEqual(['spring.one']);
  });

  it('generates a code when none is given', async () => {
    const response = await call(admin, 'POST', 'invitation-codes', { maxUses: null, expiresAt: null });
    expect(response.status).toBe(201);
    expect(invitationCodeSchema.parse(response.body).code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  });

  it('refuses a code the tenant has in another case, an expiry in the past, a malformed code, and a limit of 0', async () => {
    const taken = await call(admin, 'POST', 'invitation-codes', { code: 'welcome-demo', maxUses: null, expiresAt: null });
    expect(taken).toMatchObject({ status: 409, body: { code: 'UNIQUE_INVITATION_CODE' } });
    const past = await call(admin, 'POST', 'invitation-codes', { code: 'PAST-CODE', maxUses: null, expiresAt: '2020-01-01T00:00:00Z' });
    expect(past).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    for (const body of [
      { code: 'no spaces!', maxUses: null, expiresAt: null },
      { code: 'x'.repeat(41), maxUses: null, expiresAt: null },
      { maxUses: 0, expiresAt: null },
      { maxUses: 1, expiresAt: null, extra: true },
    ]) {
      expect((await call(admin, 'POST', 'invitation-codes', body)).status).toBe(400);
    }
  });

  it('lets one of twenty parallel creations of the same code through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(admin, 'POST', 'invitation-codes', { code: 'RACE-CODE', maxUses: null, expiresAt: null })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
  });

  it('disables a code: registration refuses it at once; enabled again, it is accepted', async () => {
    const disabled = await call(admin, 'PATCH', `invitation-codes/${created.id}`, { disabled: true });
    expect(disabled.status).toBe(200);
    expect(invitationCodeSchema.parse(disabled.body)).toMatchObject({ state: 'disabled' });
    const refused = await register('SPRING-2027', 'spring.two');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_INVITATION_CODE' });

    expect((await call(admin, 'PATCH', `invitation-codes/${created.id}`, { disabled: false })).status).toBe(200);
    expect((await register('SPRING-2027', 'spring.two')).statusCode).toBe(201);
    // Its limit of 2 is now reached.
    const used = invitationCodeSchema.parse((await call(admin, 'GET', `invitation-codes/${created.id}`)).body.code);
    expect(used).toMatchObject({ useCount: 2, state: 'usedUp' });
  });

  it('lets no one else in: a trainer is refused, another tenant sees no code', async () => {
    expect((await call(teacher, 'GET', 'invitation-codes')).status).toBe(403);
    expect((await call(teacher, 'POST', 'invitation-codes', { maxUses: null, expiresAt: null })).status).toBe(403);
    expect((await call(acmeLearner, 'PATCH', `invitation-codes/${created.id}`, { disabled: true }, hosts.acme)).status).toBe(403);
    // The demo admin's token is refused on acme's host; acme's code ids are no codes on demo's host.
    expect((await call(admin, 'GET', 'invitation-codes', undefined, hosts.acme)).status).toBe(401);
    const [acmeCode] = await testApp.testDatabase.database.query<{ id: string }>(
      `INSERT INTO invitation_codes (context_id, code) SELECT id, 'ACME-ONLY' FROM contexts WHERE alias = 'acme' RETURNING id`,
    );
    expect((await call(admin, 'GET', `invitation-codes/${acmeCode!.id}`)).status).toBe(404);
    expect((await call(admin, 'PATCH', `invitation-codes/${acmeCode!.id}`, { disabled: true })).status).toBe(404);
  });
});

describe('the audit log', () => {
  it('records each change, newest first, with who, what, and the code before and after', async () => {
    const response = await call(admin, 'GET', 'audit-log');
    expect(response.status).toBe(200);
    const log = auditLogSchema.parse(response.body);
    // SPRING-2027 created, generated code created, RACE-CODE created once, SPRING-2027 disabled then enabled.
    expect(log.total).toBe(5);
    expect(log.items.map((event) => event.action)).toEqual([
      'invitation-code.enabled',
      'invitation-code.disabled',
      'invitation-code.created',
      'invitation-code.created',
      'invitation-code.created',
    ]);
    expect(log.items[1]).toMatchObject({
      actor: { name: 'Alice Durand' },
      target: { label: 'SPRING-2027' },
      before: { code: 'SPRING-2027', maxUses: 2, disabled: false },
      after: { code: 'SPRING-2027', maxUses: 2, disabled: true },
    });
    expect(log.items.at(-1)).toMatchObject({ action: 'invitation-code.created', before: null, after: { code: 'SPRING-2027' } });
  });

  it('records nothing for a change that changes nothing, and pages past the last page are empty', async () => {
    const [code] = await testApp.testDatabase.database.query<{ id: string }>(`SELECT id FROM invitation_codes WHERE code = 'SPRING-2027'`);
    expect((await call(admin, 'PATCH', `invitation-codes/${code!.id}`, { disabled: false })).status).toBe(200);
    expect(auditLogSchema.parse((await call(admin, 'GET', 'audit-log')).body).total).toBe(5);
    expect(auditLogSchema.parse((await call(admin, 'GET', 'audit-log?page=9')).body).items).toEqual([]);
    expect((await call(admin, 'GET', 'audit-log?page=0')).status).toBe(400);
  });

  it('is the admin’s alone', async () => {
    expect((await call(teacher, 'GET', 'audit-log')).status).toBe(403);
  });
});
