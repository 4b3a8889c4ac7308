import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';

// CACHE_MS of 1 ms: on PostgreSQL a session is read again on almost every request, so a revocation
// written by another process applies at once; on the embedded database no other process can write
// one, and the server keeps the session until it expires or is revoked through it (sessionCacheMs).
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ CACHE_MS: '1' });
});
afterAll(async () => {
  await testApp.close();
});

let nextAddress = 1;
const signInLearner = () => signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' }, `10.7.0.${nextAddress++}`);
const getMe = (token: string) => testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: { host: hosts.demo, authorization: `Bearer ${token}` } });
const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe('active sessions kept by the server', () => {
  it('are read again past CACHE_MS on PostgreSQL, kept on the embedded database, whose only process is the server', async () => {
    const token = await signInLearner();
    const me = await getMe(token);
    expect(me.statusCode).toBe(200);
    const { id: userId } = me.json<{ id: string }>();
    // Written as another process would write it, past the server's cache.
    await testApp.testDatabase.database.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
    await pause(5);
    expect((await getMe(token)).statusCode).toBe(testApp.testDatabase.database.driver === 'pglite' ? 200 : 401);
  });

  it('end at once when revoked through the server, on either database', async () => {
    const token = await signInLearner();
    expect((await getMe(token)).statusCode).toBe(200);
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/users/logout', headers: { host: hosts.demo, authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(204);
    expect((await getMe(token)).statusCode).toBe(401);

    const kept = await signInLearner();
    const other = await signInLearner();
    expect((await getMe(kept)).statusCode).toBe(200);
    expect((await getMe(other)).statusCode).toBe(200);
    const { id: userId, contextId } = (await getMe(kept)).json<{ id: string; contextId: string }>();
    await testApp.app.sessionsRepository.revokeAllSessions(contextId, userId);
    expect((await getMe(kept)).statusCode).toBe(401);
    expect((await getMe(other)).statusCode).toBe(401);
  });
});
