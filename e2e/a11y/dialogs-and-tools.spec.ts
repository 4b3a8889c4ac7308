import { blockingViolations } from '../support/axe';
import { call, contrastWithBackground, freshProgram, playThrough, signedInPage } from '../support/a11y-checks';
import { demoLearnerClasses } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { startTimedLesson } from '../support/player-program';

/**
 * Accessibility in the browser (docs/accessibility.md): the PDF's text, the contact menu and dialogs, the
 * documents-by-mail dialog and full screen giving the focus back, the calculator on screen at any
 * size and zoom, and the contrast of drop zones and rating stars.
 */
// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });

test('the PDF viewer lays its text over each page, found by role and text, and offers the file (item 1)', async ({ page, request }) => {
  // pdf.js loads, then draws and lays out the page, on a small shared machine.
  test.setTimeout(60_000);
  const token = await signedInPage(page, request);
  const { lessons } = await freshProgram(request, token);
  await page.goto(`/session/${lessons.complaint.id}`);
  await page.getByRole('button', { name: 'Ressources (1)' }).click();
  const window = page.getByRole('dialog', { name: 'Ressources' });
  const firstPage = window.getByRole('region', { name: /^Page 1 du document/ });
  await expect(firstPage.getByText('Fiche réflexe : traiter une réclamation')).toBeAttached({ timeout: 15_000 });
  const download = window.getByRole('link', { name: /^Télécharger le PDF/ });
  await expect(download).toHaveAttribute('download', '');
  expect(await download.getAttribute('href')).toMatch(/\/api\/files\/[0-9a-f-]+\/download\?user=/);
  await window.getByRole('button', { name: 'Page suivante' }).click();
  await expect(window.getByRole('region', { name: /^Page 2 du document/ })).toBeVisible();
});

test('the contact menu focuses its first teacher, hides nothing behind it, and its dialog gives the focus back (items 9, 14)', async ({ page, request }) => {
  await signedInPage(page, request);
  await page.goto('/');
  const opener = page.getByRole('button', { name: `Contacter un formateur de ${demoLearnerClasses.spring}` });
  for (const close of ['Escape', 'Annuler']) {
    await opener.click();
    const teacher = page.getByRole('menuitem', { name: 'Thomas Bernard' });
    await expect(teacher).toBeFocused();
    // A menu that is not modal: the page behind is neither hidden from screen readers nor trapped.
    expect(await page.locator('[aria-hidden="true"] :is(a, button, input, select, textarea)').count()).toBe(0);
    expect((await blockingViolations(page)).map((violation) => violation.id)).toEqual([]);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Thomas Bernard/ });
    await expect(dialog).toBeVisible();
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
});

test('the documents-by-mail dialog and full screen give the focus back to their button (item 9)', async ({ page, request }) => {
  const token = await signedInPage(page, request);
  const { lessons } = await freshProgram(request, token);
  // « Votre fiche réflexe », the complaint course's last page, sends its documents by mail.
  const lesson = (path: string) => `lessons/${lessons.complaint.id}/${path}`;
  for (let step = 0; step < 4; step += 1) {
    const shown = await call<{ id: string; blockType: string }>(request, token, 'GET', lesson('pages/current'));
    await call(request, token, 'PATCH', lesson('pages/current'), shown.body.blockType === 'exercice' ? { inputs: { answers: {} } } : {});
    expect((await call(request, token, 'POST', lesson(`pages/next?fromPageId=${shown.body.id}`))).status).toBe(200);
  }
  await page.goto(`/session/${lessons.complaint.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Votre fiche réflexe' })).toBeVisible();
  const opener = page.getByRole('button', { name: /^Recevoir .* par e-mail$/ });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Recevoir les documents par e-mail' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  const fullscreen = page.getByRole('button', { name: 'Plein écran' });
  await fullscreen.focus();
  await page.keyboard.press('Enter');
  const leave = page.getByRole('button', { name: 'Quitter le plein écran' });
  await expect(leave).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(fullscreen).toBeFocused();
});

test('the calculator stays wholly on screen at 320 px, when zoomed, and names its keys by what they show (item 8)', async ({ page, request }) => {
  const token = await signedInPage(page, request);
  const { lessons } = await freshProgram(request, token);
  await playThrough(request, token, lessons.complaint.id);
  await page.setViewportSize({ width: 1366, height: 800 });
  await startTimedLesson(page, lessons.sale.id);
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calculer une remise' })).toBeVisible();
  await page.getByRole('button', { name: 'Calculatrice' }).click();
  const calculator = page.getByRole('dialog', { name: 'Calculatrice' });
  await expect(calculator.getByRole('button', { name: 'sin⁻¹ : arc sinus (en degrés)' })).toHaveText('sin⁻¹');
  const inside = async () => {
    const box = await calculator.boundingBox();
    const size = page.viewportSize();
    return (
      box !== null &&
      size !== null &&
      box.x >= 0 &&
      box.y >= 0 &&
      box.x + box.width <= size.width + 0.5 &&
      box.y + Math.min(box.height, size.height) <= size.height + 0.5
    );
  };
  expect(await inside()).toBe(true);
  // Zoomed in 400 %: the window of 1366×800 becomes 342×200 CSS pixels, and the calculator follows.
  await page.setViewportSize({ width: 342, height: 200 });
  await expect.poll(inside).toBe(true);
  const equals = calculator.getByRole('button', { name: 'égal' });
  await equals.scrollIntoViewIfNeeded();
  await expect(equals).toBeInViewport();
  // Opened at 320 px: not at x = −10 as 320 − 280 − 50 would put it.
  await page.getByRole('button', { name: 'Fermer' }).first().click();
  await page.setViewportSize({ width: 320, height: 740 });
  await page.getByRole('button', { name: 'Calculatrice' }).click();
  await expect.poll(inside).toBe(true);
});

test('the PDF window moves aside from every control the focus lands on, and Escape from the page closes it (WCAG 2.4.11)', async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await signedInPage(page, request);
  const { lessons } = await freshProgram(request, token);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`/session/${lessons.complaint.id}`);
  await expect(page.getByRole('heading', { level: 1, name: "Les étapes d'une réclamation" })).toBeVisible();
  await page.getByRole('button', { name: 'Ressources (1)' }).click();
  const window = page.getByRole('dialog', { name: 'Ressources' });
  await expect(window).toBeFocused();
  const opened = await window.boundingBox();
  if (!opened) throw new Error('the window is not on screen');
  const focused = page.locator(':focus');
  // Back through the page from the window: the image's zones, the glossary's terms, the heading, the tools.
  let underTheWindow = 0;
  let checked = 0;
  for (let press = 0; press < 25; press += 1) {
    await page.keyboard.press('Shift+Tab');
    // Past the page's first control, the focus leaves the document.
    if ((await focused.count()) === 0) break;
    if (await window.evaluate((node) => node.contains(document.activeElement))) continue;
    const box = await focused.boundingBox();
    if (!box || box.width === 0) continue;
    checked += 1;
    if (overlap(box, opened)) underTheWindow += 1;
    await expect
      .poll(async () => overlap(box, await window.boundingBox()), {
        message: `${(await focused.getAttribute('aria-label')) ?? (await focused.textContent())} is under the window`,
      })
      .toBe(false);
  }
  // Controls the window covered where it opened took the focus, and none stayed under it.
  expect(underTheWindow).toBeGreaterThan(0);
  expect(checked).toBeGreaterThan(5);
  // Escape from the page puts the window away and leaves the focus where it is.
  const term = page.getByRole('button', { name: 'réclamation', exact: true }).first();
  await term.focus();
  // Its definition, shown on focus, is on top: the first Escape closes it, the next one the window.
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(window).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(window).toHaveCount(0);
  await expect(term).toBeFocused();
});

test('zoomed in 400 %, the calculator never covers « Suivant » when it has the focus, and Escape from there closes it (WCAG 2.4.11)', async ({
  page,
  request,
}) => {
  const token = await signedInPage(page, request);
  const { lessons } = await freshProgram(request, token);
  await playThrough(request, token, lessons.complaint.id);
  // 1366×800 at 400 %: 342×200 CSS pixels, where the calculator is as tall as the window.
  await page.setViewportSize({ width: 342, height: 200 });
  await startTimedLesson(page, lessons.sale.id);
  const next = page.getByRole('button', { name: 'Suivant', exact: true });
  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calculer une remise' })).toBeFocused();
  await page.getByRole('button', { name: 'Calculatrice' }).click();
  const calculator = page.getByRole('dialog', { name: 'Calculatrice' });
  const opened = await calculator.boundingBox();
  expect(opened?.height).toBeGreaterThan(190);
  for (let press = 0; press < 40 && !(await next.evaluate((node) => node === document.activeElement)); press += 1) await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await expect(next).toBeInViewport();
  await expect.poll(async () => overlap(await next.boundingBox(), await calculator.boundingBox())).toBe(false);
  // Its title bar stays on screen, to come back to.
  await expect(calculator.getByRole('heading', { name: 'Calculatrice' })).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(calculator).toHaveCount(0);
  await expect(next).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Calculer une remise' })).toBeVisible();
});

test('on a phone the resources window, a modal dialog there, gives the focus back to its button', async ({ page, request }) => {
  const token = await signedInPage(page, request);
  const { lessons } = await freshProgram(request, token);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/session/${lessons.complaint.id}`);
  const opener = page.getByRole('button', { name: 'Ressources (1)' });
  await opener.click();
  await expect(page.getByRole('dialog', { name: 'Ressources' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Ressources' })).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('Enter in the calculator gives the result wherever the focus is in it; Space presses the focused key', async ({ page, request }) => {
  const token = await signedInPage(page, request);
  const { lessons } = await freshProgram(request, token);
  await playThrough(request, token, lessons.complaint.id);
  await startTimedLesson(page, lessons.sale.id);
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await page.getByRole('button', { name: 'Calculatrice' }).click();
  const calculator = page.getByRole('dialog', { name: 'Calculatrice' });
  const result = calculator.getByRole('status', { name: 'Résultat' }).or(calculator.getByLabel('Résultat'));
  await calculator.getByRole('button', { name: '6', exact: true }).focus();
  await page.keyboard.press('Space');
  await calculator.getByRole('button', { name: 'multiplié par' }).focus();
  await page.keyboard.press('Space');
  await calculator.getByRole('button', { name: '7', exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(result).toHaveText('7');
  // Enter on the focused 7: equals, not a second 7 (the help says « Entrée pour égal »).
  await page.keyboard.press('Enter');
  await expect(result).toHaveText('42');
  await expect(page.getByRole('heading', { level: 1, name: 'Calculer une remise' })).toBeVisible();
});

test('a glossary bubble stays while the pointer moves onto it, and Escape dismisses it (WCAG 1.4.13)', async ({ page, request }) => {
  const token = await signedInPage(page, request);
  const { lessons } = await freshProgram(request, token);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`/session/${lessons.welcome.id}`);
  const term = page.getByRole('button', { name: 'accueil', exact: true }).first();
  const termBox = await term.boundingBox();
  if (!termBox) throw new Error('the term is not on screen');
  await page.mouse.move(termBox.x + termBox.width / 2, termBox.y + termBox.height / 2);
  const bubble = page.getByRole('tooltip');
  await expect(bubble).toContainText('Les premières secondes du contact');
  // Down from the term, across the gap, to the middle of the bubble, in small steps as a hand moves.
  const bubbleBox = await bubble.boundingBox();
  if (!bubbleBox) throw new Error('the bubble is not on screen');
  await page.mouse.move(bubbleBox.x + 20, bubbleBox.y + bubbleBox.height / 2, { steps: 8 });
  await expect(bubble).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bubble).toHaveCount(0);
});

test('drop zones, answer fields and rating stars stand out at 3:1 at least (item 10)', async ({ page, request }) => {
  const token = await signedInPage(page, request);
  const { lessons } = await freshProgram(request, token);
  await page.goto(`/session/${lessons.complaint.id}`);
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Le premier réflexe' })).toBeFocused();
  expect(await contrastWithBackground(page, '.free-answer__input', 'border-top-color')).toBeGreaterThanOrEqual(3);
  await page.getByRole('textbox').fill('écouter');
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dans quel ordre ?' })).toBeVisible();
  expect(await contrastWithBackground(page, '.drop-zone', 'border-top-color')).toBeGreaterThanOrEqual(3);

  const classes = await call<{ items: { classPrograms: { program: { id: string } }[] }[] }>(request, token, 'GET', 'users/me/classes?pageSize=50');
  await page.goto(`/evaluate/Program/${classes.body.items[0]?.classPrograms[0]?.program.id}`);
  await expect(page.getByRole('radio', { name: '1 étoile sur 5' })).toBeAttached();
  expect(await contrastWithBackground(page, '.star-rating__star:not(.star-rating__star--on)', 'stroke')).toBeGreaterThanOrEqual(3);
});

type Box = { x: number; y: number; width: number; height: number };
/** Whether two boxes share any area. */
function overlap(a: Box | null, b: Box | null): boolean {
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
