import type { Page } from '@playwright/test';
import { newcomer } from '../support/accounts';
import { blockingViolations } from '../support/axe';
import { demoAdmin, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { expectPath, signOut, submitSignIn } from '../support/sign-in';

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });

/** Registers on /login with an invitation code, as a newcomer does (e2e/accounts/register.spec.ts). */
async function registerWith(page: Page, code: string, person: ReturnType<typeof newcomer>): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Créer un compte avec un code d’invitation' }).click();
  await page.getByLabel('Code d’invitation').fill(code);
  await page.getByLabel('Pseudonyme').fill(person.username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(person.password);
  await page.getByLabel('Confirmation du mot de passe', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
}

test('the admin hands out a one-use code: a newcomer registers with it, the admin sees who, disables it, and the log says so', async ({ page, browser }) => {
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/login');
  await submitSignIn(page, french, demoAdmin);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes classes' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Administration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Codes d’invitation' })).toBeVisible();
  await expectPath(page, '/formateur/administration/codes');
  expect(await blockingViolations(page)).toEqual([]);

  // A bad limit is said on its field; nothing typed is lost.
  const codeField = page.getByRole('textbox', { name: 'Code (facultatif)' });
  const limit = page.getByRole('spinbutton', { name: 'Nombre maximum d’inscriptions (facultatif)' });
  await codeField.fill(code);
  await limit.fill('0');
  await page.getByRole('button', { name: 'Créer le code' }).click();
  await expect(limit).toHaveAccessibleDescription(/Saisissez un nombre entier de 1 à 1 000 000\./);
  await expect(codeField).toHaveValue(code);
  await limit.fill('1');
  // Whoever registers with it joins the open demo class; the list names the class.
  await page.getByRole('combobox', { name: 'Classe (facultative)' }).selectOption({ label: 'Découverte — Relation client' });
  // The expiry is a day: the code is accepted until its end, and the list says exactly that.
  const lastDay = page.getByLabel('Dernier jour d’utilisation (facultatif)');
  await lastDay.fill(`${new Date().getFullYear() + 1}-12-01`);
  await page.getByRole('button', { name: 'Créer le code' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Code ${code} créé.` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Désactiver le code ${code}` })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: code })).toContainText(`1er déc. ${new Date().getFullYear() + 1}, 23:59`);
  await expect(page.getByRole('listitem').filter({ hasText: code })).toContainText('Découverte — Relation client');
  // A day only partly typed is said, never taken as "no expiry": no code is created.
  const codes = page.getByRole('button', { name: /^Désactiver le code / });
  const count = await codes.count();
  await lastDay.click();
  await page.keyboard.type('12');
  await page.getByRole('button', { name: 'Créer le code' }).click();
  await expect(lastDay).toHaveAccessibleDescription(/Saisissez une date complète/);
  await expect(codes).toHaveCount(count);

  // Someone else, in their own browser, registers with it.
  const person = newcomer('invited');
  const visitor = await browser.newContext({ locale: 'fr-FR', baseURL: new URL(page.url()).origin });
  const newcomerPage = await visitor.newPage();
  await registerWith(newcomerPage, code.toLowerCase(), person);
  await expect(newcomerPage.getByRole('heading', { level: 1, name: 'Complétez votre profil' })).toBeVisible();
  // A second newcomer finds it used up.
  await newcomerPage.context().clearCookies();
  await newcomerPage.evaluate(() => localStorage.clear());
  await registerWith(newcomerPage, code, newcomer('late'));
  await expect(newcomerPage.getByLabel('Code d’invitation')).toHaveAccessibleDescription(/Ce code d’invitation a déjà servi autant de fois qu’il le pouvait/);
  await visitor.close();

  await page.reload();
  await page.getByRole('link', { name: `Voir les inscrits du code ${code}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Code ${code}`) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Épuisé');
  await expect(page.getByText(person.username, { exact: true })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Codes d’invitation' }).first().click();
  await page.getByRole('button', { name: `Désactiver le code ${code}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Le code ${code} est désormais : Désactivé.` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Réactiver le code ${code}` })).toBeFocused();

  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Journal d’activité' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal d’activité' })).toBeVisible();
  const entries = page.getByRole('listitem').filter({ hasText: code });
  await expect(entries.first()).toContainText(`Alice Durand a désactivé le code d’invitation ${code}`);
  await expect(entries.nth(1)).toContainText(`Alice Durand a créé le code d’invitation ${code}`);
  expect(await blockingViolations(page)).toEqual([]);

  await signOut(page, french);
});
