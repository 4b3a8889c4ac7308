import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { join } from 'node:path';
import { folderEntries, writeZip } from '../../apps/api/src/test/zip-writer';
import { apiCompleteAccount, apiRegister, newcomer } from '../support/accounts';
import { demo, demoAdmin, demoLearner, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { layoutProblems } from '../support/layout-checks';
import { playUntil, resetLearnerProgram } from '../support/player-program';
import { apiSignIn, signIn, storedToken, tenantRequest } from '../support/sign-in';

/**
 * A package's activities run in the activity sandbox
 * (docs/content-packages.md#the-activity-sandbox): an opaque origin that reads none of the learner's
 * session. A hostile activity, uploaded by the admin in a package, tries every way to take it while a
 * learner plays it; an activity written as authoring tools export theirs (inline scripts, eval,
 * cookies and browser storage) plays there, its storage its own; the demo's xAPI activity still
 * plays to the end and its statement still scores its page (the cmi5 course: cmi5.spec.ts).
 */
test.use({ locale: 'fr-FR', actionTimeout: 15_000 });
const patient = expect.configure({ timeout: 15_000 });

const sandbox = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/** A fixture package of this folder zipped as an author would, its program named for this run. */
function zippedPackage(folder: string, programName: string): Buffer {
  const entries = folderEntries(join(import.meta.dirname, folder), 'paquet/').map((entry) =>
    entry.name.endsWith('manifest.yaml') ? { ...entry, data: String(entry.data).replace(/^ {2}name: .*$/m, `  name: ${programName}`) } : entry,
  );
  return writeZip(entries);
}

/** A new learner in a class of their own following the fixture package of `folder`, uploaded by the admin; the lesson to play. */
async function learnerOfPackage(request: APIRequestContext, folder: string, name: string): Promise<{ email: string; password: string; lessonId: string }> {
  const programName = `${name} ${Date.now().toString(36)}`;
  const admin = tenantRequest(demo, await apiSignIn(request, demo, demoAdmin));
  const uploaded = await request.post(admin.url('/api/admin/content-packages'), {
    headers: admin.headers,
    multipart: { file: { name: 'paquet.zip', mimeType: 'application/zip', buffer: zippedPackage(folder, programName) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { programId } = (await uploaded.json()) as { programId: string };

  const person = newcomer('sandboxed');
  const token = await apiRegister(request, person);
  await apiCompleteAccount(request, token);
  const learner = tenantRequest(demo, token);
  const me = (await (await request.get(learner.url('/api/users/me'), { headers: learner.headers })).json()) as { id: string };

  const created = await request.post(admin.url('/api/admin/classes'), { headers: admin.headers, data: { name: programName, startAt: null, expireAt: null } });
  expect(created.status(), await created.text()).toBe(201);
  const classId = ((await created.json()) as { id: string }).id;
  const program = await request.post(admin.url(`/api/admin/classes/${classId}/programs`), { headers: admin.headers, data: { programId } });
  expect(program.status(), await program.text()).toBe(201);
  const member = await request.post(admin.url(`/api/admin/classes/${classId}/members`), { headers: admin.headers, data: { userId: me.id, role: 'STUDENT' } });
  expect(member.status(), await member.text()).toBe(201);

  const classes = (await (await request.get(learner.url('/api/users/me/classes?pageSize=50'), { headers: learner.headers })).json()) as {
    items: { name: string; lessons: { id: string }[] }[];
  };
  const lessonId = classes.items.find((item) => item.name === programName)?.lessons[0]?.id;
  if (!lessonId) throw new Error(`No lesson in '${programName}'`);
  return { email: person.email, password: person.password, lessonId };
}

/** The activity's document is sandboxed: its origin is opaque. */
async function expectOpaqueOrigin(activity: FrameLocator): Promise<void> {
  expect(await activity.locator('body').evaluate(() => window.origin)).toBe('null');
}

/** The player around an activity keeps the layout rules (e2e/support/layout-checks.ts) on a phone and a laptop. */
async function expectLayout(page: Page): Promise<void> {
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await layoutProblems(page), `at ${width} px`).toEqual([]);
  }
}

test("a hostile activity of a package cannot read the learner's session, nor use it, nor send the player away", async ({ page, request }) => {
  const learner = await learnerOfPackage(request, 'hostile-package', 'Paquet espion');
  await page.goto('/login');
  await signIn(page, french, learner);
  // There is a session to steal: the token in the portal's storage and its copy in a cookie.
  const token = await storedToken(page);
  expect(token).not.toBeNull();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('session');

  const topNavigations: string[] = [];
  await page.goto(`/session/${learner.lessonId}`);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) topNavigations.push(frame.url());
  });
  const frame = page.locator('iframe.tincan-frame');
  await patient(frame).toBeVisible();
  await expect(frame).toHaveAttribute('sandbox', sandbox);
  const activity = frame.contentFrame();
  await patient(activity.getByRole('status')).toHaveText('Rapport écrit.');
  await expectOpaqueOrigin(activity);

  const report = JSON.parse((await activity.locator('#report').textContent()) ?? '{}') as Record<string, unknown>;
  expect(report).toEqual({
    topNavigation: { refused: 'SecurityError' },
    // Its own storage and cookies, in memory (the portal's storage script): none of the learner's.
    localStorage: { got: null },
    sessionStorage: { got: 0 },
    cookie: { got: '' },
    indexedDB: { refused: 'SecurityError' },
    playerStorage: { refused: 'SecurityError' },
    playerCookie: { refused: 'SecurityError' },
    caches: { refused: 'SecurityError' },
    token: null,
    // Another origin's call to the API, which allows none: the browser gives the page nothing.
    me: { refused: 'TypeError' },
    meByQuery: { refused: 'TypeError' },
    // What an activity may do: its statement, with the credentials of its launch.
    lrs: { got: 200 },
  });
  expect(JSON.stringify(report)).not.toContain(String(token));

  // The statement completed the page, with its score; the player is still where it was.
  const result = page.getByRole('region', { name: 'Résultat de la page' });
  await patient(result).toContainText('Activité terminée');
  await expect(result).toContainText('50 / 100 points');
  // The app moves through its own pages by itself; nothing sent it anywhere else.
  expect(topNavigations.filter((url) => new URL(url).pathname.split('/')[2] !== learner.lessonId)).toEqual([]);
  await expect(page).toHaveURL(new RegExp(`/session/${learner.lessonId}`));
  await expectLayout(page);
});

test("an activity exported as authoring tools do runs its inline scripts, eval, cookies and storage in the sandbox, none of them the learner's", async ({
  page,
  request,
}) => {
  const learner = await learnerOfPackage(request, 'authoring-package', 'Paquet auteur');
  await page.goto('/login');
  await signIn(page, french, learner);
  const token = await storedToken(page);
  expect(token).not.toBeNull();
  const cookieNames = async () => (await page.context().cookies()).map((cookie) => cookie.name).sort();
  const cookiesBefore = await cookieNames();

  const topNavigations: string[] = [];
  await page.goto(`/session/${learner.lessonId}`);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) topNavigations.push(frame.url());
  });
  const frame = page.locator('iframe.tincan-frame');
  await patient(frame).toBeVisible();
  await expect(frame).toHaveAttribute('sandbox', sandbox);
  const activity = frame.contentFrame();
  // Its inline scripts ran: the page is ready and says what it saw.
  await patient(activity.getByRole('status')).toHaveText('Module prêt.');
  await expectOpaqueOrigin(activity);

  const report = JSON.parse((await activity.locator('#report').textContent()) ?? '{}') as Record<string, unknown>;
  expect(report).toEqual({
    // The portal's storage script came first, before the page's own inline script.
    firstScript: { got: '/api/activities/sandbox/storage.js' },
    eval: { got: 42 },
    newFunction: { got: 5 },
    cookieEnabled: { got: true },
    cookie: { got: ['', 'story_lang=fr'] },
    sessionStorage: { got: ['0.8', 1] },
    localStorage: { got: [3, 'slide-3', 'story_resume story_bookmark', 'story_resume', 2] },
    // The learner's token is nowhere in its storage; the player's window and the top one stay out of reach.
    portalToken: { got: null },
    playerStorage: { refused: 'SecurityError' },
    playerCookie: { refused: 'SecurityError' },
    topNavigation: { refused: 'SecurityError' },
    blobWorker: { got: 42 },
    dataImage: { got: true },
  });

  // Its inline handler records its statement, which completes and scores the page.
  await activity.getByRole('button', { name: 'Terminer le module' }).click();
  await patient(activity.getByRole('status')).toHaveText('Module terminé.');
  const result = page.getByRole('region', { name: 'Résultat de la page' });
  await patient(result).toContainText('Activité terminée');
  await expect(result).toContainText('80 / 100 points');

  // What it wrote in its storage and its cookie jar stayed in its document: the learner's session is as it was.
  expect(await storedToken(page)).toBe(token);
  expect(await cookieNames()).toEqual(cookiesBefore);
  expect(JSON.stringify(await page.context().storageState())).not.toContain('forged-by-the-activity');
  expect(topNavigations.filter((url) => new URL(url).pathname.split('/')[2] !== learner.lessonId)).toEqual([]);
  await expect(page).toHaveURL(new RegExp(`/session/${learner.lessonId}`));
  await expectLayout(page);
});

test("the demo's xAPI activity plays in the sandbox: its statement completes and scores its page, then it moves on", async ({ page, request }) => {
  const program = await resetLearnerProgram(request, await apiSignIn(request, demo, demoLearner));
  const lessonId = program.lessons.welcome.id;
  try {
    await playUntil(request, lessonId, 'Activité : les bonnes phrases');
    const learner = tenantRequest(demo, await apiSignIn(request, demo, demoLearner));
    const pageId = ((await (await request.get(learner.url(`/api/lessons/${lessonId}/pages/current`), { headers: learner.headers })).json()) as { id: string })
      .id;

    await page.goto('/login');
    await signIn(page, french, demoLearner);
    await page.goto(`/session/${lessonId}`);
    await patient(page.getByRole('heading', { level: 1, name: 'Activité : les bonnes phrases' })).toBeVisible();
    const frame = page.locator('iframe.tincan-frame');
    await expect(frame).toHaveAttribute('sandbox', sandbox);
    const activity = frame.contentFrame();
    await patient(activity.getByRole('heading', { name: "Les bonnes phrases de l'accueil" })).toBeVisible();
    await expectOpaqueOrigin(activity);
    await expectLayout(page);

    for (const phrase of ['« Bonjour, bienvenue ! »', '« Je suis à vous dans un instant. »', '« Que puis-je faire pour vous ? »']) {
      const button = activity.getByRole('button', { name: phrase });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    await activity.getByRole('button', { name: 'Valider' }).click();
    await patient(activity.getByRole('status')).toHaveText('Score : 3 / 3');
    // Its action:next, posted from the opaque origin, moves the player on.
    await patient(page.getByRole('heading', { level: 1, name: 'Ce que vous avez appris' })).toBeVisible();
    const state = await request.get(learner.url(`/api/lessons/${lessonId}/pages/${pageId}/xapi-state`), { headers: learner.headers });
    expect(await state.json()).toEqual({ pageId, answered: true, scoring: { actual: 100, max: 100 } });
  } finally {
    await resetLearnerProgram(request, await apiSignIn(request, demo, demoLearner));
  }
});
