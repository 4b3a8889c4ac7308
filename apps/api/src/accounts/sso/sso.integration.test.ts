import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contextSchema } from '@espace/contracts/context';
import { meSchema } from '@espace/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressLinkTokenOf, mailFiles, resetTokenOf } from '../../test/mail-test-support';
import { createTestApp, hosts, signIn, type TestApp } from '../../test/test-app';
import { authorizeAtProvider, startTestProvider, type TestProvider } from '../../test/oidc-test-provider';

let testApp: TestApp;
let provider: TestProvider;
let demoId: string;
const dataDir = mkdtempSync(join(tmpdir(), 'espace-sso-'));
const client = { clientId: 'espace-demo', clientSecret: 'a-client-secret-of-the-demo-tenant' };

const context = async (host = hosts.demo) =>
  contextSchema.parse((await testApp.app.inject({ method: 'GET', url: '/api/contexts/current', headers: { host } })).json());
const admin = () => signIn(testApp.app, hosts.demo, { email: 'admin@demo.test', password: 'Admin#2026' });
/** The provider is set in the administration space (admin/tenant-sso.integration.test.ts has its rules). */
const configure = async (token: string, body: object) =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/admin/sso',
    headers: { host: hosts.demo, authorization: `Bearer ${token}` },
    payload: { scopes: 'openid email profile', ...body },
  });

beforeAll(async () => {
  // The test provider is on this machine, which the server reaches for a provider only when told (SSO_PRIVATE_NETWORKS).
  testApp = await createTestApp({ CACHE_MS: '0', DATA_DIR: dataDir, SSO_PRIVATE_NETWORKS: '127.0.0.1' });
  demoId = (await context()).id;
  provider = await startTestProvider(
    { ...client, redirectUri: `http://localhost:3000/api/contexts/${demoId}/oidc/callback` },
    {
      lea: { email: 'Learner@demo.test', emailVerified: true, givenName: 'Léa', familyName: 'Martin' },
      newcomer: { email: 'sam.sso@demo.test', emailVerified: true, givenName: 'Sam', familyName: 'Sso', locale: 'en' },
      unverified: { email: 'teacher@demo.test', emailVerified: false, givenName: 'Not', familyName: 'Thomas' },
      victim: { email: 'victim@corp.test', emailVerified: true, givenName: 'Vic', familyName: 'Tim' },
      changed: { email: 'boss@corp.test', emailVerified: true, givenName: 'Big', familyName: 'Boss' },
      prey: { email: 'prey@corp.test', emailVerified: true, givenName: 'Pre', familyName: 'Ey' },
    },
  );
  const answer = await configure(await admin(), { issuer: provider.issuer, ...client, enabled: true });
  expect(answer.statusCode).toBe(200);
});
afterAll(async () => {
  await testApp.close();
  await provider.close();
});

/** The browser's round trip: our login → the provider's forms → our callback. Returns where the callback sent it. */
async function signInAtProvider(login: string, options: { keepCookie?: boolean } = {}): Promise<{ location: string; callback: string; cookie: string }> {
  const start = await testApp.app.inject({ method: 'GET', url: `/api/contexts/${demoId}/oidc/login`, headers: { host: hosts.demo } });
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
  const authorization = new URL(String(start.headers.location));
  expect(authorization.origin).toBe(provider.issuer);
  expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
    response_type: 'code',
    code_challenge_method: 'S256',
    client_id: client.clientId,
    scope: 'openid email profile',
  });
  for (const parameter of ['state', 'nonce', 'code_challenge']) expect(authorization.searchParams.get(parameter)).toBeTruthy();
  const callback = await authorizeAtProvider(authorization.href, login, 'http://localhost:3000/');
  const url = new URL(callback);
  const response = await testApp.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { host: hosts.demo, ...(options.keepCookie === false ? {} : { cookie }) },
  });
  expect(response.statusCode).toBe(302);
  return { location: String(response.headers.location), callback: `${url.pathname}${url.search}`, cookie };
}

/** Registration with the demo invitation code: nobody checks the address given. */
const register = (username: string, email: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { host: hosts.demo },
    payload: { invitationCode: 'WELCOME-DEMO', username, email, password: 'Register#2026' },
  });
const identitiesOf = async (email: string) => {
  const [row] = await testApp.testDatabase.database.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM user_sso_identities i JOIN users u ON u.id = i.user_id WHERE lower(u.email) = $1',
    [email],
  );
  return row?.count ?? 0;
};
const exchange = (code: string) => testApp.app.inject({ method: 'POST', url: '/api/users/sso/exchange', headers: { host: hosts.demo }, payload: { code } });
const me = async (token: string) =>
  meSchema.parse((await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: { host: hosts.demo, authorization: `Bearer ${token}` } })).json());
const codeOf = (location: string) => {
  const code = /^\/login#sso=([A-Za-z0-9_-]+)$/.exec(location)?.[1];
  if (code === undefined) throw new Error(`Not a sign-in redirect: ${location}`);
  return code;
};

describe('single sign-on with a real OpenID provider', () => {
  it('links the existing user with the verified email and signs them in once per code', async () => {
    const { location } = await signInAtProvider('lea');
    const code = codeOf(location);
    const answer = await exchange(code);
    expect(answer.statusCode).toBe(200);
    const user = await me((answer.json() as { access_token: string }).access_token);
    expect(user).toMatchObject({ email: 'learner@demo.test', username: 'lea.martin' });
    expect((await exchange(code)).statusCode).toBe(401);
    // The identity stays linked: a second sign-in finds the same user.
    const again = await exchange(codeOf((await signInAtProvider('lea')).location));
    expect((await me((again.json() as { access_token: string }).access_token)).id).toBe(user.id);
  });

  it('provisions a new user of the tenant from the provider’s claims', async () => {
    const answer = await exchange(codeOf((await signInAtProvider('newcomer')).location));
    const user = await me((answer.json() as { access_token: string }).access_token);
    expect(user).toMatchObject({
      email: 'sam.sso@demo.test',
      firstname: 'Sam',
      lastname: 'Sso',
      preferredLocale: 'en',
      isFromInvitationCode: false,
      legal: { cguAcceptedVersion: null },
    });
  });

  it('refuses an email the provider has not verified', async () => {
    expect((await signInAtProvider('unverified')).location).toBe('/login#sso_error=email');
  });

  it('gives the owner of an address someone registered with an account of their own: the address never went to the registrant', async () => {
    const registered = await register('pre.hijacker', 'victim@corp.test');
    expect(registered.statusCode).toBe(201);
    const hijacker = await me((registered.json() as { access_token: string }).access_token);
    const signedIn = await exchange(codeOf((await signInAtProvider('victim')).location));
    const victim = await me((signedIn.json() as { access_token: string }).access_token);
    expect(victim).toMatchObject({ email: 'victim@corp.test', firstname: 'Vic' });
    expect(victim.id).not.toBe(hijacker.id);
    expect(await identitiesOf('victim@corp.test')).toBe(1);
    // Even the owner's click on the link mailed at that registration cannot give the address away now.
    const link = (await mailFiles(dataDir)).find((mail) => mail.to === 'victim@corp.test');
    const used = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/email-verification',
      headers: { host: hosts.demo },
      payload: { token: addressLinkTokenOf(link!) },
    });
    expect(used.statusCode).toBe(409);
  });

  it('does not link an account holding an address it never proved, until a reset link mailed there is used', async () => {
    const registered = await register('email.changer', 'changer@corp.test');
    expect(registered.statusCode).toBe(201);
    // An address put on an account before addresses waited for their link: nobody proved it.
    await testApp.testDatabase.database.query(
      `UPDATE users SET email = 'boss@corp.test', email_verified_at = NULL, pending_email = NULL, pending_email_awaits = NULL WHERE username = 'email.changer'`,
    );
    expect((await signInAtProvider('changed')).location).toBe('/login#sso_error=unverified');
    expect(await identitiesOf('boss@corp.test')).toBe(0);

    // The address's owner proves it with a reset link: from then on the provider identity is linked.
    const before = (await mailFiles(dataDir)).length;
    await testApp.app.inject({ method: 'POST', url: '/api/users/password-reset', headers: { host: hosts.demo }, payload: { email: 'boss@corp.test' } });
    await testApp.app.mailer.drain();
    const token = resetTokenOf((await mailFiles(dataDir)).slice(before)[0]!);
    expect(
      (
        await testApp.app.inject({
          method: 'PATCH',
          url: `/api/users/password-reset/${token}`,
          headers: { host: hosts.demo },
          payload: { password: 'Boss#2026' },
        })
      ).statusCode,
    ).toBe(204);
    const signedIn = await exchange(codeOf((await signInAtProvider('changed')).location));
    expect((await me((signedIn.json() as { access_token: string }).access_token)).username).toBe('email.changer');
    expect(await identitiesOf('boss@corp.test')).toBe(1);
  });

  it('does not let a reset link prove an address the account took after it was mailed (H-1)', async () => {
    // The attacker registers with their own address and proves it…
    const registered = await register('reset.hijacker', 'reset.hijacker@corp.test');
    const session = (registered.json() as { access_token: string }).access_token;
    await testApp.app.mailer.drain();
    const confirmation = (await mailFiles(dataDir)).filter((mail) => mail.to === 'reset.hijacker@corp.test').at(-1);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/users/email-verification',
      headers: { host: hosts.demo },
      payload: { token: addressLinkTokenOf(confirmation!) },
    });
    // …asks for a reset link there, then gives their account the victim's address, and uses the link.
    const before = (await mailFiles(dataDir)).length;
    await testApp.app.inject({
      method: 'POST',
      url: '/api/users/password-reset',
      headers: { host: hosts.demo },
      payload: { email: 'reset.hijacker@corp.test' },
    });
    await testApp.app.mailer.drain();
    const resetLink = resetTokenOf((await mailFiles(dataDir)).slice(before).find((mail) => mail.to === 'reset.hijacker@corp.test')!);
    await testApp.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { host: hosts.demo, authorization: `Bearer ${session}` },
      payload: { email: 'prey@corp.test', currentPassword: 'Register#2026' },
    });
    await testApp.app.inject({
      method: 'PATCH',
      url: `/api/users/password-reset/${resetLink}`,
      headers: { host: hosts.demo },
      payload: { password: 'Hijack#2026' },
    });
    const attacker = await testApp.testDatabase.database.query<{ id: string; email: string; verified: boolean }>(
      "SELECT id, email, email_verified_at IS NOT NULL AS verified FROM users WHERE username = 'reset.hijacker'",
    );

    // The victim's first sign-in through the provider does not land in the attacker's account.
    const signedIn = await exchange(codeOf((await signInAtProvider('prey')).location));
    expect(signedIn.statusCode).toBe(200);
    const victim = await me((signedIn.json() as { access_token: string }).access_token);
    expect(victim.email).toBe('prey@corp.test');
    expect(victim.id).not.toBe(attacker[0]?.id);
    expect(attacker[0]).toMatchObject({ email: 'reset.hijacker@corp.test', verified: true });
  });

  it('refuses a callback without the binding cookie, and a replayed one', async () => {
    expect((await signInAtProvider('lea', { keepCookie: false })).location).toBe('/login#sso_error=state');
    const first = await signInAtProvider('lea');
    const replay = await testApp.app.inject({ method: 'GET', url: first.callback, headers: { host: hosts.demo, cookie: first.cookie } });
    expect(replay.headers.location).toBe('/login#sso_error=state');
  });

  it('refuses unknown and expired exchange codes', async () => {
    expect((await exchange('not-a-code')).json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const code = codeOf((await signInAtProvider('lea')).location);
    await testApp.testDatabase.database.query("UPDATE sso_exchange_codes SET expires_at = now() - interval '1 second'");
    expect((await exchange(code)).statusCode).toBe(401);
  });

  it('shows only the switch publicly, never the provider secret', async () => {
    const current = await context();
    expect(current.settings.authentication.sso).toBe(true);
    const body = (await testApp.app.inject({ method: 'GET', url: '/api/contexts/current', headers: { host: hosts.demo } })).body;
    expect(body).not.toContain(client.clientSecret);
  });

  it('lets only an admin of the tenant configure it', async () => {
    const learner = await signIn(testApp.app, hosts.demo, { email: 'learner@demo.test', password: 'Learner#2026' });
    const body = { issuer: provider.issuer, ...client, enabled: true };
    expect((await configure(learner, body)).json()).toMatchObject({ code: 'Forbidden' });
    // The generic route it replaced is gone: the tenant's settings are written in the administration space only.
    const old = await testApp.app.inject({
      method: 'PUT',
      url: `/api/contexts/${demoId}/oidc`,
      headers: { host: hosts.demo, authorization: `Bearer ${await admin()}` },
      payload: body,
    });
    expect(old.statusCode).toBe(404);
    expect((await configure(await admin(), { ...body, issuer: 'not a url' })).json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('sends the browser back to /login when the tenant has no single sign-on', async () => {
    const acme = (await context(hosts.acme)).id;
    const response = await testApp.app.inject({ method: 'GET', url: `/api/contexts/${acme}/oidc/login`, headers: { host: hosts.acme } });
    expect(response.headers.location).toBe('/login#sso_error=unavailable');
    expect((await testApp.app.inject({ method: 'GET', url: `/api/contexts/${acme}/oidc/login`, headers: { host: hosts.demo } })).statusCode).toBe(404);
  });

  it('turns single sign-on off', async () => {
    const answer = await configure(await admin(), { issuer: provider.issuer, ...client, enabled: false });
    expect(answer.json()).toMatchObject({ issuer: provider.issuer, clientId: client.clientId, enabled: false, hasClientSecret: true });
    expect((await context()).settings.authentication.sso).toBe(false);
    const start = await testApp.app.inject({ method: 'GET', url: `/api/contexts/${demoId}/oidc/login`, headers: { host: hosts.demo } });
    expect(start.headers.location).toBe('/login#sso_error=unavailable');
  });
});
