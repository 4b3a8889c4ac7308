import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../seed/seed';
import { createTestApp, hosts, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const current = (host: string) => testApp.app.inject({ method: 'GET', url: '/api/contexts/current', headers: { host } });

describe('GET /api/contexts/current', () => {
  it.each([
    [hosts.demo, 'demo', 'Académie Démo'],
    ['unknown.example.com', 'demo', 'Académie Démo'],
    [hosts.acme, 'acme', 'Acme Learning'],
    [hosts.acmeOtherPort, 'acme', 'Acme Learning'],
  ])('Host %s → %s', async (host, alias, name) => {
    const response = await current(host);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ alias, name });
  });

  it('gives the demo tenant its hosts, colours, labels, locales and assets', async () => {
    const context = (await current(hosts.demo)).json();
    expect(context.hosts).toMatchObject({ frontoffice: 'localhost', api: '/api/', backoffice: 'http://backoffice.localhost:3001' });
    expect(context.metas.colours.primary).toBe('#1d4ed8');
    expect(context.metas.labels.fr['home.subtitle']).toBe('Vos parcours de formation');
    expect(context.settings.locales).toEqual(['fr', 'en']);
    expect(context.assets.logos.main).toBe(`/api/contexts/${context.id}/assets/logo.svg`);
    expect(context.assets.favicon).toBe(`/api/contexts/${context.id}/assets/favicon.svg`);
    expect(context).not.toHaveProperty('private_settings');
    expect(context).not.toHaveProperty('isDefault');
  });

  it('gives acme English only and its own colour', async () => {
    const context = (await current(hosts.acme)).json();
    expect(context.settings.locales).toEqual(['en']);
    expect(context.metas.colours.primary).toBe('#c2410c');
    expect(context.metas.labels.en['home.subtitle']).toBe('Your learning paths');
  });
});

describe('GET /api/contexts/:id/assets/:name', () => {
  it('serves each tenant its own SVG logo and favicon', async () => {
    const demo = (await current(hosts.demo)).json();
    const acme = (await current(hosts.acme)).json();
    const demoLogo = await testApp.app.inject({ method: 'GET', url: demo.assets.logos.main, headers: { host: hosts.demo } });
    const acmeLogo = await testApp.app.inject({ method: 'GET', url: acme.assets.logos.main, headers: { host: hosts.acme } });
    const acmeFavicon = await testApp.app.inject({ method: 'GET', url: acme.assets.favicon, headers: { host: hosts.acme } });
    for (const response of [demoLogo, acmeLogo, acmeFavicon]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toContain('<svg');
    }
    expect(demoLogo.body).toContain('#1d4ed8');
    expect(acmeLogo.body).toContain('#c2410c');
  });

  it('serves only the tenant of the request’s host: another tenant’s asset is 404, as if it did not exist', async () => {
    const demo = (await current(hosts.demo)).json();
    const acme = (await current(hosts.acme)).json();
    for (const [url, host] of [
      [acme.assets.logos.main, hosts.demo],
      [acme.assets.favicon, hosts.demo],
      [demo.assets.logos.main, hosts.acme],
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { host } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it.each(['/api/contexts/not-a-uuid/assets/logo.svg', '/api/contexts/00000000-0000-4000-8000-000000000000/assets/logo.svg'])(
    '404 JSON for %s',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    },
  );
});

describe('seeding', () => {
  it('seeds nothing the second time', async () => {
    const { database } = testApp.testDatabase;
    const count = async () =>
      (
        await database.query<{ contexts: number; users: number; classes: number; lessons: number }>(
          'SELECT (SELECT count(*)::int FROM contexts) AS contexts, (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM classes) AS classes, (SELECT count(*)::int FROM lessons) AS lessons',
        )
      )[0];
    const seeded = await count();
    // Demo: Léa, the teacher, the admin and six learners of the teacher's classes (seed/trainer-demo.ts); acme: its learner.
    expect(seeded).toMatchObject({ contexts: 2, users: 10 });
    expect(await migrate(database)).toEqual([]);
    expect(await seedIfEmpty(database)).toBe(false);
    expect(await count()).toEqual(seeded);
  });
});
