import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account } from 'oidc-provider';

/** A provider account of the test: its login is its id. */
export interface TestAccount {
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  locale?: string;
}

export interface TestProvider {
  issuer: string;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a free port of 127.0.0.1, with one
 * confidential client and its development login and consent forms (any login, any password).
 */
export async function startTestProvider(
  client: { clientId: string; clientSecret: string; redirectUri: string },
  accounts: Record<string, TestAccount>,
): Promise<TestProvider> {
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => response.end();
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'locale'] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    findAccount(_context, id): Account | undefined {
      const account = accounts[id];
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
          ...(account.locale === undefined ? {} : { locale: account.locale }),
        }),
      };
    },
  });
  handle = provider.callback();
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Plays the browser at the provider: follows its redirects with its cookies and submits its
 * login and consent forms, until it sends the browser back to the client.
 */
export async function authorizeAtProvider(authorizationUrl: string, login: string, redirectPrefix: string): Promise<string> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  let next: { url: string; form?: URLSearchParams } = { url: authorizationUrl };
  for (let step = 0; step < 20; step += 1) {
    const response = await fetch(next.url, {
      redirect: 'manual',
      method: next.form ? 'POST' : 'GET',
      headers: { cookie: cookieHeader(), ...(next.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(next.form ? { body: next.form.toString() } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) cookies.set(name.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (location !== null) {
      const target = new URL(location, next.url).href;
      if (target.startsWith(redirectPrefix)) return target;
      next = { url: target };
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(page)?.[1];
    if (action === undefined || prompt === undefined) throw new Error(`Unexpected provider page (${response.status}): ${page.slice(0, 300)}`);
    const form = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      form.set('login', login);
      form.set('password', 'any');
    }
    next = { url: new URL(action, next.url).href, form };
  }
  throw new Error('The provider never sent the browser back');
}
