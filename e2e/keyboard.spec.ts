import type { Locator } from '@playwright/test';
import { demoLearner, french } from './support/demo';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/keyboard';

test.use({ locale: 'fr-FR' });

/** A keyboard user must see where focus is: an outline or a ring drawn with box-shadow. */
function focusIndicator(target: Locator) {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    return outline || ring;
  });
}

test('a learner signs in with the keyboard alone, seeing where focus is', async ({ page }) => {
  await page.goto('/login');
  const identifier = page.getByLabel(french.identifier, { exact: true });
  const password = page.getByLabel(french.password, { exact: true });
  await expect(identifier).toBeVisible();

  await tabTo(page, identifier);
  await expect(identifier).toBeFocused();
  expect(await focusIndicator(identifier), 'focused identifier field shows a focus outline or ring').toBe(true);
  await page.keyboard.type(demoLearner.email);

  await tabTo(page, password);
  await expect(password).toBeFocused();
  expect(await focusIndicator(password), 'focused password field shows a focus outline or ring').toBe(true);
  await page.keyboard.type(demoLearner.password);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: french.homeHeading })).toBeVisible();
});
