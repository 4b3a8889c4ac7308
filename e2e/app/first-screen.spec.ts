import type { Page } from '@playwright/test';
import { demo, demoLearner, english, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { fillSignIn } from '../support/sign-in';

/**
 * /login carries the sign-in screen rendered by the server (docs/performance.md): it shows
 * before the app's scripts have run, nothing done meanwhile is lost, and the service worker
 * keeps that page for the next visits.
 */
test.use({ locale: 'fr-FR' });

test('/login shows the sign-in screen before the app runs; what was typed meanwhile is kept', async ({ page }) => {
  // The app's scripts are held until the learner has typed.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // Not 'domcontentloaded', which waits for the module scripts.
  await page.goto(`${demo.origin}/login`, { waitUntil: 'commit' });

  await expect(page).toHaveTitle(`${demo.name} - Connexion`);
  await expect(page.getByRole('heading', { level: 1, name: french.signInHeading })).toBeVisible();
  await expect(page.getByRole('img', { name: demo.name })).toBeVisible();
  // Until the app runs, a submit would send the form natively, the password in the address.
  const submit = page.getByRole('button', { name: french.submit, exact: true });
  await expect(submit).toBeDisabled();
  await expect(page.getByLabel('Langue')).toBeDisabled();
  await fillSignIn(page, french, demoLearner);

  releaseScripts();
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel(french.identifier, { exact: true })).toHaveValue(demoLearner.email);
  await expect(page.getByLabel(french.password, { exact: true })).toHaveValue(demoLearner.password);
  // The focus stays in the field the learner was typing in.
  await expect(page.getByLabel(french.password, { exact: true })).toBeFocused();
  await submit.click();
  await expect(page.getByRole('heading', { name: french.homeHeading })).toBeVisible();
});

test('the server renders /login in the language the learner chose last time', async ({ page }) => {
  await page.goto(`${demo.origin}/login`);
  await page.getByLabel('Langue').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: english.signInHeading })).toBeVisible();

  const response = await page.request.get(`${demo.origin}/login`);
  expect(await response.text()).toMatch(/<html lang="en"[^>]*>[\s\S]*<h1[^>]*>Sign in<\/h1>/);
});

/** Resolves once the service worker's copy of /login (lib/sign-in-page-cache.ts) shows `heading`. */
async function waitForSignInPageCopy(page: Page, heading: string): Promise<void> {
  // Polled with evaluate, which awaits the page's promise (waitForFunction would take the promise itself as truthy).
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.match('/login'))?.text()) ?? ''), { timeout: 15_000 })
    .toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
}

test('the service worker serves /login as the server rendered it, offline too, in the language last chosen', async ({ page, context }) => {
  await page.goto(`${demo.origin}/login`);
  await waitForSignInPageCopy(page, french.signInHeading);

  await context.setOffline(true);
  const response = await page.goto(`${demo.origin}/login`);
  expect(response?.fromServiceWorker()).toBe(true);
  expect(await response?.text()).toMatch(/<h1[^>]*>Connexion<\/h1>/);
  await expect(page.getByRole('button', { name: french.submit, exact: true })).toBeEnabled();
  await context.setOffline(false);

  // Another language chosen: the copy is rendered again in it, so no French shows first next time.
  await page.getByLabel('Langue').selectOption('en');
  await waitForSignInPageCopy(page, english.signInHeading);
  await context.setOffline(true);
  const inEnglish = await page.goto(`${demo.origin}/login`);
  expect(await inEnglish?.text()).toMatch(/<html lang="en"[^>]*>[\s\S]*<h1[^>]*>Sign in<\/h1>/);
  await context.setOffline(false);
});
