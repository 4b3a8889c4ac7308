import type { Page } from '@playwright/test';
import { demoLearner, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { signIn, submitSignIn } from '../support/sign-in';

// Chunk requests must reach page.route, not a service worker's cache (docs/browsers.md).
test.use({ locale: 'fr-FR', serviceWorkers: 'block' });

// Home and the signed-in layout are one chunk, 'home' (apps/web/vite.config.ts).
const homeChunk = '**/assets/home-*.js';
const chunkAlert = (page: Page) => page.getByRole('alert').filter({ hasText: 'Chargement interrompu' });

test.describe('chunk load failures (docs/product/errors.md#chunk-load-failures)', () => {
  test('a chunk that cannot be fetched offers a reload, which brings Home back', async ({ page }) => {
    await page.goto('/login');
    await page.route(homeChunk, (route) => route.abort());
    await submitSignIn(page, french, demoLearner);

    const alert = chunkAlert(page);
    await expect(alert).toContainText('Le chargement d’une partie de l’application a échoué.');
    await expect(alert).toContainText(/Fichier home-[\w-]+\.js\s: autre raison\./);

    await page.unroute(homeChunk);
    await page.getByRole('button', { name: 'Recharger la page' }).click();
    await expect(page.getByRole('heading', { name: french.homeHeading })).toBeVisible();
    await expect(chunkAlert(page)).toHaveCount(0);
  });

  test('a chunk the server no longer has is reported as missing', async ({ page }) => {
    await page.goto('/login');
    await page.route(homeChunk, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await submitSignIn(page, french, demoLearner);

    await expect(chunkAlert(page)).toContainText(/Fichier home-[\w-]+\.js\s: fichier manquant\./);
  });

  test("the app's first file missing (a page of another build) still says so, and the reload brings the app", async ({ page }) => {
    // The entry chunk index.html names: the app cannot run, so public/app-load-failure.js speaks for it.
    const entry = '**/assets/index-*.js';
    await page.route(entry, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/login');
    const alert = chunkAlert(page);
    await expect(alert).toContainText('Le chargement d’une partie de l’application a échoué. Rechargez la page pour réessayer.');
    const reload = page.getByRole('button', { name: 'Recharger la page' });
    await expect(reload).toBeFocused();

    await page.unroute(entry);
    await reload.click();
    await expect(page.getByRole('heading', { name: french.signInHeading })).toBeVisible();
    await expect(chunkAlert(page)).toHaveCount(0);
    await signIn(page, french, demoLearner);
    await expect(page.getByRole('heading', { name: french.homeHeading })).toBeVisible();
  });

  test("a route's stylesheet that does not load gives CSS_CHUNK_LOAD_FAILED's text", async ({ page }) => {
    await page.route('**/assets/test-badges-route-*.css', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/test-badges');

    const alert = chunkAlert(page);
    await expect(alert).toContainText('Le chargement de la mise en page d’une partie de l’application a échoué.');
    await expect(alert).toContainText(/Fichier test-badges-route-[\w-]+\.css\s: fichier manquant\./);
  });
});

test.describe('an old browser (Chrome 58)', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/58.0.3029.110 Safari/537.36' });

  test('sees the unsupported-browser notice with the supported list, and may close it', async ({ page }) => {
    await page.goto('/login');
    const notice = page.getByRole('alert').filter({ hasText: 'Votre navigateur n’est pas pris en charge' });
    await expect(notice).toContainText('Chrome 61 ou plus récent, Firefox 51 ou plus récent');
    await page.getByRole('button', { name: 'Masquer l’avertissement sur le navigateur' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: french.signInHeading })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});

test('a current browser sees no unsupported-browser notice', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: french.signInHeading })).toBeVisible();
  await expect(page.getByText('Votre navigateur n’est pas pris en charge')).toHaveCount(0);
});

test('the viewport meta lets a learner zoom at every width by default (WCAG 1.4.4; a tenant that locks it: a11y/timing-and-zoom.spec.ts)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: french.signInHeading })).toBeVisible();
  const viewport = page.locator('meta[name="viewport"]');
  await expect(viewport).toHaveAttribute('content', 'width=device-width, initial-scale=1');

  // The rule is read again as the width changes (its one-second round: docs/product/screens-and-routes.md#small-screens): still nothing locked.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(page.getByRole('heading', { name: french.signInHeading })).toBeVisible();
  await expect(viewport).toHaveAttribute('content', 'width=device-width, initial-scale=1');
});

test('on a small screen the signed-in pages show the mobile message, closed for the session once dismissed (docs/product/screens-and-routes.md#small-screens)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/login');
  await signIn(page, french, demoLearner);
  const message = page.getByRole('status').filter({ hasText: 'Vous êtes sur un petit écran' });
  await expect(message).toBeVisible();
  await page.getByRole('button', { name: 'Masquer le message pour petit écran' }).click();
  await expect(message).toHaveCount(0);
  await page.goto('/me');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(message).toHaveCount(0);
});

test('a wide screen shows no mobile message', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, french, demoLearner);
  await expect(page.getByText('Vous êtes sur un petit écran')).toHaveCount(0);
});

test('/test-badges draws every badge picture, gold, silver and bronze included (docs/product/screens-and-routes.md#test-badges)', async ({ page }) => {
  await page.goto('/test-badges');
  await expect(page.getByRole('heading', { level: 1, name: 'Test des badges' })).toBeVisible();
  const job = page.getByRole('region', { name: 'Métier' });
  for (const level of ['Or', 'Argent', 'Bronze']) {
    await expect(job.getByRole('img', { name: `Métier, ${level}, 128 px` })).toBeVisible();
  }
  await expect(page.getByRole('img')).toHaveCount(60);
  // Every picture actually drew: a broken URL would leave naturalWidth at 0.
  const drawn = await page
    .getByRole('img')
    .evaluateAll((pictures) => pictures.every((picture) => (picture as HTMLImageElement).complete && (picture as HTMLImageElement).naturalWidth > 0));
  expect(drawn).toBe(true);
});
