import { apiCompleteAccount } from '../support/accounts';
import { blockingViolations } from '../support/axe';
import { demo, demoAdmin, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { mailsTo } from '../support/mailbox';
import { apiSignIn, signIn, signOut, submitSignIn } from '../support/sign-in';

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });

const spring = 'Printemps 2026 — Accueil client';

/** Waits for the invitation mailed to `address` and returns its /bienvenue#token link. */
async function invitationLinkMailedTo(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of await mailsTo(address)) link = /https?:\/\/[^\s"'<>]+\/bienvenue#[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? link;
        return link !== undefined;
      },
      { message: `an invitation mailed to ${address}`, timeout: 15_000 },
    )
    .toBe(true);
  return link as string;
}

test('the admin imports three learners by CSV (a wrong line fixed, checked again); one follows the invitation mail, signs in and starts the course', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const address = (name: string) => `${name}.${run}@example.test`;
  const file = (lines: string[]) => ({
    name: 'apprenants.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFFemail;prénom;nom;classe\n${lines.join('\n')}\n`, 'utf8'),
  });
  const good = [`${address('chloe')};Chloé;Bernard;${spring}`, `${address('hugo')};Hugo;Lambert;${spring}`];

  await page.goto('/login');
  await submitSignIn(page, french, demoAdmin);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes classes' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Administration' }).click();
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Importer des apprenants' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Importer des apprenants' })).toBeVisible();

  // One line is wrong: the check lists it by line and column, and nothing can be imported as it is.
  await page.getByLabel('Fichier CSV des apprenants').setInputFiles(file([...good, `${address('ines')};Inès;Moreau;Classe inconnue`]));
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
  const problems = page.getByRole('table', { name: /1 problème/ });
  await expect(problems.getByRole('row', { name: /^4 Classe aucune classe/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importer 2 apprenants' })).toBeDisabled();
  expect(await blockingViolations(page)).toEqual([]);

  // Fixed, checked again, imported.
  await page.getByLabel('Fichier CSV des apprenants').setInputFiles(file([...good, `${address('ines')};Inès;Moreau;${spring}`]));
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 lignes lues · valides : 3 · problèmes : 0' })).toBeVisible();
  await page.getByRole('button', { name: 'Importer 3 apprenants' }).click();
  await expect(page.getByRole('progressbar', { name: 'Progression de l’import' })).toBeVisible();
  await expect(page.getByText('Import terminé : 3 lignes écrites.')).toBeVisible();
  await expect(page.getByText('compte créé et invité : 3')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le rapport' }).click();
  const report = await download;
  expect(report.suggestedFilename()).toBe('rapport-apprenants.csv');
  expect(await blockingViolations(page)).toEqual([]);
  await signOut(page, french);

  // Inès follows her invitation: she chooses her password, then signs in and starts the course.
  const link = await invitationLinkMailedTo(address('ines'));
  await page.goto(link.replace(/^https?:\/\/[^/]+/, demo.origin));
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue ! Choisissez votre mot de passe' })).toBeVisible();
  await expect(page.getByText(`Votre compte : Inès Moreau (${address('ines')})`)).toBeVisible();
  // Her first password: chosen, not "new", and created, not "updated".
  await page.getByLabel('Votre mot de passe', { exact: true }).fill('Bienvenue#2026');
  await page.getByRole('button', { name: 'Créer mon mot de passe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Votre mot de passe est créé' })).toBeVisible();

  const account = { email: address('ines'), password: 'Bienvenue#2026' };
  // Her birthday and the terms, which the required-data gate would ask for, are given through the API.
  await apiCompleteAccount(request, await apiSignIn(request, demo, account));
  await page.goto('/login');
  await signIn(page, french, account);
  const course = page.getByRole('article').filter({ has: page.getByRole('heading', { name: spring }) });
  await course.getByRole('link', { name: 'Commencer Accueillir un client' }).click();
  await expect(page).toHaveURL(/\/session\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
