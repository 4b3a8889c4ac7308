import { auditLogSchema } from '@espace/contracts/admin';
import { tenantSettingsSchema, type TenantSettings, type UpdateTenantSettingsBody } from '@espace/contracts/admin-settings';
import { contextSchema } from '@espace/contracts/context';
import { meSchema } from '@espace/contracts/user';
import { missingRequiredData } from '@espace/domain/accounts/required-data';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContextRepository } from '../contexts/context-repository';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/** The tenant's settings, as its admin writes them (docs/administration.md#settings). */
let testApp: TestApp;
let admin: string;
let original: TenantSettings;

beforeAll(async () => {
  // A long CACHE_MS: whatever the test reads after a write comes from a cache the write forgot, not from a short delay.
  testApp = await createTestApp({ CACHE_MS: '60000' });
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  original = tenantSettingsSchema.parse((await call(admin, 'GET')).body);
});
afterAll(async () => {
  await testApp.close();
});

/** The settings' version as a GET answers it (its ETag). */
const versionNow = async (token = admin, host = hosts.demo) =>
  (await testApp.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { host, authorization: `Bearer ${token}` } })).headers.etag as
    string | undefined;

/** A PUT names the version it starts from: the current one unless `ifMatch` says another (null: none). */
const call = async (token: string | undefined, method: 'GET' | 'PUT', payload?: object, host = hosts.demo, ifMatch?: string | null) => {
  const version = method === 'PUT' && ifMatch === undefined && token !== undefined ? await versionNow(token, host) : (ifMatch ?? undefined);
  const response = await testApp.app.inject({
    method,
    url: '/api/admin/settings',
    headers: { host, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...(version === undefined ? {} : { 'if-match': version }) },
    ...(payload ? { payload } : {}),
  });
  return {
    status: response.statusCode,
    etag: response.headers.etag as string | undefined,
    body: response.json() as Record<string, unknown> & { issues?: { path: string; message: string }[]; data?: Record<string, unknown> },
  };
};
/** The settings as read, as a body to send back: single sign-on is not written here. */
const bodyOf = (settings: TenantSettings): UpdateTenantSettingsBody => {
  const { sso: _sso, ...authentication } = settings.settings.authentication;
  return { ...settings, settings: { ...settings.settings, authentication } };
};
const current = async () =>
  contextSchema.parse((await testApp.app.inject({ method: 'GET', url: '/api/contexts/current', headers: { host: hosts.demo } })).json());
const latestAudit = async () =>
  auditLogSchema.parse(
    (await testApp.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: { host: hosts.demo, authorization: `Bearer ${admin}` } })).json(),
  ).items[0];

beforeEach(async () => {
  expect((await call(admin, 'PUT', bodyOf(original))).status).toBe(200);
});

describe('who reads and writes the settings', () => {
  it('lets the system admin in only: 401 anonymous, 403 a teacher or another tenant’s learner', async () => {
    const teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
    const acmeLearner = await signIn(testApp.app, hosts.acme, { email: 'learner@acme.test', password: 'Learner#2026' });
    expect((await call(undefined, 'GET')).status).toBe(401);
    expect((await call(teacher, 'GET')).status).toBe(403);
    expect((await call(teacher, 'PUT', bodyOf(original))).status).toBe(403);
    expect((await call(acmeLearner, 'GET', undefined, hosts.acme)).status).toBe(403);
  });

  it('reads the tenant’s name, colours, switches, legal texts and back-office origin', () => {
    expect(original).toMatchObject({
      name: 'Académie Démo',
      colours: { primary: '#1d4ed8', secondary: '#0f766e', background: '#f8fafc', text: '#0f172a' },
      labels: { fr: { 'home.subtitle': 'Vos parcours de formation' } },
      settings: {
        authentication: { internal: true, sso: false },
        requireTermsAcceptance: true,
        supportContact: 'accessibilite@demo.test',
        helpContact: 'aide@demo.test',
        legal: { cgu: { version: '1.0', date: '2026-01-05' } },
      },
      backofficeOrigin: 'http://backoffice.localhost:3001',
    });
  });
});

describe('writing the settings', () => {
  it('writes what the tenant is then read with, through the tenant plugin, at once (no stale tenant), and records what changed only', async () => {
    const body = bodyOf(original);
    const answer = await call(admin, 'PUT', {
      ...body,
      name: '  Académie Nouvelle  ',
      colours: { ...body.colours, primary: '#0F766E' },
      settings: { ...body.settings, allowContactTeacher: !original.settings.allowContactTeacher, locales: ['en', 'fr'] },
      backofficeOrigin: 'https://bo.example.test/some/path',
    });
    expect(answer.status).toBe(200);
    expect(tenantSettingsSchema.parse(answer.body)).toMatchObject({
      name: 'Académie Nouvelle',
      colours: { primary: '#0f766e' },
      backofficeOrigin: 'https://bo.example.test',
    });

    // The very next request sees it, though this process keeps tenants 60 s.
    const tenant = await current();
    expect(tenant).toMatchObject({
      name: 'Académie Nouvelle',
      metas: { colours: { primary: '#0f766e' } },
      settings: { allowContactTeacher: !original.settings.allowContactTeacher, locales: ['en', 'fr'] },
      hosts: { backoffice: 'https://bo.example.test' },
    });
    // Every stored part reads as written: nothing falls back to a default.
    const unreadable = vi.fn();
    const [stored] = (await createContextRepository(testApp.testDatabase.database, unreadable).listTenants()).filter((each) => each.alias === 'demo');
    expect(unreadable).not.toHaveBeenCalled();
    expect(stored?.settings).toEqual(tenant.settings);

    expect(await latestAudit()).toMatchObject({
      action: 'settings.updated',
      actor: { name: 'Alice Durand' },
      target: { label: 'Académie Nouvelle' },
      before: {
        name: 'Académie Démo',
        'colours.primary': '#1d4ed8',
        'settings.allowContactTeacher': original.settings.allowContactTeacher,
        'settings.locales': ['fr', 'en'],
        backofficeOrigin: 'http://backoffice.localhost:3001',
      },
      after: {
        name: 'Académie Nouvelle',
        'colours.primary': '#0f766e',
        'settings.allowContactTeacher': !original.settings.allowContactTeacher,
        'settings.locales': ['en', 'fr'],
        backofficeOrigin: 'https://bo.example.test',
      },
    });
    expect(Object.keys((await latestAudit())!.after!)).toHaveLength(5);
  });

  it('writes the accessibility contact, trimmed, and forgets it when sent empty (null)', async () => {
    const version = bodyOf(original);
    const written = await call(admin, 'PUT', { ...version, settings: { ...version.settings, supportContact: '  https://aide.example.test/accessibilite ' } });
    expect(written.status).toBe(200);
    expect((await current()).settings.supportContact).toBe('https://aide.example.test/accessibilite');
    const saved = bodyOf(tenantSettingsSchema.parse(written.body));
    const cleared = await call(admin, 'PUT', { ...saved, settings: { ...saved.settings, supportContact: null } });
    expect(cleared.status).toBe(200);
    expect((await current()).settings.supportContact).toBeNull();
  });

  it('writes the help contact, trimmed, which every learner then reads, and forgets it when sent empty (null)', async () => {
    const learner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
    const asLearner = async () =>
      contextSchema.parse(
        (await testApp.app.inject({ method: 'GET', url: '/api/contexts/current', headers: { host: hosts.demo, authorization: `Bearer ${learner}` } })).json(),
      ).settings.helpContact;
    expect(await asLearner()).toBe('aide@demo.test');
    const version = bodyOf(original);
    const written = await call(admin, 'PUT', { ...version, settings: { ...version.settings, helpContact: '  https://aide.example.test/contact ' } });
    expect(written.status).toBe(200);
    expect(tenantSettingsSchema.parse(written.body).settings.helpContact).toBe('https://aide.example.test/contact');
    expect(await asLearner()).toBe('https://aide.example.test/contact');
    expect(await latestAudit()).toMatchObject({
      before: { 'settings.helpContact': 'aide@demo.test' },
      after: { 'settings.helpContact': 'https://aide.example.test/contact' },
    });
    // The learner may read it, not write it.
    expect((await call(learner, 'PUT', bodyOf(tenantSettingsSchema.parse(written.body)))).status).toBe(403);
    const saved = bodyOf(tenantSettingsSchema.parse(written.body));
    const cleared = await call(admin, 'PUT', { ...saved, settings: { ...saved.settings, helpContact: null } });
    expect(cleared.status).toBe(200);
    expect(await asLearner()).toBeNull();
  });

  it('writes the automatic reminders, off until turned on, and records the rules changed', async () => {
    expect(original.settings.reminders).toEqual({
      notStarted: { enabled: false, days: 3 },
      inactive: { enabled: false, days: 7 },
      dueSoon: { enabled: false, days: 2 },
      overdue: { enabled: false, days: 2 },
    });
    const body = bodyOf(original);
    const reminders = { ...original.settings.reminders, inactive: { enabled: true, days: 10 }, overdue: { enabled: true, days: 60 } };
    const written = await call(admin, 'PUT', { ...body, settings: { ...body.settings, reminders } });
    expect(written.status).toBe(200);
    expect(tenantSettingsSchema.parse(written.body).settings.reminders).toEqual(reminders);
    expect((await current()).settings.reminders).toEqual(reminders);
    expect(await latestAudit()).toMatchObject({
      before: { 'settings.reminders.inactive.enabled': false, 'settings.reminders.inactive.days': 7, 'settings.reminders.overdue.enabled': false },
      after: { 'settings.reminders.inactive.enabled': true, 'settings.reminders.inactive.days': 10, 'settings.reminders.overdue.enabled': true },
    });
  });

  it('records nothing when nothing changes', async () => {
    const before = await latestAudit();
    expect((await call(admin, 'PUT', bodyOf(original))).status).toBe(200);
    expect((await latestAudit())?.id).toBe(before?.id);
  });

  it('keeps what the screen does not write: single sign-on and colours it does not edit', async () => {
    await testApp.testDatabase.database.query(
      `UPDATE contexts SET settings = jsonb_set(settings, '{authentication,sso}', 'true'), metas = jsonb_set(metas, '{colours,surface}', '"#ffffff"') WHERE alias = 'demo'`,
    );
    testApp.app.tenants.clear();
    const body = bodyOf(original);
    expect((await call(admin, 'PUT', { ...body, settings: { ...body.settings, authentication: { internal: false, invitationCode: true } } })).status).toBe(200);
    const tenant = await current();
    expect(tenant.settings.authentication).toEqual({ internal: false, sso: true, invitationCode: true });
    expect(tenant.metas.colours.surface).toBe('#ffffff');
    // What GET says of single sign-on comes back ignored: it stays on.
    expect(
      (await call(admin, 'PUT', { ...body, settings: { ...body.settings, authentication: { internal: true, sso: false, invitationCode: true } } })).status,
    ).toBe(200);
    expect((await current()).settings.authentication.sso).toBe(true);
    await testApp.testDatabase.database.query(`UPDATE contexts SET settings = jsonb_set(settings, '{authentication,sso}', 'false') WHERE alias = 'demo'`);
    testApp.app.tenants.clear();
  });
});

describe('versions: a save starts from the version it read', () => {
  it('takes back what GET answered, single sign-on included (read only, kept as stored)', async () => {
    const read = await call(admin, 'GET');
    expect(read.etag).toMatch(/^"[\w-]+"$/);
    const written = await call(
      admin,
      'PUT',
      { ...read.body, settings: { ...(read.body as TenantSettings).settings, authentication: { internal: true, sso: true, invitationCode: true } } },
      hosts.demo,
      read.etag,
    );
    expect(written.status).toBe(200);
    expect((await current()).settings.authentication.sso).toBe(false);
    // Nothing changed: the same version.
    expect(written.etag).toBe(read.etag);
  });

  it('refuses a save from an older version (412 STALE_VERSION) and keeps what was saved meanwhile', async () => {
    const body = bodyOf(original);
    const read = await call(admin, 'GET');
    const labels = { fr: { 'home.subtitle': 'Changé dans un autre onglet' } };
    const meanwhile = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/labels',
      headers: { host: hosts.demo, authorization: `Bearer ${admin}`, 'if-match': read.etag! },
      payload: { labels },
    });
    expect(meanwhile.statusCode).toBe(200);
    expect(meanwhile.headers.etag).not.toBe(read.etag);
    const before = await latestAudit();

    const stale = await call(admin, 'PUT', { ...body, name: 'From the old tab' }, hosts.demo, read.etag);
    expect(stale).toMatchObject({ status: 412, body: { code: 'STALE_VERSION', issues: [{ path: 'headers.if-match' }] } });
    expect(await current()).toMatchObject({ name: original.name, metas: { labels } });
    expect((await latestAudit())?.id).toBe(before?.id);

    // From the version the labels' answer gave, it goes through, and a new version is answered.
    const fresh = await call(admin, 'PUT', { ...body, labels, name: 'From the new tab' }, hosts.demo, meanwhile.headers.etag as string);
    expect(fresh.status).toBe(200);
    expect(fresh.etag).toBe(await versionNow());
    expect(fresh.etag).not.toBe(meanwhile.headers.etag);
  });

  it('requires a version (428 VERSION_REQUIRED): a write that names none cannot overwrite blindly', async () => {
    const refused = await call(admin, 'PUT', { ...bodyOf(original), name: 'Blind' }, hosts.demo, null);
    expect(refused).toMatchObject({ status: 428, body: { code: 'VERSION_REQUIRED' } });
    expect((await current()).name).toBe(original.name);
    expect((await call(admin, 'PUT', { ...bodyOf(original), name: 'Any' }, hosts.demo, '"not-a-version"')).status).toBe(412);
  });
});

describe('refusals: 400 naming the field, nothing written', () => {
  it('refuses a primary colour below 4.5:1 with its ratio and a darker shade, which is then accepted', async () => {
    const body = bodyOf(original);
    const refused = await call(admin, 'PUT', { ...body, name: 'Not saved', colours: { ...body.colours, primary: '#facc15' } });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { path: 'body.colours.primary', message: 'light theme: contrast 1.46:1 against #f8fafc, below 4.5:1; #8a700c passes' },
    ]);
    expect(refused.body.data).toEqual({
      contrast: [{ theme: 'light', colour: 'primary', against: '#f8fafc', ratio: 1.46, minimum: 4.5, proposed: '#8a700c' }],
    });
    expect((await current()).name).toBe('Académie Démo');

    expect((await call(admin, 'PUT', { ...body, colours: { ...body.colours, primary: '#8a700c' } })).status).toBe(200);
    expect((await current()).metas.colours.primary).toBe('#8a700c');
  });

  it('refuses text that reads faintly on the background', async () => {
    const body = bodyOf(original);
    const refused = await call(admin, 'PUT', { ...body, colours: { ...body.colours, text: '#9ca3af' } });
    expect(refused.status).toBe(400);
    expect(refused.body.issues?.[0]?.path).toBe('body.colours.text');
  });

  it.each([
    ['a name too long', (body: UpdateTenantSettingsBody) => ({ ...body, name: 'x'.repeat(121) }), 'body.name'],
    ['an empty name', (body: UpdateTenantSettingsBody) => ({ ...body, name: '   ' }), 'body.name'],
    [
      'a colour that is not #rrggbb',
      (body: UpdateTenantSettingsBody) => ({ ...body, colours: { ...body.colours, background: 'white' } }),
      'body.colours.background',
    ],
    [
      'a version too long',
      (body: UpdateTenantSettingsBody) => ({
        ...body,
        settings: { ...body.settings, legal: { ...body.settings.legal, cgu: { version: 'v'.repeat(41), date: '2026-11-23', content: '<p>x</p>' } } },
      }),
      'body.settings.legal.cgu.version',
    ],
    [
      'a text too long',
      (body: UpdateTenantSettingsBody) => ({
        ...body,
        settings: { ...body.settings, legal: { ...body.settings.legal, rgpd: { version: '2', date: '2026-11-23', content: 'x'.repeat(100_001) } } },
      }),
      'body.settings.legal.rgpd.content',
    ],
    [
      'a date that is no day',
      (body: UpdateTenantSettingsBody) => ({
        ...body,
        settings: { ...body.settings, legal: { ...body.settings.legal, rgpd: { version: '2', date: '2026-02-30', content: '<p>x</p>' } } },
      }),
      'body.settings.legal.rgpd.date',
    ],
    [
      'a date whose month does not exist',
      (body: UpdateTenantSettingsBody) => ({
        ...body,
        settings: { ...body.settings, legal: { ...body.settings.legal, rgpd: { version: '2', date: '2026-13-01', content: '<p>x</p>' } } },
      }),
      'body.settings.legal.rgpd.date',
    ],
    ['no language', (body: UpdateTenantSettingsBody) => ({ ...body, settings: { ...body.settings, locales: [] } }), 'body.settings.locales'],
    [
      'a video over http',
      (body: UpdateTenantSettingsBody) => ({ ...body, settings: { ...body.settings, demoVideoUrl: 'http://video.example/x.mp4' } }),
      'body.settings.demoVideoUrl',
    ],
    [
      'an accessibility contact that is neither a mail nor a web address',
      (body: UpdateTenantSettingsBody) => ({ ...body, settings: { ...body.settings, supportContact: 'javascript:alert(1)' } }),
      'body.settings.supportContact',
    ],
    [
      'an accessibility contact too long',
      (body: UpdateTenantSettingsBody) => ({ ...body, settings: { ...body.settings, supportContact: `https://help.example/${'x'.repeat(500)}` } }),
      'body.settings.supportContact',
    ],
    [
      'a help contact over http',
      (body: UpdateTenantSettingsBody) => ({ ...body, settings: { ...body.settings, helpContact: 'http://aide.example.test' } }),
      'body.settings.helpContact',
    ],
    [
      'a help contact that is neither a mail nor a web address',
      (body: UpdateTenantSettingsBody) => ({ ...body, settings: { ...body.settings, helpContact: 'call us' } }),
      'body.settings.helpContact',
    ],
    [
      'a help contact too long',
      (body: UpdateTenantSettingsBody) => ({ ...body, settings: { ...body.settings, helpContact: `https://help.example/${'x'.repeat(500)}` } }),
      'body.settings.helpContact',
    ],
    ['a back office that is no address', (body: UpdateTenantSettingsBody) => ({ ...body, backofficeOrigin: 'javascript:alert(1)' }), 'body.backofficeOrigin'],
    [
      'a reminder after more than 60 days',
      (body: UpdateTenantSettingsBody) => ({
        ...body,
        settings: { ...body.settings, reminders: { ...body.settings.reminders, inactive: { enabled: true, days: 61 } } },
      }),
      'body.settings.reminders.inactive.days',
    ],
    [
      'a reminder of no day',
      (body: UpdateTenantSettingsBody) => ({
        ...body,
        settings: { ...body.settings, reminders: { ...body.settings.reminders, notStarted: { enabled: true, days: 0 } } },
      }),
      'body.settings.reminders.notStarted.days',
    ],
    [
      'an overdue reminder on the due-date notice’s day',
      (body: UpdateTenantSettingsBody) => ({
        ...body,
        settings: { ...body.settings, reminders: { ...body.settings.reminders, overdue: { enabled: true, days: 1 } } },
      }),
      'body.settings.reminders.overdue.days',
    ],
    [
      'password sign-in off without single sign-on',
      (body: UpdateTenantSettingsBody) => ({ ...body, settings: { ...body.settings, authentication: { internal: false, invitationCode: true } } }),
      'body.settings.authentication.internal',
    ],
    [
      'the terms changed under the same version',
      (body: UpdateTenantSettingsBody) => ({
        ...body,
        settings: { ...body.settings, legal: { ...body.settings.legal, cgu: { ...body.settings.legal.cgu!, content: '<p>Other words</p>' } } },
      }),
      'body.settings.legal.cgu.version',
    ],
    [
      'a label too long',
      (body: UpdateTenantSettingsBody) => ({ ...body, labels: { fr: { 'home.subtitle': 'x'.repeat(1001) } } }),
      'body.labels.fr.home.subtitle',
    ],
    [
      'a label under a key the app has no text for',
      (body: UpdateTenantSettingsBody) => ({ ...body, labels: { fr: { 'home.subtitle': 'Vos formations', 'made.up.key': 'x' } } }),
      'body.labels.fr.made.up.key',
    ],
  ])('refuses %s', async (_case, change, path) => {
    const before = await latestAudit();
    const refused = await call(admin, 'PUT', change(bodyOf(original)));
    expect(refused.status).toBe(400);
    expect(refused.body.issues?.map((issue) => issue.path)).toContain(path);
    expect((await latestAudit())?.id).toBe(before?.id);
    expect(await current()).toMatchObject({
      name: original.name,
      metas: { colours: original.colours },
      settings: { legal: original.settings.legal, locales: original.settings.locales },
    });
  });
});

describe('publishing new terms', () => {
  it('asks every learner to accept them again at their next sign-in, and accepts the new version only', async () => {
    const learner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
    const me = async () =>
      meSchema.parse(
        (await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: { host: hosts.demo, authorization: `Bearer ${learner}` } })).json(),
      );
    expect(missingRequiredData(await me(), (await current()).settings)).not.toContain('terms');

    const body = bodyOf(original);
    const cgu = { version: '2.0', date: '2026-11-23', content: '<h2>Nouvelles conditions</h2><p>Texte.</p>' };
    expect((await call(admin, 'PUT', { ...body, settings: { ...body.settings, legal: { ...body.settings.legal, cgu } } })).status).toBe(200);

    // The gate (packages/domain/src/accounts/required-data.ts) compares the accepted version with the current one.
    const settings = (await current()).settings;
    expect(settings.legal.cgu).toEqual(cgu);
    expect(missingRequiredData(await me(), settings)).toContain('terms');
    const accept = (version: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/users/me/terms',
        headers: { host: hosts.demo, authorization: `Bearer ${learner}` },
        payload: { version },
      });
    expect((await accept('1.0')).statusCode).toBe(400);
    expect((await accept('2.0')).statusCode).toBe(200);
    expect(missingRequiredData(await me(), settings)).not.toContain('terms');
  });
});
