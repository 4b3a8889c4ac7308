import type { APIRequestContext, Page } from '@playwright/test';
import { demo, demoLearner, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { layoutProblems } from '../support/layout-checks';
import { apiSignIn, expectPath, signIn, storedToken, tenantRequest } from '../support/sign-in';

/**
 * The demo SCORM courses (content/demo-scorm-program), hand-written SCOs of each edition, played by
 * the lesson player in Chromium (docs/scorm.md): the SCO finds the API on its own window in the
 * activity sandbox, its bookmark and answers come back in a new browser, a second tab is told the
 * SCO is open elsewhere, a cut network loses nothing, a sign-in that expires mid-module is renewed
 * over the page, and a passed quiz scores the page.
 */
test.use({ locale: 'fr-FR', actionTimeout: 15_000 });
const patient = expect.configure({ timeout: 15_000 });

const CLASS = 'Découverte — Modules SCORM';

interface MyClasses {
  items: { name: string; classPrograms: { id: string }[]; lessons: { id: string }[] }[];
}

/** The learner's SCORM lessons (1.2, then 2004), started again so every run is the first. */
async function freshScormLessons(request: APIRequestContext): Promise<{ scorm12: string; scorm2004: string }> {
  const target = tenantRequest(demo, await apiSignIn(request, demo, demoLearner));
  const classes = (await (await request.get(target.url('/api/users/me/classes?pageSize=50'), { headers: target.headers })).json()) as MyClasses;
  const scorm = classes.items.find((item) => item.name === CLASS);
  if (!scorm?.classPrograms[0] || !scorm.lessons[1]) throw new Error(`No lessons in '${CLASS}'`);
  const reset = await request.post(target.url(`/api/class-programs/${scorm.classPrograms[0].id}/reset/me`), { headers: target.headers });
  expect(reset.ok(), await reset.text()).toBe(true);
  const again = (await (await request.get(target.url('/api/users/me/classes?pageSize=50'), { headers: target.headers })).json()) as MyClasses;
  const lessons = again.items.find((item) => item.name === CLASS)?.lessons ?? [];
  return { scorm12: lessons[0]?.id ?? '', scorm2004: lessons[1]?.id ?? '' };
}

const sco = (page: Page) => page.frameLocator('iframe.tincan-frame');
const screenHeading = (page: Page, name: string) => sco(page).getByRole('heading', { level: 2, name });

async function openLesson(page: Page, lessonId: string): Promise<void> {
  await page.goto('/login');
  await signIn(page, french, demoLearner);
  await page.goto(`/session/${lessonId}`);
}

/** Through the SCORM 2004 course's screens to its quiz; the SCO's frame. */
async function toTheQuiz2004(page: Page) {
  const quiz = sco(page);
  await patient(screenHeading(page, "Montrer qu'on a vu le client")).toBeVisible();
  for (const next of ['Dire combien de temps', 'Proposer de quoi patienter', 'Remercier de sa patience', "Quiz : l'attente du client"]) {
    await quiz.getByRole('button', { name: 'Suivant' }).click();
    await patient(screenHeading(page, next)).toBeVisible();
  }
  return quiz;
}

async function expectLayoutAt(page: Page, widths: number[]): Promise<void> {
  const size = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await layoutProblems(page), `at ${width} px`).toEqual([]);
  }
  if (size) await page.setViewportSize(size);
}

test('a SCORM 1.2 course played halfway resumes in a new browser at the same screen with the same answers', async ({ page, browser, request }) => {
  const { scorm12 } = await freshScormLessons(request);
  await openLesson(page, scorm12);
  await patient(screenHeading(page, 'Décrocher sans faire attendre')).toBeVisible();
  // The SCO found the API on its own window, in the sandbox's opaque origin.
  expect(
    await sco(page)
      .locator('body')
      .evaluate(() => window.origin),
  ).toBe('null');
  await expect(sco(page).getByRole('status')).toBeHidden();
  await expectLayoutAt(page, [375, 1366]);

  for (const next of ['Se présenter', 'Écouter et reformuler', 'Faire patienter, transférer, conclure', 'Quiz : vos réflexes au téléphone']) {
    await sco(page).getByRole('button', { name: 'Suivant' }).click();
    await patient(screenHeading(page, next)).toBeVisible();
  }
  await sco(page).getByRole('radio', { name: 'Je décroche avant la troisième sonnerie.' }).check();
  await sco(page).getByRole('radio', { name: '« Allô ? »' }).check();
  await page.close({ runBeforeUnload: true });

  // Another day, another device: a browser that shares nothing with the first.
  const other = await browser.newContext({ locale: 'fr-FR' });
  const later = await other.newPage();
  await openLesson(later, scorm12);
  await patient(screenHeading(later, 'Quiz : vos réflexes au téléphone')).toBeVisible();
  await expect(sco(later).getByRole('radio', { name: 'Je décroche avant la troisième sonnerie.' })).toBeChecked();
  await expect(sco(later).getByRole('radio', { name: '« Allô ? »' })).toBeChecked();
  await other.close();
});

test('a second tab is told the SCO is open elsewhere, takes it over where it stands, and the first stops recording', async ({ page, context, request }) => {
  const { scorm12 } = await freshScormLessons(request);
  await openLesson(page, scorm12);
  await patient(screenHeading(page, 'Décrocher sans faire attendre')).toBeVisible();
  await sco(page).getByRole('button', { name: 'Suivant' }).click();
  await patient(screenHeading(page, 'Se présenter')).toBeVisible();

  const second = await context.newPage();
  await second.goto(`/session/${scorm12}`);
  const elsewhere = second.getByRole('alert');
  await patient(elsewhere).toContainText('Cette activité est ouverte dans un autre onglet ou sur un autre appareil.');
  await expectLayoutAt(second, [375, 1366]);
  await elsewhere.getByRole('button', { name: 'L’ouvrir ici' }).click();
  await patient(screenHeading(second, 'Se présenter')).toBeVisible();

  // The first tab's next commit is refused: it says so, and offers to take the SCO back.
  await sco(page).getByRole('button', { name: 'Suivant' }).click();
  await patient(page.getByRole('alert')).toContainText('Cette activité a été ouverte dans un autre onglet ou sur un autre appareil');
  await expect(page.getByRole('alert').getByRole('button', { name: 'L’ouvrir ici' })).toBeVisible();
  await second.close();
});

test('a commit made while the network is cut is kept, told, and stored once it is back', async ({ page, context, browser, request }) => {
  const { scorm12 } = await freshScormLessons(request);
  await openLesson(page, scorm12);
  await patient(screenHeading(page, 'Décrocher sans faire attendre')).toBeVisible();

  await context.setOffline(true);
  await sco(page).getByRole('button', { name: 'Suivant' }).click();
  await patient(screenHeading(page, 'Se présenter')).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: 'Connexion perdue' });
  await patient(status).toContainText('vos dernières réponses sont gardées et seront enregistrées dès son retour');
  await expectLayoutAt(page, [375, 1366]);
  await context.setOffline(false);
  await patient(status).toBeHidden();

  // What the SCO committed offline is on the server: a fresh browser resumes on that screen.
  await page.close({ runBeforeUnload: true });
  const other = await browser.newContext({ locale: 'fr-FR' });
  const later = await other.newPage();
  await openLesson(later, scorm12);
  await patient(screenHeading(later, 'Se présenter')).toBeVisible();
  await other.close();
});

test('the SCORM 2004 quiz completes the page with its score, shown by the player within two seconds', async ({ page, request }) => {
  const { scorm2004 } = await freshScormLessons(request);
  await openLesson(page, scorm2004);
  const quiz = await toTheQuiz2004(page);
  for (const answer of [
    "Je lui fais signe que je l'ai vu et que je suis à lui dans un instant.",
    'Une durée honnête, quitte à la revoir.',
    'Je retourne le voir et je lui donne une nouvelle estimation.',
    "Je le remercie de sa patience et je m'occupe de lui.",
  ])
    await quiz.getByRole('radio', { name: answer }).check();
  await quiz.getByRole('button', { name: 'Valider mes réponses' }).click();
  const result = page.getByRole('region', { name: 'Résultat de la page' });
  await expect(result).toContainText('Activité terminée', { timeout: 2_000 });
  await expect(result).toContainText('100 / 100 points');
  await expectLayoutAt(page, [375, 1366]);
});

test('a sign-in that expires mid-module is asked again over the page, and the SCO carries on where it stood', async ({ page, request }) => {
  const { scorm2004 } = await freshScormLessons(request);
  await openLesson(page, scorm2004);
  const quiz = await toTheQuiz2004(page);
  await quiz.getByRole('radio', { name: "Je lui fais signe que je l'ai vu et que je suis à lui dans un instant." }).check();
  await quiz.getByRole('radio', { name: 'Une durée honnête, quitte à la revoir.' }).check();

  // The sign-in ends under the learner (revoked here, as an expiry would): the player's next call is refused.
  const token = await storedToken(page);
  const revoked = await request.post(tenantRequest(demo, token ?? '').url('/api/users/logout'), { headers: tenantRequest(demo, token ?? '').headers });
  expect(revoked.status()).toBe(204);
  const dialog = page.getByRole('dialog', { name: 'Reconnectez-vous pour continuer' });
  await patient(dialog).toBeVisible();
  await expect(dialog).toContainText('Rien n’est perdu');
  await expect(dialog.getByRole('textbox', { name: 'E-mail ou identifiant' })).toHaveValue(demoLearner.email);
  await expect(dialog.getByLabel('Mot de passe', { exact: true })).toBeFocused();
  await expectLayoutAt(page, [375, 1366]);
  await expectPath(page, `/session/${scorm2004}`);

  await dialog.getByLabel('Mot de passe', { exact: true }).fill(demoLearner.password);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog).toBeHidden();
  // The same document of the SCO, on the same screen, with the answers given before.
  await expectPath(page, `/session/${scorm2004}`);
  await expect(screenHeading(page, "Quiz : l'attente du client")).toBeVisible();
  await expect(quiz.getByRole('radio', { name: 'Une durée honnête, quitte à la revoir.' })).toBeChecked();
  await quiz.getByRole('radio', { name: 'Je retourne le voir et je lui donne une nouvelle estimation.' }).check();
  await quiz.getByRole('radio', { name: "Je le remercie de sa patience et je m'occupe de lui." }).check();
  await quiz.getByRole('button', { name: 'Valider mes réponses' }).click();
  const result = page.getByRole('region', { name: 'Résultat de la page' });
  await patient(result).toContainText('Activité terminée');
  await expect(result).toContainText('100 / 100 points');
});
