import type { APIRequestContext, Page } from '@playwright/test';
import { call, playThrough } from '../support/a11y-checks';
import { demo, demoLearner, demoLearnerClasses, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { resetLearnerProgram } from '../support/player-program';
import { apiSignIn, expectPath, signIn } from '../support/sign-in';

/**
 * Timed lessons (docs/product/lessons.md#timed-lessons): the demo's 'Conclure une vente' has 30
 * minutes. The learner is asked before its clock starts; « Plus tard » (or Escape) goes back Home
 * with the lesson unstarted, « C'est parti » opens it with its countdown. Ended, it shows no clock
 * and is not pinged. 'Accueillir un client' is played through the API first: it unlocks the sale.
 */
test.use({ locale: 'fr-FR', actionTimeout: 15_000 });
const patient = expect.configure({ timeout: 15_000 });

// Leave the program as the seed made it, for the specs that play it after these.
test.afterEach(async ({ request }) => {
  await resetLearnerProgram(request, await apiSignIn(request, demo, demoLearner));
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The sale lesson's start on the server (`startedAt`, as Home reads it): null until its clock starts. */
async function startedAt(request: APIRequestContext, token: string, lessonId: string): Promise<string | null | undefined> {
  const classes = await call<{ items: { lessons: { id: string; startedAt: string | null }[] }[] }>(request, token, 'GET', 'users/me/classes?pageSize=50');
  expect(classes.status).toBe(200);
  return classes.body.items.flatMap((item) => item.lessons).find((lesson) => lesson.id === lessonId)?.startedAt;
}

/** The demo learner signed in, the sale lesson unlocked and never opened. */
async function withSaleUnlocked(page: Page, request: APIRequestContext) {
  const token = await apiSignIn(request, demo, demoLearner);
  const program = await resetLearnerProgram(request, token);
  await playThrough(request, token, program.lessons.welcome.id);
  const saleId = program.lessons.sale.id;
  expect(await startedAt(request, token, saleId)).toBeNull();
  await page.goto('/login');
  await signIn(page, french, demoLearner);
  return { token, saleId };
}

test('a timed lesson asks before its clock starts: « Plus tard » and Escape go Home without starting it, « C’est parti » shows the countdown', async ({
  page,
  request,
}) => {
  const { token, saleId } = await withSaleUnlocked(page, request);
  const spring = page.getByRole('article').filter({ has: page.getByRole('heading', { name: demoLearnerClasses.spring }) });
  const begin = spring.getByRole('link', { name: 'Commencer Conclure une vente' });
  const question = page.getByRole('alertdialog', { name: 'Évaluation chronométrée' });

  // From Home: the question, its time in words, nothing of the lesson behind it.
  await begin.click();
  await patient(question).toBeVisible();
  await expect(question).toHaveAccessibleDescription(/Ce module est chronométré\s: vous aurez 30 minutes pour le terminer\./);
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await question.getByRole('button', { name: 'Plus tard' }).click();
  await expectPath(page, '/');
  expect(await startedAt(request, token, saleId)).toBeNull();
  await patient(begin).toBeVisible();

  // At its address, Escape declines as well.
  await page.goto(`/session/${saleId}`);
  await patient(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expectPath(page, '/');
  expect(await startedAt(request, token, saleId)).toBeNull();

  // « C'est parti »: the first page, with the lesson's 30 minutes counting down.
  await patient(begin).toBeVisible();
  await begin.click();
  await question.getByRole('button', { name: 'C’est parti' }).click();
  await patient(heading(page, 'Conclure sans forcer')).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Temps restant' })).toContainText(/^(30:00|29:[0-5]\d)/);
  expect(await startedAt(request, token, saleId)).not.toBeNull();

  // A reload goes on: nothing asked again, the clock still running.
  await page.reload();
  await patient(heading(page, 'Conclure sans forcer')).toBeVisible();
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('timer', { name: 'Temps restant' })).toContainText(/^(30:00|29:[0-5]\d)/);
});

test('an ended timed lesson, opened again in the player, shows no clock and is not pinged', async ({ page, request }) => {
  const { token, saleId } = await withSaleUnlocked(page, request);
  // Started with the learner's go and played to its end through the API.
  await playThrough(request, token, saleId);
  const pings: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/lessons/${saleId}/ping`) pings.push(sent.url());
  });
  // The page's clock, so the player's 10 s pings would come at once.
  await page.clock.install();
  await page.goto(`/session/${saleId}`);
  await patient(heading(page, 'Votre progression')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.clock.fastForward(30_000);
  await expect(page.getByRole('timer')).toHaveCount(0);
  expect(pings).toEqual([]);
});
