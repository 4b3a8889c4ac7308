import type { Page, TestInfo } from '@playwright/test';
import { contrastViolations, describeViolation } from '../support/axe';
import { acme, acmeLearner, type Account, demo, demoLearner, english, french, type ScreenTexts, type Tenant } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { playThrough } from '../support/a11y-checks';
import { freshLesson } from '../support/player-program';
import { expectPath, signIn, storedToken } from '../support/sign-in';

/**
 * The dark theme (docs/accessibility.md#themes) on a device set to dark: the palette follows it
 * from the first server-rendered screen on, the profile's « Clair » forces the light one over it
 * and keeps it, and the learner screens read at 4.5:1 in it, in both tenants' colours.
 */

test.use({ colorScheme: 'dark', locale: 'fr-FR' });

/** The WCAG relative luminance of what an element is painted with, as the browser computed it. */
function luminanceOf(page: Page, selector: string, property: 'backgroundColor' | 'color' = 'backgroundColor'): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, which) => {
      const [red, green, blue] = (getComputedStyle(element)[which].match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
      const linear = (channel = 0) => (channel / 255 <= 0.03928 ? channel / 255 / 12.92 : ((channel / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
    }, property);
}

/** The page is painted dark: a dark ground under light text (the dark palette's are 0.01 and 0.9). */
async function expectDark(page: Page, surface = 'html') {
  await expect.poll(() => luminanceOf(page, surface), { message: `${surface} painted dark` }).toBeLessThan(0.05);
  expect(await luminanceOf(page, 'body', 'color')).toBeGreaterThan(0.6);
}

/** The page is painted light: a light ground under dark text. */
async function expectLight(page: Page, surface = 'html') {
  await expect.poll(() => luminanceOf(page, surface), { message: `${surface} painted light` }).toBeGreaterThan(0.8);
  expect(await luminanceOf(page, 'body', 'color')).toBeLessThan(0.05);
}

test.describe('a device set to dark, with the real content security policy', () => {
  // The page's own requests only, so refusing the app's scripts below refuses them all.
  test.use({ serviceWorkers: 'block' });

  test('the server-rendered sign-in screen and Home are painted dark, the device deciding', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: french.signInHeading })).toBeVisible();
    await expectDark(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    await signIn(page, french, demoLearner);
    await expectDark(page);
    // The header is the dark surface, not white.
    await expectDark(page, '.app-header');
    expect(await page.locator('html').getAttribute('data-theme')).toBeNull();
  });

  test('« Clair » in the profile forces the light theme at once, and keeps it after a reload and on the next first screen', async ({ page }) => {
    const refusedScripts: string[] = [];
    page.on('console', (message) => {
      if (/Refused to execute inline script/i.test(message.text())) refusedScripts.push(message.text());
    });
    await page.goto('/login');
    await signIn(page, french, demoLearner);
    await page.goto('/me');
    const themes = page.getByRole('group', { name: 'Thème' });
    await expect(themes.getByRole('radio', { name: 'Comme l’appareil' })).toBeChecked();
    await expectDark(page);

    await themes.getByRole('radio', { name: 'Clair' }).check();
    await expectLight(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.reload();
    await expect(page.getByRole('group', { name: 'Thème' }).getByRole('radio', { name: 'Clair' })).toBeChecked();
    await expectLight(page);

    // Home, rendered on the server, is light before any of the app's scripts runs: its own inline
    // script set the theme, and the CSP let it.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectLight(page);
    await page.unroute('**/assets/*.js');
    expect(refusedScripts).toEqual([]);

    // « Sombre » on a device set to dark, then back to the device's setting.
    await page.goto('/me');
    await page.getByRole('group', { name: 'Thème' }).getByRole('radio', { name: 'Sombre' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectDark(page);
    await page.getByRole('group', { name: 'Thème' }).getByRole('radio', { name: 'Comme l’appareil' }).check();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    await expectDark(page);
  });
});

interface Case {
  tenant: Tenant;
  account: Account;
  texts: ScreenTexts;
}

const cases: Case[] = [
  { tenant: demo, account: demoLearner, texts: french },
  { tenant: acme, account: acmeLearner, texts: english },
];

/** axe's colour contrast on the screen as it is now, with a picture of it for the report. */
async function expectReadable(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await testInfo.attach(`${name} (dark)`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  expect((await contrastViolations(page)).map(describeViolation), name).toEqual([]);
}

for (const { tenant, account, texts } of cases) {
  test.describe(`${tenant.name}, in the dark theme`, () => {
    // axe-core is injected as an inline script, which the app's CSP rightly refuses.
    test.use({ baseURL: tenant.origin, locale: texts === french ? 'fr-FR' : 'en-GB', bypassCSP: true });

    test('the learner screens read at 4.5:1 in the tenant’s colours', async ({ page, request }, testInfo) => {
      // Up to nine screens, each checked by axe and pictured whole: several times a one-screen test.
      test.setTimeout(90_000);
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: texts.signInHeading })).toBeVisible();
      await expectDark(page);
      await expectReadable(page, testInfo, 'sign-in');

      await signIn(page, texts, account);
      await expectDark(page);
      await expectReadable(page, testInfo, 'home');

      for (const path of ['/tableau-de-bord/niveaux', '/tableau-de-bord/statistiques', '/me', '/notifications', '/accessibilite']) {
        await page.goto(path);
        await expectPath(page, path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByText(/Chargement|Loading/)).toHaveCount(0);
        await expectReadable(page, testInfo, path);
      }

      if (tenant === demo) {
        // A lesson page in the player, with its own layout and fixed footer.
        const lessonId = await freshLesson(page, 'Accueillir un client');
        await page.goto(`/session/${lessonId}`);
        await expect(page.getByRole('heading', { level: 1, name: "Pourquoi l'accueil compte" })).toBeVisible();
        await expectDark(page, '.lesson-page');
        await expectReadable(page, testInfo, 'lesson page');

        // Its results: each page's mark (right, partly, wrong) filled in the dark palette's colours.
        await playThrough(request, (await storedToken(page)) ?? '', lessonId);
        await page.goto(`/session/${lessonId}/resultats`);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectReadable(page, testInfo, 'lesson results');
      }
    });
  });
}
