import type { AnswerAndNext, LessonPage } from '@espace/contracts/lessons';
import type { Page, Request } from '@playwright/test';
import { demo, demoLearner, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { resetLearnerProgram } from '../support/player-program';
import { apiSignIn, signIn, storedToken, tenantRequest } from '../support/sign-in';

test.use({ locale: 'fr-FR' });

// Leave the program as the seed made it, for the specs that play it after this one.
test.afterEach(async ({ request }) => {
  await resetLearnerProgram(request, await apiSignIn(request, demo, demoLearner));
});

const next = (page: Page) => page.getByRole('button', { name: 'Suivant', exact: true });
/** Next's submission: the answer and the move to the next page in one request (docs/product/lessons.md#next). */
const isSubmission = (request: Request) =>
  request.method() === 'POST' && /\/api\/lessons\/[^/]+\/pages\/answer-and-next$/.test(new URL(request.url()).pathname);

test('an answer given offline is kept on screen, sent once when the connection returns, and the lesson goes on (docs/product/lessons.md#offline-answers)', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await signIn(page, french, demoLearner);
  const token = (await storedToken(page)) ?? '';
  const { lessons } = await resetLearnerProgram(page.request, token);
  const lessonId = lessons.welcome.id;

  await page.goto(`/session/${lessonId}`);
  await expect(page.getByRole('heading', { level: 1, name: "Pourquoi l'accueil compte" })).toBeVisible();
  await next(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Le sourire et le regard' })).toBeVisible();
  await next(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Les bons réflexes' })).toBeVisible();
  const pageId = await page.locator('article[data-page-id]').getAttribute('data-page-id');

  const sent: Request[] = [];
  const answered: Request[] = [];
  page.on('request', (request) => {
    if (isSubmission(request)) sent.push(request);
  });
  page.on('requestfinished', (request) => {
    if (isSubmission(request)) answered.push(request);
  });

  const raise = page.getByRole('checkbox', { name: /Je lève les yeux/ });
  const sign = page.getByRole('checkbox', { name: /Je lui fais un signe/ });
  await raise.check();
  await sign.check();
  await context.setOffline(true);
  await next(page).click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Hors ligne : votre réponse est enregistrée et sera envoyée au retour de la connexion.' }),
  ).toBeVisible();
  await expect(raise).toBeChecked();
  await expect(sign).toBeChecked();
  await expect(raise).toBeDisabled();
  await expect(page.getByRole('heading', { level: 1, name: 'Les bons réflexes' })).toBeVisible();
  expect(answered).toHaveLength(0);
  expect(sent.length).toBeGreaterThanOrEqual(1);

  await context.setOffline(false);
  const feedback = page.getByRole('dialog', { name: 'Bonne réponse' });
  await expect(feedback).toContainText('Bravo');
  expect(answered).toHaveLength(1);
  const keys = new Set(sent.map((request) => request.headers()['idempotency-key']));
  expect(keys.size).toBe(1);
  const [key] = [...keys];
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  await feedback.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText(/^Page 4 sur \d+$/)).toBeVisible();

  // The server holds the answer once: the page answered, the lesson scored by it alone (the pages before are slides).
  const target = tenantRequest(demo, token);
  const opened = await page.request.get(target.url(`/api/lessons/${lessonId}/pages/current?fromPageId=${pageId ?? ''}`), { headers: target.headers });
  expect(opened.status()).toBe(200);
  const stored = (await opened.json()) as LessonPage;
  expect(stored.answeredAt).not.toBeNull();
  expect(stored.lesson.scoring.global).toEqual(stored.results?.scoring);
  // The same key again is answered with the stored page, counted no second time.
  const replay = await page.request.post(target.url(`/api/lessons/${lessonId}/pages/answer-and-next?fromPageId=${pageId ?? ''}`), {
    headers: { ...target.headers, 'idempotency-key': key ?? '' },
    data: sent[0]?.postDataJSON() as unknown,
  });
  expect(replay.status()).toBe(200);
  const replayed = ((await replay.json()) as AnswerAndNext).answered;
  expect(replayed.answeredAt).toBe(stored.answeredAt);
  expect(replayed.lesson.scoring.global).toEqual(stored.lesson.scoring.global);
});
