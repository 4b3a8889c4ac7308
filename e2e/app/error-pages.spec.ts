import type { APIRequestContext, Page } from '@playwright/test';
import type { MyClassesPage } from '@espace/contracts/classes';
import { acme, acmeLearner, demo, demoLearner, french } from '../support/demo';
import { resetLearnerProgram } from '../support/player-program';
import { expect, test } from '../support/fixtures';
import { apiSignIn, signIn, tenantRequest } from '../support/sign-in';

test.use({ locale: 'fr-FR' });

/** The learner's lesson of `course` (else the class's first) in the class named `className`, by the API Home reads. */
async function lessonOf(request: APIRequestContext, token: string, className: string, course?: string): Promise<string> {
  const learner = tenantRequest(demo, token);
  const search = encodeURIComponent(className);
  const answer = await request.get(learner.url(`/api/users/me/classes?page=1&pageSize=5&filter=all&search=${search}`), { headers: learner.headers });
  expect(answer.status(), await answer.text()).toBe(200);
  const page = (await answer.json()) as MyClassesPage;
  const found = page.items.find((item) => item.name === className);
  const courseIds = new Map(found?.classPrograms.flatMap((classProgram) => classProgram.program.courses.map((each) => [each.title, each.id] as const)) ?? []);
  const lesson = course === undefined ? found?.lessons[0] : found?.lessons.find((each) => each.courseId === courseIds.get(course));
  expect(lesson, `${course ?? 'the first lesson'} in ${className}`).toBeDefined();
  return lesson!.id;
}

/** A full-page state: its title, the header's navigation and the site footer around it, and the way back Home. */
async function expectFullPage(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Informations légales, accessibilité et aide' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à Mes formations' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto(`${demo.origin}/login`);
  await signIn(page, french, demoLearner);
});

test('another learner’s lesson is a page not found at its own address, and the way back leads to My courses', async ({ page, request }) => {
  // A lesson of the other tenant's learner: nobody of this tenant may open it.
  const acmeToken = await apiSignIn(request, acme, acmeLearner);
  const acmeApi = tenantRequest(acme, acmeToken);
  const acmeClasses = (await (
    await request.get(acmeApi.url('/api/users/me/classes?page=1&pageSize=5&filter=all'), { headers: acmeApi.headers })
  ).json()) as MyClassesPage;
  const otherLesson = acmeClasses.items[0]?.lessons[0]?.id ?? '';
  expect(otherLesson).not.toBe('');
  await page.goto(`${demo.origin}/session/${otherLesson}`);
  await expectFullPage(page, 'Page introuvable');
  await expect(page.getByText(`à l’adresse /session/${otherLesson} :`, { exact: false })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/session/${otherLesson}$`));
  await page.getByRole('link', { name: 'Retour à Mes formations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes formations' })).toBeVisible();
});

test('an id that is not one, and an unknown address, say which page was not found', async ({ page }) => {
  await page.goto(`${demo.origin}/session/pas-un-id`);
  await expectFullPage(page, 'Page introuvable');
  await expect(page.getByText('à l’adresse /session/pas-un-id :', { exact: false })).toBeVisible();

  await page.goto(`${demo.origin}/nulle/part`);
  await expect(page).toHaveURL(/\/404$/);
  await expectFullPage(page, 'Page introuvable');
  await expect(page.getByText('à l’adresse /nulle/part :', { exact: false })).toBeVisible();
});

test('a lesson not open yet says when it opens', async ({ page, request }) => {
  const token = await apiSignIn(request, demo, demoLearner);
  // The class opens on 1 March 2027 (apps/api/src/seed/learner-history.ts); its first course is not locked.
  const upcoming = await lessonOf(request, token, 'Printemps 2027 — Relation client');
  await page.goto(`${demo.origin}/session/${upcoming}`);
  await expectFullPage(page, 'Pas encore ouvert');
  await expect(page.getByText('Ce module ouvre le 1er mars 2027.')).toBeVisible();
});

test('a locked lesson is restricted, and the lesson of a class whose time is over leads to its results', async ({ page, request }) => {
  const token = await apiSignIn(request, demo, demoLearner);
  // Other specs play this program to its end: start it again, so its last course is locked as on a first visit.
  const locked = (await resetLearnerProgram(request, token)).lessons.sale.id;
  await page.goto(`${demo.origin}/session/${locked}`);
  await expectFullPage(page, 'Accès restreint');

  // The class closed on 31 August 2026 before its first course was finished.
  const expired = await lessonOf(request, token, 'Été 2026 — Sécurité');
  await page.goto(`${demo.origin}/session/${expired}`);
  await expectFullPage(page, 'Temps écoulé');
  await expect(page.getByText('Le temps de ce module est écoulé : voir vos résultats')).toBeVisible();
  await expect(page.getByRole('link', { name: 'voir vos résultats' })).toHaveAttribute('href', `/session/${expired}/resultats`);
  // Its results open: the lesson was never started, so each exercise is « Sans réponse », and nothing goes on after them.
  await page.getByRole('link', { name: 'voir vos résultats' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vos résultats' })).toBeVisible();
  await expect(page.getByText(/Ce module a fermé avant que vous le terminiez\s: voici ce que vous avez fait\./)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vos exercices' }).getByText('Sans réponse').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuer' })).toHaveCount(0);
});

test('every signed-in page ends with the footer: legal pages, accessibility statement and the tenant’s help address', async ({ page }) => {
  for (const path of ['/', '/tableau-de-bord/niveaux', '/me']) {
    await page.goto(`${demo.origin}${path}`);
    const footer = page.getByRole('navigation', { name: 'Informations légales, accessibilité et aide' });
    await expect(footer.getByRole('link', { name: 'Accessibilité : partiellement conforme' })).toHaveAttribute('href', '/accessibilite');
    await expect(footer.getByRole('link', { name: 'Conditions générales d’utilisation' })).toHaveAttribute('href', '/legal/mentions');
    await expect(footer.getByRole('link', { name: 'Protection des données' })).toHaveAttribute('href', '/legal/protection-des-donnees');
    await expect(footer.getByRole('link', { name: 'Aide : aide@demo.test' })).toHaveAttribute('href', 'mailto:aide@demo.test');
  }
  await page.getByRole('navigation', { name: 'Informations légales, accessibilité et aide' }).getByRole('link', { name: 'Protection des données' }).click();
  await expect(page).toHaveURL(/\/legal\/protection-des-donnees$/);
});

for (const width of [1366, 320]) {
  test(`the footer is one row at 1366 px and wraps inside the page at 320 px (width ${width})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${demo.origin}/me`);
    const links = page.getByRole('navigation', { name: 'Informations légales, accessibilité et aide' }).getByRole('link');
    await expect(links).toHaveCount(4);
    const boxes = await Promise.all((await links.all()).map(async (link) => (await link.boundingBox())!));
    if (width === 1366) expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
    for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
