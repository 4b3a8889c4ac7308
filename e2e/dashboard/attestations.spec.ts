import type { Page } from '@playwright/test';
import { demoTeacher, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { layoutProblems } from '../support/layout-checks';
import { submitSignIn } from '../support/sign-in';
import { expectNoBlockingViolation, signInLearner } from './helpers';
import { pdfText } from './pdf-text';

/**
 * The attestation de fin de formation (docs/privacy.md#attestation-de-fin-de-formation), by role and
 * label: the learner downloads the one of their ended class from their certificates, a trainer the
 * one of a learner from the learner's page; each PDF's text names the learner, the training, its
 * dates and the time spent.
 */
// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });

/** The PDF's text, its non-breaking spaces read as spaces, as pdftotext prints them. */
async function downloadedText(page: Page, press: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), press()]);
  const text = (await pdfText(await download.path())).replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');
  return { name: download.suggestedFilename(), text };
}

test('a learner downloads the attestation of their ended training from their certificates; the running one says when it comes', async ({ page }) => {
  await signInLearner(page);
  await page.goto('/tableau-de-bord/validations');
  const section = page.getByRole('region', { name: 'Attestations de fin de formation' });
  const running = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Printemps 2026 — Accueil client' }) });
  await expect(running).toContainText('Disponible à la fin de la formation, le 30 juin 2027.');
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await layoutProblems(page), `at ${width} px`).toEqual([]);
  }
  await expectNoBlockingViolation(page);

  const { name, text } = await downloadedText(page, () =>
    section.getByRole('button', { name: 'Télécharger l’attestation — Hiver 2026 — Relation client' }).click(),
  );
  expect(name).toBe('attestation-de-fin-de-formation.pdf');
  expect(text).toContain('Attestation de fin de formation');
  expect(text).toContain('Académie Démo atteste que Léa Martin a suivi la formation');
  expect(text).toContain('Hiver 2026 — Relation client');
  expect(text).toContain('du 12 janvier 2026 au 30 juin 2026');
  expect(text).toMatch(/Temps passé en formation (\d+ h )?\d+ min/);
  expect(text).toContain('Résultats des évaluations');
});

test('a trainer downloads the attestation of a learner of their class, at any time', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, french, demoTeacher);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes classes' })).toBeVisible();
  await page.getByRole('link', { name: 'Ouvrir la classe Printemps 2026 — Accueil client' }).click();
  await page.getByRole('table').getByRole('link', { name: 'Léa Martin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Léa Martin' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Attestation de fin de formation' });
  await expect(section).toContainText('article L.6353-1 du Code du travail');
  const { text } = await downloadedText(page, () => section.getByRole('button', { name: 'Télécharger l’attestation (PDF)' }).click());
  expect(text).toContain('Léa Martin');
  expect(text).toContain('Printemps 2026 — Accueil client');
  expect(text).toMatch(/Dates de la formation (du|à partir du) \d{1,2}(er)? \S+ 2026/);
  expect(text).toMatch(/Temps passé en formation (\d+ h )?(\d+ min|\d+ s)/);
});
