import type { Page } from '@playwright/test';
import { contentPackageZip, followedBySpringClass } from '../support/content-package';
import { demoAdmin, demoLearner, demoLearnerClasses, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { signIn, submitSignIn } from '../support/sign-in';

test.use({ locale: 'fr-FR' });

/** The content screen searched for one program, and that program's card. */
async function programCard(page: Page, programName: string) {
  await page.goto('/formateur/administration/contenus');
  await page.getByLabel('Rechercher un programme').fill(programName);
  // The search waits for typing to pause: until its answer is in, the card shown may be the unsearched
  // list's, and the searched list read later would hold what another tab changed meanwhile.
  await expect(page.getByRole('region', { name: 'Programmes' }).getByText('1 programme', { exact: true })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: programName }) });
  await expect(card).toBeVisible();
  return card;
}

async function rename(card: ReturnType<Page['getByRole']>, from: string, to: string) {
  await card.getByRole('button', { name: `Renommer « ${from} »` }).click();
  const field = card.getByRole('textbox', { name: 'Nouveau titre du cours' });
  await expect(field).toBeFocused();
  await field.fill(to);
  await card.getByRole('button', { name: 'Enregistrer' }).click();
  return field;
}

test('the admin checks a new package, imports it, renames its course; the learner sees the new title on Home and in the player, and a stale tab is told and reloads', async ({
  page,
  browser,
  request,
}) => {
  // Two admin tabs, a learner's sign-in and the player: more than one screen's work.
  test.setTimeout(60_000);
  const programName = `Gestes au travail ${Date.now().toString(36)}`;
  await page.goto('/login');
  await submitSignIn(page, french, demoAdmin);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes classes' })).toBeVisible();
  await page.goto('/formateur/administration/contenus');

  // The check says what importing would do, and nothing is written before « Importer ».
  await page
    .getByLabel('Paquet de contenu (.zip)')
    .setInputFiles({ name: 'gestes.zip', mimeType: 'application/zip', buffer: contentPackageZip(programName, 'renaming') });
  await page.getByRole('button', { name: 'Vérifier le paquet' }).click();
  const preview = page.getByRole('region', { name: `Nouveau programme « ${programName} »` });
  await expect(preview.getByText('1 cours et 2 pages à importer.', { exact: false })).toBeVisible();
  await expect(preview.getByRole('list', { name: 'Cours du paquet' })).toHaveText('Protéger son dos (2 pages)');
  await page.getByLabel('Rechercher un programme').fill(programName);
  await expect(page.getByText('Aucun programme ne correspond à cette recherche.')).toBeVisible();
  await preview.getByRole('button', { name: `Importer « ${programName} »` }).click();
  await expect(page.getByRole('status').filter({ hasText: `« ${programName} » importé : 1 cours, 2 blocs` })).toBeVisible();
  await expect(preview).toHaveCount(0);

  // Published and followed by the learner's class (classes are attached elsewhere).
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: programName }) });
  await card.getByRole('button', { name: `Publier « ${programName} »` }).click();
  await expect(card.getByRole('status').filter({ hasText: `« ${programName} » : Publié.` })).toBeVisible();
  await card.getByRole('button', { name: 'Publier « Protéger son dos »' }).click();
  await expect(card.getByRole('status').filter({ hasText: '« Protéger son dos » : Publié.' })).toBeVisible();
  await followedBySpringClass(request, programName);

  // A second tab opened now holds the course as it is.
  const staleTab = await page.context().newPage();
  const staleCard = await programCard(staleTab, programName);

  // The rename, in the first tab.
  await rename(card, 'Protéger son dos', 'Protéger son dos au travail');
  await expect(card.getByRole('status').filter({ hasText: '« Protéger son dos » s’appelle maintenant « Protéger son dos au travail ».' })).toBeVisible();
  await expect(card.getByRole('heading', { level: 4, name: 'Protéger son dos au travail' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Renommer « Protéger son dos au travail »' })).toBeFocused();

  // The learner sees the new title on Home and in the player.
  const learnerContext = await browser.newContext({ locale: 'fr-FR', baseURL: new URL(page.url()).origin });
  const learner = await learnerContext.newPage();
  await learner.goto('/login');
  await signIn(learner, french, demoLearner);
  const spring = learner.getByRole('article').filter({ has: learner.getByRole('heading', { name: demoLearnerClasses.spring }) });
  await spring.getByRole('link', { name: 'Commencer Protéger son dos au travail' }).click();
  await expect(learner).toHaveURL(/\/session\//);
  await expect(learner.getByRole('heading', { level: 1, name: 'Soulever une charge' })).toBeVisible();
  await expect(learner.locator('.player-header__course-title')).toHaveText('Protéger son dos au travail');
  await learnerContext.close();

  // The stale tab still shows the old title: its rename is refused, what was typed stays, and it reloads.
  const field = await rename(staleCard, 'Protéger son dos', 'Dos et charges');
  const alert = staleCard.getByRole('alert');
  await expect(alert).toContainText('Modifié entre-temps');
  await expect(field).toHaveValue('Dos et charges');
  await alert.getByRole('button', { name: 'Recharger la version enregistrée' }).click();
  await expect(staleCard.getByRole('heading', { level: 4, name: 'Protéger son dos au travail' })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(field).toHaveValue('Dos et charges');
  await staleCard.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(staleCard.getByRole('status').filter({ hasText: '« Protéger son dos au travail » s’appelle maintenant « Dos et charges ».' })).toBeVisible();
  await staleTab.close();
});
