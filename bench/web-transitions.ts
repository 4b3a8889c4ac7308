/**
 * Page transitions of the lesson player, timed inside the page for
 * `npm run bench:web:lessons`: `performance.now()` just before the click that
 * moves on, and again at the first animation frame after the next page is in
 * the DOM (its container's `data-page-id`, else the `/session/:id/page/:pageId`
 * address, has changed and its heading is there). The floor page's transition
 * (web-floor-page.ts) is timed by the same timer, so the two compare.
 */
import type { ElementHandle, Page } from 'playwright-core';

export type Outcome = { ms: number } | 'dialog' | 'left' | 'timeout';

/**
 * The in-page timer, installed as source text: tsx compiles functions passed
 * to page.evaluate with a `__name` helper that does not exist in the page.
 */
const TIMER_SOURCE = `window.__benchClick = (element) => {
  const key = () => document.querySelector('[data-page-id]')?.dataset.pageId ?? window.location.pathname;
  const before = key();
  const dialogs = () => [...document.querySelectorAll('[role="dialog"],[role="alertdialog"]')];
  // A dialog closing under the click is still in the DOM for a moment: only a new one counts.
  const openBefore = new Set(dialogs());
  // Leaving the player ends a lesson; a page outside it (the floor page) only changes its key.
  const inPlayer = window.location.pathname.startsWith('/session/');
  performance.mark('bench-click');
  const started = performance.now();
  const outcome = new Promise((resolve) => {
    let observer = null;
    let timeout = 0;
    const finish = (value) => { observer.disconnect(); clearTimeout(timeout); resolve(value); };
    const check = () => {
      if (dialogs().some((dialog) => !openBefore.has(dialog))) return finish('dialog');
      const path = window.location.pathname;
      if (inPlayer && (!path.startsWith('/session/') || ['resultats', 'actions', 'questions'].includes(path.split('/').pop()))) return finish('left');
      if (key() === before || !document.querySelector('h1')) return;
      observer.disconnect();
      clearTimeout(timeout);
      requestAnimationFrame(() => {
        const ms = performance.now() - started;
        // The marks bound a transition in BENCH_WEB_TRACE's trace.
        performance.mark('bench-rendered');
        resolve({ ms });
      });
    };
    observer = new MutationObserver(check);
    timeout = setTimeout(() => finish('timeout'), 10000);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  element.click();
  return outcome;
};`;

/**
 * Starts the clock, clicks, and resolves with the milliseconds until the next
 * page renders; or 'dialog' when a dialog opens instead (no answer, feedback),
 * 'left' when the lesson ends (another screen), 'timeout' after 10 s.
 */
export async function clickAndTime(page: Page, button: ElementHandle<HTMLElement | SVGElement>): Promise<Outcome> {
  await page.evaluate(TIMER_SOURCE);
  return page.evaluate((element) => (window as unknown as { __benchClick: (target: unknown) => Promise<Outcome> }).__benchClick(element), button);
}

/** The button a dialog of the player moves on with (continue anyway, continue, start the timed exercise). */
export async function dialogButton(page: Page): Promise<ElementHandle<HTMLElement | SVGElement> | null> {
  const dialog = page.locator('[role="dialog"],[role="alertdialog"]').last();
  if (!(await dialog.isVisible().catch(() => false))) return null;
  const preferred = dialog.getByRole('button', { name: /quand même|Continuer|C’est parti/i }).first();
  const button = (await preferred.count()) > 0 ? preferred : dialog.getByRole('button').last();
  return button.elementHandle();
}

/** The player's next button ('Suivant', or 'Terminer le module' on a tincan page). */
export async function nextButton(page: Page): Promise<ElementHandle<HTMLElement | SVGElement> | null> {
  const button = page.getByRole('button', { name: /^(Suivant|Terminer le module)$/ }).last();
  return (await button.count()) > 0 ? button.elementHandle() : null;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
