import type { Page } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { demoLearner, french } from '../support/demo';
import { expect } from '../support/fixtures';
import { signIn } from '../support/sign-in';

/** Signs the demo learner in (French) and waits for Home. */
export async function signInLearner(page: Page): Promise<void> {
  await page.goto('/login');
  await signIn(page, french, demoLearner);
}

export async function expectNoBlockingViolation(page: Page): Promise<void> {
  expect(await blockingViolations(page)).toEqual([]);
}

/** The class cards of Home's current page, by their headings. */
export const classNames = (page: Page) =>
  page.getByRole('list', { name: 'Mes classes' }).getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
