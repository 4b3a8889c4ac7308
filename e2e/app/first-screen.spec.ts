import type { Page } from '@playwright/test';
import { demo, demoLearner, demoLearnerClasses, english, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { fillSignIn, signIn, signOut } from '../support/sign-in';

/**
 * /login carries the sign-in screen rendered by the server, and / a signed-in learner's Home
 * (docs/performance.md): they show before the app's scripts have run, nothing done meanwhile
 * is lost, and the service worker keeps those pages for the next visits — a Home for its learner only.
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

/** Resolves once the service worker's copy of /login (lib/page-copies.ts) shows `heading`. */
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

test.describe("a signed-in learner's Home", () => {
  // The scripts are held by page.route, which does not see what a service worker answers.
  test.use({ serviceWorkers: 'block' });

  test('shows in the page before the app runs, and the app takes it over without a loading state', async ({ page }) => {
    await page.goto(`${demo.origin}/login`);
    await signIn(page, french, demoLearner);

    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/users/me')) calls.push(request.url());
    });
    await page.goto(`${demo.origin}/`, { waitUntil: 'commit' });
    await expect(page).toHaveTitle(`${demo.name} - ${french.homeHeading}`);
    await expect(page.getByRole('heading', { level: 1, name: french.homeHeading })).toBeVisible();
    await expect(page.getByRole('heading', { name: demoLearnerClasses.spring })).toBeVisible();
    // Styled already: the class list's sheet is in the page.
    await expect(page.locator('.class-list')).toHaveCSS('list-style-type', 'none');
    await page.getByRole('searchbox').fill('Sécurité');
    // Anything the page shows from here on is recorded: a loading state in between would be a flash.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => seen.push(document.getElementById('root')?.textContent ?? '')).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });

    releaseScripts();
    // The app's own render: what was typed searches, and the server's answers filled the wait (no loading text).
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Sécurité');
    await expect(page.getByRole('heading', { name: demoLearnerClasses.autumn })).toBeVisible();
    await expect(page.getByRole('heading', { name: demoLearnerClasses.spring })).toBeHidden();
    await expect(page.getByLabel('Langue')).toBeEnabled();
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((text) => /Chargement|Vérification de votre session/.test(text))).toEqual([]);
  });

  test('is never shown to anyone once its learner has signed out', async ({ page }) => {
    await page.goto(`${demo.origin}/login`);
    await signIn(page, french, demoLearner);
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'session')).toBe(true);
    await signOut(page, french);
    await expect(page.getByRole('heading', { level: 1, name: french.signInHeading })).toBeVisible();
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'session')).toBe(false);
    const body = await (await page.request.get(`${demo.origin}/`)).text();
    expect(body).not.toContain(demoLearnerClasses.spring);
    expect(body).toContain('<div id="root"></div>');
  });
});

test("the service worker serves a learner's Home as the server rendered it, offline too, and forgets it at sign-out", async ({ page, context }) => {
  await page.goto(`${demo.origin}/login`);
  // The worker is active before the learner signs in (a second visit's case): signing in keeps the Home copy.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await signIn(page, french, demoLearner);
  const homeCopy = () => page.evaluate(async () => (await (await caches.match('/'))?.text()) ?? '');
  await expect.poll(homeCopy, { timeout: 15_000 }).toContain(demoLearnerClasses.spring);

  await context.setOffline(true);
  const response = await page.goto(`${demo.origin}/`);
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: demoLearnerClasses.spring })).toBeVisible();
  await context.setOffline(false);

  await signOut(page, french);
  await expect(page.getByRole('heading', { level: 1, name: french.signInHeading })).toBeVisible();
  await expect.poll(homeCopy).toBe('');
});
