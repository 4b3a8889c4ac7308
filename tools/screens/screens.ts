/**
 * `npm run screens`: a PNG of every screen of the tour (screen-tour.ts: every route of
 * docs/product/screens-and-routes.md#routes, the lesson page of every row type before and after its check, each dialog and tool
 * open, the end screens) × width × tenant in `screens/`, to look at before a change to the UI is
 * called done (docs/contributing.md#look-at-the-screen, docs/testing.md). The browser suite's layout test walks the same
 * tour. It serves the built app on a fresh database of its own (port 3290).
 *
 * `npm run screens -- home lesson1-03` keeps the screens whose name starts with one of those words;
 * `SCREENS_WIDTHS=375,1366` keeps those widths; `SCREENS_THEME=dark` takes them on a device set to
 * dark, the app's dark theme (docs/accessibility.md#themes), as `<tenant>-<stop>-<width>-dark.png`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type APIRequestContext, type Browser, chromium, type Page, request } from '@playwright/test';
import { settle, signedInFacts, type TourApi, tourAdmin, tourProgram, tourSignedIn, tourSignedOut, tourTrainer, type Visit } from './screen-tour';

const port = 3290;
const widths = (process.env.SCREENS_WIDTHS ?? '320,375,768,1366,1920').split(',').map(Number);
const colorScheme = process.env.SCREENS_THEME === 'dark' ? 'dark' : 'light';
const themeSuffix = colorScheme === 'dark' ? '-dark' : '';
const tenants = [
  // The demo tenant's teacher tours the trainer space too (docs/trainers.md#screens), and its admin the
  // administration (docs/administration.md); acme has neither.
  {
    name: 'demo',
    origin: `http://localhost:${port}`,
    host: `localhost:${port}`,
    email: 'learner@demo.test',
    password: 'Learner#2026',
    locale: 'fr-FR',
    teacher: { email: 'teacher@demo.test', password: 'Teacher#2026' },
    admin: { email: 'admin@demo.test', password: 'Admin#2026' },
  },
  {
    name: 'acme',
    origin: `http://acme.localhost:${port}`,
    host: `acme.localhost:${port}`,
    email: 'learner@acme.test',
    password: 'Learner#2026',
    locale: 'en-GB',
    teacher: null,
    admin: null,
  },
];
type Tenant = (typeof tenants)[number];

const root = resolve(import.meta.dirname, '../..');
const outDir = join(root, 'screens');

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`The server did not answer at ${url}`);
}

/** Node-side calls name the tenant in the Host header (Node, unlike Chromium, does not resolve *.localhost). */
async function api<T>(client: APIRequestContext, tenant: Tenant, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await client.fetch(`http://localhost:${port}/api/${path}`, {
    method: init.method ?? 'GET',
    headers: { host: tenant.host, ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body === undefined ? {} : { data: init.body }),
  });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Photographs the screen at every width, then gives the page back the width the tour works at. */
function photographer(page: Page, tenant: Tenant, only: string[], counter: { count: number }): Visit {
  return async (stop) => {
    if (only.length > 0 && !only.some((prefix) => stop.startsWith(prefix))) return;
    const working = page.viewportSize();
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await page.screenshot({ path: join(outDir, `${tenant.name}-${stop}-${width}${themeSuffix}.png`), fullPage: true });
      counter.count += 1;
    }
    if (working) await page.setViewportSize(working);
    await settle(page);
  };
}

async function tourTenant(browser: Browser, client: APIRequestContext, tenant: Tenant, only: string[], counter: { count: number }): Promise<void> {
  const { access_token: token } = await api<{ access_token: string }>(client, tenant, 'users/login', {
    method: 'POST',
    body: { email: tenant.email, password: tenant.password },
  });
  const open = async (signedIn: boolean, width: number, as = token) => {
    const context = await browser.newContext({
      baseURL: tenant.origin,
      viewport: { width, height: width < 768 ? 740 : 900 },
      locale: tenant.locale,
      colorScheme,
    });
    // The whole stored session: the correction screen reads the user's id too.
    if (signedIn) {
      await context.addInitScript((value) => {
        const claims = JSON.parse(atob(value.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')) as { sub: string; iat: number; exp: number };
        window.localStorage.setItem('id_token', value);
        window.localStorage.setItem('id_user', claims.sub);
        window.localStorage.setItem('token_lifetime', String(claims.exp - claims.iat));
      }, as);
    }
    return context.newPage();
  };
  let page = await open(false, 1366);
  await tourSignedOut(page, photographer(page, tenant, only, counter));
  await page.context().close();

  const learner: TourApi = (path, method = 'GET') => api(client, tenant, path, { method, token });
  page = await open(true, 375);
  await tourSignedIn(page, photographer(page, tenant, only, counter), await signedInFacts(learner));
  await page.context().close();

  page = await open(true, 1366);
  await tourProgram(page, learner, photographer(page, tenant, only, counter));
  await page.context().close();

  if (tenant.teacher === null) return;
  const { access_token: teacherToken } = await api<{ access_token: string }>(client, tenant, 'users/login', { method: 'POST', body: tenant.teacher });
  page = await open(true, 1366, teacherToken);
  await tourTrainer(page, photographer(page, tenant, only, counter));
  await page.context().close();

  if (tenant.admin === null) return;
  const { access_token: adminToken } = await api<{ access_token: string }>(client, tenant, 'users/login', { method: 'POST', body: tenant.admin });
  page = await open(true, 1366, adminToken);
  await tourAdmin(page, photographer(page, tenant, only, counter));
  await page.context().close();
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const dataDir = mkdtempSync(join(tmpdir(), 'espace-screens-'));
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const server = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', PUBLIC_URL: `http://localhost:${port}` },
    stdio: 'inherit',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const client = await request.newContext();
  const counter = { count: 0 };
  try {
    await waitForServer(`http://localhost:${port}/api/health`);
    for (const tenant of tenants) await tourTenant(browser, client, tenant, only, counter);
  } finally {
    await client.dispose();
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.stdout.write(`${counter.count} screens in ${outDir}\n`);
}

await main();
