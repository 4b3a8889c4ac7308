import type { Page } from '@playwright/test';
import { contentPackageZip, followedBySpringClass } from '../support/content-package';
import { demoAdmin, demoLearner, demoLearnerClasses, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { signIn, submitSignIn } from '../support/sign-in';

test.use({ locale: 'fr-FR' });

/** The small package, published, with a key and a third page whose text has a typo (`closing` is its text). */
const packageOf = (programName: string, key: string, closing: string) =>
  contentPackageZip(programName, 'gestes-corriges', (manifest) =>
    manifest
      .replaceAll('state: DRAFT', 'state: PUBLISHED')
      .replace('program:\n', `program:\n  key: ${key}\n`)
      .replace(
        'courses:\n',
        `  - key: finir\n    title: Pour finir\n    type: slide\n    content:\n      sections:\n        - id: fin\n          rows:\n            - { id: texte, type: wysiwyg, html: "<p>${closing}</p>" }\n\ncourses:\n`,
      )
      .replace('          - { type: block, block: quiz }', '          - { type: block, block: quiz }\n          - { type: block, block: finir }'),
  );

/** Checks the package on the content screen, then confirms with `confirm` (« Importer … » or « Publier la version … »). */
async function checkThenConfirm(page: Page, zip: Buffer, confirm: string) {
  await page.getByLabel('Paquet de contenu (.zip)').setInputFiles({ name: 'gestes.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByRole('button', { name: 'Vérifier le paquet' }).click();
  const button = page.getByRole('button', { name: confirm });
  await expect(button).toBeVisible();
  return button;
}

test('the admin corrects a typo of a published course by uploading its package again; the learner in the middle of it sees the correction and keeps the answer given', async ({
  page,
  browser,
  request,
}) => {
  // Two uploads, a learner's sign-in and three pages of the player: more than one screen's work.
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const programName = `Gestes corrigés ${run}`;
  await page.goto('/login');
  await submitSignIn(page, french, demoAdmin);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes classes' })).toBeVisible();
  await page.goto('/formateur/administration/contenus');
  await (await checkThenConfirm(page, packageOf(programName, `gestes-${run}`, 'Etirez-vous chaque heure.'), `Importer « ${programName} »`)).click();
  await expect(page.getByRole('status').filter({ hasText: `« ${programName} » importé` })).toBeVisible();
  await followedBySpringClass(request, programName);

  // The learner answers the quiz and reaches the last page, where the typo is.
  const learnerContext = await browser.newContext({ locale: 'fr-FR', baseURL: new URL(page.url()).origin });
  const learner = await learnerContext.newPage();
  await learner.goto('/login');
  await signIn(learner, french, demoLearner);
  const spring = learner.getByRole('article').filter({ has: learner.getByRole('heading', { name: demoLearnerClasses.spring }) });
  await spring.getByRole('link', { name: 'Commencer Protéger son dos' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Soulever une charge' })).toBeVisible();
  const next = learner.getByRole('button', { name: 'Suivant', exact: true });
  await next.click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Le bon geste' })).toBeVisible();
  await learner.getByRole('checkbox', { name: 'Je plie les jambes.' }).check();
  await learner.getByRole('button', { name: 'Vérifier' }).click();
  const result = learner.getByRole('region', { name: 'Résultat de la page' });
  await expect(result).toContainText('Bonne réponse');
  await next.click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Pour finir' })).toBeVisible();
  await expect(learner.getByText('Etirez-vous chaque heure.')).toBeVisible();

  // The admin uploads the corrected package: the check names the page and the learner, then version 2 is published.
  await page.goto('/formateur/administration/contenus');
  const publish = await checkThenConfirm(page, packageOf(programName, `gestes-${run}`, 'Étirez-vous chaque heure.'), 'Publier la version 2');
  const preview = page.getByRole('region', { name: `Version 2 de « ${programName} »` });
  await expect(preview).toContainText('1 page modifiée');
  await expect(preview).toContainText('Pour finir');
  await expect(preview).toContainText('1 apprenant a commencé ce programme');
  await publish.click();
  await expect(page.getByRole('status').filter({ hasText: `« ${programName} » corrigé : version 2 publiée` })).toBeVisible();

  // The learner, on the same page, sees it corrected once the page loads again; the quiz keeps their answer.
  await learner.reload();
  await expect(learner.getByRole('heading', { level: 1, name: 'Pour finir' })).toBeVisible();
  await expect(learner.getByText('Étirez-vous chaque heure.')).toBeVisible();
  await expect(learner.getByText('Etirez-vous chaque heure.')).toHaveCount(0);
  await learner.getByRole('button', { name: 'Précédent' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Le bon geste' })).toBeVisible();
  await expect(learner.getByRole('region', { name: 'Résultat de la page' })).toContainText('Bonne réponse');
  await expect(learner.getByRole('checkbox', { name: /Je plie les jambes\./ })).toBeChecked();
  await learnerContext.close();
});
