import { wcagViolations } from '../support/axe';
import { call, freshProgram, signedInPage } from '../support/a11y-checks';
import { demo, demoLearnerClasses, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { apiSignIn, tenantRequest } from '../support/sign-in';
import { putSettings } from '../support/tenant-settings';

/**
 * Accessibility in the browser (docs/accessibility.md): a learner with a time accommodation sees their own
 * limit; Escape on the timed question only closes it; zoom is allowed unless the tenant locks it;
 * the sign-in form speaks the page's language.
 */
// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });

test('a learner given × 2 by their trainer gets 3:00 on the 90 s exercise, warned politely; Escape only closes the question (items 5, 15)', async ({
  page,
  request,
}) => {
  const token = await signedInPage(page, request);
  const { lessons } = await freshProgram(request, token);
  const classes = await call<{ items: { id: string; name: string }[] }>(request, token, 'GET', 'users/me/classes?pageSize=50');
  const classId = classes.body.items.find((item) => item.name === demoLearnerClasses.spring)?.id;
  const me = await call<{ id: string }>(request, token, 'GET', 'users/me');
  const teacher = await apiSignIn(request, demo, { email: 'teacher@demo.test', password: 'Teacher#2026' });
  const accommodation = `classes/${classId}/time-accommodations/${me.body.id}`;
  expect((await call(request, teacher, 'PUT', accommodation, { extraTime: 'x2' })).status).toBe(200);
  try {
    // Through the complaint course to its timed page, answering nothing.
    await page.goto(`/session/${lessons.complaint.id}`);
    const timed = page.getByRole('alertdialog', { name: 'Exercice chronométré' });
    for (let step = 0; step < 8 && !(await timed.isVisible()); step += 1) {
      const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).first();
      if (await dialog.isVisible())
        await dialog
          .getByRole('button', { name: /^(Continuer quand même|Continuer)$/ })
          .first()
          .click();
      else await page.getByRole('button', { name: 'Suivant', exact: true }).click();
      // eslint-disable-next-line no-restricted-syntax -- a walk through pages whose dialogs may or may not come: what each click leads to is not known beforehand.
      await page.waitForTimeout(400);
    }
    await expect(timed).toHaveAccessibleDescription(/vous aurez 3:00/);
    // Escape closes the question and nothing else: still in the lesson, on the page before.
    await page.keyboard.press('Escape');
    await expect(timed).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Dans quel ordre ?' })).toBeVisible();
    await page.getByRole('button', { name: 'Suivant', exact: true }).click();
    await timed.getByRole('button', { name: 'C’est parti' }).click();
    const timer = page.getByRole('timer', { name: 'Temps restant' });
    await expect(timer).toContainText(/^(3:00|2:5\d)/);
    // Its warnings come in a polite live region, there from the start (lesson-timer.test.tsx times them).
    await expect(timer.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  } finally {
    expect((await call(request, teacher, 'DELETE', accommodation)).status).toBe(204);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('pinch-zoom is allowed, unless the tenant locks it, which axe then reports (item 4)', async ({ page, request }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: french.signInHeading })).toBeVisible();
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', 'width=device-width, initial-scale=1');
    expect((await wcagViolations(page)).map((violation) => violation.id)).not.toContain('meta-viewport');

    const admin = await apiSignIn(request, demo, { email: 'admin@demo.test', password: 'Admin#2026' });
    // The switch is written by the administration's settings, which take back what they give minus single sign-on (switched with its provider).
    const shown = (
      await call<{ settings: { authentication: { sso?: boolean } } & Record<string, unknown> } & Record<string, unknown>>(
        request,
        admin,
        'GET',
        'admin/settings',
      )
    ).body;
    const { sso: _sso, ...authentication } = shown.settings.authentication;
    const withZoomLock = (lockZoomOnPhones: boolean) => ({ ...shown, settings: { ...shown.settings, authentication, lockZoomOnPhones } });
    expect((await putSettings(request, tenantRequest(demo, admin), 'admin/settings', withZoomLock(true))).status()).toBe(200);
    try {
      // The server keeps its tenants 5 s (tenant-plugin.ts), and the app may start from the context it remembers: the
      // viewport rule reads the switch of the context it then fetches, within its one-second round (docs/product/screens-and-routes.md#small-screens).
      const locked = 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no';
      await expect(async () => {
        await page.goto('/login');
        await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', locked, { timeout: 1500 });
      }).toPass({ timeout: 20_000 });
      expect((await wcagViolations(page)).map((violation) => violation.id)).toContain('meta-viewport');
    } finally {
      expect((await putSettings(request, tenantRequest(demo, admin), 'admin/settings', withZoomLock(false))).status()).toBe(200);
    }
  });
});

test('the sign-in form checks its fields itself, in French (item 15)', async ({ page }) => {
  await page.goto('/login');
  const identifier = page.getByLabel(french.identifier, { exact: true });
  await expect(identifier).toBeVisible();
  await page.getByRole('button', { name: french.submit, exact: true }).click();
  await expect(identifier).toBeFocused();
  await expect(identifier).toHaveAccessibleDescription('Entrez votre e-mail ou votre identifiant');
  await expect(page.getByLabel(french.password, { exact: true })).toHaveAccessibleDescription('Entrez votre mot de passe');
  // No browser bubble: the form is the app's to check.
  expect(await identifier.evaluate((input: HTMLInputElement) => input.form?.noValidate)).toBe(true);
});
