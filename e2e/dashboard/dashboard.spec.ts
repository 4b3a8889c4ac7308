import { demo } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { expectPath } from '../support/sign-in';
import { expectNoBlockingViolation, signInLearner } from './helpers';
import { pdfText } from './pdf-text';

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });

test('the dashboard opens on the levels and every tab shows its data', async ({ page }) => {
  await signInLearner(page);
  await page.goto('/tableau-de-bord');
  await expectPath(page, '/tableau-de-bord/niveaux');
  await expect(page).toHaveTitle(`${demo.name} - Mes niveaux`);
  const tabs = page.getByRole('tablist', { name: 'Sections du tableau de bord' });
  await expect(tabs.getByRole('tab')).toHaveText(['Niveaux', 'Métiers', 'Statistiques', 'Certificats', 'Carnet de bord']);

  await expect(page.getByRole('heading', { name: 'Mes badges', exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Badge\s: / }).first()).toBeVisible();
  await expect(page.getByText(/^Évolution\s: /).first()).toBeVisible();
  // The badges to share, issued as the tab opens, arrive last and move what is below them.
  await expect(page.getByRole('list', { name: 'Mes badges à partager' })).toBeVisible();
  const stars = page.getByRole('button', { name: /^Taux de progression\s: / });
  await stars.focus();
  await expect(page.getByRole('tooltip')).toContainText('%');
  await expectNoBlockingViolation(page);

  await tabs.getByRole('tab', { name: 'Métiers' }).click();
  await expectPath(page, '/tableau-de-bord/metiers');
  await expect(page.getByRole('list', { name: 'Mes métiers' }).or(page.getByText('Aucun métier évalué pour le moment.'))).toBeVisible();
  await expect(page.getByRole('list', { name: 'Mes métiers' })).toContainText('/ 100');
  await expectNoBlockingViolation(page);

  await tabs.getByRole('tab', { name: 'Statistiques' }).click();
  await expect(page.getByRole('img', { name: /^Graphique du temps passé/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Période' }).selectOption({ label: '1 an' });
  await page.getByText('Voir les chiffres en tableau').click();
  await expect(page.getByRole('table', { name: 'Mon activité sur la période' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoBlockingViolation(page);
});

test('a certificate downloads as a PDF whose code the public verification page confirms', async ({ page, browser }) => {
  await signInLearner(page);
  await page.goto('/tableau-de-bord/certicates');
  await expectPath(page, '/tableau-de-bord/validations');
  const table = page.getByRole('table', { name: 'Mes certificats' });
  await expect(table).toContainText('/ 1000');
  await expectNoBlockingViolation(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    table
      .getByRole('button', { name: /^Télécharger le certificat de / })
      .first()
      .click(),
  ]);
  const text = await pdfText(await download.path());
  expect(text).toContain('Léa Martin');
  expect(text).toContain(demo.name);
  const verification = /\/verify\/([A-Za-z0-9-]+)/.exec(text);
  expect(verification, text).not.toBeNull();

  // Anyone holding the code checks it, signed in or not.
  const visitor = await browser.newPage({ locale: 'fr-FR', bypassCSP: true });
  await visitor.goto(`/verify/${verification?.[1] ?? ''}`);
  await expect(visitor.getByRole('heading', { name: /Certificat authentique/ })).toBeVisible();
  await expect(visitor.getByText('Léa Martin')).toBeVisible();
  await expectNoBlockingViolation(visitor);
  await visitor.goto('/verify/INCONNU-0000');
  await expect(visitor.getByRole('alert')).toContainText('Certificat inconnu');
  await visitor.close();
});

test('the logbook creates a note, answers it and deletes it after the confirmation word', async ({ page }) => {
  await signInLearner(page);
  await page.goto('/tableau-de-bord/logbook');
  const title = `Note e2e ${Date.now()}`;
  const form = page.getByRole('form', { name: 'Nouvelle note' });
  await form.getByRole('textbox', { name: 'Titre (facultatif)' }).fill(title);
  await form.getByRole('textbox', { name: 'Message' }).fill('Première visite en magasin.');
  await form.getByRole('button', { name: 'Ajouter la note' }).click();
  const note = page.getByRole('article', { name: title });
  await expect(note).toContainText('Première visite en magasin.');
  await expectNoBlockingViolation(page);

  await note.getByRole('button', { name: `Répondre à ${title}` }).click();
  const reply = note.getByRole('form', { name: `Réponse à ${title}` });
  await reply.getByRole('textbox', { name: 'Message' }).fill('Complément du lendemain.');
  await reply.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(note.getByRole('list', { name: `Réponses à ${title}` })).toContainText('Complément du lendemain.');

  await note
    .getByRole('button', { name: `Supprimer ${title}` })
    .first()
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('button', { name: 'Supprimer définitivement' })).toBeDisabled();
  // The word exactly as shown: another case is not the word.
  await dialog.getByRole('textbox', { name: /Mot de confirmation/ }).fill('supprimer');
  await expect(dialog.getByRole('button', { name: 'Supprimer définitivement' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Mot de confirmation/ }).fill('SUPPRIMER');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});

test('on a phone a labelled select replaces the tabs, without the statistics', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInLearner(page);
  await page.goto('/tableau-de-bord/niveaux');
  const select = page.getByRole('combobox', { name: 'Section du tableau de bord' });
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(select.getByRole('option')).toHaveText(['Niveaux', 'Métiers', 'Certificats', 'Carnet de bord']);
  // Arrow keys through the options move nothing (WCAG 3.2.2 On Input); « Afficher » does.
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expectPath(page, '/tableau-de-bord/niveaux');
  await expect(select).toBeFocused();
  await select.selectOption({ label: 'Carnet de bord' });
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expectPath(page, '/tableau-de-bord/logbook');
  await expectNoBlockingViolation(page);
});

test('on a 320 px phone the certificates stack as cards with their verification code, and nothing scrolls sideways (#15 item 12)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await signInLearner(page);
  await page.goto('/tableau-de-bord/validations');
  const table = page.getByRole('table', { name: 'Mes certificats' });
  await expect(table).toContainText('/ 1000');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const code = table.getByRole('link', { name: /^Vérifier le document / }).first();
  await expect(code).toBeVisible();
  const reference = (await code.textContent()) ?? '';
  await code.click();
  await expectPath(page, `/verify/${reference}`);
  await expect(page.getByRole('heading', { name: /Certificat authentique/ })).toBeVisible();
});
