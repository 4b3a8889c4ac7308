/**
 * First screens on a simulated phone: `npm run bench:web` (after the lesson transitions) or
 * `npm run bench:web:vitals` alone (docs/performance.md#first-screens-on-a-phone).
 *
 * 1. Builds the web app into a temporary folder (never apps/web/dist) and the API bundle,
 *    starts the real server on a temporary PGlite database seeded with the demo data.
 * 2. In Debian's Chromium (playwright-core), with Lighthouse's mobile "Slow 4G" applied the
 *    way Lighthouse's devtools throttling applies it (see THROTTLING) and the CPU slowed 4×,
 *    on a 412×823 phone viewport: Largest Contentful Paint and total blocking time of /login
 *    (signed out) and Home (signed in as the demo learner), cold (new browser context, empty
 *    cache) and warm (a second visit in the same context: HTTP cache, and the service worker
 *    when the app registers one — the table says whether one controlled the page).
 *    BENCH_VITALS_RUNS runs each (default 5), median and p75.
 * 3. Baseline in the same run: the floor page (web-floor-page.ts: a heading and a button, static
 *    HTML) served by the same server under the same throttling — the floor any page pays for its
 *    round trips; pages print LCP / floor.
 * 4. Lighthouse 12 (mobile, its default simulated throttling) on /login and Home.
 * Goals: LCP < 1.5 s cold, < 0.8 s warm; Lighthouse performance ≥ 95.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sessionCookie } from '@espace/contracts/server-rendering';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, launchChromium, PHONE, slowDownCpu } from './support/chromium';
import { buildWebApp, freePort, run, runBench, startNode, stopChild, waitFor } from './support/processes';
import { FLOOR_FILE, writeFloorPage } from './web-floor-page';
import { percentile } from './web-transitions';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_VITALS_RUNS ?? 5);
/** TBT counts long tasks from FCP until this long without one after the load event (TTI's quiet window). */
const QUIET_MS = Number(process.env.BENCH_VITALS_QUIET_MS ?? 5000);
const GOAL_COLD_MS = 1500;
const GOAL_WARM_MS = 800;
const GOAL_SCORE = 95;
const learner = { email: 'learner@demo.test', password: 'Learner#2026' };

/**
 * Lighthouse 12's `throttling.mobileSlow4G` (core/config/constants.js): 150 ms RTT, 1.6 Mbps down,
 * 750 Kbps up, CPU 4×. Its devtools method adjusts them because Chromium applies latency per
 * request rather than per round trip: latency × 3.75 (DEVTOOLS_RTT_ADJUSTMENT_FACTOR), throughput
 * × 0.9 (DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR). We use those adjusted values.
 */
const THROTTLING = {
  latencyMs: 150 * 3.75,
  downloadBytesPerSecond: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadBytesPerSecond: (750 * 0.9 * 1024) / 8,
  cpuSlowdown: 4,
};

interface Vitals {
  lcp: number;
  /** What the LCP was: the element's tag and class or source, to tell what a page waits for. */
  lcpElement: string;
  fcp: number;
  tbt: number;
  swControlled: boolean;
}

/** Collected in the page from its first script on: LCP candidates, FCP and long tasks (buffered). */
const observeVitals = () => {
  const vitals = { lcp: 0, lcpElement: '', fcp: 0, longTasks: [] as { start: number; duration: number }[], lastTaskEnd: 0 };
  (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[]) {
      vitals.lcp = entry.startTime;
      const element = entry.element;
      vitals.lcpElement = element
        ? `${element.tagName.toLowerCase()}${entry.url ? ` ${new URL(entry.url).pathname.split('/').pop()}` : element.className ? `.${String(element.className).split(' ')[0]}` : ''}`
        : '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.longTasks.push({ start: entry.startTime, duration: entry.duration });
      vitals.lastTaskEnd = Math.max(vitals.lastTaskEnd, entry.startTime + entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
};

async function throttle(page: Page): Promise<void> {
  const cdp = await slowDownCpu(page, THROTTLING.cpuSlowdown);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerSecond,
    uploadThroughput: THROTTLING.uploadBytesPerSecond,
  });
}

/** Opens `url` throttled, waits for `ready` then for the quiet window, and reads the vitals. */
async function visit(context: BrowserContext, url: string, ready: (page: Page) => Promise<void>): Promise<Vitals> {
  const page = await context.newPage();
  try {
    await throttle(page);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await ready(page);
    // TTI-like end: QUIET_MS after load without a long task.
    for (;;) {
      const since = await page.evaluate(
        () => performance.now() - Math.max((window as unknown as { __vitals: { lastTaskEnd: number } }).__vitals.lastTaskEnd, 0),
      );
      if (since >= QUIET_MS) break;
      await page.waitForTimeout(QUIET_MS - since + 50);
    }
    return await page.evaluate(() => {
      const vitals = (window as unknown as { __vitals: { lcp: number; lcpElement: string; fcp: number; longTasks: { start: number; duration: number }[] } })
        .__vitals;
      // Blocking time: the part of each task beyond 50 ms, counted from FCP on (Lighthouse's definition).
      const tbt = vitals.longTasks
        .filter((task) => task.start + task.duration > vitals.fcp)
        .reduce((sum, task) => sum + Math.max(0, task.duration - 50 - Math.max(0, vitals.fcp - task.start)), 0);
      return { lcp: vitals.lcp, lcpElement: vitals.lcpElement, fcp: vitals.fcp, tbt, swControlled: navigator.serviceWorker?.controller != null };
    });
  } finally {
    await page.close();
  }
}

/** After a first visit, gives a service worker the app registers the time to install and take control. */
async function settleServiceWorker(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(url);
  await page
    .evaluate(async () => {
      const registration = await navigator.serviceWorker?.getRegistration();
      if (!registration) return;
      await Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      // And the copies of /login and / the page stores for it once it is ready (lib/page-copies.ts).
      const path = location.pathname;
      for (let waited = 0; waited < 10_000 && (await caches.match(path)) === undefined; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    })
    .catch(() => undefined);
  await page.close();
}

interface Target {
  name: string;
  path: string;
  signedIn: boolean;
  ready: (page: Page) => Promise<void>;
}

interface Series {
  cold: Vitals[];
  warm: Vitals[];
}

async function measure(browser: Browser, origin: string, target: Target, storage: StorageState | undefined): Promise<Series> {
  const series: Series = { cold: [], warm: [] };
  for (let index = 0; index < RUNS; index += 1) {
    const context = await browser.newContext({ ...PHONE, ...(target.signedIn && storage ? { storageState: storage } : {}) });
    await context.addInitScript(observeVitals);
    try {
      series.cold.push(await visit(context, `${origin}${target.path}`, target.ready));
      await settleServiceWorker(context, `${origin}${target.path}`);
      series.warm.push(await visit(context, `${origin}${target.path}`, target.ready));
    } finally {
      await context.close();
    }
  }
  return series;
}

type StorageState = {
  cookies: { name: string; value: string; domain: string; path: string; expires: number; httpOnly: boolean; secure: boolean; sameSite: 'Lax' }[];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};

function learnerStorage(origin: string, token: string): StorageState {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string; iat: number; exp: number };
  // What lib/session-storage.ts saveSession writes after a sign-in: three keys, and the cookie the server renders Home by.
  const localStorage = [
    { name: 'id_token', value: token },
    { name: 'id_user', value: claims.sub },
    { name: 'token_lifetime', value: String(claims.exp - claims.iat) },
  ];
  const cookie = {
    name: sessionCookie,
    value: token,
    domain: new URL(origin).hostname,
    path: '/',
    expires: claims.exp,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
  return { cookies: [cookie], origins: [{ origin, localStorage }] };
}

/** Lighthouse 12 against its own headless Chromium, reached through --remote-debugging-port. */
async function lighthouseScores(origin: string, storage: StorageState, work: string): Promise<Record<string, { score: number; lcp: number; tbt: number }>> {
  const port = await freePort();
  const profile = join(work, 'lighthouse-profile');
  const chrome: ChildProcess = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  try {
    await waitForDebugger(port);
    const scores: Record<string, { score: number; lcp: number; tbt: number }> = {};
    const audit = async (name: string, path: string, keepStorage: boolean) => {
      const result = await lighthouse(`${origin}${path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: keepStorage,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
      scores[name] = {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      };
    };
    // /login first: its storage reset would sign Home out.
    await audit('/login', '/login', false);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/login`);
    await page.evaluate((items) => {
      for (const item of items) localStorage.setItem(item.name, item.value);
    }, storage.origins[0]!.localStorage);
    await page.context().addCookies(storage.cookies);
    // Storage is kept for Home, but not the HTTP cache: Lighthouse measures a first visit.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
    await browser.close();
    await audit('Home', '/', true);
    return scores;
  } finally {
    chrome.kill('SIGTERM');
  }
}

async function waitForDebugger(port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Chromium did not open its debugging port');
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'espace-bench-vitals-'));
  const dist = join(work, 'dist');
  let server: ReturnType<typeof startNode> | null = null;
  try {
    if (process.env.BENCH_SKIP_WEB_BUILD !== '1') buildWebApp(root, dist);
    if (process.env.BENCH_SKIP_API_BUILD !== '1') run('npm', ['run', 'build', '-w', '@espace/api'], root);
    writeFloorPage(dist);
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    server = startNode(root, ['apps/api/dist/main.js'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      WEB_DIST: dist,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    });
    await waitFor(`http://127.0.0.1:${port}/api/health`, server, 120_000);

    const response = await fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(learner),
    });
    if (!response.ok) throw new Error(`sign-in → ${response.status} ${await response.text()}`);
    const { access_token: token } = (await response.json()) as { access_token: string };
    const storage = learnerStorage(origin, token);

    const targets: Target[] = [
      { name: 'floor (static page)', path: `/${FLOOR_FILE}`, signedIn: false, ready: async (page) => void (await page.locator('h1').waitFor()) },
      {
        name: '/login',
        path: '/login',
        signedIn: false,
        ready: async (page) => void (await page.getByRole('button', { name: 'Se connecter', exact: true }).waitFor({ timeout: 60_000 })),
      },
      {
        name: 'Home',
        path: '/',
        signedIn: true,
        ready: async (page) => {
          await page.locator('main h1, main h2').first().waitFor({ timeout: 60_000 });
          if (new URL(page.url()).pathname !== '/') throw new Error(`Home went to ${page.url()}`);
        },
      },
    ];
    const browser = await launchChromium();
    const results = new Map<string, Series>();
    try {
      for (const target of targets) {
        process.stdout.write(`measuring ${target.name} (${RUNS} cold + ${RUNS} warm)…\n`);
        results.set(target.name, await measure(browser, origin, target, storage));
      }
    } finally {
      await browser.close();
    }
    const scores = process.env.BENCH_SKIP_LIGHTHOUSE === '1' ? {} : await lighthouseScores(origin, storage, work);
    report(results, scores);
  } finally {
    if (server) await stopChild(server);
    rmSync(work, { recursive: true, force: true });
  }
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');

function report(results: Map<string, Series>, scores: Record<string, { score: number; lcp: number; tbt: number }>): void {
  const floor = results.get('floor (static page)');
  const floorCold = floor
    ? percentile(
        floor.cold.map((v) => v.lcp),
        50,
      )
    : Number.NaN;
  const floorWarm = floor
    ? percentile(
        floor.warm.map((v) => v.lcp),
        50,
      )
    : Number.NaN;
  const rows = [...results].map(([name, series]) => {
    const cold = series.cold.map((v) => v.lcp);
    const warm = series.warm.map((v) => v.lcp);
    const coldMedian = percentile(cold, 50);
    const warmMedian = percentile(warm, 50);
    const isFloor = name === 'floor (static page)';
    const lighthouseScore = scores[name]?.score;
    const ok = isFloor
      ? ''
      : coldMedian < GOAL_COLD_MS && warmMedian < GOAL_WARM_MS && (lighthouseScore === undefined || lighthouseScore >= GOAL_SCORE)
        ? 'yes'
        : 'NO';
    return {
      page: name,
      'cold LCP median': ms(coldMedian),
      'cold LCP p75': ms(percentile(cold, 75)),
      'cold / floor': isFloor ? '' : `${(coldMedian / floorCold).toFixed(2)}×`,
      'warm LCP median': ms(warmMedian),
      'warm LCP p75': ms(percentile(warm, 75)),
      'warm / floor': isFloor ? '' : `${(warmMedian / floorWarm).toFixed(2)}×`,
      'TBT cold / warm': `${ms(
        percentile(
          series.cold.map((v) => v.tbt),
          50,
        ),
      )} / ${ms(
        percentile(
          series.warm.map((v) => v.tbt),
          50,
        ),
      )}`,
      'SW controlled warm': series.warm.some((v) => v.swControlled) ? 'yes' : 'no',
      Lighthouse: lighthouseScore === undefined ? '' : `${lighthouseScore} (LCP ${ms(scores[name]!.lcp)}, TBT ${ms(scores[name]!.tbt)})`,
      'goal met': ok,
    };
  });
  console.log(
    `\nFirst screens on a simulated phone (Slow 4G ${THROTTLING.latencyMs} ms latency, ${((THROTTLING.downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(2)} Mbps down; CPU ${THROTTLING.cpuSlowdown}×; ${RUNS} runs)`,
  );
  console.table(rows);
  console.log(
    `Goals: LCP < ${GOAL_COLD_MS} ms cold and < ${GOAL_WARM_MS} ms warm (medians); Lighthouse performance ≥ ${GOAL_SCORE}. Floor: ${FLOOR_FILE}, a heading and a button, same server and throttling.`,
  );
  for (const [name, series] of results) {
    const runs = (visits: Vitals[]) => visits.map((v) => `${Math.round(v.lcp)} (${v.lcpElement})`).join(' ');
    console.log(`${name}: cold LCP ${runs(series.cold)} | warm LCP ${runs(series.warm)}`);
  }
}

runBench(main);
