import { contextSchema } from '@espace/contracts/context';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/** An admin cannot take a tenant down by writing settings the server cannot read. */
let testApp: TestApp;
let admin: string;
const current = async (host = hosts.demo) => testApp.app.inject({ method: 'GET', url: '/api/contexts/current', headers: { host } });
const patchContext = async (id: string, payload: object) =>
  testApp.app.inject({ method: 'PATCH', url: `/api/contexts/${id}`, headers: { host: hosts.demo, authorization: `Bearer ${admin}` }, payload });

beforeAll(async () => {
  testApp = await createTestApp({ CACHE_MS: '0' });
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
});
afterAll(async () => {
  await testApp.close();
});

describe('writing a tenant’s settings and metas', () => {
  it.each([
    ['empty settings', { settings: {} }, 'body.settings'],
    ['a switch of the wrong type', { settings: { authentication: 'off' } }, 'body.settings'],
    ['metas without colours', { metas: { labels: {} } }, 'body.metas'],
  ])('refuses %s with 400 naming the field, and the tenant keeps working', async (_case, payload, path) => {
    const context = contextSchema.parse((await current()).json());
    const refused = await patchContext(context.id, payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path }] });
    testApp.app.tenants.clear();
    expect((await current()).statusCode).toBe(200);
  });

  it('accepts settings the server reads back', async () => {
    const context = contextSchema.parse((await current()).json());
    const answer = await patchContext(context.id, { settings: { ...context.settings, allowContactTeacher: false } });
    expect(answer.statusCode).toBe(200);
    testApp.app.tenants.clear();
    expect(contextSchema.parse((await current()).json()).settings.allowContactTeacher).toBe(false);
  });
});

describe('a stored row the server cannot read', () => {
  it('reads as safe defaults for that tenant alone, and its admin repairs it through the API', async () => {
    const before = contextSchema.parse((await current()).json());
    const acmeBefore = contextSchema.parse((await current(hosts.acme)).json());
    await testApp.testDatabase.database.query(`UPDATE contexts SET settings = '{"locales": []}', metas = '"broken"' WHERE alias = 'demo'`);
    testApp.app.tenants.clear();

    const demo = await current();
    expect(demo.statusCode).toBe(200);
    const read = contextSchema.parse(demo.json());
    expect(read.name).toBe(before.name);
    expect(read.settings).toMatchObject({ authentication: { internal: true, sso: false, invitationCode: false }, locales: ['fr', 'en'] });
    // The other tenant never noticed.
    expect(contextSchema.parse((await current(hosts.acme)).json())).toEqual(acmeBefore);

    // The admin still signs in and puts the settings right.
    admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
    expect((await patchContext(before.id, { settings: before.settings, metas: before.metas })).statusCode).toBe(200);
    testApp.app.tenants.clear();
    expect(contextSchema.parse((await current()).json())).toMatchObject({ settings: before.settings, metas: before.metas });
  });
});
