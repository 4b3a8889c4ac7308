import { auditLogSchema } from '@espace/contracts/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/** The audit log, narrowed by person, kind and time on the server (docs/administration.md#audit-log). */
let testApp: TestApp;
let admin: string;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  const headers = { host: hosts.demo, authorization: `Bearer ${admin}` };
  for (const code of ['AUDIT-ONE', 'AUDIT-TWO'])
    await testApp.app.inject({ method: 'POST', url: '/api/admin/invitation-codes', headers, payload: { code, maxUses: null, expiresAt: null } });
  await testApp.app.inject({ method: 'POST', url: '/api/admin/classes', headers, payload: { name: 'Audit class', startAt: null, expireAt: null } });
  await testApp.testDatabase.database.query("UPDATE audit_events SET created_at = '2020-01-15T12:00:00Z' WHERE target_label = 'AUDIT-ONE'");
  await testApp.testDatabase.database.query(
    "INSERT INTO audit_events (context_id, actor_id, actor_name, action, target_id, target_label) SELECT id, NULL, 'Zoé 100%_sûre', 'settings.updated', id, name FROM contexts WHERE alias = 'demo'",
  );
});
afterAll(async () => {
  await testApp.close();
});

const log = async (query: string, token = admin) => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/admin/audit-log?${query}`,
    headers: { host: hosts.demo, authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.statusCode === 200 ? auditLogSchema.parse(response.json()) : undefined };
};

describe('filtering the audit log', () => {
  it('narrows by the kind of change', async () => {
    const codes = (await log('kind=invitation-code')).body!;
    expect(codes.items.map((event) => event.target.label)).toEqual(expect.arrayContaining(['AUDIT-ONE', 'AUDIT-TWO']));
    expect(codes.items.every((event) => event.action.startsWith('invitation-code.'))).toBe(true);
    expect(codes.total).toBe(codes.items.length);
    expect((await log('kind=class')).body!.items.map((event) => event.action)).toContain('class.created');
  });

  it('narrows by time, its bounds included', async () => {
    const old = (await log('from=2020-01-01T00:00:00.000Z&to=2020-01-31T23:59:59.999Z')).body!;
    expect(old.items.map((event) => event.target.label)).toEqual(['AUDIT-ONE']);
    expect((await log('from=2020-01-15T12:00:00.000Z&to=2020-01-15T12:00:00.000Z')).body!.total).toBe(1);
    expect((await log('from=2021-01-01T00:00:00.000Z&kind=invitation-code')).body!.items.map((event) => event.target.label)).not.toContain('AUDIT-ONE');
  });

  it('narrows by part of the name of who acted, any case, its % and _ read as letters', async () => {
    expect((await log('person=alice')).body!.items.every((event) => event.actor.name === 'Alice Durand')).toBe(true);
    expect((await log('person=100%25_')).body!.items.map((event) => event.actor.name)).toEqual(['Zoé 100%_sûre']);
    expect((await log('person=100%25x')).body!.total).toBe(0);
  });

  it('refuses an unknown kind, a span that ends before it starts, and a person too long (400)', async () => {
    for (const query of ['kind=nothing', 'from=2021-01-02T00:00:00.000Z&to=2021-01-01T00:00:00.000Z', `person=${'x'.repeat(101)}`, 'from=yesterday'])
      expect([query, (await log(query)).status]).toEqual([query, 400]);
  });
});
