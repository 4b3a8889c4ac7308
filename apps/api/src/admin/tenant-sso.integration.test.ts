import { auditLogSchema } from '@espace/contracts/admin';
import { contextSchema } from '@espace/contracts/context';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, type TestProvider } from '../test/oidc-test-provider';
import { createTestApp, hosts, signIn, type TestApp } from '../test/test-app';
import { parseIpRange } from '../http/ip-ranges';
import { createProviderFetch } from '../accounts/sso/provider-fetch';
import { probeOidcIssuer } from './probe-oidc-issuer';

/** The tenant's single sign-on provider in the administration space (docs/administration.md#single-sign-on). */
let testApp: TestApp;
/** The same server as its operator leaves it: no private network allowed for providers. */
let unallowed: TestApp;
let provider: TestProvider;
let fake: Server;
let fakeOrigin: string;
/** Every request the fake provider received, by path: what an admin's probe made the server send. */
const fakeRequests: string[] = [];
let admin: string;
let demoId: string;
const client = { clientId: 'espace-admin-test', clientSecret: 'a-secret-never-shown' };

/** A provider that answers each path as the test wants: the ways a discovery goes wrong. */
const fakeAnswers: Record<string, (origin: string) => { status: number; body?: string; headers?: Record<string, string>; delayMs?: number }> = {
  '/redirects/.well-known/openid-configuration': () => ({ status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data' } }),
  '/missing/.well-known/openid-configuration': () => ({ status: 404, body: 'not here' }),
  '/html/.well-known/openid-configuration': () => ({ status: 200, body: '<html>login</html>', headers: { 'content-type': 'text/html' } }),
  '/other-issuer/.well-known/openid-configuration': () => ({ status: 200, body: JSON.stringify({ issuer: 'https://someone-else.example' }) }),
  '/no-token/.well-known/openid-configuration': (origin) => ({
    status: 200,
    body: JSON.stringify({ issuer: `${origin}/no-token`, authorization_endpoint: `${origin}/auth`, jwks_uri: `${origin}/jwks` }),
  }),
  '/no-keys/.well-known/openid-configuration': (origin) => ({
    status: 200,
    body: JSON.stringify({
      issuer: `${origin}/no-keys`,
      authorization_endpoint: `${origin}/auth`,
      token_endpoint: `${origin}/token`,
      jwks_uri: `${origin}/empty-jwks`,
    }),
  }),
  '/empty-jwks': () => ({ status: 200, body: JSON.stringify({ keys: [] }) }),
  '/slow/.well-known/openid-configuration': () => ({ status: 200, body: '{}', delayMs: 1_000 }),
  '/metadata-keys/.well-known/openid-configuration': (origin) => ({
    status: 200,
    body: JSON.stringify({
      issuer: `${origin}/metadata-keys`,
      authorization_endpoint: `${origin}/auth`,
      token_endpoint: `${origin}/token`,
      jwks_uri: 'https://169.254.169.254/latest/meta-data',
    }),
  }),
};

beforeAll(async () => {
  // The providers of these tests are on this machine, which the server reaches only when told so.
  [testApp, unallowed] = await Promise.all([createTestApp({ CACHE_MS: '60000', SSO_PRIVATE_NETWORKS: '127.0.0.1' }), createTestApp({ CACHE_MS: '0' })]);
  admin = await signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
  demoId = contextSchema.parse((await testApp.app.inject({ method: 'GET', url: '/api/contexts/current', headers: { host: hosts.demo } })).json()).id;
  provider = await startTestProvider({ ...client, redirectUri: `http://localhost:3000/api/contexts/${demoId}/oidc/callback` }, {});
  fake = createServer((request, response) => {
    fakeRequests.push(request.url ?? '');
    const answer = fakeAnswers[request.url ?? '']?.(fakeOrigin) ?? { status: 404 };
    setTimeout(() => response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(answer.body ?? ''), answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeOrigin = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all([testApp.close(), unallowed.close()]);
  await provider.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

const call = async (token: string | undefined, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
  const response = await testApp.app.inject({
    method,
    url,
    headers: { host: hosts.demo, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> & { issues?: { path: string }[] }, raw: response.body };
};
const sso = (token: string | undefined, payload?: object) => call(token, payload ? 'PUT' : 'GET', '/api/admin/sso', payload);
const probe = (issuer: string) => call(admin, 'POST', '/api/admin/sso/test', { issuer });
const latestAudit = async () => auditLogSchema.parse((await call(admin, 'GET', '/api/admin/audit-log')).body).items[0];
const ssoSwitch = async () =>
  contextSchema.parse((await testApp.app.inject({ method: 'GET', url: '/api/contexts/current', headers: { host: hosts.demo } })).json()).settings.authentication
    .sso;

describe('who sets the provider', () => {
  it('is the system admin only: 401 anonymous, 403 a teacher, for reading, writing and testing', async () => {
    const teacher = await signIn(testApp.app, hosts.demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
    expect((await sso(undefined)).status).toBe(401);
    expect((await sso(teacher)).status).toBe(403);
    expect((await sso(teacher, { issuer: provider.issuer, ...client, scopes: 'openid', enabled: true })).status).toBe(403);
    expect((await call(teacher, 'POST', '/api/admin/sso/test', { issuer: provider.issuer })).status).toBe(403);
    expect(await ssoSwitch()).toBe(false);
  });
});

describe('setting the provider', () => {
  it('reads none at first, with the callback address to register at the provider', async () => {
    const read = await sso(admin);
    expect(read.body).toEqual({
      issuer: null,
      clientId: null,
      scopes: 'openid email profile',
      hasClientSecret: false,
      enabled: false,
      callbackUrl: expect.stringMatching(/^http:\/\/localhost:3000\/api\/contexts\/[0-9a-f-]{36}\/oidc\/callback$/),
    });
  });

  it('needs a secret for a new provider, stores it write only, switches single sign-on and records it without the secret', async () => {
    const body = { issuer: `${provider.issuer}/`, clientId: client.clientId, scopes: ' openid  email profile ', enabled: true };
    const refused = await sso(admin, body);
    expect(refused.status).toBe(400);
    expect(refused.body.issues?.map((issue) => issue.path)).toEqual(['body.clientSecret']);

    const saved = await sso(admin, { ...body, clientSecret: client.clientSecret });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      issuer: provider.issuer,
      clientId: client.clientId,
      scopes: 'openid email profile',
      hasClientSecret: true,
      enabled: true,
    });
    expect(saved.raw).not.toContain(client.clientSecret);
    expect(await ssoSwitch()).toBe(true);
    const entry = await latestAudit();
    expect(entry).toMatchObject({
      action: 'settings.sso-updated',
      before: { issuer: null, enabled: false, clientSecret: null },
      after: { issuer: provider.issuer, enabled: true },
    });
    expect(JSON.stringify(entry)).not.toContain(client.clientSecret);
    // The login now goes to the provider.
    const start = await testApp.app.inject({ method: 'GET', url: `/api/contexts/${demoId}/oidc/login`, headers: { host: hosts.demo } });
    expect(start.headers.location).toMatch(new RegExp(`^${provider.issuer}/auth\\?`));
    expect(new URL(String(start.headers.location)).searchParams.get('scope')).toBe('openid email profile');
  });

  it('keeps the stored secret for the same provider and client, and asks a new one for another', async () => {
    const same = await sso(admin, { issuer: provider.issuer, clientId: client.clientId, scopes: 'openid email', enabled: true });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ scopes: 'openid email', hasClientSecret: true });
    expect(await latestAudit()).toMatchObject({ before: { scopes: 'openid email profile' }, after: { scopes: 'openid email' } });
    // Another provider would be sent the stored secret at its token endpoint: it needs its own.
    expect((await sso(admin, { issuer: 'https://idp.example.com', clientId: client.clientId, scopes: 'openid', enabled: true })).body.issues).toEqual([
      expect.objectContaining({ path: 'body.clientSecret' }),
    ]);
    expect((await sso(admin, { issuer: provider.issuer, clientId: 'another-client', scopes: 'openid', enabled: true })).body.issues).toEqual([
      expect.objectContaining({ path: 'body.clientSecret' }),
    ]);
    expect((await sso(admin)).body).toMatchObject({ issuer: provider.issuer, clientId: client.clientId });
  });

  it('refuses to turn single sign-on off while password sign-in is off: someone must be able to sign in', async () => {
    await testApp.testDatabase.database.query(`UPDATE contexts SET settings = jsonb_set(settings, '{authentication,internal}', 'false') WHERE alias = 'demo'`);
    testApp.app.tenants.clear();
    try {
      const refused = await sso(admin, { issuer: provider.issuer, clientId: client.clientId, scopes: 'openid email', enabled: false });
      expect(refused.status).toBe(400);
      expect(refused.body.issues).toEqual([expect.objectContaining({ path: 'body.enabled' })]);
      expect(await ssoSwitch()).toBe(true);
    } finally {
      await testApp.testDatabase.database.query(`UPDATE contexts SET settings = jsonb_set(settings, '{authentication,internal}', 'true') WHERE alias = 'demo'`);
      testApp.app.tenants.clear();
    }
    expect((await sso(admin, { issuer: provider.issuer, clientId: client.clientId, scopes: 'openid email', enabled: false })).status).toBe(200);
    expect(await ssoSwitch()).toBe(false);
  });

  it.each([
    ['an http provider elsewhere than on this machine', { issuer: 'http://idp.example.com' }, 'body.issuer'],
    ['an address with credentials', { issuer: 'https://user:pw@idp.example.com' }, 'body.issuer'],
    ['a file address', { issuer: 'file:///etc/passwd' }, 'body.issuer'],
    ['scopes without openid', { scopes: 'email profile' }, 'body.scopes'],
    ['an issuer over 500 characters', { issuer: `https://idp.example.com/${'a'.repeat(500)}` }, 'body.issuer'],
    ['a secret over 1,000 characters', { clientSecret: 's'.repeat(1001) }, 'body.clientSecret'],
    ['an unknown field', { extra: true }, 'body.extra'],
  ])('refuses %s (400)', async (_case, change, path) => {
    const refused = await sso(admin, { issuer: provider.issuer, ...client, scopes: 'openid', enabled: false, ...change });
    expect(refused.status).toBe(400);
    expect(refused.body.issues?.[0]?.path).toBe(path);
  });
});

describe('« Tester la connexion »', () => {
  it('finds the real provider’s discovery document and keys', async () => {
    const answer = await probe(provider.issuer);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true });
    expect((answer.body.checks as { check: string; ok: boolean }[]).map(({ check, ok }) => [check, ok])).toEqual([
      ['reached', true],
      ['document', true],
      ['issuer', true],
      ['endpoints', true],
      ['keys', true],
    ]);
  });

  it.each([
    ['a redirect, which it does not follow', '/redirects', 'reached', /redirects \(HTTP 302\) to http:\/\/169\.254\.169\.254/],
    ['an error status', '/missing', 'reached', /answered HTTP 404/],
    ['an answer that is not JSON', '/html', 'document', /not a JSON object/],
    ['another issuer', '/other-issuer', 'issuer', /names https:\/\/someone-else\.example/],
    ['a missing endpoint', '/no-token', 'endpoints', /missing token_endpoint/],
    ['no signing key', '/no-keys', 'keys', /holds no signing key/],
  ])('says where it fails: %s', async (_case, path, failed, detail) => {
    const answer = await probe(`${fakeOrigin}${path}`);
    expect(answer.status).toBe(200);
    expect(answer.body.ok).toBe(false);
    const checks = answer.body.checks as { check: string; ok: boolean; detail: string | null }[];
    expect(checks.at(-1)).toMatchObject({ check: failed, ok: false, detail: expect.stringMatching(detail) });
    expect(checks.slice(0, -1).every((check) => check.ok)).toBe(true);
  });

  it('says when nothing answers at that address', async () => {
    const answer = await probe('http://127.0.0.1:9');
    expect(answer.body).toMatchObject({ ok: false, checks: [{ check: 'reached', ok: false, detail: expect.stringContaining('unreachable') }] });
  });

  it('gives up after its timeout', async () => {
    const answer = await probeOidcIssuer(`${fakeOrigin}/slow`, { fetchImpl: createProviderFetch([parseIpRange('127.0.0.1')!]).fetch, timeoutMs: 200 });
    expect(answer).toMatchObject({ ok: false, checks: [{ check: 'reached', ok: false, detail: expect.stringContaining('no answer within 0.2 s') }] });
  });

  it('refuses an address the server may not fetch (400), before any request', async () => {
    for (const issuer of ['http://10.0.0.1', 'http://metadata.internal', 'gopher://127.0.0.1']) expect((await probe(issuer)).status).toBe(400);
  });
});

describe('an admin pointing the server at this machine or a private network', () => {
  let unallowedAdmin: string;
  let unallowedId: string;
  beforeAll(async () => {
    unallowedAdmin = await signIn(unallowed.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
    unallowedId = contextSchema.parse((await unallowed.app.inject({ method: 'GET', url: '/api/contexts/current', headers: { host: hosts.demo } })).json()).id;
  });
  const probeFrom = async (issuer: string) => {
    const response = await unallowed.app.inject({
      method: 'POST',
      url: '/api/admin/sso/test',
      headers: { host: hosts.demo, authorization: `Bearer ${unallowedAdmin}` },
      payload: { issuer },
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  const refusal = {
    code: 'SSO_PROVIDER_ADDRESS_REFUSED',
    title: 'Provider address refused',
    message: expect.stringContaining('does not connect to this address'),
  };

  it('gets one 422 for every address of this machine, by number or by name, listening or not, and the server sends nothing there', async () => {
    const before = fakeRequests.length;
    const port = new URL(fakeOrigin).port;
    const answers = await Promise.all(
      [
        `http://127.0.0.1:${port}/no-keys`,
        `http://localhost:${port}/no-keys`,
        `http://[::1]:${port}`,
        'http://127.0.0.1:9',
        'https://127.0.0.1:22',
        'https://169.254.169.254',
        'https://10.0.0.1',
        'https://[::ffff:127.0.0.1]:22',
      ].map(probeFrom),
    );
    for (const answer of answers) expect(answer).toEqual({ status: 422, body: refusal });
    expect(fakeRequests.length).toBe(before);
  });

  it('is refused at sign-in too: a saved provider on this machine is never fetched, and the sign-in screen says single sign-on is unavailable', async () => {
    const saved = await unallowed.app.inject({
      method: 'PUT',
      url: '/api/admin/sso',
      headers: { host: hosts.demo, authorization: `Bearer ${unallowedAdmin}` },
      payload: { issuer: `${fakeOrigin}/no-keys`, ...client, scopes: 'openid', enabled: true },
    });
    expect(saved.statusCode).toBe(200);
    const before = fakeRequests.length;
    const start = await unallowed.app.inject({ method: 'GET', url: `/api/contexts/${unallowedId}/oidc/login`, headers: { host: hosts.demo } });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/login#sso_error=unavailable');
    expect(fakeRequests.length).toBe(before);
  });

  it('is refused when the provider names a private address for a later request: its keys', async () => {
    const answer = await probe(`${fakeOrigin}/metadata-keys`);
    expect(answer).toMatchObject({ status: 422, body: refusal });
  });
});

describe('a provider that does not answer', () => {
  it('sends the browser back to the sign-in screen, which says the provider failed, rather than a server error', async () => {
    // Port 9 (discard) on this machine, which the test server may reach: refused at once.
    expect((await sso(admin, { issuer: 'http://127.0.0.1:9', ...client, scopes: 'openid', enabled: true })).status).toBe(200);
    const start = await testApp.app.inject({ method: 'GET', url: `/api/contexts/${demoId}/oidc/login`, headers: { host: hosts.demo } });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/login#sso_error=provider');
  });
});
