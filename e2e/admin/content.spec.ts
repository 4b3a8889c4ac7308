import { blockingViolations } from '../support/axe';
import { contentPackageZip, followedBySpringClass } from '../support/content-package';
import { demoAdmin, demoLearner, demoLearnerClasses, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { expectPath, signIn, submitSignIn } from '../support/sign-in';

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });

test('the admin uploads a content package, sees a broken one refused by path, checks and imports the good one, publishes the new course, previews a block; a learner of a class following it sees the course', async ({
  page,
  browser,
  request,
}) => {
  const programName = `Gestes et postures ${Date.now().toString(36)}`;
  await page.goto('/login');
  await submitSignIn(page, french, demoAdmin);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes classes' })).toBeVisible();
  await page.goto('/formateur/administration/codes');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Contenus' }).click();
  await expectPath(page, '/formateur/administration/contenus');
  await expect(page.getByRole('heading', { level: 1, name: 'Contenus' })).toBeVisible();

  // A package with a key that names nothing: every problem by path, nothing imported.
  const file = page.getByLabel('Paquet de contenu (.zip)');
  await file.setInputFiles({
    name: 'casse.zip',
    mimeType: 'application/zip',
    buffer: contentPackageZip(programName, 'gestes-et-postures', (manifest) => manifest.replace('block: quiz }', 'block: quiz-9 }')),
  });
  await page.getByRole('button', { name: 'Vérifier le paquet' }).click();
  const problems = page.getByRole('table', { name: /problème\(s\) : rien n’a été importé/ });
  await expect(problems).toBeVisible();
  await expect(problems.getByRole('row', { name: /courses\[0\]\.nodes\[0\]\.children\[1\]\.block/ })).toContainText(
    'Aucun élément (bloc) n’a la clé « quiz-9 ».',
  );
  await expect(page.getByRole('heading', { level: 3, name: programName })).toHaveCount(0);

  // The good one: checked first (nothing written), then imported in DRAFT, listed with its course.
  await file.setInputFiles({ name: 'gestes-et-postures.zip', mimeType: 'application/zip', buffer: contentPackageZip(programName, 'gestes-et-postures') });
  await page.getByRole('button', { name: 'Vérifier le paquet' }).click();
  await expect(page.getByRole('heading', { level: 3, name: `Nouveau programme « ${programName} »` })).toBeFocused();
  await expect(problems).toHaveCount(0);
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Importer « ${programName} »` }).click();
  await expect(page.getByRole('status').filter({ hasText: `« ${programName} » importé : 1 cours, 2 blocs` })).toBeVisible();
  await expect(problems).toHaveCount(0);
  const program = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: programName }) });
  await expect(program.getByRole('heading', { level: 4, name: 'Protéger son dos' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  // The learner's class follows the program (classes are attached elsewhere): its draft course gives nothing yet.
  await followedBySpringClass(request, programName);

  // Publish the program and its course.
  await program.getByRole('button', { name: `Publier « ${programName} »` }).click();
  await expect(program.getByRole('status').filter({ hasText: `« ${programName} » : Publié.` })).toBeVisible();
  await program.getByRole('button', { name: 'Publier « Protéger son dos »' }).click();
  await expect(program.getByRole('status').filter({ hasText: '« Protéger son dos » : Publié.' })).toBeVisible();
  // Closing asks first; cancelling keeps it published.
  await program.getByRole('button', { name: 'Fermer « Protéger son dos »' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Fermer « Protéger son dos » ?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(program.getByRole('button', { name: 'Fermer « Protéger son dos »' })).toBeFocused();

  // A block opens in the portal's own preview, in a new tab, with the admin's session.
  await program.getByText('Blocs (2)').click();
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    program.getByRole('link', { name: 'Aperçu de « Le bon geste » (nouvel onglet)' }).click(),
  ]);
  await expect(preview.getByRole('heading', { level: 2, name: 'Le bon geste' })).toBeVisible();
  await preview.getByRole('checkbox', { name: 'Je plie les jambes.' }).check();
  await preview.getByRole('button', { name: 'Vérifier' }).click();
  await expect(preview.getByRole('heading', { name: 'Correction', exact: true })).toBeVisible();
  await preview.close();

  // The learner sees the new course in the class that follows the program.
  const learnerContext = await browser.newContext({ locale: 'fr-FR', baseURL: new URL(page.url()).origin });
  const learner = await learnerContext.newPage();
  await learner.goto('/login');
  await signIn(learner, french, demoLearner);
  const spring = learner.getByRole('article').filter({ has: learner.getByRole('heading', { name: demoLearnerClasses.spring }) });
  await expect(spring.getByRole('link', { name: 'Commencer Protéger son dos' })).toBeVisible();
  await learnerContext.close();
});
