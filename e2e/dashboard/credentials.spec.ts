import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { demo, demoAdmin, demoLearner, demoLearnerClasses, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { resetLearnerProgram } from '../support/player-program';
import { apiSignIn, submitSignIn, tenantRequest } from '../support/sign-in';
import { expectNoBlockingViolation, signInLearner } from './helpers';

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });

/** Plays a lesson through the API to its end (slides sent empty, exercises with no answer), as a learner going through it would. */
async function playToTheEnd(request: APIRequestContext, token: string, lessonId: string): Promise<void> {
  const target = tenantRequest(demo, token);
  const url = (path: string) => target.url(`/api/lessons/${lessonId}${path}`);
  // A timed course starts its clock at the learner's go: given here, as the player asks it.
  const current = await request.get(url('/pages/current?start=true'), { headers: target.headers });
  expect(current.status(), await current.text()).toBe(200);
  let page = (await current.json()) as { id: string; blockType: string; results: unknown };
  for (let step = 0; step < 40; step += 1) {
    if (page.results === null) {
      const answered = await request.patch(url('/pages/current'), {
        headers: target.headers,
        data: page.blockType === 'exercice' ? { inputs: { answers: {} } } : {},
      });
      expect(answered.status(), await answered.text()).toBe(200);
    }
    const next = await request.post(url(`/pages/next?fromPageId=${page.id}`), { headers: target.headers });
    if (next.status() === 404) {
      expect(((await next.json()) as { code: string }).code).toBe('NO_LESSON_PAGE_AVAILABLE');
      return;
    }
    expect(next.status(), await next.text()).toBe(200);
    page = (await next.json()) as typeof page;
  }
  throw new Error(`Lesson ${lessonId} did not end in 40 pages`);
}

test('a certificate earned is a credential the learner downloads and shares, anyone verifies, and the admin revokes', async ({ page, browser, request }) => {
  // Three lessons played through, then four pages by three people.
  test.setTimeout(120_000);
  // The demo learner's spring program played again to its end: its certifying course earns a new certificate.
  const token = await apiSignIn(request, demo, demoLearner);
  const program = await resetLearnerProgram(request, token);
  for (const lesson of [program.lessons.welcome, program.lessons.complaint, program.lessons.sale]) await playToTheEnd(request, token, lesson.id);

  await signInLearner(page);
  await page.goto('/tableau-de-bord/validations');
  const row = page
    .getByRole('table', { name: 'Mes certificats' })
    .getByRole('row')
    .filter({ hasText: demoLearnerClasses.spring })
    .filter({ hasText: 'Conclure une vente' });
  await expect(row).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: 'Certificat numérique\u00a0(.json) du cours Conclure une vente' }).click(),
  ]);
  const file = await download.path();
  const credential = JSON.parse(await readFile(file, 'utf8')) as { type: string[]; proof: { cryptosuite: string } };
  expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
  expect(credential.proof.cryptosuite).toBe('eddsa-rdfc-2022');
  const [badge] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: /^Badge\s\(\.png\) du cours Conclure une vente/ }).click()]);
  const badgeFile = await badge.path();
  await expect(row.getByRole('link', { name: /^Ajouter à mon profil LinkedIn/ })).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\/profile\/add\?/);
  const code = ((await row.getByRole('link', { name: /^Vérifier le document / }).textContent()) ?? '').trim();
  const sharePath = (await row.getByRole('link', { name: 'Page publique du certificat de Conclure une vente' }).getAttribute('href')) ?? '';
  expect(sharePath).toMatch(/^\/credentials\/[0-9a-f-]{36}$/);

  // Anyone with the link, signed out: the page says what it attests, verified.
  const visitor = await browser.newPage({ locale: 'fr-FR', bypassCSP: true });
  await visitor.goto(sharePath);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Conclure une vente' })).toBeVisible();
  await expect(visitor.getByText('Délivré à Léa Martin')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: /Certificat authentique/ })).toBeVisible();
  await expectNoBlockingViolation(visitor);

  // The downloaded file, on /verify.
  await visitor.goto('/verify');
  await visitor
    .getByLabel('Ou le fichier du certificat numérique')
    .setInputFiles({ name: 'certificat.json', mimeType: 'application/json', buffer: await readFile(file) });
  await expect(visitor.getByRole('heading', { name: /Certificat authentique/ })).toBeVisible();
  await expect(visitor.getByRole('list', { name: 'Vérifications' })).toContainText(
    `Signature valide : faite par la clé publiée de ${demo.name}`.replaceAll(' :', '\u00a0:'),
  );
  await expectNoBlockingViolation(visitor);

  // The badge image too: the credential baked in it is read back and verified.
  await visitor
    .getByLabel('Ou le fichier du certificat numérique')
    .setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: await readFile(badgeFile) });
  await expect(visitor.getByText('Fichier vérifié\u00a0: badge.png')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: /Certificat authentique/ })).toBeVisible();

  // The admin revokes it, with a reason.
  const admin = await browser.newPage({ locale: 'fr-FR', bypassCSP: true });
  await admin.goto('/login');
  await submitSignIn(admin, french, demoAdmin);
  await expect(admin.getByRole('heading', { level: 1, name: 'Mes classes' })).toBeVisible();
  await admin.goto('/formateur/administration/certificats');
  await admin
    .getByRole('searchbox', { name: 'Rechercher un certificat' })
    .or(admin.getByRole('textbox', { name: 'Rechercher un certificat' }))
    .fill(code);
  const revoke = admin.getByRole('button', { name: /^Révoquer le certificat de Léa Martin pour «\s?Conclure une vente\s?»/ });
  await expect(revoke).toHaveCount(1);
  await revoke.click();
  const dialog = admin.getByRole('alertdialog', { name: 'Révoquer ce certificat' });
  await dialog.getByRole('textbox', { name: /^Motif/ }).fill('Examen passé par une autre personne');
  await dialog.getByRole('button', { name: 'Révoquer' }).click();
  await expect(dialog).toBeHidden();
  await admin.close();

  // Every verifier is told at once: the share page and the file.
  await visitor.goto(sharePath);
  await expect(visitor.getByRole('heading', { name: /Certificat révoqué/ })).toBeVisible();
  await visitor.close();
  await page.reload();
  await expect(row).toContainText('Révoqué le');

  // The spring program back to its first state for the specs that follow (its revoked certificate leaves the list).
  await resetLearnerProgram(request, token);
});

/** A text to find as it is, inside a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a badge earned is a credential on the levels tab, which anyone verifies and the admin revokes apart from certificates', async ({ page, browser }) => {
  await signInLearner(page);
  await page.goto('/tableau-de-bord/niveaux');
  const badges = page.getByRole('list', { name: 'Mes badges à partager' });
  // The first listed (the global score's, at the level the learner has reached), named as it was issued.
  const name = ((await badges.getByRole('listitem').first().getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  expect(name).toMatch(/^(Or|Argent|Bronze) — Score global$/);
  const global = badges.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    global.getByRole('link', { name: new RegExp(`^Badge numérique\\s\\(\\.json\\) «\\s${literal(name)}\\s»$`) }).click(),
  ]);
  const file = await download.path();
  const credential = JSON.parse(await readFile(file, 'utf8')) as { credentialSubject: { achievement: { achievementType: string; name: string } } };
  expect(credential.credentialSubject.achievement).toMatchObject({ achievementType: 'Badge', name });
  const sharePath = (await global.getByRole('link', { name: new RegExp(`^Page publique du badge «\\s${literal(name)}\\s»$`) }).getAttribute('href')) ?? '';

  // Signed out, the share page and /verify say what it is: a badge, authentic.
  const visitor = await browser.newPage({ locale: 'fr-FR', bypassCSP: true });
  await visitor.goto(sharePath);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: /Badge authentique/ })).toBeVisible();
  await expectNoBlockingViolation(visitor);
  await visitor.goto('/verify');
  await visitor
    .getByLabel('Ou le fichier du certificat numérique')
    .setInputFiles({ name: 'badge.json', mimeType: 'application/json', buffer: await readFile(file) });
  await expect(visitor.getByRole('heading', { name: /Badge authentique/ })).toBeVisible();

  // The admin finds it among the badges, not the certificates, and revokes it.
  const admin = await browser.newPage({ locale: 'fr-FR', bypassCSP: true });
  await admin.goto('/login');
  await submitSignIn(admin, french, demoAdmin);
  await expect(admin.getByRole('heading', { level: 1, name: 'Mes classes' })).toBeVisible();
  await admin.goto('/formateur/administration/certificats');
  await expect(admin.getByRole('table', { name: 'Certificats délivrés' })).toBeVisible();
  await admin.getByRole('combobox', { name: 'Afficher' }).selectOption('Badges');
  const table = admin.getByRole('table', { name: 'Badges délivrés' });
  const revoke = table.getByRole('button', { name: new RegExp(`^Révoquer le badge «\\s${literal(name)}\\s» de Léa Martin$`) });
  await expect(revoke).toHaveCount(1);
  await revoke.click();
  const dialog = admin.getByRole('alertdialog', { name: 'Révoquer ce badge' });
  await dialog.getByRole('textbox', { name: /^Motif/ }).fill('Attribué par erreur');
  await dialog.getByRole('button', { name: 'Révoquer' }).click();
  await expect(dialog).toBeHidden();
  await admin.close();

  await visitor.goto(sharePath);
  await expect(visitor.getByRole('heading', { name: /Badge révoqué/ })).toBeVisible();
  await visitor.close();
  await page.reload();
  await expect(global).toContainText('Révoqué le');
});
