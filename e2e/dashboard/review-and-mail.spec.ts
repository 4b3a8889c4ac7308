import { demo, demoLearner, demoLearnerClasses } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { mailsTo } from '../support/mailbox';
import { apiSignIn, expectPath, tenantRequest } from '../support/sign-in';
import { expectNoBlockingViolation, signInLearner } from './helpers';

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });

const mailed = (address: string, text: string) =>
  expect.poll(async () => (await mailsTo(address)).some((mail) => mail.text.includes(text)), { timeout: 15_000, message: `a mail to ${address} with ${text}` });

test('the evaluation form: rating required, counter, sending, then already sent; other types are 404', async ({ page }) => {
  await signInLearner(page);
  await page.goto('/evaluate/Course/abc');
  await expectPath(page, '/404');

  // An unknown program is the « Page introuvable » state at its own address, not a form that would store a rating.
  await page.goto('/evaluate/Program/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expectPath(page, '/evaluate/Program/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('radio')).toHaveCount(0);

  await page.goto('/?q=Hiver');
  const reviewLink = page.getByRole('link', { name: /^Évaluer le programme / }).first();
  const programName = ((await reviewLink.getAttribute('aria-label')) ?? (await reviewLink.innerText())).replace(/^Évaluer le programme /, '');
  await reviewLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Évaluer le programme' })).toBeVisible();
  await expectNoBlockingViolation(page);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Veuillez choisir une note');
  // Keyboard: the stars are a radio group.
  await page.getByRole('radio', { name: '1 étoile sur 5' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '3 étoiles sur 5' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Commentaire (facultatif)' }).fill('Très clair.');
  // Digits grouped the French way (« 1 000 »).
  await expect(page.getByText(/^11 \/ 1\s000$/)).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Merci, votre évaluation a bien été envoyée.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Envoyer' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Retour au Tableau de bord' })).toBeVisible();

  await page.reload();
  await expect(page.getByText('Vous avez déjà évalué ce programme. Merci !')).toBeVisible();
  await expect(page.getByRole('radio', { name: '3 étoiles sur 5' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Commentaire (facultatif)' })).toBeDisabled();
  await expectNoBlockingViolation(page);

  // Home then says it is rated instead of offering the form again: one rule for both.
  await page.goto('/?q=Hiver');
  await expect(page.getByText('Évalué, merci !').first()).toBeVisible();
  await expect(page.getByRole('link', { name: `Évaluer le programme ${programName}` })).toHaveCount(0);
});

test('contacting a teacher from Home mails the message to the teacher', async ({ page }) => {
  await signInLearner(page);
  await page.getByRole('searchbox', { name: 'Rechercher une session' }).fill('Printemps 2026');
  await page.getByRole('button', { name: `Contacter un formateur de ${demoLearnerClasses.spring}` }).click();
  await page.getByRole('menuitem', { name: 'Thomas Bernard' }).click();
  const dialog = page.getByRole('dialog');
  const message = `Bonjour, une question sur le module ${Date.now()}`;
  await dialog.getByRole('textbox', { name: /Message/ }).fill(message);
  await expectNoBlockingViolation(page);
  await dialog.getByRole('button', { name: /Thomas Bernard/ }).click();
  await expect(dialog.getByText('Message envoyé')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  await mailed('teacher@demo.test', message);
});

test('documents by mail: an uploaded file reaches the learner as an attachment', async ({ request }) => {
  const token = await apiSignIn(request, demo, demoLearner);
  const target = tenantRequest(demo, token);
  const name = `programme-${Date.now()}.pdf`;
  const upload = await request.post(target.url('/api/files'), {
    headers: target.headers,
    multipart: { file: { name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') } },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  const { id } = (await upload.json()) as { id: string };
  const notify = await request.post(target.url('/api/users/me/notify-files'), { headers: target.headers, data: { message: 'Vos documents', fileIds: [id] } });
  expect(notify.status(), await notify.text()).toBe(204);
  await mailed(demoLearner.email, name);
});
