import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { backoffice, useSlotBackoffice } from '../support/backoffice';
import { demo, demoLearner } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { resetLearnerProgram } from '../support/player-program';
import { apiSignIn, tenantRequest } from '../support/sign-in';

const trainer = { email: 'teacher@demo.test', password: 'Teacher#2026' };
const choices = {
  look: 'Je lève les yeux et je lui souris.',
  sign: "Je lui fais un signe pour montrer que je l'ai vu.",
  ignore: 'Je termine mon appel sans le regarder.',
};

test.use({ locale: 'fr-FR' });
test.beforeAll(async ({ request }) => useSlotBackoffice(request));

interface AnsweredPage {
  lessonId: string;
  pageId: string;
}

/**
 * The demo learner starts 'Accueillir un client' again through the API, goes
 * through its slides and answers 'Les bons réflexes' with one good and one
 * wrong choice, leaving out the second expected one.
 */
async function learnerAnswersReflexes(request: APIRequestContext): Promise<AnsweredPage> {
  const token = await apiSignIn(request, demo, demoLearner);
  const lessonId = (await resetLearnerProgram(request, token)).lessons.welcome.id;
  const target = tenantRequest(demo, token);
  const lessonUrl = (path: string) => target.url(`/api/lessons/${lessonId}${path}`);
  let response = await request.get(lessonUrl('/pages/current'), { headers: target.headers });
  for (let step = 0; step < 5; step += 1) {
    expect(response.status(), await response.text()).toBe(200);
    const page = (await response.json()) as { id: string; blockType: string; content: { title?: string } };
    if (page.blockType === 'exercice') {
      expect(page.content.title).toBe('Les bons réflexes');
      const answered = await request.patch(lessonUrl('/pages/current'), {
        headers: target.headers,
        data: { inputs: { answers: { reflexes: { userAnswer: ['regard', 'ignorer'] } } } },
      });
      expect(answered.status(), await answered.text()).toBe(200);
      return { lessonId, pageId: page.id };
    }
    const completed = await request.patch(lessonUrl('/pages/current'), { headers: target.headers, data: {} });
    expect(completed.status(), await completed.text()).toBe(200);
    response = await request.post(lessonUrl(`/pages/next?fromPageId=${page.id}`), { headers: target.headers });
  }
  throw new Error('No exercise in the first pages of the welcome lesson');
}

/** Opens the stand-in, signs the given account in and sends the page to its correction frame. */
async function correctFromBackoffice(page: Page, account: { email: string; password: string }, pageId: string, lessonId?: string): Promise<FrameLocator> {
  await page.goto(backoffice);
  const correction = page.frameLocator('iframe[title="Correction"]');
  await expect(page.getByRole('listitem').filter({ hasText: 'correction ← {"type":"espace:ready","screen":"correction"}' })).toBeVisible();
  await expect(correction.getByRole('status').filter({ hasText: 'En attente de la session de l’administration…' })).toBeVisible();
  return sendToCorrection(page, account, pageId, lessonId);
}

/** On the stand-in already open: signs the account in and sends the page to the correction frame. */
async function sendToCorrection(page: Page, account: { email: string; password: string }, pageId: string, lessonId?: string): Promise<FrameLocator> {
  const correction = page.frameLocator('iframe[title="Correction"]');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
  await expect(correction.getByRole('status').filter({ hasText: 'En attente de la page à corriger…' })).toBeVisible();
  await page.getByLabel('Page id').fill(pageId);
  if (lessonId) await page.getByLabel('Lesson id (optional)').fill(lessonId);
  await page.getByRole('button', { name: 'Send to correction' }).click();
  return correction;
}

test("the trainer corrects the learner's page from the back-office: name, answers, marks and legend", async ({ page, request }) => {
  const answered = await learnerAnswersReflexes(request);
  const correction = await correctFromBackoffice(page, trainer, answered.pageId, answered.lessonId);

  await expect(correction.getByRole('heading', { level: 1, name: 'Correction : Les bons réflexes' })).toBeVisible();
  await expect(correction.getByText('Léa Martin')).toBeVisible();
  await expect(correction.getByText('Accueillir un client')).toBeVisible();
  await expect(correction.getByRole('checkbox', { name: choices.look })).toBeChecked();
  await expect(correction.getByRole('checkbox', { name: choices.ignore })).toBeChecked();
  await expect(correction.getByRole('checkbox', { name: choices.sign })).not.toBeChecked();
  await expect(correction.getByRole('checkbox', { name: choices.look })).toBeDisabled();
  // The marks beside the choices, then the legend explaining them.
  for (const mark of ['Bonne réponse', 'Mauvaise réponse', 'Réponse attendue'])
    await expect(correction.getByText(mark, { exact: true }).first()).toBeAttached();
  await expect(correction.getByRole('heading', { name: 'Légende de la correction' })).toBeVisible();
  // Its samples are the marks themselves, in the same words.
  const legend = correction.getByRole('list').filter({ hasText: 'L’apprenant a donné cette bonne réponse.' });
  for (const sample of ['Bonne réponse', 'Mauvaise réponse']) await expect(legend.getByText(sample, { exact: true })).toBeVisible();
  await expect(correction.getByText(/\d+ \/ \d+ points/)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'correction ← {"type":"espace:resize"' }).first()).toBeVisible();
});

test('an intruder’s message is refused and said, and the alert goes once the administration’s page loads (#15 item 13)', async ({ page, request }) => {
  const answered = await learnerAnswersReflexes(request);
  await page.goto(backoffice);
  const correction = page.frameLocator('iframe[title="Correction"]');
  await expect(correction.getByRole('status').filter({ hasText: 'En attente de la session de l’administration…' })).toBeVisible();
  await page.getByRole('button', { name: 'Load the intruder' }).click();
  await expect(correction.getByRole('alert')).toContainText('L’administration se trouve à une origine inattendue.');
  const loaded = await sendToCorrection(page, trainer, answered.pageId, answered.lessonId);
  await expect(loaded.getByRole('heading', { level: 1, name: 'Correction : Les bons réflexes' })).toBeVisible();
  await expect(loaded.getByRole('alert')).toHaveCount(0);
});

test('an unknown page shows the 404 screen in the frame', async ({ page }) => {
  const correction = await correctFromBackoffice(page, trainer, '00000000-0000-4000-8000-000000000000');
  await expect(correction.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'correction ← {"type":"espace:error","code":"MODEL_NOT_FOUND"}' })).toBeVisible();
});

test("the learner's own session is refused: the frame shows the 403 screen", async ({ page, request }) => {
  const answered = await learnerAnswersReflexes(request);
  const correction = await correctFromBackoffice(page, demoLearner, answered.pageId);
  await expect(correction.getByRole('heading', { name: 'Accès restreint' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'correction ← {"type":"espace:error","code":"Forbidden"}' })).toBeVisible();
});

test.describe('the correction screen opened at its own address', () => {
  test.use({ bypassCSP: true });

  test('has no serious accessibility violation', async ({ page, request }) => {
    const answered = await learnerAnswersReflexes(request);
    const token = await apiSignIn(request, demo, trainer);
    await page.goto('/login');
    await page.evaluate((accessToken) => {
      const claims = JSON.parse(atob(accessToken.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')) as { sub: string; iat: number; exp: number };
      localStorage.setItem('id_token', accessToken);
      localStorage.setItem('id_user', claims.sub);
      localStorage.setItem('token_lifetime', String(claims.exp - claims.iat));
    }, token);
    await page.goto(`/correction/${answered.lessonId}/page/${answered.pageId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Correction : Les bons réflexes' })).toBeVisible();
    await expect(page).toHaveTitle(/Correction de la page/);
    expect(await blockingViolations(page)).toEqual([]);
  });
});
