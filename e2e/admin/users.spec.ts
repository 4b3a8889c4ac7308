import { apiCompleteAccount, apiRegister, newcomer } from '../support/accounts';
import { blockingViolations } from '../support/axe';
import { demoAdmin, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { signIn, signOut, submitSignIn } from '../support/sign-in';

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });

test('the admin finds a learner, deactivates their account (they can no longer sign in), then reactivates it', async ({ page, request }) => {
  const person = newcomer('deact');
  await apiCompleteAccount(request, await apiRegister(request, person));
  const account = { email: person.email, password: person.password };

  await page.goto('/login');
  await submitSignIn(page, french, demoAdmin);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes classes' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Administration' }).click();
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Utilisateurs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher un utilisateur' }).fill(person.email);
  await expect(page.getByText('1 utilisateur', { exact: true })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Nina Perez' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nina Perez' })).toBeVisible();

  await page.getByRole('button', { name: 'Désactiver le compte' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Désactiver le compte de Nina Perez ?' });
  await expect(dialog).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Le compte est désactivé.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Désactivé');
  await signOut(page, french);

  // The learner's sign-in is refused as a wrong password is.
  await submitSignIn(page, french, account);
  await expect(page.getByRole('alert').filter({ hasText: french.signInError })).toBeVisible();

  await submitSignIn(page, french, demoAdmin);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes classes' })).toBeVisible();
  await page.goto('/formateur/administration/utilisateurs');
  await page.getByRole('combobox', { name: 'Afficher' }).selectOption({ label: 'Comptes désactivés' });
  await page.getByRole('link', { name: 'Nina Perez' }).first().click();
  await page.getByRole('button', { name: 'Réactiver le compte' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Le compte est réactivé.' })).toBeVisible();
  await signOut(page, french);
  await signIn(page, french, account);
  await expect(page.getByRole('heading', { level: 1, name: french.homeHeading })).toBeVisible();
});
