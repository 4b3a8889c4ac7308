import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('health', () => {
  it('reports the database, the driver, and who keeps the tables’ statistics', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const { database } = testApp.testDatabase;
    // On PostgreSQL, what the server runs: the test server may run without autovacuum.
    const [server] = await database.query<{ on: boolean }>("SELECT current_setting('autovacuum') = 'on' AND current_setting('track_counts') = 'on' AS on");
    const tableStatistics = database.driver === 'pglite' ? 'server' : server?.on ? 'autovacuum' : 'off';
    expect(response.json()).toEqual({ status: 'ok', database: 'up', driver: database.driver, tableStatistics });
  });
});

describe('unknown paths', () => {
  it.each(['/api/nope', '/api', '/api/users/me/nothing'])('%s → 404 NOT_FOUND JSON', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { host: hosts.demo } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ code: 'NOT_FOUND', title: expect.any(String), message: expect.any(String) });
  });
});

describe('OpenAPI', () => {
  it('lists every route', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/contexts/current',
        '/api/contexts/{id}/assets/{name}',
        '/api/users/login',
        '/api/users/logout',
        '/api/users/me',
        '/api/users/me/classes',
      ]),
    );
  });

  it('serves the browsable documentation with a CSP that allows it', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger-ui');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('security headers', () => {
  it('are on every answer', async () => {
    for (const url of ['/api/contexts/current', '/api/nope', '/some/page']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { host: hosts.demo } });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it.each(['/preview', '/correction', '/correction/12/page/3'])("let the tenant's back-office frame %s", async (url) => {
    const demo = await testApp.app.inject({ method: 'GET', url, headers: { host: hosts.demo } });
    expect(demo.headers['content-security-policy']).toContain('frame-ancestors http://backoffice.localhost:3001');
    expect(demo.headers['x-frame-options']).toBeUndefined();
    // Opened in a window by the back-office, the screen keeps its opener to talk with.
    expect(demo.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const acme = await testApp.app.inject({ method: 'GET', url, headers: { host: hosts.acme } });
    expect(acme.headers['content-security-policy']).toContain('frame-ancestors http://backoffice.acme.localhost:3001');
  });
});
