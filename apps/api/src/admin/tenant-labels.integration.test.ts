import { auditLogSchema } from '@espace/contracts/admin';
import { contextSchema } from '@espace/contracts/context';
import { interfaceTextKeys } from '@espace/contracts/interface-text-keys';
import { tenantSettingsLimits as limits } from '@espace/domain/admin/tenant-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/** The tenant's interface texts (docs/administration.md#interface-texts). */
let testApp: TestApp;
let admin: string;

beforeAll(async () => {
  testApp = await createTestApp({ CACHE_MS: '60000' });
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
});
afterAll(async () => {
  await testApp.close();
});

/** Sent from the settings' current version (their ETag), as the screen does. */
const put = async (token: string | undefined, payload: unknown, host = hosts.demo) => {
  const version =
    token === undefined
      ? undefined
      : (await testApp.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { host, authorization: `Bearer ${token}` } })).headers.etag;
  const response = await testApp.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/labels',
    headers: { host, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...(typeof version === 'string' ? { 'if-match': version } : {}) },
    payload: payload as object,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> & { issues?: { path: string }[] } };
};
const current = async (host = hosts.demo) =>
  contextSchema.parse((await testApp.app.inject({ method: 'GET', url: '/api/contexts/current', headers: { host } })).json());
const auditLog = async () =>
  auditLogSchema.parse(
    (await testApp.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: { host: hosts.demo, authorization: `Bearer ${admin}` } })).json(),
  );

describe('the interface texts', () => {
  it('lets the system admin in only', async () => {
    const teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
    expect((await put(undefined, { labels: {} })).status).toBe(401);
    expect((await put(teacher, { labels: {} })).status).toBe(403);
    expect((await current()).metas.labels).toEqual({ fr: { 'home.subtitle': 'Vos parcours de formation' } });
  });

  it('replaces them whole, keeps the colours, shows them at once and records each text changed', async () => {
    const before = await current();
    const labels = { fr: { 'home.subtitle': 'Vos formations', 'layout.logout': 'Quitter' }, en: { 'home.subtitle': 'Your courses' } };
    const answer = await put(admin, { labels });
    expect(answer).toEqual({ status: 200, body: { labels } });
    // The tenant cache was forgotten (CACHE_MS is a minute here).
    const after = await current();
    expect(after.metas).toEqual({ colours: before.metas.colours, labels });
    const [entry] = (await auditLog()).items;
    expect(entry).toMatchObject({
      action: 'settings.labels-updated',
      before: { 'labels.fr.home.subtitle': 'Vos parcours de formation', 'labels.fr.layout.logout': null, 'labels.en': null },
      after: { 'labels.fr.home.subtitle': 'Vos formations', 'labels.fr.layout.logout': 'Quitter', 'labels.en': { 'home.subtitle': 'Your courses' } },
    });
    // The same texts again change nothing and record nothing.
    const total = (await auditLog()).total;
    expect((await put(admin, { labels })).status).toBe(200);
    expect((await auditLog()).total).toBe(total);
    // The other tenant never noticed.
    expect((await current(hosts.acme)).metas.labels).toEqual({ en: { 'home.subtitle': 'Your learning paths' } });
  });

  it.each([
    ['a text over 1,000 characters', { fr: { 'home.subtitle': 'x'.repeat(limits.labelText + 1) } }, 'body.labels.fr.home.subtitle'],
    [
      'more than 500 texts in a language',
      { fr: Object.fromEntries(Array.from({ length: limits.labelsPerLocale + 1 }, (_, index) => [`key.${index}`, 'x'])) },
      'body.labels',
    ],
    ['an empty key', { fr: { '': 'x' } }, 'body.labels.fr'],
    ['a key over 200 characters', { fr: { ['k'.repeat(limits.labelKey + 1)]: 'x' } }, 'body.labels.fr'],
    ['a language the app does not have', { de: { 'home.subtitle': 'Ihre Kurse' } }, 'body.labels'],
    ['a text that is not a string', { fr: { 'home.subtitle': 12 } }, 'body.labels.fr.home.subtitle'],
  ])('refuses %s (400) and keeps the texts', async (_case, labels, path) => {
    const before = (await current()).metas.labels;
    const refused = await put(admin, { labels });
    expect(refused.status).toBe(400);
    expect(refused.body.issues?.[0]?.path.startsWith(path)).toBe(true);
    expect((await current()).metas.labels).toEqual(before);
  });

  it('refuses a key the app has no text for, naming it, and stores nothing: a made-up key, a group of texts, a prototype name', async () => {
    const before = (await current()).metas.labels;
    for (const [key, path] of [
      ['made.up.key', 'body.labels.fr.made.up.key'],
      ['home', 'body.labels.fr.home'],
      ['__proto__.polluted', 'body.labels.fr.__proto__.polluted'],
      ['constructor', 'body.labels.fr.constructor'],
    ] as const) {
      const refused = await put(admin, { labels: { fr: { 'home.subtitle': 'Vos formations', [key]: 'x' } } });
      expect(refused.status, key).toBe(400);
      expect(refused.body).toMatchObject({ code: 'BAD_REQUEST', issues: [{ path, message: 'is not a text of the app' }] });
    }
    expect((await current()).metas.labels).toEqual(before);
  });

  it('takes the keys of every bundle: the app’s, a feature’s, a shared component’s', async () => {
    const labels = {
      fr: { 'home.subtitle': 'Vos parcours de formation', 'admin.sso.title': 'Connexion unique', 'layout.logout': 'Quitter' },
      en: { 'home.subtitle': 'Your courses' },
    };
    expect(await put(admin, { labels })).toEqual({ status: 200, body: { labels } });
  });

  it('keeps a key the app no longer has when sent back as stored, and refuses it changed', async () => {
    await testApp.testDatabase.database.query(
      `UPDATE contexts SET metas = jsonb_set(metas, '{labels}', '{"fr": {"home.subtitle": "Vos parcours", "home.oldText": "Ancien texte"}}') WHERE alias = 'demo'`,
    );
    testApp.app.tenants.clear();
    expect((await put(admin, { labels: { fr: { 'home.subtitle': 'Vos formations', 'home.oldText': 'Ancien texte' } } })).status).toBe(200);
    const changed = await put(admin, { labels: { fr: { 'home.subtitle': 'Vos formations', 'home.oldText': 'Autre texte' } } });
    expect(changed.status).toBe(400);
    expect(changed.body.issues).toEqual([{ path: 'body.labels.fr.home.oldText', message: 'is not a text of the app' }]);
    expect((await put(admin, { labels: { fr: { 'home.subtitle': 'Vos formations' } } })).status).toBe(200);
    expect((await current()).metas.labels).toEqual({ fr: { 'home.subtitle': 'Vos formations' } });
  });

  it('takes 500 texts of 1,000 characters in each language', async () => {
    const keys = [...interfaceTextKeys].slice(0, limits.labelsPerLocale);
    const full = Object.fromEntries(keys.map((key) => [key, 'é'.repeat(limits.labelText)]));
    expect((await put(admin, { labels: { fr: full, en: full, 'fr-CA': full, 'fr-CH': full } })).status).toBe(200);
    expect(Object.keys((await current()).metas.labels.fr ?? {})).toHaveLength(limits.labelsPerLocale);
  });
});
