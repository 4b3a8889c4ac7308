import { contentPackageZip } from '../support/content-package';
import { demo, demoAdmin, demoLearner, demoLearnerClasses, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { apiSignIn, signIn, submitSignIn, tenantRequest } from '../support/sign-in';

test.use({ locale: 'fr-FR' });

test('the admin closes a program in the content screen; its learner sees it closed on Home, with their progress, and the player says so', async ({
  page,
  browser,
  request,
}) => {
  const programName = `Programme à fermer ${Date.now().toString(36)}`;
  // Set up through the API: the program imported, published, followed by the learner's spring class.
  const admin = tenantRequest(demo, await apiSignIn(request, demo, demoAdmin));
  const uploaded = await request.post(admin.url('/api/admin/content-packages'), {
    headers: admin.headers,
    multipart: { file: { name: 'closing.zip', mimeType: 'application/zip', buffer: contentPackageZip(programName, 'closing') } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { programId } = (await uploaded.json()) as { programId: string };
  const listed = (await (await request.get(admin.url(`/api/admin/programs?search=${encodeURIComponent(programName)}`), { headers: admin.headers })).json()) as {
    items: { id: string; version: string; courses: { id: string; version: string }[] }[];
  };
  const listedProgram = listed.items.find((item) => item.id === programId);
  const where = encodeURIComponent(JSON.stringify({ name: demoLearnerClasses.spring }));
  const classes = (await (await request.get(admin.url(`/api/classes?where=${where}`), { headers: admin.headers })).json()) as { items: { id: string }[] };
  const attached = await request.post(admin.url(`/api/admin/classes/${classes.items[0]?.id}/programs`), { headers: admin.headers, data: { programId } });
  expect(attached.status(), await attached.text()).toBe(201);
  // Each change names the version the list gave (If-Match).
  for (const [path, version] of [
    [`programs/${programId}`, listedProgram?.version],
    [`courses/${listedProgram?.courses[0]?.id}`, listedProgram?.courses[0]?.version],
  ]) {
    const published = await request.patch(admin.url(`/api/admin/${path}`), {
      headers: { ...admin.headers, 'if-match': version ?? '' },
      data: { state: 'PUBLISHED' },
    });
    expect(published.status(), await published.text()).toBe(200);
  }

  await page.goto('/login');
  await submitSignIn(page, french, demoAdmin);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes classes' })).toBeVisible();

  // The learner starts the course: its first page opens.
  const learnerContext = await browser.newContext({ locale: 'fr-FR', baseURL: new URL(page.url()).origin });
  const learner = await learnerContext.newPage();
  await learner.goto('/login');
  await signIn(learner, french, demoLearner);
  const spring = learner.getByRole('article').filter({ has: learner.getByRole('heading', { name: demoLearnerClasses.spring }) });
  await spring.getByRole('link', { name: 'Commencer Protéger son dos' }).click();
  await expect(learner).toHaveURL(/\/session\//);
  const lessonPath = new URL(learner.url()).pathname.split('/page/')[0] ?? '';
  await expect(learner.getByRole('heading', { level: 1, name: 'Soulever une charge' })).toBeVisible();
  await learner.getByRole('button', { name: 'Suivant' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Le bon geste' })).toBeVisible();

  // The admin closes the program in the content screen, after confirming.
  await page.goto('/formateur/administration/contenus');
  await page.getByLabel('Rechercher un programme').fill(programName);
  const program = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: programName }) });
  await program.getByRole('button', { name: `Fermer « ${programName} »` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Fermer « ${programName} » ?` });
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(program.getByRole('status').filter({ hasText: `« ${programName} » : Fermé.` })).toBeVisible();

  // Home: the program and its course read closed, the progress kept, nothing to continue.
  await learner.goto('/');
  const closedProgram = spring.getByRole('listitem').filter({ has: learner.getByRole('heading', { level: 3, name: programName }) });
  await expect(closedProgram.getByText('Programme fermé par votre organisme : vos résultats restent consultables.')).toBeVisible();
  await expect(closedProgram.getByText('Fermée', { exact: true })).toBeVisible();
  await expect(closedProgram.getByRole('link', { name: /Continuer|Commencer/ })).toHaveCount(0);
  await expect(closedProgram.getByRole('progressbar', { name: 'Progression de Protéger son dos' })).toBeVisible();

  // The player: the lesson's address is a page saying the training is closed, with the way back to My courses.
  await learner.goto(lessonPath);
  await expect(learner.getByRole('heading', { level: 1, name: 'Formation fermée' })).toBeVisible();
  await expect(learner.getByText('Cette formation a été fermée par votre organisme', { exact: false })).toBeVisible();
  await expect(learner.getByRole('alertdialog')).toHaveCount(0);
  await learner.getByRole('link', { name: 'Retour à Mes formations' }).click();
  await expect(learner).toHaveURL(/\/$/);
  await learnerContext.close();
});
