import { expect, type APIRequestContext } from '@playwright/test';
import { demo } from './demo';
import { addressLinkMailedTo } from './mailbox';
import { tenantRequest } from './sign-in';

/** The demo tenant's seeded invitation code (README "Demo data"). */
export const invitationCode = 'WELCOME-DEMO';

export interface Newcomer {
  username: string;
  email: string;
  password: string;
}

let counter = 0;

/** A person no test has registered yet: the run shares one database, so every name is unique. */
export function newcomer(label: string): Newcomer {
  counter += 1;
  const id = `${label}-${Date.now().toString(36)}-${counter}`;
  return { username: id, email: `${id}@example.test`, password: 'Welcome#2026' };
}

/**
 * Registers through the API with the invitation code, then uses the link mailed to the address, as
 * the person would: the address is theirs from then on (signing in with it, a reset link).
 * Returns the access token.
 */
export async function apiRegister(request: APIRequestContext, person: Newcomer): Promise<string> {
  const target = tenantRequest(demo);
  const response = await request.post(target.url('/api/users'), { headers: target.headers, data: { invitationCode, ...person } });
  expect(response.status(), await response.text()).toBe(201);
  const token = new URL(await addressLinkMailedTo(person.email, 'confirmation-email')).hash.slice(1);
  const confirmed = await request.post(target.url('/api/users/email-verification'), { headers: target.headers, data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Gives a registered user what the required-data gate asks for, so they land on Home. */
export async function apiCompleteAccount(request: APIRequestContext, token: string): Promise<void> {
  const target = tenantRequest(demo, token);
  const context = (await (await request.get(target.url('/api/contexts/current'), { headers: target.headers })).json()) as {
    settings: { legal: { cgu: { version: string } | null } };
  };
  const patch = await request.patch(target.url('/api/users/me'), {
    headers: target.headers,
    data: { lastname: 'Perez', firstname: 'Nina', birthday: '2000-02-29' },
  });
  expect(patch.status(), await patch.text()).toBe(200);
  const version = context.settings.legal.cgu?.version;
  if (version === undefined) return;
  const terms = await request.post(target.url('/api/users/me/terms'), { headers: target.headers, data: { version } });
  expect(terms.status(), await terms.text()).toBe(200);
}
