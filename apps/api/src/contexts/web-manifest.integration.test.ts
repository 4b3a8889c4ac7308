import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const manifestOf = (host: string) => testApp.app.inject({ method: 'GET', url: '/api/contexts/current/manifest.webmanifest', headers: { host } });

describe('GET /api/contexts/current/manifest.webmanifest', () => {
  it.each([
    [hosts.demo, 'Académie Démo', 'Académie', '#1d4ed8', '#f8fafc', 'fr'],
    ['unknown.example.com', 'Académie Démo', 'Académie', '#1d4ed8', '#f8fafc', 'fr'],
    [hosts.acme, 'Acme Learning', 'Acme', '#c2410c', '#fffbeb', 'en'],
  ])('Host %s → the manifest of %s', async (host, name, shortName, theme, background, lang) => {
    const response = await manifestOf(host);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({
      name,
      short_name: shortName,
      lang,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: theme,
      background_color: background,
    });
  });

  it("lists the tenant's own 192 and 512 PNG icons, and they load", async () => {
    const context = (await testApp.app.inject({ method: 'GET', url: '/api/contexts/current', headers: { host: hosts.acme } })).json();
    const { icons } = (await manifestOf(hosts.acme)).json() as { icons: { src: string; sizes: string; type: string; purpose: string }[] };
    expect(icons.map(({ sizes, type, purpose }) => ({ sizes, type, purpose }))).toEqual([
      { sizes: '192x192', type: 'image/png', purpose: 'any' },
      { sizes: '512x512', type: 'image/png', purpose: 'any' },
    ]);
    for (const icon of icons) {
      expect(icon.src.startsWith(`/api/contexts/${context.id}/assets/`)).toBe(true);
      const image = await testApp.app.inject({ method: 'GET', url: icon.src, headers: { host: hosts.acme } });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      // PNG signature, then the IHDR width and height.
      expect(image.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
      const size = Number(icon.sizes.split('x')[0]);
      expect(image.rawPayload.readUInt32BE(16)).toBe(size);
      expect(image.rawPayload.readUInt32BE(20)).toBe(size);
    }
  });
});
