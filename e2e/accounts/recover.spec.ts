import { apiCompleteAccount, apiRegister, newcomer } from '../support/accounts';
import { blockingViolations } from '../support/axe';
import { demo, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { tabTo, typeInto } from '../support/keyboard';
import { resetLinkMailedTo } from '../support/mailbox';
import { signIn } from '../support/sign-in';

test.use({ locale: 'fr-FR', bypassCSP: true });

const sentText = /^Si un compte correspond à cette adresse/;

test('a learner recovers a password through a real mail, by keyboard, then signs in with it', async ({ page, request }) => {
  const person = newcomer('oubli');
  await apiCompleteAccount(request, await apiRegister(request, person));

  await page.goto('/login');
  await tabTo(page, page.getByRole('button', { name: 'Mot de passe oublié ?' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);
  await typeInto(page, page.getByLabel('Adresse e-mail'), person.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: sentText })).toBeVisible();

  const link = await resetLinkMailedTo(person.email);
  expect(new URL(link).origin).toBe(demo.origin);
  await page.goto(link);
  await expect(page.getByText(`Compte : Nina Perez (${person.email})`)).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  const field = page.getByLabel('Nouveau mot de passe', { exact: true });
  await typeInto(page, field, 'court');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Taille requise entre 6 et 254 caractères/);
  await field.fill('');
  await page.keyboard.type('Renouveau#2026');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Votre mot de passe a bien été mis à jour ! Vous pouvez désormais vous connecter' })).toBeVisible();
  await expect(field).toHaveCount(0);

  // The link is single-use.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('Lien invalide ou expiré');

  await page.getByRole('link', { name: 'Aller à la connexion' }).click();
  await signIn(page, french, { email: person.email, password: 'Renouveau#2026' });
});

test('the recover answer is the same for an unknown address, and no mail goes out', async ({ page }) => {
  await page.goto('/reset/');
  await page.getByLabel('Adresse e-mail').fill('nobody-here@example.test');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status').filter({ hasText: sentText })).toBeVisible();
});

test('a forged reset link is refused, forces logout and offers a new one', async ({ page }) => {
  await page.goto('/reset/forged-token-that-does-not-exist');
  await expect(page.getByRole('alert')).toHaveText('Lien invalide ou expiré');
  expect(await page.evaluate(() => localStorage.getItem('id_token'))).toBeNull();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
});
