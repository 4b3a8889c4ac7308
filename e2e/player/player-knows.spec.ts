import type { APIRequestContext, Page } from '@playwright/test';
import { demo, demoLearner, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { playUntil, resetLearnerProgram } from '../support/player-program';
import { apiSignIn, signIn } from '../support/sign-in';

/**
 * What the demo learner meets in 'Accueillir un client': the course
 * tree with every page and its state, the widget rows with real values, Check and the page's
 * result, the footer's sound player, and the tutorial and video links that open in the page.
 * Each test starts the learner's class program again through the API.
 */
test.use({ locale: 'fr-FR', actionTimeout: 15_000 });
const patient = expect.configure({ timeout: 15_000 });

// Leave the program as the seed made it, for the specs that play it after these.
test.afterEach(async ({ request }) => {
  await resetLearnerProgram(request, await apiSignIn(request, demo, demoLearner));
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function openWelcome(page: Page, request: APIRequestContext): Promise<string> {
  const token = await apiSignIn(request, demo, demoLearner);
  const program = await resetLearnerProgram(request, token);
  await page.goto('/login');
  await signIn(page, french, demoLearner);
  await page.goto(`/session/${program.lessons.welcome.id}`);
  await patient(heading(page, "Pourquoi l'accueil compte")).toBeVisible();
  return program.lessons.welcome.id;
}

test('the course tree shows every page in course order with its state, and opens a page already done (item 6)', async ({ page, request }) => {
  await openWelcome(page, request);
  await button(page, 'Suivant').click();
  await patient(heading(page, 'Le sourire et le regard')).toBeVisible();
  await page.getByRole('button', { name: 'Plan du module' }).click();
  const tree = page.getByRole('navigation', { name: 'Plan du module' });
  await expect(tree.getByText('Les premières secondes')).toBeVisible();
  await expect(tree.getByText("Les mots de l'accueil")).toBeVisible();
  // The pages: the list items that hold no list of their own (the sections do).
  const entries = tree.getByRole('listitem').filter({ hasNot: page.getByRole('list') });
  await expect(entries).toHaveCount(10);
  await expect(entries.nth(0)).toContainText("Pourquoi l'accueil comptevue");
  await expect(entries.nth(1)).toContainText('Le sourire et le regardPage affichée');
  await expect(entries.nth(9)).toContainText('Ce que vous avez appris');
  await expect(entries.nth(9)).toContainText('Verrouillée');
  await expect(tree.getByText('Page sans titre')).toHaveCount(0);
  // Only the page already done is a link; opening it shows it again.
  await expect(tree.getByRole('link')).toHaveCount(1);
  await tree.getByRole('link', { name: /Pourquoi l'accueil compte/ }).click();
  await patient(heading(page, "Pourquoi l'accueil compte")).toBeVisible();
  await expect(page.getByText('Page 1 sur 10', { exact: true })).toBeVisible();
});

test('widget rows show the course, its icon, its section, and the learner’s own figures (item 5)', async ({ page, request }) => {
  const lessonId = await openWelcome(page, request);
  const article = page.getByRole('article', { name: "Pourquoi l'accueil compte" });
  await expect(article.getByText('Accueillir un client', { exact: true })).toBeVisible();
  await expect(article.getByRole('img', { name: 'Icône du cours Accueillir un client' })).toBeVisible();
  await expect(article.getByText('Les premières secondes', { exact: true })).toBeVisible();

  await playUntil(request, lessonId, 'Ce que vous avez appris');
  await page.goto(`/session/${lessonId}`);
  await patient(heading(page, 'Ce que vous avez appris')).toBeVisible();
  await expect(page.getByText('Points gagnés dans ce module')).toBeVisible();
  await expect(page.getByText(/^\d+ XP$/).first()).toBeVisible();
  const competencies = page.getByRole('list', { name: 'Compétences du cours' });
  await expect(competencies.getByRole('listitem')).toHaveCount(2);
  await expect(competencies).toContainText('Écoute active');
  await expect(competencies).toContainText('Communication orale');
  await expect(page.getByText('Non disponible')).toHaveCount(0);
  await expect(page.getByText('Aucune compétence à afficher.')).toHaveCount(0);
});

test('Check corrects an exercise in place, with its result and the legend; Next then moves on (item 8)', async ({ page, request }) => {
  const lessonId = await openWelcome(page, request);
  await playUntil(request, lessonId, 'Où regarder ?');
  await page.goto(`/session/${lessonId}`);
  await patient(heading(page, 'Où regarder ?')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Le client', exact: true }).click();
  await button(page, 'Vérifier').click();
  const result = page.getByRole('region', { name: 'Résultat de la page' });
  await patient(result).toContainText('Réponse partiellement correcte');
  await expect(result).toContainText(/\d+ \/ \d+ points/);
  // The zones say which were right and which were expected.
  await expect(page.getByRole('checkbox', { name: 'Le client : Bonne réponse' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: "Le comptoir d'accueil : Réponse attendue" })).not.toBeChecked();
  await expect(page.getByRole('list', { name: 'Correction des zones' })).toContainText("Réponse attendue Le comptoir d'accueil");
  await expect(heading(page, 'Où regarder ?')).toBeVisible();
  await expect(button(page, 'Vérifier')).toHaveCount(0);
  await result.getByRole('button', { name: 'Légende de la correction' }).click();
  const legend = page.getByRole('dialog', { name: 'Légende de la correction' });
  await expect(legend).toContainText('Réponse attendue');
  await page.keyboard.press('Escape');
  await expect(legend).toBeHidden();
  await button(page, 'Suivant').click();
  await patient(heading(page, 'Les trois gestes')).toBeVisible();
});

test('the page’s sound plays in the footer, a question read aloud over it, and content links open in the page (item 14)', async ({ page, request }) => {
  const lessonId = await openWelcome(page, request);
  // The tutorial, linked from the first page, in its window.
  await page.getByRole('link', { name: 'Découvrez le lecteur en une minute' }).click();
  const tutorial = page.getByRole('dialog', { name: 'Découvrez le lecteur en une minute' });
  await patient(tutorial).toBeVisible();
  await expect(tutorial.frameLocator('iframe').getByRole('heading', { name: 'Le lecteur de modules en une minute' })).toBeVisible();
  await tutorial.getByRole('button', { name: 'Fermer' }).click();
  await expect(tutorial).toBeHidden();

  await button(page, 'Suivant').click();
  await patient(heading(page, 'Le sourire et le regard')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Lecteur audio : Son de la page' })).toBeVisible();
  await page.getByRole('button', { name: 'Volume 45 %' }).click();
  await expect(page.getByRole('button', { name: 'Volume 100 %' })).toBeVisible();

  await button(page, 'Suivant').click();
  await patient(heading(page, 'Les bons réflexes')).toBeVisible();
  await button(page, 'Écouter').click();
  await expect(page.getByRole('button', { name: 'Fermer ce son' })).toBeVisible();
  await page.getByRole('button', { name: 'Fermer ce son' }).click();
  await expect(page.getByRole('button', { name: 'Fermer ce son' })).toHaveCount(0);

  // A link of the video service plays in the video dialog instead of leaving the lesson.
  await playUntil(request, lessonId, 'Accueillir en boutique');
  await page.goto(`/session/${lessonId}`);
  await patient(heading(page, 'Accueillir en boutique')).toBeVisible();
  await page.getByRole('link', { name: 'cette courte vidéo' }).click();
  const video = page.getByRole('dialog', { name: 'cette courte vidéo' });
  await expect(video).toBeVisible();
  await expect(video.locator('iframe')).toHaveAttribute('src', /youtube/);
  expect(new URL(page.url()).pathname).toContain(`/session/${lessonId}`);
});

test('in a sentence of words to pick, punctuation follows its word with no space before it (#15 item 13)', async ({ page, request }) => {
  const lessonId = await openWelcome(page, request);
  await playUntil(request, lessonId, 'Les trois gestes');
  await page.goto(`/session/${lessonId}`);
  await patient(heading(page, 'Les trois gestes')).toBeVisible();
  // The distance from the end of « arrive » to the comma after it, as drawn: the comma is written with its word, after its button.
  const gap = await button(page, 'arrive').evaluate((word) => {
    const text = word.nextSibling;
    if (!text || !word.firstChild) return Number.NaN;
    const range = document.createRange();
    range.selectNodeContents(word.firstChild);
    const end = range.getBoundingClientRect().right;
    range.selectNodeContents(text);
    return range.getBoundingClientRect().left - end;
  });
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThan(2.5);
});
