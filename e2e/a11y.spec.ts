import { blockingViolations } from './support/axe';
import { acme, demoLearner, demoLearnerClasses, english, french } from './support/demo';
import { expect, test } from './support/fixtures';
import { signIn } from './support/sign-in';

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });

test('the sign-in page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: french.signInHeading })).toBeVisible();

  expect(await blockingViolations(page)).toEqual([]);
});

test('Home has no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, french, demoLearner);
  await expect(page.getByText(demoLearnerClasses.spring).first()).toBeVisible();

  expect(await blockingViolations(page)).toEqual([]);
});

test('the acme sign-in page, in its own colours, has no serious accessibility violation', async ({ page }) => {
  await page.goto(`${acme.origin}/login`);
  await expect(page.getByRole('heading', { name: english.signInHeading })).toBeVisible();

  expect(await blockingViolations(page)).toEqual([]);
});
