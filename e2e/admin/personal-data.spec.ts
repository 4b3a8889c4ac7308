import { blockingViolations } from '../support/axe';
import { demoAdmin, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { submitSignIn } from '../support/sign-in';

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true, permissions: ['clipboard-read', 'clipboard-write'] });

test("the admin finds what the tenant keeps about people, and copies the register of processing activities for the organisation's own", async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, french, demoAdmin);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes classes' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Administration' }).click();
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Données personnelles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Données personnelles' })).toBeVisible();

  // The retention in force, the tenant's defaults: three years, twelve months.
  const retention = page.getByRole('region', { name: 'Conservation des données' });
  await expect(retention).toContainText('Un compte inutilisé depuis 3 ans est anonymisé');
  await expect(retention).toContainText('L’historique des connexions est conservé 12 mois');
  await expect(retention.getByRole('link', { name: 'Changer ces durées dans les réglages de l’espace' })).toBeVisible();

  const register = page.getByRole('table', { name: 'Traitements de données personnelles du portail' });
  await expect(register.getByRole('rowheader')).toHaveText([
    'Comptes et connexion',
    'Suivi pédagogique',
    'Accompagnement',
    'Avis',
    'Certificats et attestations',
    'Notifications et e-mails',
    'Journal d’administration',
  ]);
  await page.getByRole('button', { name: 'Copier le registre' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Registre copié' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const [header, accounts] = copied.split('\n');
  expect(header).toBe('Traitement\tDonnées\tFinalité\tBase légale\tDurée de conservation\tDestinataires');
  expect(accounts).toMatch(/^Comptes et connexion\t.+\t.+3 ans.+12 mois/);
  expect(await blockingViolations(page)).toEqual([]);
});
