import { blockingViolations } from '../support/axe';
import { demo, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';
import { apiSignIn, expectPath, tenantRequest } from '../support/sign-in';
import { oidcClient, oidcIssuer } from '../support/server';

test.use({ locale: 'fr-FR', bypassCSP: true });

const admin = { email: 'admin@demo.test', password: 'Admin#2026' };

async function configureProvider(request: Parameters<typeof apiSignIn>[0], enabled: boolean) {
  const token = await apiSignIn(request, demo, admin);
  const target = tenantRequest(demo, token);
  const response = await request.put(target.url('/api/admin/sso'), {
    headers: target.headers,
    data: { issuer: oidcIssuer, ...oidcClient, scopes: 'openid email profile', enabled },
  });
  expect(response.status(), await response.text()).toBe(200);
}

// The demo tenant's switch is shared by every test of the run: leave it as the seed had it.
test.afterEach(async ({ request }) => configureProvider(request, false));

test('a learner signs in through the tenant’s OpenID provider, by keyboard', async ({ page, request }) => {
  await configureProvider(request, true);
  // The provider's development pages import a web font: nothing may leave the machine.
  await page.route(/fonts\.(googleapis|gstatic)\.com/, (route) => route.abort());
  await page.goto('/login');
  const sso = page.getByRole('link', { name: 'Se connecter avec l’authentification unique' });
  await expect(sso).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await tabTo(page, sso);
  await page.keyboard.press('Enter');

  // The provider's own login form (oidc-provider's development interaction accepts any password).
  await page.locator('input[name="login"]').fill('learner@demo.test');
  await page.locator('input[name="password"]').fill('any-password');
  await page.keyboard.press('Enter');
  // Then its consent page, which focuses its Continue button.
  const consent = page.getByRole('button', { name: 'Continue' });
  await expect(consent).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: french.homeHeading })).toBeVisible();
  await expectPath(page, '/');
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByRole('banner').getByRole('link', { name: /Léa Martin/ })).toBeVisible();
});
