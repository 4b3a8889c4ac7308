import type { APIRequestContext, Page } from '@playwright/test';
import { focusObscured, freshProgram, signedInPage, tabThroughPage } from '../support/a11y-checks';
import { expect, test } from '../support/fixtures';

/**
 * Accessibility in the browser (docs/accessibility.md): what a keyboard and screen-reader learner meets
 * around the exercises of the demo program « Relation client ».
 */
test.use({ locale: 'fr-FR' });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const next = (page: Page) => page.getByRole('button', { name: 'Suivant', exact: true });
/** The lesson's polite live region (player-announcer.tsx), by what it says. */
const announced = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('each step takes the focus on its heading, is announced and titled; Enter on a checkbox sends nothing; the correction is said and kept', async ({
  page,
  request,
}) => {
  const token = await signedInPage(page, request);
  const { lessons } = await freshProgram(request, token);
  await page.goto(`/session/${lessons.welcome.id}`);
  await expect(heading(page, "Pourquoi l'accueil compte")).toBeVisible();
  await expect(page).toHaveTitle("Pourquoi l'accueil compte - Accueillir un client - Académie Démo");

  // Next: the focus goes to the new step's heading, its position and title are said (item 2).
  await next(page).click();
  await expect(heading(page, 'Le sourire et le regard')).toBeFocused();
  await expect(announced(page, 'Page 2 sur 10 : Le sourire et le regard')).toBeAttached();
  await expect(page).toHaveTitle('Le sourire et le regard - Accueillir un client - Académie Démo');
  // Previous too; and Enter from the heading goes next (docs/product/lessons.md#next), as from anywhere that is not a control.
  await page.getByRole('button', { name: 'Précédent' }).click();
  await expect(heading(page, "Pourquoi l'accueil compte")).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Le sourire et le regard')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Les bons réflexes')).toBeFocused();

  // Enter on a focused checkbox sends nothing (item 6): the page and its dialogs stay as they are.
  const smile = page.getByRole('checkbox', { name: /Je lève les yeux/ });
  await smile.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  // eslint-disable-next-line no-restricted-syntax -- the absence of a move: nothing on the page to wait for, so the time one would take.
  await page.waitForTimeout(300);
  await expect(heading(page, 'Les bons réflexes')).toBeVisible();
  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0);
  await page.getByRole('checkbox', { name: /Je lui fais un signe/ }).check();

  // Check: the feedback dialog reads its message (item 11), then the focus lands on the result, which stays (items 9, 12).
  await page.getByRole('button', { name: 'Vérifier' }).click();
  const feedback = page.getByRole('dialog', { name: 'Bonne réponse' });
  await expect(feedback).toHaveAccessibleDescription(/Bravo/);
  await feedback.getByRole('button', { name: 'Continuer' }).click();
  const result = page.getByRole('region', { name: 'Résultat de la page' });
  await expect(result).toBeFocused();
  await expect(result).toContainText('Bonne réponse');
  await expect(announced(page, /^Bonne réponse/)).toBeAttached();

  // Next on an exercise answered without a feedback dialog: the correction is said with the new step (item 12).
  await next(page).click();
  await expect(heading(page, 'Où regarder ?')).toBeFocused();
  await page.getByRole('checkbox', { name: 'Le client', exact: true }).click();
  await next(page).click();
  await expect(heading(page, 'Les trois gestes')).toBeFocused();
  await expect(announced(page, /Page 5 sur 10\s: Les trois gestes$/)).toBeAttached();
});

test('Enter in a one-line answer field checks the answer and never moves on by itself (WCAG 3.3.4)', async ({ page, request }) => {
  const token = await signedInPage(page, request);
  const { lessons } = await freshProgram(request, token);
  await page.goto(`/session/${lessons.complaint.id}`);
  await next(page).click();
  await expect(heading(page, 'Le premier réflexe')).toBeFocused();
  const field = page.getByRole('textbox');
  await field.fill('écouter');
  await field.press('Enter');
  // Checked, as « Vérifier » does: the correction first, on the same page.
  await page.getByRole('dialog').getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('region', { name: 'Résultat de la page' })).toBeVisible();
  await expect(heading(page, 'Le premier réflexe')).toBeVisible();
  // Answered, the field is locked: the learner moves on with Next when they have read the correction.
  await expect(field).toBeDisabled();
});

test.describe('under an English interface', () => {
  test.use({ locale: 'en-GB' });

  test('the course is marked with its own language (item 7)', async ({ page, request }) => {
    const token = await signedInPage(page, request);
    const { lessons } = await freshProgram(request, token);
    await page.goto(`/session/${lessons.welcome.id}`);
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(heading(page, "Pourquoi l'accueil compte")).toHaveAttribute('lang', 'fr');
    // The course's words, read in French; the interface's, in English.
    await expect(page.locator('[lang="fr"]').filter({ hasText: 'Un client se fait une opinion en quelques secondes' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next', exact: true }).locator('xpath=ancestor-or-self::*[@lang="fr"]')).toHaveCount(0);
  });
});

/** A fresh program's welcome lesson, at `viewport`, two steps on: the multiple choice « Les bons réflexes », its heading focused. */
async function openTheMultipleChoice(page: Page, request: APIRequestContext, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  const token = await signedInPage(page, request);
  const program = await freshProgram(request, token);
  await page.goto(`/session/${program.lessons.welcome.id}`);
  await next(page).click();
  await expect(heading(page, 'Le sourire et le regard')).toBeFocused();
  await next(page).click();
  await expect(heading(page, 'Les bons réflexes')).toBeFocused();
  return program;
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 320, height: 256 },
]) {
  test(`at ${viewport.width}×${viewport.height} the footer never hides the focused control (item 3)`, async ({ page, request }) => {
    // The multiple choice: its checkboxes, its hints and tools, the footer's own controls.
    const { lessons } = await openTheMultipleChoice(page, request, viewport);
    expect(await tabThroughPage(page)).toEqual([]);

    // The drag and drop: its choices, then « Placer ici », and the choice placed takes the focus (item 9).
    await page.goto(`/session/${lessons.complaint.id}`);
    await next(page).click();
    await expect(heading(page, 'Le premier réflexe')).toBeFocused();
    await page.getByRole('textbox').fill('écouter');
    await next(page).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continuer' }).click();
    await expect(heading(page, 'Dans quel ordre ?')).toBeFocused();
    expect(await tabThroughPage(page)).toEqual([]);
    const chip = page.getByRole('button', { name: 'Reformuler', exact: true });
    await chip.focus();
    await page.keyboard.press('Enter');
    const place = page.getByRole('button', { name: 'Placer ici : 2e étape' });
    await place.focus();
    expect(await focusObscured(page)).toBeNull();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listitem').filter({ hasText: '2e étape' }).getByRole('button', { name: 'Reformuler' })).toBeFocused();
    expect(await focusObscured(page)).toBeNull();
  });
}

test('at 375×740 a control the keyboard focused stays above the footer when the page grows above it (item 3)', async ({ page, request }) => {
  await openTheMultipleChoice(page, request, { width: 375, height: 740 });
  // The last choice, reached by the keyboard and brought just above the footer.
  await page.getByRole('checkbox', { name: 'Je termine mon appel sans le regarder.' }).focus();
  await page.keyboard.press('Tab');
  const last = page.getByRole('checkbox', { name: 'Je raccroche au nez de mon interlocuteur.' });
  await expect(last).toBeFocused();
  await last.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  expect(await focusObscured(page)).toBeNull();
  // What loads late above it (a picture, a sound's player) pushes it down by 60 px: it is brought back.
  await heading(page, 'Les bons réflexes').evaluate((element) => {
    const late = document.createElement('div');
    late.style.height = '60px';
    element.before(late);
  });
  await expect.poll(() => focusObscured(page)).toBeNull();
  await expect(last).toBeFocused();
});
