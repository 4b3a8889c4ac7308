import { primaryColour, rgbOf } from './support/branding';
import { acme, acmeLearner, acmeLearnerClasses, demo, demoLearner, demoLearnerClasses, english } from './support/demo';
import { expect, test } from './support/fixtures';
import { apiSignIn, expectPath, signIn, tenantRequest } from './support/sign-in';

test.describe('the acme tenant, opened from a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('speaks its only language, English, and wears its own brand', async ({ page }) => {
    await page.goto(`${acme.origin}/login`);

    await expect(page.getByRole('heading', { name: english.signInHeading })).toBeVisible();
    await expect(page).toHaveTitle(`${acme.name} - ${english.signInTitle}`);
    await expect(page.getByRole('img', { name: acme.name }).first()).toBeVisible();
    await expect.poll(() => primaryColour(page)).toBe(rgbOf(acme.primaryColour));
  });

  test('lets its learner in to their own cohort only', async ({ page }) => {
    await page.goto(`${acme.origin}/login`);

    await signIn(page, english, acmeLearner);

    await expectPath(page, '/');
    await expect(page.getByText(acmeLearnerClasses.spring).first()).toBeVisible();
    await expect(page.getByText(demoLearnerClasses.spring)).toHaveCount(0);
  });
});

test.describe('a token belongs to the tenant that issued it', () => {
  const privatePaths = ['/api/users/me', '/api/users/me/classes'];

  test('a demo token opens demo data but not acme data', async ({ request }) => {
    const token = await apiSignIn(request, demo, demoLearner);

    const onDemo = tenantRequest(demo, token);
    expect((await request.get(onDemo.url('/api/users/me'), { headers: onDemo.headers })).status()).toBe(200);

    const onAcme = tenantRequest(acme, token);
    for (const path of privatePaths) {
      const response = await request.get(onAcme.url(path), { headers: onAcme.headers });
      expect(response.status(), `${path} on acme with a demo token`).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  test('an acme token does not open demo data', async ({ request }) => {
    const token = await apiSignIn(request, acme, acmeLearner);

    const onAcme = tenantRequest(acme, token);
    expect((await request.get(onAcme.url('/api/users/me'), { headers: onAcme.headers })).status()).toBe(200);

    const onDemo = tenantRequest(demo, token);
    for (const path of privatePaths) {
      const response = await request.get(onDemo.url(path), { headers: onDemo.headers });
      expect(response.status(), `${path} on demo with an acme token`).toBe(401);
    }
  });
});
