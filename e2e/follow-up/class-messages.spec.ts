import { blockingViolations } from '../support/axe';
import { type Account, demoTeacher, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { layoutProblems } from '../support/layout-checks';
import { signIn, signOut, submitSignIn } from '../support/sign-in';

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', timezoneId: 'Europe/Paris', bypassCSP: true });

const spring = 'Printemps 2026 — Accueil client';
/** Karim stopped halfway twelve days ago: the roster's « En retard » view holds him (apps/api/src/seed/trainer-demo.ts). */
const karim: Account = { email: 'karim@demo.test', password: 'Learner#2026' };

test('a trainer messages the « En retard » view; Karim reads it from his notifications and answers; the trainer sees it read', async ({ page }) => {
  const subject = `Reprenons le rythme (${Date.now()})`;
  const body = 'Bonjour à tous, un créneau de 20 minutes cette semaine suffit pour reprendre. Je reste disponible.';

  await page.goto('/login');
  await submitSignIn(page, french, demoTeacher);
  await page.getByRole('link', { name: `Ouvrir la classe ${spring}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: spring })).toBeVisible();
  await page.getByRole('button', { name: /^En retard \(\d+\)$/ }).click();
  await page.getByRole('button', { name: /^Sélectionner les \d+ apprenants de la vue «\sEn retard\s»$/ }).click();
  await expect(page.getByText(/apprenants de la vue «\sEn retard\s» sont sélectionnés$/)).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer un message' }).click();

  const dialog = page.getByRole('dialog', { name: 'Envoyer un message' });
  await expect(dialog).toBeVisible();
  // Sending without a message says so on its field, and keeps the subject typed.
  await dialog.getByRole('textbox', { name: 'Objet' }).fill(subject);
  await dialog.getByRole('button', { name: /^Envoyer à \d+ apprenants$/ }).click();
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await expect(dialog.getByRole('textbox', { name: 'Objet' })).toHaveValue(subject);
  expect(await blockingViolations(page)).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Message' }).fill(body);
  await dialog.getByRole('button', { name: /^Envoyer à \d+ apprenants$/ }).click();
  await expect(dialog).toBeHidden();

  // The class's history lists it, read by nobody yet.
  const history = page.getByRole('region', { name: 'Messages envoyés' });
  await expect(history).toContainText(subject);
  await expect(history).toContainText(/lu par 0 sur \d+/);

  await signOut(page, french);
  await signIn(page, french, karim);
  const bell = page.getByRole('button', { name: /^Notifications, \d+ non lues?$/ });
  await bell.click();
  await page
    .getByRole('menu', { name: /^Notifications/ })
    .getByRole('menuitem', { name: /Nouveau message de Thomas Bernard/ })
    .first()
    .click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/messages\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages de la conversation' })).toContainText(body);

  // His answer joins the same thread; at 320 px the thread and its form fit the screen.
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await layoutProblems(page)).toEqual([]);
  await page.getByRole('textbox', { name: /^Votre réponse à / }).fill('Merci, je reprends demain matin.');
  await page.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(page.getByRole('list', { name: 'Messages de la conversation' })).toContainText('Merci, je reprends demain matin.');

  await page.setViewportSize({ width: 1280, height: 900 });
  await signOut(page, french);
  await submitSignIn(page, french, demoTeacher);
  await page.getByRole('link', { name: `Ouvrir la classe ${spring}` }).click();
  await expect(page.getByRole('region', { name: 'Messages envoyés' })).toContainText(/lu par [1-9]\d* sur \d+/);
  await page.getByRole('navigation').getByRole('link', { name: 'Messages', exact: true }).click();
  // One thread per learner: Karim's holds his answer, not read yet by the trainer.
  const thread = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: new RegExp(subject.replace(/[()]/g, '\\$&')) }) })
    .filter({ hasText: 'Avec Karim Benali' });
  await expect(thread).toContainText('Merci, je reprends demain matin.');
  await expect(thread.getByRole('link')).toContainText('1 non lu');
});
