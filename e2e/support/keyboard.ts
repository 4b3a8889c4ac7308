import type { Locator, Page } from '@playwright/test';

const maxTabStops = 40;

/** Presses Tab until `target` has focus, as a keyboard user moves through the page. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let stop = 0; stop < maxTabStops; stop += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** Tabs to a field and types into it, keyboard only. */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}
