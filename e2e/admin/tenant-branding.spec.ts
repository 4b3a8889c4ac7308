import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { blockingViolations } from '../support/axe';
import { demo, demoAdmin, demoLearner, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { apiSignIn, expectPath, signIn, submitSignIn, tenantRequest } from '../support/sign-in';
import { oidcIssuer } from '../support/server';
import { putSettings } from '../support/tenant-settings';

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });

/** The demo tenant's texts as the spec found them, put back at the end: other specs share the database. */
let originalLabels: Record<string, Record<string, string>> | undefined;
const adminApi = async (request: APIRequestContext) => tenantRequest(demo, await apiSignIn(request, demo, demoAdmin));

test.beforeAll(async ({ request }) => {
  const admin = await adminApi(request);
  originalLabels = (
    (await (await request.get(admin.url('/api/admin/settings'), { headers: admin.headers })).json()) as { labels: Record<string, Record<string, string>> }
  ).labels;
});

test.afterAll(async ({ request }) => {
  const admin = await adminApi(request);
  if (originalLabels !== undefined) expect((await putSettings(request, admin, 'admin/settings/labels', { labels: originalLabels })).status()).toBe(200);
  // The seed's SVG logo cannot be uploaded (SVG is refused): the same drawing goes back as a PNG.
  const seedLogo = await sharp(readFileSync(join(import.meta.dirname, '../../apps/api/src/seed/assets/demo/logo.svg')), { density: 300 })
    .png()
    .toBuffer();
  const restored = await request.put(admin.url('/api/admin/settings/images/logo'), {
    headers: admin.headers,
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: seedLogo } },
  });
  expect(restored.status(), await restored.text()).toBe(200);
});

async function openAdministration(page: Page, section: string, path: string) {
  await page.goto('/login');
  await submitSignIn(page, french, demoAdmin);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes classes' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Administration' }).click();
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: section }).click();
  await expectPath(page, path);
}

async function learnerPage(browser: Browser, origin: string) {
  const context = await browser.newContext({ locale: 'fr-FR', baseURL: origin });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, french, demoLearner);
  return { page, close: () => context.close() };
}

test('the admin uploads a logo: the server makes it a PNG and the learner sees it', async ({ page, browser }) => {
  await openAdministration(page, 'Réglages de l’espace', '/formateur/administration/reglages');
  const logo = page.getByRole('form', { name: 'Logo' });
  await expect(logo.getByRole('img', { name: 'Logo actuel' })).toHaveAttribute('src', /\/logo\.svg$/);
  expect(await blockingViolations(page)).toEqual([]);

  // A wide JPEG photo of 1600 x 400: kept within 960 x 240, as a PNG.
  const photo = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();
  await logo.getByLabel('Nouveau logo').setInputFiles({ name: 'nouveau-logo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await logo.getByRole('button', { name: 'Envoyer le logo' }).click();
  await expect(logo.getByRole('status')).toHaveText(/Image enregistrée/);
  const uploaded = logo.getByRole('img', { name: 'Logo actuel' });
  await expect(uploaded).toHaveAttribute('src', /\/logo-[0-9a-f]{12}\.png$/);
  const src = (await uploaded.getAttribute('src')) ?? '';

  // A file that is no image is refused from its bytes, whatever it says it is.
  await logo.getByLabel('Nouveau logo').setInputFiles({ name: 'faux.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await logo.getByRole('button', { name: 'Envoyer le logo' }).click();
  await expect(logo.getByLabel('Nouveau logo')).toHaveAccessibleDescription(/envoyez un PNG, JPEG ou WebP/);
  await expect(uploaded).toHaveAttribute('src', src);

  const learner = await learnerPage(browser, new URL(page.url()).origin);
  const shown = learner.page.getByRole('img', { name: demo.name }).first();
  await expect(shown).toHaveAttribute('src', src);
  expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(960);
  await learner.close();
});

test('the admin rewords a text of the interface, and the learner reads it', async ({ page, browser }) => {
  await openAdministration(page, 'Textes de l’interface', '/formateur/administration/textes');
  await expect(page.getByRole('heading', { level: 1, name: 'Textes de l’interface' })).toBeVisible();
  await page.getByRole('searchbox', { name: /Rechercher un texte/ }).fill('home.subtitle');
  const row = page.getByRole('row', { name: /home\.subtitle/ });
  await row.getByRole('textbox', { name: 'Français' }).fill('Vos formations de la saison');
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Enregistrer les textes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Textes enregistrés.' })).toBeVisible();

  const learner = await learnerPage(browser, new URL(page.url()).origin);
  await expect(learner.page.getByText('Vos formations de la saison')).toBeVisible();
  await learner.close();

  // The journal says who changed the texts.
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Journal d’activité' }).click();
  await expect(page.getByText('Alice Durand a modifié les textes de l’interface').first()).toBeVisible();
});

test('the admin tests the single sign-on provider from the server: the real one answers, a wrong address does not', async ({ page }) => {
  await openAdministration(page, 'Authentification unique', '/formateur/administration/connexion');
  await expect(page.getByRole('heading', { level: 1, name: 'Authentification unique' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  const issuer = page.getByRole('textbox', { name: 'Adresse du fournisseur (issuer)' });
  await issuer.fill(oidcIssuer);
  await page.getByRole('button', { name: 'Tester la connexion' }).click();
  await expect(page.getByText('Le fournisseur répond comme il faut.')).toBeVisible();
  await expect(page.getByText('Les clés de signature sont joignables.')).toBeVisible();

  await issuer.fill(`${oidcIssuer}/elsewhere`);
  await page.getByRole('button', { name: 'Tester la connexion' }).click();
  await expect(page.getByText('Le fournisseur ne répond pas comme il faut : voyez le point en échec.')).toBeVisible();
  await expect(page.getByText('Le document de découverte est injoignable.')).toBeVisible();

  // An address of a private network: the server does not go there, and says so in one message.
  await issuer.fill('https://10.0.0.1');
  await page.getByRole('button', { name: 'Tester la connexion' }).click();
  await expect(
    page.getByRole('status').getByText(/^Le serveur ne se connecte pas à cette adresse\s: un fournisseur doit être joignable sur Internet/),
  ).toBeVisible();
  await expect(page.getByText('Le document de découverte est injoignable.')).toBeHidden();
  expect(await blockingViolations(page)).toEqual([]);
});
