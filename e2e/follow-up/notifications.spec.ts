import { blockingViolations } from '../support/axe';
import { demo, demoLearner, demoTeacher, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { layoutProblems } from '../support/layout-checks';
import { apiSignIn, expectPath, signIn, tenantRequest } from '../support/sign-in';

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });

interface Items<T> {
  items: T[];
}

test('a trainer answers Léa’s log-book; the bell counts it, its panel leads her to the answer, read from then on', async ({ page, request }) => {
  // The teacher answers through the API the trainer space calls (its screen is e2e/trainer/trainer-space.spec.ts).
  const teacher = tenantRequest(demo, await apiSignIn(request, demo, demoTeacher));
  const get = async <T>(path: string) => (await (await request.get(teacher.url(path), { headers: teacher.headers })).json()) as T;
  const classes = await get<Items<{ id: string; name: string }>>('/api/trainer/classes');
  const klass = classes.items.find((item) => item.name === 'Hiver 2026 — Relation client');
  expect(klass).toBeDefined();
  const roster = await get<Items<{ learner: { id: string; displayName: string } }>>(`/api/trainer/classes/${klass!.id}/roster?search=Martin`);
  const lea = roster.items.find((row) => row.learner.displayName === 'Léa Martin')!.learner;
  const logbook = await get<Items<{ id: string; title: string | null }>>(`/api/trainer/classes/${klass!.id}/learners/${lea.id}/logbook`);
  const note = logbook.items.find((item) => item.title === 'Semaine 1 — premiers appels')!;
  const answer = `Bravo pour ces appels (${Date.now()}).`;
  const sent = await request.post(teacher.url(`/api/trainer/classes/${klass!.id}/learners/${lea.id}/logbook/${note.id}/replies`), {
    headers: teacher.headers,
    data: { message: answer },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto('/login');
  await signIn(page, french, demoLearner);
  const bell = page.getByRole('button', { name: /^Notifications, \d+ non lues?$/ });
  await expect(bell).toBeVisible();
  const unreadBefore = Number(/(\d+) non lue/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  expect(unreadBefore).toBeGreaterThan(0);
  await expect(bell).toContainText(String(Math.min(unreadBefore, 99)));

  // Escape closes the panel and gives the focus back to the bell.
  await bell.click();
  const panel = page.getByRole('menu', { name: /^Notifications/ });
  await expect(panel).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  await bell.click();
  const item = panel.getByRole('menuitem', { name: /a répondu dans votre carnet de bord/ }).first();
  await expect(item).toContainText('Non lue');
  await item.click();
  await expectPath(page, '/tableau-de-bord/logbook');
  await expect(page.getByRole('article', { name: 'Semaine 1 — premiers appels' })).toContainText(answer);
  // Followed, it is read: the count goes down by one.
  const after = unreadBefore - 1;
  await expect(page.getByRole('button', { name: after === 0 ? 'Notifications' : new RegExp(`^Notifications, ${after} non lues?$`) })).toBeVisible();

  // The full page, and the header on a 320 px phone: nothing scrolls sideways, nothing overlaps.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('menuitem', { name: 'Voir toutes les notifications' }).click();
  await expectPath(page, '/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('link', { name: /a répondu dans votre carnet de bord/ }).first()).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);
  expect(await blockingViolations(page)).toEqual([]);
});
