import { blockingViolations } from '../support/axe';
import { demo, demoLearner, demoTeacher, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { layoutProblems } from '../support/layout-checks';
import { mailsTo } from '../support/mailbox';
import { apiSignIn, signIn, signOut, submitSignIn, tenantRequest } from '../support/sign-in';

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', timezoneId: 'Europe/Paris', bypassCSP: true });

interface Items<T> {
  items: T[];
}

const logbookKind = 'Réponses dans mon carnet de bord';

test('Léa asks for log-book replies at once, gets one by mail, stops them from the mail’s link signed out, and takes them back from her profile', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await signIn(page, french, demoLearner);
  await page.goto('/me');
  const section = page.getByRole('region', { name: 'Notifications par e-mail' });
  await expect(section.getByRole('combobox', { name: logbookKind })).toHaveValue('weekly');
  await section.getByRole('combobox', { name: logbookKind }).selectOption({ label: 'Immédiatement' });
  await section.getByRole('button', { name: 'Enregistrer mes préférences d’e-mail' }).click();
  await expect(section.getByRole('status')).toHaveText('Vos préférences d’e-mail sont enregistrées.');
  expect(await blockingViolations(page)).toEqual([]);

  // The teacher answers her log-book (its screen is e2e/trainer/trainer-space.spec.ts): a mail follows.
  const mailsBefore = (await mailsTo(demoLearner.email)).length;
  const teacher = tenantRequest(demo, await apiSignIn(request, demo, demoTeacher));
  const get = async <T>(path: string) => (await (await request.get(teacher.url(path), { headers: teacher.headers })).json()) as T;
  const klass = (await get<Items<{ id: string; name: string }>>('/api/trainer/classes')).items.find((item) => item.name === 'Hiver 2026 — Relation client')!;
  const lea = (await get<Items<{ learner: { id: string; displayName: string } }>>(`/api/trainer/classes/${klass.id}/roster?search=Martin`)).items.find(
    (row) => row.learner.displayName === 'Léa Martin',
  )!.learner;
  const note = (await get<Items<{ id: string; title: string | null }>>(`/api/trainer/classes/${klass.id}/learners/${lea.id}/logbook`)).items.find(
    (item) => item.title === 'Semaine 1 — premiers appels',
  )!;
  const replied = await request.post(teacher.url(`/api/trainer/classes/${klass.id}/learners/${lea.id}/logbook/${note.id}/replies`), {
    headers: teacher.headers,
    data: { message: `Réponse attendue par e-mail (${Date.now()}).` },
  });
  expect(replied.status(), await replied.text()).toBe(201);

  let unsubscribe: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(demoLearner.email)).slice(mailsBefore).find((each) => each.subject.includes('a répondu dans votre carnet de bord'));
        unsubscribe = mail === undefined ? undefined : /https?:\/\/[^\s"'<>]+\/desabonnement#[\w~,.-]+/.exec(mail.text)?.[0];
        return unsubscribe !== undefined;
      },
      { message: 'a log-book reply mailed to Léa, with its unsubscribe link', timeout: 30_000 },
    )
    .toBe(true);

  // Signed out, the mail's link says what it stops and stops it with one button.
  await signOut(page, french);
  const link = new URL(unsubscribe!);
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Se désabonner des e-mails' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(logbookKind);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await layoutProblems(page)).toEqual([]);
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Ne plus recevoir ces e-mails' }).click();
  await expect(page.getByRole('main')).toContainText('C’est fait : vous ne recevrez plus d’e-mail pour :');

  // Undone from the profile: the kind reads « Jamais » until she chooses again.
  await page.setViewportSize({ width: 1280, height: 900 });
  // Signed out, the profile asks her to sign in first, then opens.
  await page.getByRole('link', { name: 'Ouvrir mon profil' }).click();
  await submitSignIn(page, french, demoLearner);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  const again = page.getByRole('region', { name: 'Notifications par e-mail' });
  await expect(again.getByRole('combobox', { name: logbookKind })).toHaveValue('never');
  await again.getByRole('combobox', { name: logbookKind }).selectOption({ label: 'Résumé hebdomadaire' });
  await again.getByRole('button', { name: 'Enregistrer mes préférences d’e-mail' }).click();
  await expect(again.getByRole('status')).toHaveText('Vos préférences d’e-mail sont enregistrées.');
});
