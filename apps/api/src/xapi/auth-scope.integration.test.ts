import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';
import { lrsClient, lrsRequest } from '../test/xapi/lrs-test-client';
import { agentOf, statement } from '../test/xapi/statements.fixture';

/** Who may call the LRS and what each scope allows (Communication 4), and the admin API of clients. */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('credentials', () => {
  it('refuses no credentials, a wrong secret, a portal token, another tenant’s key and a revoked client with the same 401', async () => {
    const client = await lrsClient(testApp.app, ['all']);
    const [key] = Buffer.from(client.authorization.slice(6), 'base64').toString().split(':');
    const wrongSecret = `Basic ${Buffer.from(`${key}:not-the-secret`).toString('base64')}`;
    const learnerToken = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
    for (const authorization of ['', wrongSecret, `Bearer ${learnerToken}`, 'Basic !!!']) {
      const response = await lrsRequest(testApp.app, authorization, 'GET', 'statements');
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect((await lrsRequest(testApp.app, client.authorization, 'GET', 'statements', { host: hosts.acme })).statusCode).toBe(401);
    expect((await client.request('GET', 'statements')).statusCode).toBe(200);
  });

  it('lets a tenant admin create, list and revoke clients; a learner gets 403 and never sees a secret', async () => {
    const admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
    const learner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
    const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
      testApp.app.inject({
        method,
        url,
        headers: { host: hosts.demo, authorization: `Bearer ${token}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    expect((await call(learner, 'POST', '/api/lrs-clients', { name: 'Mine', scopes: ['all'] })).statusCode).toBe(403);
    expect((await call(learner, 'GET', '/api/lrs-clients')).statusCode).toBe(403);
    const created = await call(admin, 'POST', '/api/lrs-clients', { name: 'Tableau de bord', scopes: ['statements/read'] });
    expect(created.statusCode).toBe(201);
    const client = created.json() as { id: string; key: string; secret: string; endpoint: string };
    expect(client.endpoint).toBe('/api/xapi/');
    const listed = (await call(admin, 'GET', '/api/lrs-clients')).json() as { items: Record<string, unknown>[] };
    expect(listed.items.find((item) => item.id === client.id)).toMatchObject({ name: 'Tableau de bord', scopes: ['statements/read'], revokedAt: null });
    expect(JSON.stringify(listed)).not.toContain(client.secret);
    const basic = `Basic ${Buffer.from(`${client.key}:${client.secret}`).toString('base64')}`;
    expect((await lrsRequest(testApp.app, basic, 'GET', 'statements')).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/lrs-clients/${client.id}`)).statusCode).toBe(204);
    // A revocation made by this process is seen by other processes within the credential cache's second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await lrsRequest(testApp.app, basic, 'GET', 'statements')).statusCode).toBe(401);
    expect((await call(admin, 'DELETE', '/api/lrs-clients/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('scopes', () => {
  it('gives each scope what xAPI names it for, and statements/read/mine only its own statements', async () => {
    const writer = await lrsClient(testApp.app, ['statements/write']);
    const reader = await lrsClient(testApp.app, ['statements/read']);
    const mine = await lrsClient(testApp.app, ['statements/write', 'statements/read/mine']);
    const state = await lrsClient(testApp.app, ['state']);
    const written = statement();
    expect((await writer.request('POST', 'statements', { body: written })).statusCode).toBe(200);
    expect((await writer.request('GET', 'statements')).statusCode).toBe(403);
    expect((await reader.request('POST', 'statements', { body: statement() })).statusCode).toBe(403);
    expect((await reader.request('GET', 'statements', { query: { statementId: written.id as string } })).statusCode).toBe(200);
    const own = statement();
    await mine.request('POST', 'statements', { body: own });
    expect((await mine.request('GET', 'statements', { query: { statementId: own.id as string } })).statusCode).toBe(200);
    expect((await mine.request('GET', 'statements', { query: { statementId: written.id as string } })).statusCode).toBe(404);
    expect(((await mine.request('GET', 'statements')).json() as { statements: { id: string }[] }).statements.map((found) => found.id)).toEqual([own.id]);
    const stateQuery = { activityId: 'http://example.com/scoped', agent: JSON.stringify(agentOf('sam')), stateId: 'bookmark' };
    expect((await state.request('PUT', 'activities/state', { query: stateQuery, body: { at: 1 } })).statusCode).toBe(204);
    expect(
      (await state.request('PUT', 'activities/profile', { query: { activityId: 'http://example.com/scoped', profileId: 'p' }, body: { a: 1 } })).statusCode,
    ).toBe(403);
    expect((await reader.request('PUT', 'activities/state', { query: stateQuery, body: { at: 2 } })).statusCode).toBe(403);
  });

  it('lets a client with scope all write for any actor of its tenant', async () => {
    const all = await lrsClient(testApp.app, ['all']);
    const someone = statement({ actor: { objectType: 'Agent', account: { homePage: 'http://localhost:3000', name: 'anyone' } } });
    expect((await all.request('POST', 'statements', { body: someone })).statusCode).toBe(200);
  });
});
