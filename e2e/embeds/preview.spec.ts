import type { FrameLocator, Page } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { backoffice, useSlotBackoffice } from '../support/backoffice';
import { backofficePort, loopbackOrigin } from '../support/server';

const trainer = { email: 'teacher@demo.test', password: 'Teacher#2026' };
const waiting = 'En attente d’un bloc de l’administration…';

test.use({ locale: 'fr-FR' });
test.beforeAll(async ({ request }) => useSlotBackoffice(request));

async function openBackoffice(page: Page, { signIn = true } = {}): Promise<FrameLocator> {
  await page.goto(backoffice);
  const preview = page.frameLocator('iframe[title="Preview"]');
  // The first screen of the frame loads the app, its context and the preview chunk: slower than a step.
  await expect(preview.getByRole('status').filter({ hasText: waiting })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('listitem').filter({ hasText: 'preview ← {"type":"espace:ready","screen":"preview"}' })).toBeVisible();
  if (signIn) await signInToBackoffice(page);
  return preview;
}

/** Signs the trainer in to the stand-in back-office, and waits until it says so: a block sent before goes without their token. */
async function signInToBackoffice(page: Page) {
  await page.getByLabel('Password').fill(trainer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${trainer.email}`)).toBeVisible();
}

/** Picks a block of the demo program by its title and sends it to the preview. */
async function sendBlock(page: Page, preview: FrameLocator, title: string) {
  const value = await page
    .locator('#block option')
    .filter({ hasText: `› ${title} (` })
    .first()
    .getAttribute('value');
  expect(value, title).not.toBeNull();
  await page.getByLabel('Block').selectOption(value ?? '');
  await page.getByRole('button', { name: 'Send to preview' }).click();
  await expect(preview.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expectFrameFitsItsContent(page);
}

/**
 * The back-office sizes the frame to the block it shows (`espace:resize`), so the frame never
 * scrolls inside the page. Until it has, what the trainer clicks can still move: a click aimed
 * at one checkbox then lands beside it (a flake once in CI, under load).
 */
async function expectFrameFitsItsContent(page: Page) {
  const frame = page.frame({ name: 'preview' });
  expect(frame).not.toBeNull();
  await expect
    .poll(async () => frame?.evaluate(() => document.documentElement.scrollHeight - window.innerHeight), { message: 'the frame scrolls inside the page' })
    .toBeLessThanOrEqual(0);
}

test('the back-office previews a block of every row type, rendered as the player renders it', async ({ page }) => {
  const preview = await openBackoffice(page);
  // Row types of each block in the demo program; together they cover every registered type.
  const blocks: [title: string, shows: (frame: FrameLocator) => ReturnType<FrameLocator['getByRole']>][] = [
    ["Pourquoi l'accueil compte", (frame) => frame.getByRole('heading', { name: 'Accueillir un client' }).or(frame.getByText("L'accueil").first())],
    // The stand-in back-office uploads the picture as a file of its own, with no text alternative: the preview shows it as
    // decorative (alt=""), never named by its file name, so it is found as an image element, not by a name.
    ['Image : le sourire', (frame) => frame.locator('figure.media-row img[alt=""]')],
    ['Où regarder ?', (frame) => frame.getByRole('button', { name: 'Vérifier' })],
    ['Les trois gestes', (frame) => frame.getByRole('button', { name: 'Vérifier' })],
    ['Le premier réflexe', (frame) => frame.getByRole('textbox')],
    ['Les bons réflexes', (frame) => frame.getByRole('checkbox').first()],
    ['La bonne formule', (frame) => frame.getByRole('combobox').first()],
    ['Accueillir au téléphone', (frame) => frame.getByRole('link').first()],
    ['Activité : les bonnes phrases', (frame) => frame.getByRole('link', { name: /Activité\s: les bonnes phrases/ })],
    ['Ce que vous avez appris', (frame) => frame.getByRole('heading', { name: 'Ce que vous avez appris' })],
    ['Dans quel ordre ?', (frame) => frame.getByRole('button', { name: 'Vérifier' })],
    ['Votre fiche réflexe', (frame) => frame.getByRole('button', { name: 'Recevoir le document par e-mail' })],
    ['Conclure sans forcer', (frame) => frame.locator('iframe[title^="Vidéo"]')],
    ['Votre progression', (frame) => frame.getByRole('heading', { name: 'Votre progression' })],
  ];
  for (const [title, shows] of blocks) {
    await sendBlock(page, preview, title);
    await expect(shows(preview).first(), title).toBeVisible();
    await expect(preview.getByRole('alert'), title).toHaveCount(0);
  }
});

test('the trainer answers, checks, sees the correction and the score, and starts again', async ({ page }) => {
  const preview = await openBackoffice(page);

  await sendBlock(page, preview, 'Les bons réflexes');
  await preview.getByRole('checkbox', { name: 'Je lève les yeux et je lui souris.' }).check();
  await preview.getByRole('checkbox', { name: "Je lui fais un signe pour montrer que je l'ai vu." }).check();
  await preview.getByRole('button', { name: 'Vérifier' }).click();
  await expect(preview.getByText('Score : 100 points sur 100')).toBeVisible();
  await expect(preview.getByText("Bravo, ce sont bien les réflexes d'un bon accueil !")).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Légende de la correction' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '"type":"espace:checked","scoring":{"actual":100,"max":100}' })).toBeVisible();

  await sendBlock(page, preview, 'Le premier réflexe');
  const answer = preview.getByRole('textbox');
  await answer.fill('répondre');
  await preview.getByRole('button', { name: 'Vérifier' }).click();
  await expect(preview.getByText('Score : 0 points sur 100')).toBeVisible();
  await expect(preview.getByText("Répondre trop vite donne au client l'impression de ne pas être entendu.")).toBeVisible();
  await expect(preview.getByText(/écouter/).first()).toBeVisible();
  await expect(answer).toBeDisabled();

  await preview.getByRole('button', { name: 'Recommencer' }).click();
  await expect(preview.getByRole('textbox')).toHaveValue('');
  await expect(preview.getByRole('textbox')).toBeEnabled();
});

test("a third origin's message is refused: the preview says so and shows nothing it sent", async ({ page }) => {
  const preview = await openBackoffice(page, { signIn: false });
  await page.getByRole('button', { name: 'Load the intruder' }).click();
  await expect(page.frameLocator('iframe[title="Intruder"]').getByText('Intruder message posted to the preview')).toBeVisible();

  const alert = preview.getByRole('alert');
  await expect(alert).toContainText('L’administration se trouve à une origine inattendue.');
  await expect(alert).toContainText(`http://127.0.0.1:${backofficePort}`);
  await expect(preview.getByText('Bloc intrus')).toHaveCount(0);
  await expect(preview.getByText('Contenu intrus')).toHaveCount(0);
  await expect(preview.getByRole('status').filter({ hasText: waiting })).toBeVisible();
});

test('a window opened by a third origin refuses its messages and says so; the back-office’s own window is answered (#15 item 13)', async ({
  page,
  context,
}) => {
  const embed = `${loopbackOrigin}/preview`;
  const block = {
    title: 'Bloc intrus',
    type: 'slide',
    content: { sections: [{ id: 's', rows: [{ id: 'r', type: 'wysiwyg', html: '<p>Contenu intrus</p>' }] }] },
  };
  // A third origin (the stand-in at the loopback address) opens the preview in a window and posts to it.
  await page.goto(`http://127.0.0.1:${backofficePort}/intruder.html`);
  const [intruded] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate((url) => void ((window as unknown as { embed: Window | null }).embed = window.open(url)), embed),
  ]);
  await expect(intruded.getByRole('status').filter({ hasText: waiting })).toBeVisible({ timeout: 20_000 });
  await page.evaluate((message) => (window as unknown as { embed: Window | null }).embed?.postMessage(message, '*'), { type: 'espace:preview', block });
  await expect(intruded.getByRole('alert')).toContainText('L’administration se trouve à une origine inattendue.');
  await expect(intruded.getByText('Contenu intrus')).toHaveCount(0);
  await intruded.close();

  // The back-office opens it the same way: the preview tells it that it is ready.
  await page.goto(backoffice);
  await page.evaluate(() => {
    (window as unknown as { received: unknown[] }).received = [];
    window.addEventListener('message', (event) => (window as unknown as { received: unknown[] }).received.push(event.data));
  });
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate((url) => void ((window as unknown as { embed: Window | null }).embed = window.open(url)), embed),
  ]);
  await expect(opened.getByRole('status').filter({ hasText: waiting })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => page.evaluate(() => JSON.stringify((window as unknown as { received: unknown[] }).received))).toContain('"espace:ready"');
  await page.evaluate((message) => (window as unknown as { embed: Window | null }).embed?.postMessage(message, '*'), {
    type: 'espace:preview',
    block: { ...block, title: 'Bloc de l’administration' },
  });
  await expect(opened.getByRole('heading', { name: 'Bloc de l’administration' })).toBeVisible();
  await expect(opened.getByRole('alert')).toHaveCount(0);
});

test('the intruder’s alert goes once the administration’s own block is shown (#15 item 13)', async ({ page }) => {
  const preview = await openBackoffice(page, { signIn: false });
  await page.getByRole('button', { name: 'Load the intruder' }).click();
  await expect(preview.getByRole('alert')).toContainText('L’administration se trouve à une origine inattendue.');
  await signInToBackoffice(page);
  await sendBlock(page, preview, 'Les bons réflexes');
  await expect(preview.getByRole('alert')).toHaveCount(0);
});

test.describe('accessibility', () => {
  // axe-core is injected as an inline script, which the app's CSP rightly refuses.
  test.use({ bypassCSP: true });

  test('the preview, before and after the check, has no serious accessibility violation', async ({ page }) => {
    const preview = await openBackoffice(page);
    await sendBlock(page, preview, 'Les bons réflexes');
    const frame = page.frame({ name: 'preview' });
    expect(frame).not.toBeNull();
    if (!frame) return;
    expect(await blockingViolations(frame)).toEqual([]);
    await preview.getByRole('button', { name: 'Vérifier' }).click();
    await expect(preview.getByText('Score : 0 points sur 100')).toBeVisible();
    expect(await blockingViolations(frame)).toEqual([]);
  });
});
