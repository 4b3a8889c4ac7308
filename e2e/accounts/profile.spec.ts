import { apiCompleteAccount, apiRegister, newcomer } from '../support/accounts';
import { layoutProblems } from '../support/layout-checks';
import { addressLinkMailedTo, mailsTo, resetLinkMailedTo } from '../support/mailbox';
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
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(password).toHaveAccessibleDescription(
    /Doit contenir au moins\s: une majuscule, une minuscule, un chiffre et un caractère spécial Les espaces ne sont pas autorisés$/,
  );
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('checkbox', { name: 'Changer mon mot de passe' }).uncheck();

  // A new address needs the current password, asked right under it; a wrong one is the server's refusal.
  const email = page.getByLabel('Adresse e-mail', { exact: true });
  await expect(email).toBeEnabled();
  await email.fill(demoLearner.email);
  await expect(email).toHaveAccessibleDescription('Un lien sera envoyé à la nouvelle adresse, qui remplacera l’actuelle une fois confirmée.');
  const current = page.getByLabel('Mot de passe actuel', { exact: true });
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(current).toHaveAccessibleDescription(/Entrez votre mot de passe actuel pour changer d’adresse e-mail$/);
  await expect(current).toBeFocused();
  await current.fill('Devine#2026');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Erreur');
  await expect(alert).toContainText('Mot de passe actuel incorrect');
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  // Said under the field itself, not only in the form's alert.
  await expect(current).toHaveAccessibleDescription(/Ce n’est pas votre mot de passe actuel\. Vérifiez-le, puis réessayez\.$/);
  await expect(current).toHaveValue('Devine#2026');
  await expect(email).toHaveValue(demoLearner.email);
  await expect(lastname).toHaveValue('Perez-Lopez');

  await email.fill(person.email);
  await expect(current).toHaveCount(0);
  const patch = page.waitForRequest((candidate) => candidate.method() === 'PATCH' && candidate.url().endsWith('/api/users/me'));
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
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

test('a new address waits for its link, and the old one can take the account back', async ({ page, request }) => {
  const person = newcomer('adresse');
  await apiCompleteAccount(request, await apiRegister(request, person));
  await page.goto('/login');
  await signIn(page, french, person);
  await page.goto('/me');

  const newAddress = `new-${person.email}`;
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(newAddress);
  await page.getByLabel('Mot de passe actuel', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Merci' })).toContainText(
    `Ouvrez le lien envoyé à ${newAddress} pour confirmer votre nouvelle adresse.`,
  );
  await expect(
    page.getByText(`Nouvelle adresse à confirmer : ${newAddress}. Ouvrez le lien que nous y avons envoyé. D’ici là, votre adresse reste ${person.email}.`),
  ).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail', { exact: true })).toHaveValue(person.email);
  expect(await blockingViolations(page)).toEqual([]);
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await layoutProblems(page)).toEqual([]);
  }
  await page.getByRole('button', { name: 'Renvoyer le lien de confirmation' }).click();
  await expect(page.getByText(`Un nouveau lien vient d’être envoyé à ${newAddress}.`)).toBeVisible();

  // The link mailed to the new address makes it the account's; the old one is told, with a way back.
  const sentBefore = (await mailsTo(person.email)).length;
  // The newest link works, the one sent again (the first mail is the one the change sent).
  await page.goto(await addressLinkMailedTo(newAddress, 'confirmation-email', 1));
  await expect(page.getByRole('status').filter({ hasText: 'Votre adresse e-mail est confirmée : c’est désormais celle de votre compte.' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await page.goto('/me');
  await expect(page.getByText('Votre adresse e-mail est confirmée.')).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail', { exact: true })).toHaveValue(newAddress);

  await page.goto(await addressLinkMailedTo(person.email, 'annulation-email', sentBefore));
  await expect(
    page.getByRole('status').filter({
      hasText:
        'C’est fait : votre ancienne adresse e-mail est de nouveau celle de votre compte. Toutes ses sessions ont été fermées et son mot de passe effacé.',
    }),
  ).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  expect(await blockingViolations(page)).toEqual([]);
  // The password went with the change: a reset link to the restored address sets a new one.
  await page.getByRole('link', { name: 'Choisir un nouveau mot de passe' }).click();
  await page.getByLabel('Adresse e-mail').fill(person.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await page.goto(await resetLinkMailedTo(person.email));
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Retour#2026');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await page.getByRole('link', { name: 'Aller à la connexion' }).click();
  await signIn(page, french, { email: person.email, password: 'Retour#2026' });
});
