import { contextSchema } from '@espace/contracts/context';
import { tenantSettingsSchema } from '@espace/contracts/admin-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/** An admin cannot take a tenant down by writing settings the server cannot read. */
let testApp: TestApp;
let admin: string;
const current = async (host = hosts.demo) => testApp.app.inject({ method: 'GET', url: '/api/contexts/current', headers: { host } });
const asAdmin = (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object, ifMatch?: string) =>
  testApp.app.inject({
    method,
    url,
    headers: { host: hosts.demo, authorization: `Bearer ${admin}`, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    ...(payload === undefined ? {} : { payload }),
  });
/** The settings as the admin reads them, put back as the write takes them (single sign-on is switched with its provider). */
const asWritten = (settings: ReturnType<typeof tenantSettingsSchema.parse>) => {
  const { sso: _sso, ...authentication } = settings.settings.authentication;
  return { ...settings, settings: { ...settings.settings, authentication } };
};

beforeAll(async () => {
  testApp = await createTestApp({ CACHE_MS: '0' });
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
});
afterAll(async () => {
  await testApp.close();
});

describe('the generic write of a tenant', () => {
  it.each([
    ['its settings', { settings: {} }],
    ['its metas, past the contrast guard', { metas: { colours: { primary: '#ffff00' }, labels: {} } }],
    ['its name', { name: 'Renamed without a trace' }],
  ])('is closed: PATCH /api/contexts/:id of %s answers 404 and changes nothing', async (_case, payload) => {
    const before = contextSchema.parse((await current()).json());
    const refused = await asAdmin('PATCH', `/api/contexts/${before.id}`, payload);
    expect(refused.statusCode).toBe(404);
    testApp.app.tenants.clear();
    expect(contextSchema.parse((await current()).json())).toEqual(before);
  });

  it('still reads the tenant through the generic resource', async () => {
    const context = contextSchema.parse((await current()).json());
    const answer = await asAdmin('GET', `/api/contexts/${context.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: context.id, name: context.name });
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

    // The admin still signs in, opens the settings screen and puts them right.
    admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
    const shown = await asAdmin('GET', '/api/admin/settings');
    expect(shown.statusCode).toBe(200);
    const repaired = asWritten(tenantSettingsSchema.parse(shown.json()));
    repaired.settings.locales = before.settings.locales;
    // Saved from the version it read, as the settings screen does.
    const put = await asAdmin(
      'PUT',
      '/api/admin/settings',
      { ...repaired, colours: { primary: '#1d4ed8', secondary: '#334155', background: '#f4f6fa', text: '#111827' }, labels: before.metas.labels },
      String(shown.headers.etag),
    );
    expect(put.statusCode).toBe(200);
    testApp.app.tenants.clear();
    expect(contextSchema.parse((await current()).json())).toMatchObject({
      settings: { locales: before.settings.locales },
      metas: { labels: before.metas.labels },
    });
  });

  it('reads reminders it cannot read as all off, the other switches as stored', async () => {
    const before = contextSchema.parse((await current()).json());
    const stored = { ...before.settings, reminders: { ...before.settings.reminders, inactive: { enabled: true, days: 365 } } };
    await testApp.testDatabase.database.query(`UPDATE contexts SET settings = $1::jsonb WHERE alias = 'demo'`, [JSON.stringify(stored)]);
    testApp.app.tenants.clear();
    try {
      const read = contextSchema.parse((await current()).json());
      expect(read.settings.reminders.inactive).toEqual({ enabled: false, days: 7 });
      expect(read.settings).toEqual({ ...stored, reminders: before.settings.reminders });
    } finally {
      await testApp.testDatabase.database.query(`UPDATE contexts SET settings = $1::jsonb WHERE alias = 'demo'`, [JSON.stringify(before.settings)]);
      testApp.app.tenants.clear();
    }
  });
});
