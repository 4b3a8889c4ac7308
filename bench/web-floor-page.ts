/**
 * The floor page of the browser benchmarks (`npm run bench:web`): a static page written into the
 * web build and served by the same server as the app, the least any page or transition can cost
 * there. bench:web:vitals loads it (one heading: the floor of a first paint), bench:web:lessons
 * clicks its button (one request to the server, then one heading replaced: the floor of a
 * transition, timed by the player's own timer).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { clickAndTime } from './web-transitions';

export const FLOOR_FILE = 'bench-floor.html';
// Its own file: the server's Content-Security-Policy allows no inline script.
const FLOOR_SCRIPT = 'bench-floor.js';

const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head>
<body><article data-page-id="1"><h1>Espace Apprenant</h1><button type="button">Next</button></article><script src="/${FLOOR_SCRIPT}" async></script></body></html>`;

// As the player moves on: a request, then the next page's heading in place of the last one.
const script = `let page = 1;
document.querySelector('button').addEventListener('click', async () => {
  const health = await (await fetch('/api/health', { cache: 'no-store' })).json();
  page += 1;
  const heading = document.createElement('h1');
  heading.textContent = 'Page ' + page + ' (' + health.status + ')';
  const article = document.querySelector('[data-page-id]');
  article.querySelector('h1').replaceWith(heading);
  article.dataset.pageId = String(page);
});
`;

/** Writes the floor page (and its script) into a web build's folder, after the build: never precached. */
export function writeFloorPage(dist: string): void {
  writeFileSync(join(dist, FLOOR_FILE), html);
  writeFileSync(join(dist, FLOOR_SCRIPT), script);
}

/**
 * Opens the floor page and times `count` clicks of its button as the player's transitions are timed.
 * The page may be controlled by the app's service worker, which answers every navigation with the
 * app (docs/offline.md): the floor page is loaded past it, from the server.
 */
export async function timeFloorTransitions(page: Page, origin: string, count: number, pauseMs: number): Promise<number[]> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setBypassServiceWorker', { bypass: true });
  // The load event waits for the async script: the button works once goto returns.
  await page.goto(`${origin}/${FLOOR_FILE}`);
  await devtools.send('Network.setBypassServiceWorker', { bypass: false });
  await devtools.detach();
  const timings: number[] = [];
  while (timings.length < count) {
    const button = await page.locator('button').elementHandle();
    if (!button) throw new Error('no button on the floor page');
    const outcome = await clickAndTime(page, button);
    if (typeof outcome !== 'object') throw new Error(`the floor page's click ended in '${outcome}'`);
    timings.push(outcome.ms);
    await page.waitForTimeout(pauseMs);
  }
  return timings;
}
