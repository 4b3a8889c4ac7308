/**
 * Lesson player in the browser: `npm run bench:web`.
 *
 * 1. Builds the web app into a temporary folder (never apps/web/dist, which the
 *    browser tests serve) and the API bundle, then starts the real server on a
 *    temporary PGlite database seeded with the demo data.
 * 2. In Debian's Chromium (playwright-core, /usr/bin/chromium or CHROMIUM_PATH), the demo
 *    learner opens "Accueillir un client" and presses next page after page — an unanswered
 *    exercise goes through "continue anyway", feedbacks are continued — and the lesson is
 *    reset and played again until BENCH_WEB_TRANSITIONS (default 24) transitions are timed:
 *    from the click that moves on to the first frame after the next page is in the DOM.
 * 3. Lists the scripts the lesson route loaded, gzipped, and checks that pdf.js and the
 *    calculator were not among them.
 * Goals: p95 < 150 ms; the lesson route's own chunk ≤ 120 KB gzipped; pdf.js and the calculator lazy.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { buildWebApp, freePort, run, runBench, startNode, stopChild, waitFor } from './support/processes';
import { chunkFileOf, gzippedSize, kb, lazyOnlyFiles, readManifest, staticClosure } from './web-bundle';
import { clickAndTime, dialogButton, nextButton, percentile } from './web-transitions';

const root = fileURLToPath(new URL('..', import.meta.url));
const WANTED = Number(process.env.BENCH_WEB_TRANSITIONS ?? 24);
const GOAL_P95_MS = 150;
const GOAL_ROUTE_KB = 120;
const COURSE = 'Accueillir un client';
/** The demo learner's class that is open now (README "Demo data"); the other one has run out of time. */
const CLASS = 'Printemps 2026 — Accueil client';
const learner = { email: 'learner@demo.test', password: 'Learner#2026' };

async function api<T>(origin: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${origin}/api/${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Presses next until the lesson ends, timing every press that lands on another page. */
async function playLesson(page: Page, timings: number[]): Promise<void> {
  for (let step = 0; step < 60 && timings.length < WANTED; step += 1) {
    const button = (await dialogButton(page)) ?? (await nextButton(page));
    if (!button) throw new Error(`no next button on ${page.url()}`);
    const outcome = await clickAndTime(page, button);
    if (outcome === 'left') return;
    if (outcome === 'timeout') throw new Error(`no page after 10 s on ${page.url()}`);
    if (outcome !== 'dialog') timings.push(outcome.ms);
    // Past the 200 ms Next debounce (docs/product/lessons.md#next), so the next press is not ignored.
    await page.waitForTimeout(220);
  }
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'espace-bench-web-'));
  const dist = join(work, 'dist');
  let server: ReturnType<typeof startNode> | null = null;
  try {
    buildWebApp(root, dist);
    if (process.env.BENCH_SKIP_API_BUILD !== '1') run('npm', ['run', 'build', '-w', '@espace/api'], root);
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    server = startNode(root, ['apps/api/dist/main.js'], { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(work, 'data'), WEB_DIST: dist, LOG_LEVEL: 'warn', DATABASE_URL: '' });
    await waitFor(`http://127.0.0.1:${port}/api/health`, server, 120_000);

    const { access_token: token } = await api<{ access_token: string }>(origin, 'users/login', { method: 'POST', body: learner });
    type LessonItem = { id: string; classProgramId: string; course: { title: string } | null; class: { name: string } | null };
    const { items } = await api<{ items: LessonItem[] }>(origin, 'lessons?include=course,class&limit=100', { token });
    const lesson = items.find((item) => item.course?.title === COURSE && item.class?.name === CLASS);
    if (!lesson) throw new Error(`no lesson of ${COURSE}`);

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const page = await browser.newPage({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname.replace(/^\//, ''));
    });
    await page.goto(`${origin}/login`);
    await page.getByLabel('E-mail ou identifiant', { exact: true }).fill(learner.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(learner.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const timings: number[] = [];
    let routeScripts: string[] = [];
    for (let round = 0; round < 6 && timings.length < WANTED; round += 1) {
      if (round > 0) await api(origin, `class-programs/${lesson.classProgramId}/reset/me`, { method: 'POST', token: await page.evaluate(() => localStorage.getItem('id_token') ?? '') });
      await page.goto(`${origin}/session/${lesson.id}`);
      await page
        .getByRole('button', { name: 'Suivant', exact: true })
        .last()
        .waitFor()
        .catch(async (error: unknown) => {
          throw new Error(`no lesson page at ${page.url()}: ${(await page.locator('body').innerText()).slice(0, 500)}`, { cause: error });
        });
      await page.locator('h1').first().waitFor();
      if (round === 0) routeScripts = [...scripts];
      await playLesson(page, timings);
    }
    await browser.close();
    report(dist, timings, routeScripts);
  } finally {
    if (server) await stopChild(server);
    rmSync(work, { recursive: true, force: true });
  }
}

function report(dist: string, timings: number[], routeScripts: string[]): void {
  const manifest = readManifest(dist);
  const routeChunk = chunkFileOf(manifest, 'src/app/routes/lesson-page-route.tsx');
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
  const entryFiles = staticClosure(manifest, entry);
  const routeOwn = routeChunk ? [...staticClosure(manifest, 'src/app/routes/lesson-page-route.tsx')].filter((file) => !entryFiles.has(file)) : [];
  const loadedKb = routeScripts.reduce((sum, file) => sum + gzippedSize(dist, file), 0);
  const routeKb = routeOwn.reduce((sum, file) => sum + gzippedSize(dist, file), 0);
  const lazy = lazyOnlyFiles(manifest);
  const early = [...lazy.pdf, ...lazy.calculator].filter((file) => routeScripts.includes(file));
  const median = percentile(timings, 50);
  const p95 = percentile(timings, 95);

  console.log('\nScripts loaded on the lesson route (gzipped):');
  console.table(routeScripts.map((file) => ({ file: basename(file), gzipKB: kb(gzippedSize(dist, file)) })));
  console.log('\nLesson player (bench:web)');
  console.table([
    { measure: `next → page rendered, median (${timings.length} transitions)`, value: `${median.toFixed(1)} ms`, goal: '', ok: '' },
    { measure: 'next → page rendered, p95', value: `${p95.toFixed(1)} ms`, goal: `< ${GOAL_P95_MS} ms`, ok: p95 < GOAL_P95_MS ? 'yes' : 'NO' },
    { measure: 'lesson route own chunks (not in the entry), gzipped', value: `${kb(routeKb)} KB`, goal: `≤ ${GOAL_ROUTE_KB} KB`, ok: routeKb / 1024 <= GOAL_ROUTE_KB ? 'yes' : 'NO' },
    { measure: 'all JavaScript loaded on the lesson route, gzipped', value: `${kb(loadedKb)} KB`, goal: '', ok: '' },
    { measure: 'pdf.js / calculator loaded before use', value: early.length === 0 ? 'none' : early.join(', '), goal: 'none', ok: early.length === 0 ? 'yes' : 'NO' },
  ]);
  console.log(`pdf.js chunks: ${lazy.pdf.map((file) => `${basename(file)} ${kb(gzippedSize(dist, file))} KB`).join(', ') || 'none in the build'}`);
  console.log(`calculator chunk: ${lazy.calculator.map((file) => `${basename(file)} ${kb(gzippedSize(dist, file))} KB`).join(', ') || 'none in the build'}`);
  if (timings.length < WANTED) console.log(`only ${timings.length} transitions were timed (wanted ${WANTED})`);
  console.log(`timings (ms): ${timings.map((ms) => ms.toFixed(0)).join(' ')}`);
}

runBench(main);
