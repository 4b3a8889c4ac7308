import type { APIRequestContext, Page } from '@playwright/test';
import { demo, demoLearner, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { playUntil, resetLearnerProgram } from '../support/player-program';
import { apiSignIn, expectPath, signIn, tenantRequest } from '../support/sign-in';

/**
 * What the demo learner meets: opening the end screens of a lesson not
 * finished changes nothing; a timed page whose time runs out says so before its correction; a
 * refusal the app has no words for reads the general ones, never a placeholder.
 */
// No service worker: the routes below answer for the server, and a worker's copy of a page would not ask it.
test.use({ locale: 'fr-FR', actionTimeout: 15_000, serviceWorkers: 'block' });
const patient = expect.configure({ timeout: 15_000 });

// Leave the program as the seed made it, for the specs that play it after these.
test.afterEach(async ({ request }) => {
  await resetLearnerProgram(request, await apiSignIn(request, demo, demoLearner));
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function signedInWithProgram(page: Page, request: APIRequestContext) {
  const token = await apiSignIn(request, demo, demoLearner);
  const program = await resetLearnerProgram(request, token);
  await page.goto('/login');
  await signIn(page, french, demoLearner);
  return { token, program };
}

/** The title of the lesson's current page, as the API says (it is what opening a screen must not change). */
async function currentTitle(request: APIRequestContext, token: string, lessonId: string): Promise<string | undefined> {
  const target = tenantRequest(demo, token);
  const response = await request.get(target.url(`/api/lessons/${lessonId}/pages/current`), { headers: target.headers });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { content: { title?: string } }).content.title;
}

test('the end screens of an unfinished lesson change nothing: they lead to the current page, twice over (item 7)', async ({ page, request }) => {
  const { token, program } = await signedInWithProgram(page, request);
  const lessonId = program.lessons.welcome.id;
  await playUntil(request, lessonId, 'Le sourire et le regard');
  for (const screen of ['actions', 'questions', 'actions']) {
    await page.goto(`/session/${lessonId}/${screen}`);
    await patient(heading(page, 'Le sourire et le regard')).toBeVisible();
    await expect.poll(() => new URL(page.url()).pathname).not.toMatch(/\/(actions|questions)$/);
    await expect(page.getByText('impossible d’en identifier la cause')).toHaveCount(0);
    expect(await currentTitle(request, token, lessonId)).toBe('Le sourire et le regard');
  }
});

test('a timed page whose time runs out says « Temps écoulé » before its correction (item 9)', async ({ page, request }) => {
  // The page's clock, so 90 seconds pass at once; the server's clock goes on as it is.
  await page.clock.install();
  const { program } = await signedInWithProgram(page, request);
  const lessonId = program.lessons.complaint.id;
  await playUntil(request, lessonId, 'Situation chronométrée : le client pressé');
  await page.goto(`/session/${lessonId}`);
  const timed = page.getByRole('alertdialog', { name: 'Exercice chronométré' });
  await patient(timed).toBeVisible();
  await timed.getByRole('button', { name: 'C’est parti' }).click();
  await expect(page.getByRole('timer', { name: 'Temps restant' })).toBeVisible();
  await page.clock.fastForward('01:31');
  // The page is sent as it is, and the learner is told why before anything else.
  const timeUp = page.getByRole('dialog', { name: 'Temps écoulé' }).or(page.getByRole('alertdialog', { name: 'Temps écoulé' }));
  await patient(timeUp).toBeVisible();
  // Its title and first words say the time ran out; the page's result comes after them.
  await expect(timeUp.locator('p').first()).toHaveText('Le temps alloué à cette étape est écoulé.');
});

test('a refusal with a code the app does not know reads the general error texts, never a placeholder (item 10)', async ({ page, request }) => {
  const { program } = await signedInWithProgram(page, request);
  const lessonId = program.lessons.welcome.id;
  // Next's submission (the answer and the next page in one request) fails in a way the app has no words for.
  await page.route(
    (url) => url.pathname === `/api/lessons/${lessonId}/pages/answer-and-next`,
    async (route) => {
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'A_CODE_NOBODY_KNOWS', title: 'TITLE', message: 'MESSAGE' }),
      });
    },
  );
  await page.goto(`/session/${lessonId}`);
  await patient(heading(page, "Pourquoi l'accueil compte")).toBeVisible();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await patient(page.getByText('Votre réponse n’a pas pu être envoyée : Une erreur est survenue, impossible d’en identifier la cause.')).toBeVisible();
  await expect(page.getByText(/\b(TITLE|MESSAGE)\b/)).toHaveCount(0);
  await expect(heading(page, "Pourquoi l'accueil compte")).toBeVisible();
});

test('a session that cannot be reloaded says so in the product’s words and offers a reload (item 10)', async ({ page, request }) => {
  await signedInWithProgram(page, request);
  const refused = JSON.stringify({ code: 'INTERNAL_ERROR', title: 'TITLE', message: 'MESSAGE' });
  await page.route('**/api/users/me', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: refused }));
  // The app starts with the stored session but without the copy of the account it keeps, so it must ask for it.
  await page.addInitScript(() => window.localStorage.removeItem('persisted_queries'));
  await page.goto('/tableau-de-bord');
  const alert = page.getByRole('alert');
  await patient(alert).toContainText('Erreur lors du chargement de votre compte, veuillez recharger la page et réessayer.');
  await expect(alert.getByRole('button')).toBeVisible();
  await expect(page.getByText(/\b(TITLE|MESSAGE)\b/)).toHaveCount(0);
  await expectPath(page, '/tableau-de-bord');
});
