import { demoLearner, french } from './support/demo';
import { expect, test } from './support/fixtures';
import { freshLesson } from './support/player-program';
import { expectPath, signIn } from './support/sign-in';

/**
 * The session token never travels in a URL. A learner signs in, opens a lesson
 * page's image and downloads a certificate; every URL the page asked for is recorded, and none
 * carries `access_token` (media come through signed links: docs/security.md "Signed links").
 */

test.use({ locale: 'fr-FR' });

test('no request URL carries the session token: sign-in, a lesson image, a certificate download', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));

  await page.goto('/login');
  await signIn(page, french, demoLearner);
  const lessonId = await freshLesson(page, 'Accueillir un client');

  await page.goto(`/session/${lessonId}`);
  await expect(page.getByRole('heading', { level: 1, name: "Pourquoi l'accueil compte" })).toBeVisible();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Le sourire et le regard' })).toBeVisible();
  await page.getByRole('button', { name: 'Ressources (2)' }).click();
  const resources = page.getByRole('dialog', { name: 'Ressources' });
  await resources.getByRole('button', { name: 'Image : le sourire' }).click();
  const image = resources.getByRole('article', { name: 'Image : le sourire' }).getByRole('img');
  await expect(image).toBeVisible();
  // The image really loaded through its signed link (a refused link leaves a broken image of width 0).
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  await page.goto('/tableau-de-bord/validations');
  await expectPath(page, '/tableau-de-bord/validations');
  const table = page.getByRole('table', { name: 'Mes certificats' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    table
      .getByRole('button', { name: /^Télécharger le certificat de / })
      .first()
      .click(),
  ]);
  expect(await download.failure()).toBeNull();

  expect(
    urls.some((url) => /\/api\/files\/[^/?]+\/download\?user=[^&]+&expires=\d+&signature=/.test(url)),
    urls.join('\n'),
  ).toBe(true);
  expect(urls.filter((url) => /access_token/i.test(url))).toEqual([]);
});
