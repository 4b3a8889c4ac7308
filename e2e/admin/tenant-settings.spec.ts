import type { APIRequestContext } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { primaryColour, rgbOf } from '../support/branding';
import { demo, demoAdmin, demoLearner, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { apiSignIn, expectPath, signIn, submitSignIn, tenantRequest } from '../support/sign-in';
import { putSettings } from '../support/tenant-settings';

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });

/** The demo tenant's settings as the spec found them, put back at the end: other specs share the database. */
let original: (Record<string, unknown> & { settings: { authentication: Record<string, unknown> } }) | undefined;
const adminApi = async (request: APIRequestContext) => tenantRequest(demo, await apiSignIn(request, demo, demoAdmin));

test.beforeAll(async ({ request }) => {
  const admin = await adminApi(request);
  const response = await request.get(admin.url('/api/admin/settings'), { headers: admin.headers });
  expect(response.status()).toBe(200);
  original = (await response.json()) as typeof original;
});

test.afterAll(async ({ request }) => {
  if (original === undefined) return;
  const admin = await adminApi(request);
  const { sso: _sso, ...authentication } = original.settings.authentication;
  const response = await putSettings(request, admin, 'admin/settings', { ...original, settings: { ...original.settings, authentication } });
  expect(response.status(), await response.text()).toBe(200);
});

test('the admin changes the primary colour: a faint one is refused with its ratio, the proposed shade is saved, and a learner sees it', async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  await submitSignIn(page, french, demoAdmin);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes classes' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Administration' }).click();
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Réglages de l’espace' }).click();
  await expectPath(page, '/formateur/administration/reglages');
  await expect(page.getByRole('heading', { level: 1, name: 'Réglages de l’espace' })).toBeVisible();
  const primary = page.getByRole('textbox', { name: 'Couleur principale', exact: true });
  await expect(primary).toHaveValue(demo.primaryColour);
  expect(await blockingViolations(page)).toEqual([]);

  // A pale yellow reads at 1.46:1 on the demo's background: refused on its field, with a shade that passes.
  await primary.fill('#facc15');
  await page.getByRole('button', { name: 'Enregistrer les réglages' }).click();
  await expect(primary).toHaveAccessibleDescription(/Thème clair\s: contraste de 1,46:1 avec le fond, il faut au moins 4,5:1\./);
  await expect(primary).toBeFocused();
  await page.getByRole('button', { name: 'Utiliser la teinte proposée #8a700c' }).click();
  await expect(primary).toHaveValue('#8a700c');
  await page.getByRole('button', { name: 'Enregistrer les réglages' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Réglages enregistrés.' })).toBeVisible();

  // The journal says who changed what.
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Journal d’activité' }).click();
  await expect(page.getByText('Alice Durand a modifié les réglages de l’espace').first()).toBeVisible();

  // A learner, in their own browser, is drawn in the new colour.
  const learnerContext = await browser.newContext({ locale: 'fr-FR', baseURL: new URL(page.url()).origin });
  const learnerPage = await learnerContext.newPage();
  await learnerPage.goto('/login');
  await signIn(learnerPage, french, demoLearner);
  await expect.poll(() => primaryColour(learnerPage)).toBe(rgbOf('#8a700c'));
  await learnerContext.close();
});

test('a save from an older tab is refused, keeps what was typed, and reloads the version saved meanwhile', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, french, demoAdmin);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes classes' })).toBeVisible();
  const open = async (tab: typeof page) => {
    await tab.goto('/formateur/administration/reglages');
    await expect(tab.getByRole('heading', { level: 1, name: 'Réglages de l’espace' })).toBeVisible();
    return tab.getByRole('textbox', { name: 'Nom de l’espace' });
  };
  const olderName = await open(page);
  const newerTab = await page.context().newPage();
  const newerName = await open(newerTab);
  await expect(olderName).toHaveValue('Académie Démo');

  await newerName.fill('Académie Démo — onglet récent');
  await newerTab.getByRole('button', { name: 'Enregistrer les réglages' }).click();
  await expect(newerTab.getByRole('status').filter({ hasText: 'Réglages enregistrés.' })).toBeVisible();
  await newerTab.close();

  await olderName.fill('Académie Démo — onglet ancien');
  await page.getByRole('button', { name: 'Enregistrer les réglages' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Modifié entre-temps' });
  await expect(alert).toContainText('Ce que vous avez saisi reste dans le formulaire');
  await expect(olderName).toHaveValue('Académie Démo — onglet ancien');
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/stale-settings-1366.png', fullPage: false });

  await alert.getByRole('button', { name: 'Recharger la version enregistrée' }).click();
  await expect(olderName).toHaveValue('Académie Démo — onglet récent');
  await expect(alert).toHaveCount(0);
  await olderName.fill('Académie Démo');
  await page.getByRole('button', { name: 'Enregistrer les réglages' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Réglages enregistrés.' })).toBeVisible();
});
