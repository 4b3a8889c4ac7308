import { blockingViolations } from '../support/axe';
import { english, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { expectPath } from '../support/sign-in';

test.use({ locale: 'fr-FR', bypassCSP: true });

for (const [path, title] of [
  ['/legal/mentions', 'Conditions générales d’utilisation'],
  ['/legal/protection-des-donnees', 'Protection des données'],
] as const) {
  test(`${path} shows the tenant's document without a session, and goes back home`, async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('contentinfo').getByRole('link', { name: title }).click();
    await expectPath(page, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/^Version \S+$/)).toBeVisible();
    await expect(page.getByText(/^Mise à jour le \d{1,2} \S+ \d{4}$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(page).toHaveTitle(`Académie Démo - ${title}`);
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Retour à l’accueil' }).click();
    // Home needs a session: a visitor ends on the sign-in page.
    await expect(page.getByRole('heading', { level: 1, name: french.signInHeading })).toBeVisible();
  });
}

test('every mode of the sign-in portal is free of serious accessibility violations, in English too', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Langue').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: english.signInHeading })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  for (const [button, heading] of [
    ['Forgot your password?', 'Forgot your password'],
    ['Create an account with an invitation code', 'Create an account'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Back to sign-in' }).click();
  }
  await page.getByLabel('Language').selectOption('fr');
});

test('a failed sign-in says “Erreur de connexion” and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  // An address no account has: a failure must not count against a seeded account's sign-in limit.
  await page.getByLabel(french.identifier, { exact: true }).fill('nobody@demo.test');
  await page.getByLabel(french.password, { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: french.submit, exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(french.signInError);
  await expect(page.getByLabel(french.identifier, { exact: true })).toHaveValue('nobody@demo.test');
  await expect(page.getByLabel(french.password, { exact: true })).toHaveValue('wrong-password');
});
