/**
 * A learner's first visit, in bytes, for `npm run bench:web` (bench:web:lessons prints it):
 * a new browser context (empty cache) on the simulated phone opens /login, then signs in as
 * the demo learner and lands on Home, each step until the network has been quiet for a while.
 * Done twice: with service workers blocked (what the pages themselves cost) and allowed (what
 * the service worker's precache adds on top). Bytes are response bodies as served, compressed
 * (Playwright's request.sizes(), from Chromium's encoded data length), and with their headers;
 * requests the service worker makes are told from the page's by request.serviceWorker(); a page's
 * request the worker answered, and an answer from the HTTP cache, count no bytes (the worker's own
 * fetch, or the first download, does). BENCH_FIRST_VISIT_LOG=<file> writes every request as JSON.
 * Goals: cold /login ≤ 150 kB of JS+CSS as served; the whole visit, the worker's precache included,
 * ≤ 250 kB of bodies (e2e/app/first-visit-bytes.spec.ts holds the build to it).
 */
import { writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Request } from 'playwright-core';
import { PHONE } from './support/chromium';
import { kb } from './web-bundle';

const GOAL_LOGIN_KB = 150;
/** KB of 1,024 bytes, as the table prints them. */
export const GOAL_FIRST_VISIT_KB = 250;
/** How long without a request in flight counts as the end of a step (the precache runs after the first render). */
const QUIET_MS = Number(process.env.BENCH_FIRST_VISIT_QUIET_MS ?? 2000);

type Step = 'login' | 'home';

interface Transfer {
  step: Step;
  url: string;
  type: string;
  byServiceWorker: boolean;
  answeredByServiceWorker: boolean;
  /** False for an answer from the worker or the HTTP cache. */
  network: boolean;
  body: number;
  headers: number;
}

/** Every request of a context, with its sizes once it has finished, by the step it started in. */
class TransferLog {
  readonly transfers: Transfer[] = [];
  step: Step = 'login';
  private inFlight = 0;
  private lastChange = Date.now();

  constructor(context: BrowserContext) {
    context.on('request', () => this.change(1));
    context.on('requestfinished', (request) => void this.record(request).finally(() => this.change(-1)));
    context.on('requestfailed', () => this.change(-1));
  }

  private change(delta: number): void {
    this.inFlight += delta;
    this.lastChange = Date.now();
  }

  private async record(request: Request): Promise<void> {
    const step = this.step;
    const [sizes, response] = await Promise.all([request.sizes().catch(() => null), request.response()]);
    const answeredByServiceWorker = response?.fromServiceWorker() ?? false;
    // Chromium counts no bytes for an answer from the HTTP cache (the worker precaching a file the
    // page has just loaded), which Playwright reports as a body of minus its headers: nothing crossed the network.
    const fromNetwork = !answeredByServiceWorker && sizes !== null && sizes.responseBodySize + sizes.responseHeadersSize > 0 && sizes.responseBodySize >= 0;
    this.transfers.push({
      step,
      url: request.url(),
      type: request.resourceType(),
      byServiceWorker: request.serviceWorker() !== null,
      answeredByServiceWorker,
      network: fromNetwork,
      body: fromNetwork ? sizes.responseBodySize : 0,
      headers: fromNetwork ? sizes.responseHeadersSize : 0,
    });
  }

  async quiet(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.inFlight > 0 || Date.now() - this.lastChange < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`the network was not quiet within ${timeoutMs} ms (${this.inFlight} requests in flight)`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** One first visit in a new context: /login, then sign in and Home, each step until the network is quiet. */
export async function firstVisit(
  browser: Browser,
  origin: string,
  learner: { email: string; password: string },
  serviceWorkers: 'allow' | 'block',
): Promise<Transfer[]> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers });
  try {
    const log = new TransferLog(context);
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).waitFor();
    await log.quiet();
    log.step = 'home';
    await page.getByLabel('E-mail ou identifiant', { exact: true }).fill(learner.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(learner.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('main h1, main h2').first().waitFor();
    await log.quiet();
    return log.transfers;
  } finally {
    await context.close();
  }
}

export interface FirstVisit {
  withoutWorker: Transfer[];
  withWorker: Transfer[];
}

export async function measureFirstVisit(browser: Browser, origin: string, learner: { email: string; password: string }): Promise<FirstVisit> {
  return { withoutWorker: await firstVisit(browser, origin, learner, 'block'), withWorker: await firstVisit(browser, origin, learner, 'allow') };
}

const isCode = (transfer: Transfer) => transfer.type === 'script' || transfer.type === 'stylesheet';

/** The bytes of response bodies that crossed the network, as served. */
export function networkBodies(transfers: Transfer[]): number {
  return transfers.reduce((sum, transfer) => sum + (transfer.network ? transfer.body : 0), 0);
}

function row(what: string, all: Transfer[], goal = '') {
  const transfers = all.filter((transfer) => transfer.network);
  const body = networkBodies(transfers);
  const headers = transfers.reduce((sum, transfer) => sum + transfer.headers, 0);
  return { what, requests: transfers.length, 'KB (bodies as served)': kb(body), 'KB with headers': kb(body + headers), goal };
}

export function printFirstVisit({ withoutWorker, withWorker }: FirstVisit): void {
  // Every request, to see what a row is made of.
  if (process.env.BENCH_FIRST_VISIT_LOG) writeFileSync(process.env.BENCH_FIRST_VISIT_LOG, JSON.stringify({ withoutWorker, withWorker }, null, 1));
  const login = withoutWorker.filter((transfer) => transfer.step === 'login');
  const code = login.filter(isCode);
  const codeKb = code.reduce((sum, transfer) => sum + transfer.body, 0) / 1024;
  const pages = withWorker.filter((transfer) => !transfer.byServiceWorker);
  const worker = withWorker.filter((transfer) => transfer.byServiceWorker);
  console.log("\nA learner's first visit: /login cold, then signed in to Home (simulated phone, new context, empty cache)");
  console.table([
    row('without service worker: /login, JS+CSS', code, `≤ ${GOAL_LOGIN_KB} KB ${codeKb <= GOAL_LOGIN_KB ? 'yes' : 'NO'}`),
    row(
      'without service worker: /login, HTML (its CSS inlined)',
      login.filter((transfer) => transfer.type === 'document'),
    ),
    row('without service worker: /login, all', login),
    row(
      'without service worker: sign in → Home',
      withoutWorker.filter((transfer) => transfer.step === 'home'),
    ),
    row('without service worker: first visit', withoutWorker),
    row(
      'with service worker: /login, the page',
      pages.filter((transfer) => transfer.step === 'login'),
    ),
    row(
      'with service worker: /login, the worker (precache)',
      worker.filter((transfer) => transfer.step === 'login'),
    ),
    row(
      'with service worker: sign in → Home, the page',
      pages.filter((transfer) => transfer.step === 'home'),
    ),
    row(
      'with service worker: sign in → Home, the worker',
      worker.filter((transfer) => transfer.step === 'home'),
    ),
    row(
      'with service worker: first visit',
      withWorker,
      `≤ ${GOAL_FIRST_VISIT_KB} KB ${networkBodies(withWorker) <= GOAL_FIRST_VISIT_KB * 1024 ? 'yes' : 'NO'}`,
    ),
  ]);
  const answered = pages.filter((transfer) => transfer.answeredByServiceWorker).length;
  const cached = withWorker.filter((transfer) => !transfer.network && !transfer.answeredByServiceWorker).length;
  console.log(
    `Requests and bytes that crossed the network. With the service worker, ${answered} of the page's requests were answered by it, and ${cached} requests by the HTTP cache. KB = 1,024 bytes.`,
  );
}
