import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { demoTeacher, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { submitSignIn } from '../support/sign-in';

// The roster as a French trainer in Paris reads it and exports it (docs/trainers.md#screens).
test.use({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });

const spring = 'Printemps 2026 — Accueil client';

test('the roster sorts learners by last name, keeps their column in view as it scrolls sideways, and exports for a French spreadsheet', async ({ page }) => {
  // Wide enough for the table (not the phone cards), too narrow for all its columns.
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/login');
  await submitSignIn(page, french, demoTeacher);
  await page.getByRole('link', { name: `Ouvrir la classe ${spring}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: spring })).toBeVisible();

  const table = page.getByRole('table', { name: `Apprenants de la classe ${spring}` });
  const learner = page.getByRole('columnheader', { name: 'Trier par Apprenant' });
  // The roster opens sorted by learner, by last name: Benali, Faure, Martin, Petit, Roux — not by first name.
  // Other specs enrol learners in this class too: the seeded ones keep that order among them.
  await expect(learner).toHaveAttribute('aria-sort', 'ascending');
  const seeded = ['Karim Benali', 'Jules Faure', 'Léa Martin', 'Hugo Petit', 'Inès Roux'];
  await expect
    .poll(async () => (await table.getByRole('rowheader').allTextContents()).map((text) => text.trim()).filter((text) => seeded.includes(text)))
    .toEqual(seeded);
  const lastNameFirst = (name: string) => name.split(' ').slice(1).join(' ') + ' ' + name.split(' ')[0];
  const shown = (await table.getByRole('rowheader').allTextContents()).map((text) => lastNameFirst(text.trim()));
  expect(shown).toEqual([...shown].sort((left, right) => left.localeCompare(right, 'fr', { sensitivity: 'base' })));
  await learner.getByRole('button').click();
  await expect(learner).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('rowheader').first()).toHaveText('Inès Roux');

  // The courses do not fit: the screen says so, and scrolling keeps the learner in place.
  const frame = page.getByRole('region', { name: 'Tableau des apprenants (défile horizontalement)' });
  await expect(page.getByText('Faites défiler le tableau vers la droite pour voir tous les cours →')).toBeVisible();
  const name = table.getByRole('link', { name: 'Inès Roux' });
  const before = await name.boundingBox();
  await frame.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
  const after = await name.boundingBox();
  expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
  // Opaque: what scrolls under it does not show through.
  expect(
    await table
      .getByRole('rowheader')
      .first()
      .evaluate((cell) => getComputedStyle(cell).backgroundColor),
  ).not.toBe('rgba(0, 0, 0, 0)');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  const [header, first] = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(header).toContain('Apprenant;E-mail;Statut;');
  expect(header).toContain('Dernière activité (Europe/Paris)');
  // The export keeps the screen's order; its dates are day first, in Paris's time.
  expect(first).toMatch(/^Inès Roux;ines@demo\.test;En cours;non;\d+;\d+;\d+(,\d)?;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};/);
});

test("after a reset, the learner's page keeps the attempt it ended readable: its end, points and answered pages", async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, french, demoTeacher);
  await page.getByRole('link', { name: `Ouvrir la classe ${spring}` }).click();
  await page.getByRole('table').getByRole('link', { name: 'Jules Faure' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jules Faure' })).toBeVisible();

  await page.getByRole('button', { name: 'Réinitialiser Relation client' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Réinitialiser Relation client pour Jules Faure ?' });
  await expect(dialog).toContainText('Les réponses déjà données restent lisibles sur cette page');
  await dialog.getByRole('textbox', { name: 'Tapez RÉINITIALISER' }).fill('RÉINITIALISER');
  await dialog.getByRole('button', { name: 'Réinitialiser', exact: true }).click();
  await expect(page.getByText('Le programme Relation client a été réinitialisé.')).toBeVisible();

  // Each course now says which attempt is under way, and keeps the one the reset ended, folded.
  await expect(page.getByText('Tentative 2, en cours').first()).toBeVisible();
  const earlier = page.getByText(/^Tentative 1 · réinitialisée le \d+ .+ \d{4}, \d{2}:\d{2} · \d+ \/ \d+ points$/).first();
  await earlier.click();
  const pages = page.getByRole('list', { name: /^Pages de Tentative 1 dans / }).first();
  await expect(pages.getByRole('listitem').first()).toContainText('Terminée');
  await expect(pages.getByText(/\d+ \/ 100 points/).first()).toBeVisible();
  // Pages of an ended attempt do not open in the correction screen.
  await expect(pages.getByRole('link')).toHaveCount(0);
});

test("a trainer downloads the class's Qualiopi evidence pack: its tables for a French spreadsheet and each learner's attestation", async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, french, demoTeacher);
  await page.getByRole('link', { name: `Ouvrir la classe ${spring}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: spring })).toBeVisible();

  // The job queue prepares the pack; asked for on this page, it downloads by itself once ready.
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Dossier de preuves Qualiopi' }).click();
  const file = await download;
  await expect(page.getByRole('status').filter({ hasText: 'Dossier de preuves prêt' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Télécharger le dossier de preuves' })).toBeVisible();
  expect(file.suggestedFilename()).toMatch(/^dossier-de-preuves-Printemps-2026-Accueil-client-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await file.path()) ?? '')));
  const text = (name: string) => Buffer.from(files[name] ?? new Uint8Array()).toString('utf8');
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining([
      'LISEZ-MOI.txt',
      'apprenants.csv',
      'connexions.csv',
      'temps-par-jour.csv',
      'progression.csv',
      'evaluations.csv',
      'tutorat.csv',
      'satisfaction.csv',
    ]),
  );
  // For a French spreadsheet: a byte order mark, « ; » between fields, dates in Paris's time.
  expect(text('connexions.csv').split('\r\n')[0]).toBe('\uFEFFApprenant;E-mail;Connexion (Europe/Paris);Fin de session (Europe/Paris)');
  expect(text('progression.csv')).toMatch(/\r\n[^;\r\n]+;[^;\r\n]+@demo\.test;Relation client;[^;]+;\d{2}\/\d{2}\/\d{4};\d+;\d+;\d+\r\n/);
  // One attestation per learner of the roster, each naming its learner.
  const learners = text('apprenants.csv')
    .split('\r\n')
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => line.split(';')[0]);
  const attestations = Object.keys(files).filter((name) => name.startsWith('attestations/'));
  expect(attestations).toHaveLength(new Set(learners).size);
  expect(attestations.some((name) => name.startsWith('attestations/Léa-Martin-'))).toBe(true);
});
