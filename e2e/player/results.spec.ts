import type { APIRequestContext, Page } from '@playwright/test';
import { demo, demoLearner, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { layoutProblems } from '../support/layout-checks';
import { resetLearnerProgram } from '../support/player-program';
import { apiSignIn, signIn, tenantRequest } from '../support/sign-in';

/**
 * The results screen (docs/product/lessons.md#results): the demo learner ends 'Accueillir un
 * client', sees the score and each exercise page, reviews one page read only with its correction,
 * and « Continuer » goes on with the end of the lesson (its question). The pages before the last
 * are played through the API: 'Les bons réflexes' half right, every other exercise left empty.
 */
test.use({ locale: 'fr-FR', actionTimeout: 15_000 });
const patient = expect.configure({ timeout: 15_000 });

test.afterEach(async ({ request }) => {
  await resetLearnerProgram(request, await apiSignIn(request, demo, demoLearner));
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

interface ShownPage {
  id: string;
  blockType: string;
  results: unknown;
  content: { title?: string; content?: { sections?: { rows: { id: string; type: string }[] }[] } };
}

/** Plays the welcome lesson through the API up to its last page, one of the two right choices of 'Les bons réflexes' ticked. */
async function playToLastPage(request: APIRequestContext, lessonId: string): Promise<void> {
  const target = tenantRequest(demo, await apiSignIn(request, demo, demoLearner));
  const call = async (method: 'get' | 'patch' | 'post', path: string, data?: unknown) => {
    const response = await request[method](target.url(`/api/lessons/${lessonId}${path}`), { headers: target.headers, ...(data === undefined ? {} : { data }) });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as ShownPage;
  };
  let current = await call('get', '/pages/current');
  for (let step = 0; step < 20 && current.content.title !== 'Ce que vous avez appris'; step += 1) {
    if (current.results === null) {
      const choice = current.content.content?.sections?.flatMap((section) => section.rows).find((row) => row.type === 'multiple-choice');
      const answers = current.content.title === 'Les bons réflexes' && choice ? { [choice.id]: { userAnswer: ['regard'] } } : {};
      await call('patch', '/pages/current', current.blockType === 'exercice' ? { inputs: { answers } } : {});
    }
    current = await call('post', `/pages/next?fromPageId=${current.id}`);
  }
  expect(current.content.title).toBe('Ce que vous avez appris');
}

/** The welcome lesson started again and played to its last page through the API, then opened there in the player. */
async function openLastPageOfWelcome(page: Page, request: APIRequestContext): Promise<string> {
  const program = await resetLearnerProgram(request, await apiSignIn(request, demo, demoLearner));
  const lessonId = program.lessons.welcome.id;
  await playToLastPage(request, lessonId);
  await page.goto('/login');
  await signIn(page, french, demoLearner);
  await page.goto(`/session/${lessonId}`);
  await patient(heading(page, 'Ce que vous avez appris')).toBeVisible();
  return lessonId;
}

test('the end of a lesson shows its results, a page reviewed read only, then goes on with Continue', async ({ page, request }) => {
  const lessonId = await openLastPageOfWelcome(page, request);

  // Next past the last page: the results come first.
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await patient(heading(page, 'Vos résultats')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/session/${lessonId}/resultats$`));
  await expect(page.getByText('Accueillir un client', { exact: true })).toBeVisible();
  await expect(page.getByText('Temps passé', { exact: true })).toBeVisible();
  await expect(page.getByText('Médaille', { exact: true })).toBeVisible();
  const exercises = page.getByRole('region', { name: 'Vos exercices' });
  const reflexes = exercises.getByRole('listitem').filter({ hasText: 'Les bons réflexes' });
  await expect(reflexes).toContainText('En partie juste');
  await expect(reflexes).toContainText(/\d+ \/ 100 points/);
  await expect(exercises.getByRole('listitem').filter({ hasText: 'Les trois gestes' })).toContainText('Faux');
  await expect(page.getByRole('region', { name: 'Points et badges' }).getByText('Score global')).toBeVisible();

  // A reload keeps the screen.
  await page.reload();
  await patient(heading(page, 'Vos résultats')).toBeVisible();

  // The layout holds on a phone and on a laptop.
  for (const width of [320, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await layoutProblems(page), `at ${width} px`).toEqual([]);
  }

  // « Revoir »: the page read only, the learner's answer and the one expected marked, the legend after it.
  await reflexes.getByRole('link', { name: 'Revoir « Les bons réflexes »' }).click();
  await patient(heading(page, 'Les bons réflexes')).toBeVisible();
  await expect(page.getByText('Lecture seule : vos réponses et leur correction.')).toBeVisible();
  await expect(page.getByText('Réponse partiellement correcte').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Légende de la correction' })).toBeVisible();
  const given = page.getByRole('checkbox', { name: /Je lève les yeux/ });
  await expect(given).toBeChecked();
  await expect(given).toBeDisabled();
  const expected = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: /Je lui fais un signe/ }) });
  await expect(expected.getByText('Réponse attendue')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Je lui fais un signe/ })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Suivant' })).toHaveCount(0);
  await expect(page.getByRole('timer')).toHaveCount(0);
  expect(await layoutProblems(page)).toEqual([]);
  await page.getByRole('link', { name: 'Retour aux résultats' }).first().click();
  await patient(heading(page, 'Vos résultats')).toBeVisible();

  // « Continuer » goes on with the end of the lesson as before: its interactive question.
  await page.getByRole('button', { name: 'Continuer', exact: true }).click();
  await patient(heading(page, 'Module terminé !')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Que voulez-vous faire maintenant ?' })).toBeVisible();
});

test('the course tree marks a slide « vue » and an answered exercise with its points', async ({ page, request }) => {
  await openLastPageOfWelcome(page, request);
  await page.getByRole('button', { name: 'Plan du module' }).click();
  const tree = page.getByRole('navigation', { name: 'Plan du module' });
  const entries = tree.getByRole('listitem').filter({ hasNot: page.getByRole('list') });
  await expect(entries.nth(0)).toContainText("Pourquoi l'accueil comptevue");
  await expect(entries.filter({ hasText: 'Les bons réflexes' })).toContainText(/\d+ \/ 100 points/);
  await expect(tree.getByText(/^\d+ sur \d+ faites$/).first()).toBeVisible();
});
