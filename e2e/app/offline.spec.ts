import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { demo, demoLearner, demoLearnerClasses, french } from '../support/demo';
import { signIn, signOut } from '../support/sign-in';

/**
 * The installable, offline-tolerant app (docs/offline.md): the
 * service worker serves the shell without a network, the tenant's manifest
 * names its icons, and the add-to-home prompt waits its 5 s.
 */
test.use({ locale: 'fr-FR' });

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne.' });
const installBanner = (page: Page) => page.getByRole('region', { name: 'Installer l’application sur votre écran d’accueil ?' });

/** Resolves once a service worker is active and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  // Polled with evaluate, which awaits the page's promise (waitForFunction would take the promise itself as truthy).
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** What Chromium sends when it judges the app installable, which headless Chromium rarely does on its own. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        document.body.dataset.installPrompted = 'yes';
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
}

/**
 * Resolves once the app runs the sign-in page the server rendered (its submit button is enabled
 * then): from then on the app hears the browser's install prompt.
 */
async function appRunning(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: french.signInHeading })).toBeVisible();
  await expect(page.getByRole('button', { name: french.submit, exact: true })).toBeEnabled();
}

test('the app opens offline from the service worker, with a notice that goes when the network is back', async ({ page, context }) => {
  await page.goto(`${demo.origin}/login`);
  await signIn(page, french, demoLearner);
  await waitForServiceWorker(page);
  await expect(offlineNotice(page)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(offlineNotice(page)).toBeVisible();
  // The tenant came from the last context the app saw: its name is in the title.
  await expect(page).toHaveTitle(new RegExp(demo.name));

  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
});

test('a first visit precaches only what it loaded; a screen opened later is kept, and opens again offline', async ({ page, context }) => {
  await page.goto(`${demo.origin}/login`);
  await signIn(page, french, demoLearner);
  await waitForServiceWorker(page);
  const cachedPaths = (prefix: string) =>
    page.evaluate(async (prefix) => {
      const names = (await caches.keys()).filter((name) => name.startsWith(prefix));
      const requests = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
      return requests.map((request) => new URL(request.url).pathname);
    }, prefix);
  // Workbox fills its precache as it installs: Home's chunk is in it once it is whole.
  await expect.poll(async () => (await cachedPaths('workbox-precache')).some((path) => path.startsWith('/assets/home-')), { timeout: 15_000 }).toBe(true);
  const precached = await cachedPaths('workbox-precache');
  expect(precached.some((path) => path.startsWith('/assets/shell'))).toBe(true);
  expect(precached.some((path) => path.startsWith('/assets/login-screen'))).toBe(true);
  expect(precached.filter((path) => /^\/assets\/(?:lesson-|dashboard-|trainer|admin-|preview-route|correction-route|pdf)/.test(path))).toEqual([]);

  const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
  await navigation.getByRole('link', { name: 'Tableau de bord' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon tableau de bord' })).toBeVisible();
  await expect.poll(async () => (await cachedPaths('lazy-assets')).some((path) => path.startsWith('/assets/dashboard-route-')), { timeout: 15_000 }).toBe(true);
  // The learner's account is kept on the device a moment after it arrives (lib/persisted-queries.ts).
  await page.waitForFunction((email) => (localStorage.getItem('persisted_queries') ?? '').includes(email), demoLearner.email);

  await context.setOffline(true);
  await page.reload();
  await expect(offlineNotice(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon tableau de bord' })).toBeVisible();
  await context.setOffline(false);
});

test("a returning learner's Home opens offline with their classes as last seen, and is forgotten at sign-out", async ({ page, context }) => {
  await page.goto(`${demo.origin}/login`);
  await signIn(page, french, demoLearner);
  await expect(page.getByText(demoLearnerClasses.autumn).first()).toBeVisible();
  await waitForServiceWorker(page);
  // Kept on the device a moment after they arrive (lib/persisted-queries.ts).
  await page.waitForFunction((name) => (localStorage.getItem('persisted_queries') ?? '').includes(name), demoLearnerClasses.autumn);

  await context.setOffline(true);
  await page.reload();
  await expect(offlineNotice(page)).toBeVisible();
  await expect(page.getByText(demoLearnerClasses.autumn).first()).toBeVisible();
  // On a phone the notice sits above the header, never over its Menu button.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 720 });

  await context.setOffline(false);
  await signOut(page, french);
  await expect(page.getByRole('heading', { name: french.signInHeading })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('persisted_queries'))).toBeNull();
});

test("the API's calls go to the network without waking the service worker, the tenant's images through it", async ({ page }) => {
  await page.goto(`${demo.origin}/login`);
  await signIn(page, french, demoLearner);
  await waitForServiceWorker(page);
  const favicon = await page.evaluate(async () => {
    const context = (await (await fetch('/api/contexts/current')).json()) as { assets: { favicon: string } };
    // Read whole: a fetch's timing is recorded once its body has arrived.
    await (await fetch(context.assets.favicon)).arrayBuffer();
    await (await fetch('/api/health')).arrayBuffer();
    return new URL(context.assets.favicon, location.href).pathname;
  });
  expect(favicon).toMatch(/^\/api\/contexts\/[^/]+\/assets\//);
  // What decided each request, as the browser records it (Chromium's Static Routing API): the worker's
  // static route, or its fetch event (public/service-worker-routes.js).
  const sourceOf = (path: string) =>
    page.evaluate((wanted) => {
      const entry = performance.getEntriesByType('resource').findLast((timing) => new URL(timing.name).pathname === wanted) as
        (PerformanceResourceTiming & { workerMatchedSourceType?: string }) | undefined;
      return entry === undefined ? 'no timing' : (entry.workerMatchedSourceType ?? 'no source');
    }, path);
  await expect.poll(() => sourceOf('/api/health')).toBe('network');
  expect(await sourceOf(favicon)).toBe('fetch-event');
});

test('the manifest names the tenant and its 192 and 512 PNG icons, which load', async ({ page }) => {
  await page.goto(`${demo.origin}/login`);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/api/contexts/current/manifest.webmanifest');
  const result = await page.evaluate(async (url) => {
    const response = await fetch(url);
    const manifest = (await response.json()) as { name: string; icons: { src: string; sizes: string }[] };
    const icons = await Promise.all(
      manifest.icons.map(async (icon) => {
        const image = await fetch(icon.src);
        const bitmap = await createImageBitmap(await image.blob());
        return { sizes: icon.sizes, type: image.headers.get('content-type'), drawn: `${bitmap.width}x${bitmap.height}` };
      }),
    );
    return { contentType: response.headers.get('content-type'), name: manifest.name, icons };
  }, href ?? '');
  expect(result.contentType).toContain('application/manifest+json');
  expect(result.name).toBe(demo.name);
  expect(result.icons).toEqual([
    { sizes: '192x192', type: 'image/png', drawn: '192x192' },
    { sizes: '512x512', type: 'image/png', drawn: '512x512' },
  ]);
});

test('the add-to-home prompt waits 5 s, installs through the browser, and "Ne plus afficher" is remembered', async ({ page }) => {
  // The page's clock stands still from the start: the 5 s pass when the test says so, however long
  // the first visit's service worker takes to settle on a busy machine.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
  await page.goto(`${demo.origin}/login`);
  await appRunning(page);
  // The first visit installs the service worker, which keeps a copy of this page: let it settle first.
  await waitForServiceWorker(page);
  await offerInstall(page);
  await expect(installBanner(page)).toHaveCount(0);
  await page.clock.fastForward(5_000);
  await expect(installBanner(page)).toBeVisible();
  await page.getByRole('button', { name: 'Installer' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-install-prompted', 'yes');
  await expect(installBanner(page)).toHaveCount(0);

  await page.reload();
  await appRunning(page);
  await offerInstall(page);
  await page.clock.fastForward(5_000);
  await installBanner(page).getByRole('button', { name: 'Ne plus afficher' }).click();
  await page.reload();
  await appRunning(page);
  await offerInstall(page);
  await page.clock.fastForward(5_000);
  await expect(installBanner(page)).toHaveCount(0);
});
