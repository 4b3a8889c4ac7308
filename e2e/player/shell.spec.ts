import type { Page } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { demo, demoLearner, demoLearnerClasses, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { freshLesson, playUntil } from '../support/player-program';
import { expectPath, signIn, storedToken, tenantRequest } from '../support/sign-in';

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });

/** The demo learner's lesson of a course in the spring class (open now), read through the generic resources as the app would. */
async function lessonOf(page: Page, courseTitle: string): Promise<string> {
  const token = await storedToken(page);
  const target = tenantRequest(demo, token ?? undefined);
  const response = await page.request.get(target.url(`/api/lessons?include=course,class&limit=100`), { headers: target.headers });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { id: string; course: { title: string } | null; class: { name: string } | null }[] };
  const lesson = items.find((item) => item.course?.title === courseTitle && item.class?.name === demoLearnerClasses.spring);
  if (!lesson) throw new Error(`No lesson of ${courseTitle}`);
  return lesson.id;
}

async function expectNoBlockingViolation(page: Page) {
  expect(await blockingViolations(page)).toEqual([]);
}

const next = (page: Page) => page.getByRole('button', { name: 'Suivant', exact: true });

test('the demo learner plays the first lesson: no answer, hints with a cost, a feedback, previous and next', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, french, demoLearner);
  const lessonId = await freshLesson(page, 'Accueillir un client');
  await page.goto(`/session/${lessonId}`);

  await expect(page.getByRole('heading', { level: 1, name: "Pourquoi l'accueil compte" })).toBeVisible();
  await expectNoBlockingViolation(page);
  await next(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Le sourire et le regard' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Les bons réflexes' })).toBeVisible();

  await next(page).click();
  const noAnswer = page.getByRole('alertdialog', { name: 'Aucune réponse' });
  await expect(noAnswer).toBeVisible();
  await expectNoBlockingViolation(page);
  await noAnswer.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(noAnswer).toBeHidden();

  await page.getByRole('button', { name: 'Indices' }).click();
  const hints = page.getByRole('dialog', { name: 'Indices' });
  await expect(hints).toBeVisible();
  await hints.getByRole('button', { name: 'Débloquer un indice', exact: true }).click();
  await expect(hints.getByText('Pensez à ce que le client voit et entend en premier.')).toBeVisible();
  await expectNoBlockingViolation(page);
  await hints.getByRole('button', { name: 'Débloquer un indice (−20 points)' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Débloquer cet indice ?' });
  await expect(confirm).toContainText('20 points');
  await expectNoBlockingViolation(page);
  await confirm.getByRole('button', { name: 'Débloquer', exact: true }).click();
  await expect(page.getByText('Deux réponses sont justes')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('checkbox', { name: /Je lève les yeux/ }).check();
  await page.getByRole('checkbox', { name: /Je lui fais un signe/ }).check();
  await next(page).click();
  const feedback = page.getByRole('dialog', { name: 'Bonne réponse' });
  await expect(feedback).toContainText('Bravo');
  await expectNoBlockingViolation(page);
  await feedback.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText(/^Page 4 sur \d+$/)).toBeVisible();

  await page.getByRole('button', { name: 'Précédent' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Les bons réflexes' })).toBeVisible();
  await page.getByRole('button', { name: 'Légende de la correction' }).click();
  const legend = page.getByRole('dialog', { name: 'Légende de la correction' });
  await expect(legend.getByText('Réponse attendue')).toBeVisible();
  await expectNoBlockingViolation(page);
  await page.keyboard.press('Escape');
  await next(page).click();
  await expect(page.getByText(/^Page 4 sur \d+$/)).toBeVisible();
});

test("the timed exercise is confirmed first: 'Peut être plus tard' goes Home, 'C’est parti' starts it", async ({ page }) => {
  await page.goto('/login');
  await signIn(page, french, demoLearner);
  // From its first page, whatever another spec left of it: the timed page is the fourth.
  const lessonId = await freshLesson(page, 'Traiter une réclamation');
  await page.goto(`/session/${lessonId}`);
  const timed = page.getByRole('alertdialog', { name: 'Exercice chronométré' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Through the pages before it, answering nothing: each no-answer dialog is passed, each feedback read.
  // Each press waits for what it changes (a dialog, or the next page) rather than for a time.
  // The timed question may come on Next from the page before it: it is what the loop waits for, not a dialog to pass.
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog', { name: 'Aucune réponse' }));
  // What is on screen, read in one go (a dialog closing between two reads would leave a waiting locator waiting).
  const onScreen = () =>
    page.evaluate(() => {
      const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter((element) => element.getBoundingClientRect().height > 0);
      const timedUp = dialogs.some((element) => element.getAttribute('role') === 'alertdialog' && element.textContent?.includes('Exercice chronométré'));
      return `${location.href} ${timedUp} ${dialogs[0]?.textContent ?? ''}`;
    });
  // Next stays busy while it moves on, and while the timed question it opened waits for an answer: a
  // step starts once it has settled or a dialog is up (pressing Next under the timed question's
  // overlay would wait for ever; CI once pressed it between the page's arrival and the question's).
  // Read in one go in the page, never through a locator that waits: when the timed question opens
  // between two reads, the footer goes aria-hidden under it, and a locator waiting for Next by its
  // role waited for ever (CI saw it: the question on screen, the step still waiting). Counted, not
  // asked of one element: a dialog closing while another opens makes two for a moment.
  const settled = () =>
    page.evaluate(() => {
      const shown = (element: Element) => element.getBoundingClientRect().width > 0 && element.getBoundingClientRect().height > 0;
      if ([...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some(shown)) return true;
      const nextButton = [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Suivant' && shown(button));
      return nextButton !== undefined && nextButton.getAttribute('aria-busy') !== 'true';
    });
  for (let step = 0; step < 12; step += 1) {
    // Moving on may take a few seconds on a loaded machine (CI saw more than 5): wait for the state, not for a time.
    await expect.poll(settled, { timeout: 15_000 }).toBe(true);
    if (await timed.isVisible()) break;
    const before = await onScreen();
    if (before.includes(' true ')) break;
    if (await dialog.isVisible())
      await dialog
        .getByRole('button', { name: /Continuer quand même|Continuer/ })
        .first()
        .click();
    else await next(page).click();
    await expect.poll(onScreen).not.toBe(before);
  }
  await expect(timed).toBeVisible();
  await expectNoBlockingViolation(page);
  await timed.getByRole('button', { name: 'Peut être plus tard' }).click();
  await expectPath(page, '/');

  await page.goto(`/session/${lessonId}`);
  await next(page).click();
  await expect(timed).toBeVisible();
  await timed.getByRole('button', { name: 'C’est parti' }).click();
  await expect(page.getByRole('timer', { name: 'Temps restant' })).toBeVisible();
});

test('the lesson page works at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/login');
  await signIn(page, french, demoLearner);
  const lessonId = await lessonOf(page, 'Accueillir un client');
  await page.goto(`/session/${lessonId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoBlockingViolation(page);
});

test('full screen holds the whole player: the footer, its Next button, the exit and the dialogs stay reachable (#15 item 4)', async ({ page }) => {
  // "Accueillir un client" on page 4, "Les bons réflexes" before it answered, whatever another test left of it.
  await page.goto('/login');
  await signIn(page, french, demoLearner);
  const lessonId = await freshLesson(page, 'Accueillir un client');
  await playUntil(page.request, lessonId, 'Où regarder ?');
  await page.goto(`/session/${lessonId}`);
  await expect(page.getByText(/^Page 4 sur \d+$/)).toBeVisible();

  await page.getByRole('button', { name: 'Plein écran' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.className ?? '')).toContain('player-frame');
  // Everything the learner needs is inside the full-screen element, so the browser shows it. Polled:
  // the exit button takes its name when the app hears the browser's fullscreenchange, a moment after.
  const inside = () =>
    page.evaluate(() => {
      const frame = document.fullscreenElement;
      const named = (name: string) => [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === name) ?? null;
      return {
        next: frame?.contains(named('Suivant')) ?? false,
        previous: frame?.contains(named('Précédent')) ?? false,
        leave: frame?.contains(named('Quitter le plein écran')) ?? false,
      };
    });
  await expect.poll(inside).toEqual({ next: true, previous: true, leave: true });

  // Moving to another page stays full screen.
  await page.getByRole('button', { name: 'Précédent' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Les bons réflexes' })).toBeVisible();
  await expect.poll(inside).toEqual({ next: true, previous: true, leave: true });

  // A dialog opened in full screen opens inside it.
  await page.getByRole('button', { name: 'Légende de la correction' }).click();
  const legend = page.getByRole('dialog', { name: 'Légende de la correction' });
  await expect(legend).toBeVisible();
  expect(await legend.evaluate((dialog) => document.fullscreenElement?.contains(dialog) ?? false)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(legend).toBeHidden();

  await page.getByRole('button', { name: 'Quitter le plein écran' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  await expect(page.getByRole('button', { name: 'Plein écran' })).toBeVisible();
});
