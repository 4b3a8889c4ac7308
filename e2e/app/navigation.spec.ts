import { expect, test } from '../support/fixtures';
import { demo, demoLearner, french } from '../support/demo';
import { expectPath, signIn, signOut } from '../support/sign-in';

test.use({ locale: 'fr-FR' });

test('a signed-in learner reaches every screen from the main navigation bar, the current one marked (#15 item 1)', async ({ page }) => {
  await page.goto(`${demo.origin}/login`);
  await signIn(page, french, demoLearner);
  const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(navigation.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(navigation.getByRole('link', { name: 'Mes formations' })).toHaveAttribute('aria-current', 'page');

  await navigation.getByRole('link', { name: 'Tableau de bord' }).click();
  await expect(page).toHaveURL(/\/tableau-de-bord\/niveaux$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon tableau de bord' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('aria-current', 'page');
  await expect(navigation.getByRole('link', { name: 'Mes formations' })).not.toHaveAttribute('aria-current', 'page');

  await navigation.getByRole('link', { name: /Mon profil/ }).click();
  await expectPath(page, '/me');
  await navigation.getByRole('link', { name: 'Mes formations' }).click();
  await expectPath(page, '/');
  await signOut(page, french);
  await expectPath(page, '/login');
});

test('on a phone the same entries sit behind one Menu button, closed again by a choice or Escape (#15 item 1)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${demo.origin}/login`);
  await signIn(page, french, demoLearner);
  const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
  const menu = navigation.getByRole('button', { name: 'Menu' });
  await expect(navigation.getByRole('link', { name: 'Tableau de bord' })).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await navigation.getByRole('link', { name: 'Tableau de bord' }).click();
  await expect(page).toHaveURL(/\/tableau-de-bord\/niveaux$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(navigation.getByRole('link', { name: 'Tableau de bord' })).toBeHidden();

  // By keyboard alone: open, reach an entry, Escape closes and gives focus back.
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(navigation.getByRole('link', { name: 'Mes formations' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(navigation.getByRole('link', { name: 'Mes formations' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  // No sideways scrolling with the menu open.
  await menu.click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await signOut(page, french);
  await expectPath(page, '/login');
});
