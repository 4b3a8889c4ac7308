import { apiCompleteAccount, apiRegister, newcomer } from '../support/accounts';
import { blockingViolations } from '../support/axe';
import { demoAdmin, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { signIn, signOut, submitSignIn } from '../support/sign-in';

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });

test('the admin creates a class, adds a program and a learner; the learner finds the course on their Home', async ({ page, request }) => {
  const person = newcomer('classe');
  await apiCompleteAccount(request, await apiRegister(request, person));
  const className = `Classe ${person.username}`;

  await page.goto('/login');
  await submitSignIn(page, french, demoAdmin);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes classes' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Administration' }).click();
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Classes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  // The form checks the days before anything is sent.
  await page.getByRole('textbox', { name: 'Nom de la classe' }).fill(className);
  await page.getByLabel('Premier jour').fill('2026-01-10');
  await page.getByLabel('Dernier jour').fill('2026-01-05');
  await page.getByRole('button', { name: 'Créer la classe' }).click();
  await expect(page.getByText('Le dernier jour doit venir après le premier.')).toBeVisible();
  await page.getByLabel('Dernier jour').fill('');
  await page.getByRole('button', { name: 'Créer la classe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: className })).toBeVisible();

  await page.getByRole('combobox', { name: 'Programme à ajouter' }).selectOption({ label: 'Relation client' });
  await page.getByRole('button', { name: 'Ajouter le programme' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Relation client est ajouté' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Relation client' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Rechercher un utilisateur à inscrire' }).fill(person.email);
  await page
    .getByRole('list', { name: 'Utilisateurs à inscrire' })
    .getByRole('listitem')
    .filter({ hasText: person.email })
    .getByRole('button', { name: 'Inscrire comme apprenant : Nina Perez' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Nina Perez est inscrit comme apprenant' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Apprenants et formateurs' }).getByText('Nina Perez')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await signOut(page, french);

  await signIn(page, french, { email: person.email, password: person.password });
  const course = page.getByRole('article').filter({ has: page.getByRole('heading', { name: className }) });
  await expect(course.getByRole('link', { name: 'Commencer Accueillir un client' })).toBeVisible();
});

test('a learner removed from a class no longer finds it on their Home', async ({ page, request }) => {
  const person = newcomer('retrait');
  await apiCompleteAccount(request, await apiRegister(request, person));
  const className = `Classe ${person.username}`;

  await page.goto('/login');
  await submitSignIn(page, french, demoAdmin);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes classes' })).toBeVisible();
  await page.goto('/formateur/administration/classes');
  await page.getByRole('textbox', { name: 'Nom de la classe' }).fill(className);
  await page.getByRole('button', { name: 'Créer la classe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: className })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter le programme' }).click();
  await page.getByRole('searchbox', { name: 'Rechercher un utilisateur à inscrire' }).fill(person.email);
  await page
    .getByRole('list', { name: 'Utilisateurs à inscrire' })
    .getByRole('listitem')
    .filter({ hasText: person.email })
    .getByRole('button', { name: 'Inscrire comme apprenant : Nina Perez' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Nina Perez est inscrit comme apprenant' })).toBeVisible();

  await page.getByRole('button', { name: 'Retirer Nina Perez de la classe' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Retirer Nina Perez de la classe ?' });
  await dialog.getByRole('button', { name: 'Retirer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nina Perez est retiré de la classe.' })).toBeVisible();
  await signOut(page, french);

  await signIn(page, french, { email: person.email, password: person.password });
  await expect(page.getByRole('heading', { level: 1, name: french.homeHeading })).toBeVisible();
  await expect(page.getByRole('heading', { name: className })).toHaveCount(0);
});
