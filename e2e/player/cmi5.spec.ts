import type { APIRequestContext, Page } from '@playwright/test';
import { demo, demoLearner, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { layoutProblems } from '../support/layout-checks';
import { apiSignIn, signIn, tenantRequest } from '../support/sign-in';

/**
 * The demo cmi5 course (content/demo-cmi5-program), whose AUs are written against @xapi/cmi5, played
 * by the lesson player in Chromium (docs/xapi.md), each AU in the activity sandbox, an opaque origin
 * (docs/content-packages.md#the-activity-sandbox): an OwnWindow AU opens in a window of its own,
 * reads LMS.LaunchData, initializes, completes and terminates, then goes back to the LMS; the quiz AU
 * in the player's frame passes above its masteryScore and completes; each page shows completed, the
 * quiz with its score, and the LMS records the block and course satisfied.
 */
test.use({ locale: 'fr-FR', actionTimeout: 15_000 });
const patient = expect.configure({ timeout: 15_000 });

const CLASS = 'Découverte — Parcours cmi5';

interface MyClasses {
  items: { name: string; classPrograms: { id: string }[]; lessons: { id: string }[] }[];
}

/** The learner's cmi5 lesson, started again so every run is the first. */
async function freshCmi5Lesson(request: APIRequestContext): Promise<string> {
  const target = tenantRequest(demo, await apiSignIn(request, demo, demoLearner));
  const classes = (await (await request.get(target.url('/api/users/me/classes?pageSize=50'), { headers: target.headers })).json()) as MyClasses;
  const cmi5 = classes.items.find((item) => item.name === CLASS);
  if (!cmi5?.classPrograms[0] || !cmi5.lessons[0]) throw new Error(`No lesson in '${CLASS}'`);
  const reset = await request.post(target.url(`/api/class-programs/${cmi5.classPrograms[0].id}/reset/me`), { headers: target.headers });
  expect(reset.ok(), await reset.text()).toBe(true);
  return cmi5.lessons[0].id;
}

/** Statements the LMS recorded for the learner, read by an LRS client the tenant's admin creates. */
async function lmsStatements(request: APIRequestContext, verb: string): Promise<{ object: { definition?: { type?: string } } }[]> {
  const admin = tenantRequest(demo, await apiSignIn(request, demo, { email: 'admin@demo.test', password: 'Admin#2026' }));
  const created = await request.post(admin.url('/api/lrs-clients'), { headers: admin.headers, data: { name: 'cmi5 e2e', scopes: ['statements/read'] } });
  const { key, secret } = (await created.json()) as { key: string; secret: string };
  const lrs = tenantRequest(demo);
  const answer = await request.get(
    lrs.url(`/api/xapi/statements?verb=${encodeURIComponent(verb)}&since=${encodeURIComponent(new Date(Date.now() - 10 * 60_000).toISOString())}`),
    {
      headers: { ...lrs.headers, authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`, 'x-experience-api-version': '1.0.3' },
    },
  );
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { statements: { object: { definition?: { type?: string } } }[] }).statements;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The player's cmi5 screens keep the layout rules (e2e/support/layout-checks.ts) from a phone to a wide screen. */
async function expectLayoutAtEveryWidth(page: Page): Promise<void> {
  const size = page.viewportSize();
  for (const width of [320, 375, 1366, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await layoutProblems(page), `at ${width} px`).toEqual([]);
  }
  if (size) await page.setViewportSize(size);
}

test('a cmi5 course: an AU in its own window, then a scored quiz in the player, each page completed', async ({ page, request }) => {
  const lessonId = await freshCmi5Lesson(request);
  await page.goto('/login');
  await signIn(page, french, demoLearner);
  await page.goto(`/session/${lessonId}`);

  // The reading AU asks for a window of its own (launchMethod OwnWindow).
  await patient(heading(page, "La fiche réflexe de l'accueil")).toBeVisible();
  await expectLayoutAtEveryWidth(page);
  const [au] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Ouvrir l’activité' }).click()]);
  await patient(au.getByRole('status')).toHaveText('Activité prête.');
  // Sandboxed by its own answer, with no frame around it.
  expect(await au.evaluate(() => window.origin)).toBe('null');
  const facts = au.getByLabel('Conditions de lancement');
  await expect(facts).toContainText('Modenormal');
  await expect(facts).toContainText('Condition de réussitealler au bout');
  await au.getByRole('button', { name: "J'ai lu la fiche" }).click();
  // Terminated, the AU goes back to the LMS's returnURL: this very page of the lesson.
  await patient(au).toHaveURL(new RegExp(`/session/${lessonId}/page/`));
  await au.close();
  await patient(page.getByRole('region', { name: 'Résultat de la page' })).toContainText('Activité terminée', { timeout: 5_000 });

  // The quiz AU plays in the player's frame, reading its masteryScore from LMS.LaunchData.
  await page.getByRole('button', { name: 'Terminer le module' }).click();
  await patient(heading(page, 'Quiz : les bons réflexes')).toBeVisible();
  const quiz = page.frameLocator('iframe.tincan-frame');
  await patient(quiz.getByRole('status')).toHaveText('Activité prête.');
  expect(await quiz.locator('body').evaluate(() => window.origin)).toBe('null');
  await expect(quiz.getByLabel('Conditions de lancement')).toContainText('Seuil de réussite80 %');
  for (const answer of [
    'Je lui fais un signe et un sourire.',
    "Je m'excuse de l'attente et je lui dis quand je serai à lui.",
    "Je propose une solution ou je l'oriente.",
  ]) {
    await quiz.getByRole('radio', { name: answer }).check();
  }
  await quiz.getByRole('button', { name: 'Valider mes réponses' }).click();
  await patient(quiz.getByRole('status')).toHaveText('Activité terminée. Vous pouvez passer à la suite.');
  // The player sees the statements' outcome by itself, without a reload, within two seconds.
  const result = page.getByRole('region', { name: 'Résultat de la page' });
  await expect(result).toContainText('Activité terminée', { timeout: 2_000 });
  await expect(result).toContainText('100 / 100 points');
  await expectLayoutAtEveryWidth(page);

  const satisfied = await lmsStatements(request, 'https://w3id.org/xapi/adl/verbs/satisfied');
  expect(satisfied.map((statement) => statement.object.definition?.type).sort()).toEqual([
    'https://w3id.org/xapi/cmi5/activitytype/block',
    'https://w3id.org/xapi/cmi5/activitytype/course',
  ]);
});
