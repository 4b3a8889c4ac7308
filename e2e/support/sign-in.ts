import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Account, ScreenTexts, Tenant } from './demo';
import { loopbackOrigin } from './server';

/** Fills the sign-in form by its labels, as a user would. */
export async function fillSignIn(page: Page, texts: ScreenTexts, account: Account): Promise<void> {
  // exact: a "show password" toggle may carry a label containing "password".
  await page.getByLabel(texts.identifier, { exact: true }).fill(account.email);
  await page.getByLabel(texts.password, { exact: true }).fill(account.password);
}

/** Fills the sign-in form and submits it, without waiting for any outcome. */
export async function submitSignIn(page: Page, texts: ScreenTexts, account: Account): Promise<void> {
  await fillSignIn(page, texts, account);
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
}

/** Signs in through the form and waits until Home shows. */
export async function signIn(page: Page, texts: ScreenTexts, account: Account): Promise<void> {
  await submitSignIn(page, texts, account);
  await expect(page.getByRole('heading', { name: texts.homeHeading })).toBeVisible();
}

/** Signs out as a user would: on a phone, the button sits in the main navigation's menu. */
export async function signOut(page: Page, texts: ScreenTexts): Promise<void> {
  const signOutButton = page.getByRole('button', { name: texts.signOut, exact: true });
  if (!(await signOutButton.isVisible())) await page.getByRole('navigation').getByRole('button', { name: texts.menu, exact: true }).click();
  await signOutButton.click();
}

/** The path of the current page, polled, so redirects have time to land. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { message: `expected to be on ${path}` }).toBe(path);
}

export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('id_token'));
}

/**
 * Node-side requests for a tenant. Node's resolver, unlike Chromium, does not
 * map *.localhost to loopback, so every call goes to localhost and names the
 * tenant in the Host header — which is exactly what the server resolves.
 */
export function tenantRequest(tenant: Tenant, token?: string) {
  const headers: Record<string, string> = { host: tenant.host };
  if (token) headers.authorization = `Bearer ${token}`;
  return { url: (path: string) => `${loopbackOrigin}${path}`, headers };
}

/** Signs in through the API and returns the access token. */
export async function apiSignIn(request: APIRequestContext, tenant: Tenant, account: Account): Promise<string> {
  const target = tenantRequest(tenant);
  const response = await request.post(target.url('/api/users/login'), {
    headers: target.headers,
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { access_token?: unknown };
  expect(typeof body.access_token).toBe('string');
  return body.access_token as string;
}
