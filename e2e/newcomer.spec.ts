import { primaryColour, rgbOf } from './support/branding';
import { acmeLearnerClasses, demo, demoLearner, demoLearnerClasses, english, french } from './support/demo';
import { expect, test } from './support/fixtures';
import { expectPath, signIn, signOut, storedToken, submitSignIn, tenantRequest } from './support/sign-in';

test.describe('a French-speaking newcomer on the demo tenant', () => {
  test.use({ locale: 'fr-FR' });

  test('is sent to a sign-in page branded for the tenant', async ({ page }) => {
    await page.goto('/');

    await expectPath(page, '/login');
    await expect(page).toHaveTitle(`${demo.name} - ${french.signInTitle}`);
    await expect(page.getByRole('img', { name: demo.name }).first()).toBeVisible();
    await expect.poll(() => primaryColour(page)).toBe(rgbOf(demo.primaryColour));
    await expect(page.getByRole('heading', { name: french.signInHeading })).toBeVisible();
  });

  test('signs in and sees their own classes, and no other tenant’s', async ({ page }) => {
    await page.goto('/login');
    await submitSignIn(page, french, demoLearner);

    await expectPath(page, '/');
    await expect(page.getByRole('heading', { name: french.homeHeading })).toBeVisible();
    await expect(page.getByText(demoLearnerClasses.spring).first()).toBeVisible();
    await expect(page.getByText(demoLearnerClasses.autumn).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: demoLearnerClasses.springProgram }).first()).toBeVisible();
    await expect(page.getByText(acmeLearnerClasses.spring)).toHaveCount(0);
    await expect(page.getByText(acmeLearnerClasses.autumn)).toHaveCount(0);
  });

  test('a wrong password shows a sign-in error and keeps the typed email', async ({ page }) => {
    await page.goto('/login');
    await submitSignIn(page, french, { email: demoLearner.email, password: 'Not-the-password#1' });

    await expect(page.getByRole('alert').filter({ hasText: french.signInError })).toBeVisible();
    await expectPath(page, '/login');
    await expect(page.getByLabel(french.identifier, { exact: true })).toHaveValue(demoLearner.email);
  });

  test('signing out returns to sign-in and forgets the token', async ({ page, request }) => {
    await page.goto('/login');
    await signIn(page, french, demoLearner);
    const token = await storedToken(page);
    expect(token).not.toBeNull();

    await signOut(page, french);

    await expectPath(page, '/login');
    await expect.poll(() => storedToken(page)).toBeNull();
    // The server revoked the session too: the old token no longer opens anything.
    const withOldToken = tenantRequest(demo, token ?? '');
    const me = await request.get(withOldToken.url('/api/users/me'), { headers: withOldToken.headers });
    expect(me.status()).toBe(401);
  });

  test('comes back to the page they asked for after signing in', async ({ page }) => {
    await page.goto('/');
    await expectPath(page, '/login');

    await submitSignIn(page, french, demoLearner);

    await expectPath(page, '/');
  });

  test('comes back to the exact address they asked for, query included', async ({ page }) => {
    // Home is the default landing page too: the query shows the address was restored, not defaulted.
    await page.goto('/?from=bookmark');
    await expectPath(page, '/login');

    await submitSignIn(page, french, demoLearner);

    await expect
      .poll(() => {
        const url = new URL(page.url());
        return `${url.pathname}${url.search}`;
      })
      .toBe('/?from=bookmark');
  });

  const notFoundVisits = [
    { visited: '/404', why: 'the not-found page itself' },
    { visited: '/no-such-page', why: 'an unknown address, which shows the not-found page' },
  ];
  for (const { visited, why } of notFoundVisits) {
    test(`is never sent back to the not-found page after signing in (${why})`, async ({ page }) => {
      await page.goto(visited);
      await expectPath(page, '/404');
      await page.goto('/login');

      await submitSignIn(page, french, demoLearner);

      await expectPath(page, '/');
    });
  }
});

test.describe('an English-speaking newcomer on the demo tenant', () => {
  test.use({ locale: 'en-US' });

  test('reads the sign-in page in English', async ({ page }) => {
    await page.goto('/login');

    await expect(page.getByRole('heading', { name: english.signInHeading })).toBeVisible();
    await expect(page.getByLabel(english.identifier, { exact: true })).toBeVisible();
  });
});

test.describe('a newcomer whose language the tenant does not offer', () => {
  test.use({ locale: 'de-DE' });

  test('falls back to English', async ({ page }) => {
    await page.goto('/login');

    await expect(page.getByRole('heading', { name: english.signInHeading })).toBeVisible();
    await expect(page.getByLabel(english.identifier, { exact: true })).toBeVisible();
  });
});
