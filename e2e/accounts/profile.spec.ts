import { apiCompleteAccount, apiRegister, newcomer } from '../support/accounts';
import { blockingViolations } from '../support/axe';
import { demoLearner, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { expectPath, signIn } from '../support/sign-in';

test.use({ locale: 'fr-FR', bypassCSP: true });

test('the profile form checks its rules, reports server refusals and saves only what changed', async ({ page, request }) => {
  const person = newcomer('profil');
  await apiCompleteAccount(request, await apiRegister(request, person));
  await page.goto('/login');
  await signIn(page, french, person);

  const profileLink = page.getByRole('banner').getByRole('link', { name: /Nina Perez/ });
  await tabTo(page, profileLink);
  await page.keyboard.press('Enter');
  await expectPath(page, '/me');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await expect(page).toHaveTitle('Académie Démo - Mon profil');
  expect(await blockingViolations(page)).toEqual([]);

  // Client rules, on blur.
  const lastname = page.getByLabel('Nom', { exact: true });
  await lastname.fill('');
  await page.keyboard.press('Tab');
  await expect(lastname).toHaveAttribute('aria-invalid', 'true');
  await expect(lastname).toHaveAccessibleDescription('Entrez un nom');
  await lastname.fill('Perez-Lopez');
  await page.getByRole('checkbox', { name: 'Changer mon mot de passe' }).check();
  const password = page.getByLabel('Nouveau mot de passe', { exact: true });
  await password.fill('sans majuscule 1#');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(password).toHaveAccessibleDescription(/Doit contenir au moins : une majuscule, une minuscule, un chiffre et un caractère spécial Les espaces ne sont pas autorisés$/);
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('checkbox', { name: 'Changer mon mot de passe' }).uncheck();

  // A server refusal: an invitation user may change the e-mail, but not to one already used.
  const email = page.getByLabel('Adresse e-mail', { exact: true });
  await expect(email).toBeEnabled();
  await email.fill(demoLearner.email);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Erreur');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue(demoLearner.email);
  await expect(lastname).toHaveValue('Perez-Lopez');

  await email.fill(person.email);
  const patch = page.waitForRequest((candidate) => candidate.method() === 'PATCH' && candidate.url().endsWith('/api/users/me'));
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await patch).postDataJSON()).toEqual({ lastname: 'Perez-Lopez' });
  await expect(page.getByRole('status').filter({ hasText: 'Merci' })).toContainText('Vos données ont été mises à jour');
  await expect(page.getByRole('banner').getByRole('link', { name: /Nina Perez-Lopez/ })).toBeVisible();
});

test('the first click on « Changer mon mot de passe » counts, even when it makes a field error appear above it (#15 item 13)', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, french, demoLearner);
  await page.goto('/me');
  const lastname = page.getByLabel('Nom', { exact: true });
  await lastname.fill('');
  // Still in the emptied field: the mouse press that leaves it is what shows its error.
  const change = page.getByRole('checkbox', { name: 'Changer mon mot de passe' });
  await change.click();
  await expect(change).toBeChecked();
  await expect(page.getByLabel('Nouveau mot de passe', { exact: true })).toBeVisible();
  await expect(lastname).toHaveAccessibleDescription('Entrez un nom');
});
