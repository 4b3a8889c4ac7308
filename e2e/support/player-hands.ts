import { expect, type Locator, type Page } from '@playwright/test';

/**
 * How the learner works the lesson player: by keyboard alone, with a mouse, or
 * with a finger on a phone. Specs describe what the learner does once; the
 * way decides which keys, clicks or taps do it.
 */
export type Way = 'keyboard' | 'mouse' | 'touch';

const maxTabStops = 80;

/** Whether `target` holds the focus (in its own document, which has the focus: iframes included). */
const isFocused = (target: Locator) => target.evaluate((element) => element === element.ownerDocument.activeElement && element.ownerDocument.hasFocus());

/**
 * Which way to tab: forward unless the target comes before the focused
 * element in the page, or the focus is nowhere (body) and the target sits in
 * the last third of the page's tab stops (the footer's next button).
 */
async function tabDirection(target: Locator): Promise<'Tab' | 'Shift+Tab'> {
  return target.evaluate((element) => {
    const document = element.ownerDocument;
    // In a frame (an activity, in an origin of its own whose top window it may not read): forward.
    if (window !== window.top) return 'Tab';
    const active = document.activeElement;
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';
    if (active === null || active === document.body) {
      const stops = [...document.querySelectorAll(selector)];
      return stops.indexOf(element) > (stops.length * 2) / 3 ? 'Shift+Tab' : 'Tab';
    }
    return active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING ? 'Shift+Tab' : 'Tab';
  });
}

/** Presses Tab (or Shift+Tab, whichever is nearer) until `target` has the focus, as a keyboard user moves through the page. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const first = await tabDirection(target);
  for (const key of [first, first === 'Tab' ? 'Shift+Tab' : 'Tab']) {
    for (let stop = 0; stop < maxTabStops; stop += 1) {
      if (await isFocused(target)) return;
      await page.keyboard.press(key);
    }
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

export interface Hands {
  way: Way;
  /** Activates a button or a link: Enter, a click or a tap. */
  press(target: Locator): Promise<void>;
  /** Ticks a checkbox (or a checkbox-like zone, or a toggle button): Space, a click or a tap. */
  tick(target: Locator): Promise<void>;
  /** Chooses a radio of a group: arrows, a click or a tap. */
  pickRadio(group: Locator, name: string): Promise<void>;
  /** Writes text into a field reached by Tab, a click or a tap. */
  write(target: Locator, text: string): Promise<void>;
  /** Chooses an option of a native drop-down list (arrows by keyboard; the browser's own picker is out of the page's reach otherwise). */
  choose(select: Locator, label: string): Promise<void>;
}

export function handsFor(page: Page, way: Way): Hands {
  const point = (target: Locator) => (way === 'touch' ? target.tap() : target.click());
  return {
    way,
    async press(target) {
      if (way !== 'keyboard') return point(target);
      await tabTo(page, target);
      await page.keyboard.press('Enter');
    },
    async tick(target) {
      if (way !== 'keyboard') return point(target);
      await tabTo(page, target);
      await page.keyboard.press('Space');
    },
    async pickRadio(group, name) {
      const target = group.getByRole('radio', { name });
      if (way !== 'keyboard') return point(target);
      // One tab stop per group: land on it, then the arrows move and check.
      await tabTo(page, group.getByRole('radio').first());
      if (!(await target.isChecked()) && (await isFocused(target))) await page.keyboard.press('Space');
      for (let step = 0; step < 10 && !(await target.isChecked()); step += 1) await page.keyboard.press('ArrowDown');
      await expect(target).toBeChecked();
    },
    async write(target, text) {
      if (way === 'keyboard') await tabTo(page, target);
      else await point(target);
      await expect(target).toBeFocused();
      await page.keyboard.type(text);
    },
    async choose(select, label) {
      if (way !== 'keyboard') {
        await select.selectOption({ label });
        return;
      }
      await tabTo(page, select);
      const selectedLabel = () => select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.label ?? '');
      for (let step = 0; step < 10 && (await selectedLabel()) !== label; step += 1) await page.keyboard.press('ArrowDown');
      expect(await selectedLabel()).toBe(label);
    },
  };
}
