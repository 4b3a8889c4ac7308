import type { Page } from '@playwright/test';
import { demo, demoLearner, demoLearnerClasses, french } from './support/demo';
import { expect, test } from './support/fixtures';
import { expectPath, signIn, storedToken, tenantRequest } from './support/sign-in';

/**
 * The session token never travels in a URL. A learner signs in, opens a lesson
 * page's image and downloads a certificate; every URL the page asked for is recorded, and none
 * carries `access_token` (media come through signed links: docs/security.md "Signed links").
 */

test.use({ locale: 'fr-FR' });

/** The spring class lesson of this course, started again (other specs may have played it). */
async function freshLesson(page: Page, courseTitle: string): Promise<string> {
  const target = tenantRequest(demo, (await storedToken(page)) ?? undefined);
  const response = await page.request.get(target.url('/api/lessons?include=course,class&limit=100'), { headers: target.headers });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { id: string; classProgramId: string; course: { title: string } | null; class: { name: string } | null }[] };
  const lesson = items.find((item) => item.course?.title === courseTitle && item.class?.name === demoLearnerClasses.spring);
  if (!lesson) throw new Error(`No lesson of ${courseTitle}`);
  const reset = await page.request.post(target.url(`/api/class-programs/${lesson.classProgramId}/reset/me`), { headers: target.headers });
  expect(reset.ok(), await reset.text()).toBe(true);
  return lesson.id;
}

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
  const [download] = await Promise.all([page.waitForEvent('download'), table.getByRole('button', { name: /^Télécharger le certificat de / }).first().click()]);
  expect(await download.failure()).toBeNull();

  expect(urls.some((url) => /\/api\/files\/[^/?]+\/download\?user=[^&]+&expires=\d+&signature=/.test(url)), urls.join('\n')).toBe(true);
  expect(urls.filter((url) => /access_token/i.test(url))).toEqual([]);
});
