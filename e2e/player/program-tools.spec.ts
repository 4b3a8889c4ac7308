import type { Page } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { demoLearner, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { freshLesson } from '../support/player-program';
import { signIn } from '../support/sign-in';

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });

/** Signs the demo learner in, starts the program again (tests may have played it) and returns the course's lesson id. */
async function signedInFreshLesson(page: Page, courseTitle: string): Promise<string> {
  await page.goto('/login');
  await signIn(page, french, demoLearner);
  return freshLesson(page, courseTitle);
}

/** Script files the page has requested so far whose name says pdf.js or the calculator. */
function lazyScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /pdf|calculator/i.test(request.url())) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

test('by keyboard: the resources window opens the PDF viewer, pages turn, Escape closes', async ({ page }) => {
  const lazy = lazyScripts(page);
  const lessonId = await signedInFreshLesson(page, 'Traiter une réclamation');
  await page.goto(`/session/${lessonId}`);
  await expect(page.getByRole('heading', { level: 1, name: "Les étapes d'une réclamation" })).toBeVisible();
  expect(lazy).toEqual([]);

  const opener = page.getByRole('button', { name: 'Ressources (1)' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const window = page.getByRole('dialog', { name: 'Ressources' });
  await expect(window).toBeVisible();
  // A lone PDF opens at once, in the narrower window of a lone media file.
  await expect(window.getByRole('article', { name: 'PDF : la fiche réflexe' })).toBeVisible();
  expect((await window.boundingBox())?.width).toBe(580);
  await expect(window.getByText('Page 1 sur 2')).toBeVisible();
  expect(lazy.some((path) => /pdf/i.test(path))).toBe(true);

  await window.getByRole('button', { name: 'Page suivante' }).focus();
  await page.keyboard.press('Enter');
  await expect(window.getByText('Page 2 sur 2')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(window.getByText('Page 1 sur 2')).toBeVisible();

  // The window moves by keyboard from its handle.
  const before = await window.boundingBox();
  await window.getByRole('button', { name: 'Déplacer la fenêtre Ressources' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await window.boundingBox())?.x).toBe((before?.x ?? 0) - 10);

  expect(await blockingViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(window).toBeHidden();
  await expect(opener).toBeFocused();
  expect(lazy.some((path) => /calculator/i.test(path))).toBe(false);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the resources open as a modal dialog with the PDF, closed by its button', async ({ page }) => {
    const lessonId = await signedInFreshLesson(page, 'Traiter une réclamation');
    await page.goto(`/session/${lessonId}`);
    await expect(page.getByRole('heading', { level: 1, name: "Les étapes d'une réclamation" })).toBeVisible();
    await page.getByRole('button', { name: 'Ressources (1)' }).tap();
    const modal = page.getByRole('dialog', { name: 'Ressources' });
    await expect(modal).toBeVisible();
    await expect(modal).not.toHaveAttribute('aria-modal', 'false');
    await expect(modal.getByText('Page 1 sur 2')).toBeVisible();
    await modal.getByRole('button', { name: 'Page suivante' }).tap();
    await expect(modal.getByText('Page 2 sur 2')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Fermer' }).first().tap();
    await expect(modal).toBeHidden();
  });
});
