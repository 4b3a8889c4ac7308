import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

/** Nothing a signed-in user reads, and no token, is kept by a browser or proxy cache. */
let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  token = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string, signedIn = true) =>
  testApp.app.inject({ method: 'GET', url, headers: { host: hosts.demo, ...(signedIn ? { authorization: `Bearer ${token}` } : {}) } });

describe('Cache-Control', () => {
  it.each(['/api/users/me', '/api/users/me/classes', '/api/users/me/certificates', '/api/lessons?limit=1', '/api/classes?limit=1'])(
    'is no-store on the authenticated JSON of %s',
    async (url) => {
      const answer = await get(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
    },
  );

  it('is no-store on the answer that carries a token', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { host: hosts.demo },
      payload: { email: 'learner@demo.test', password: 'Learner#2026' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('leaves public answers their own policy, and file bytes their revalidation', async () => {
    expect((await get('/api/contexts/current', false)).headers['cache-control']).toBeUndefined();
    expect((await get('/api/contexts/current/manifest.webmanifest', false)).headers['cache-control']).toBe('no-cache');
    const [file] = await testApp.testDatabase.database.query<{ id: string }>(
      `SELECT f.id FROM files f JOIN contexts c ON c.id = f.context_id WHERE c.alias = 'demo' AND f.file_type = 'image' LIMIT 1`,
    );
    const bytes = await get(`/api/files/${file?.id}/download`);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['cache-control']).toBe('private, no-cache');
  });
});
