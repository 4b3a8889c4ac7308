/**
 * `npm run screens`: a PNG of every learner screen × width × tenant in `screens/`, to look at
 * before a change to the UI is called done (DEVELOPERS.md, docs/testing.md). It serves the built
 * app on a fresh database of its own, signs in each tenant's demo learner, and visits the routes
 * of SPEC §2 at 320, 375, 768, 1366 and 1920 px. Only some screens: `npm run screens -- home me`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, request, type Page } from '@playwright/test';

const port = 3290;
const widths = [320, 375, 768, 1366, 1920];
const tenants = [
  { name: 'demo', origin: `http://localhost:${port}`, host: `localhost:${port}`, email: 'learner@demo.test', password: 'Learner#2026' },
  { name: 'acme', origin: `http://acme.localhost:${port}`, host: `acme.localhost:${port}`, email: 'learner@acme.test', password: 'Learner#2026' },
];
type Tenant = (typeof tenants)[number];

interface Screen {
  name: string;
  signedIn: boolean;
  /** The path to open, from what the API says about the tenant's learner. */
  path: (facts: Facts) => string | undefined;
  /** What a user does before the picture is taken (open a menu, a dialog). */
  act?: (page: Page) => Promise<void>;
}

interface Facts {
  /** A lesson the learner may play, and one of their programs. */
  lessonId?: string;
  programId?: string;
}

const screens: Screen[] = [
  { name: 'login', signedIn: false, path: () => '/login' },
  { name: 'recover', signedIn: false, path: () => '/reset/' },
  { name: 'home', signedIn: true, path: () => '/' },
  { name: 'dashboard', signedIn: true, path: () => '/tableau-de-bord' },
  { name: 'dashboard-levels', signedIn: true, path: () => '/tableau-de-bord/niveaux' },
  { name: 'dashboard-jobs', signedIn: true, path: () => '/tableau-de-bord/metiers' },
  { name: 'dashboard-stats', signedIn: true, path: () => '/tableau-de-bord/statistiques' },
  { name: 'dashboard-certificates', signedIn: true, path: () => '/tableau-de-bord/validations' },
  { name: 'dashboard-logbook', signedIn: true, path: () => '/tableau-de-bord/logbook' },
  { name: 'me', signedIn: true, path: () => '/me' },
  {
    name: 'menu',
    signedIn: true,
    path: () => '/tableau-de-bord',
    act: async (page) => {
      const menu = page.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) await menu.click();
    },
  },
  { name: 'lesson', signedIn: true, path: ({ lessonId }) => lessonId && `/session/${lessonId}` },
  { name: 'evaluate', signedIn: true, path: ({ programId }) => programId && `/evaluate/Program/${programId}` },
  { name: 'not-found', signedIn: true, path: () => '/404' },
];

const root = resolve(import.meta.dirname, '../..');
const outDir = join(root, 'screens');

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`The server did not answer at ${url}`);
}

/** Node-side calls name the tenant in the Host header (Node, unlike Chromium, does not resolve *.localhost). */
async function api<T>(tenant: Tenant, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const client = await request.newContext();
  try {
    const response = await client.fetch(`http://localhost:${port}/api/${path}`, {
      method: init.method ?? 'GET',
      headers: { host: tenant.host, ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      ...(init.body === undefined ? {} : { data: init.body }),
    });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  } finally {
    await client.dispose();
  }
}

async function factsOf(tenant: Tenant, token: string): Promise<Facts> {
  const lessons = await api<{ id: string; state: string; classProgramId?: string }[] | { items: { id: string; state: string }[] }>(tenant, 'lessons?limit=50', { token }).catch(() => []);
  const list = Array.isArray(lessons) ? lessons : lessons.items;
  const programs = await api<{ id: string }[] | { items: { id: string }[] }>(tenant, 'programs?limit=1', { token }).catch(() => []);
  const programList = Array.isArray(programs) ? programs : programs.items;
  return { lessonId: list.find((lesson) => lesson.state === 'AVAILABLE')?.id, programId: programList[0]?.id };
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Fonts and lazy chunks: one more frame after the network is quiet.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function main(): Promise<void> {
  const only = new Set(process.argv.slice(2));
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
  let count = 0;
  try {
    await waitForServer(`http://localhost:${port}/api/health`);
    for (const tenant of tenants) {
      const { access_token: token } = await api<{ access_token: string }>(tenant, 'users/login', { method: 'POST', body: { email: tenant.email, password: tenant.password } });
      const facts = await factsOf(tenant, token);
      for (const width of widths) {
        for (const screen of screens) {
          if (only.size > 0 && !only.has(screen.name)) continue;
          const path = screen.path(facts);
          if (path === undefined) continue;
          const context = await browser.newContext({ viewport: { width, height: width < 768 ? 740 : 900 }, locale: 'fr-FR' });
          if (screen.signedIn) await context.addInitScript((value) => window.localStorage.setItem('id_token', value), token);
          const page = await context.newPage();
          await page.goto(`${tenant.origin}${path}`);
          await settle(page);
          if (screen.act) {
            await screen.act(page);
            await settle(page);
          }
          await page.screenshot({ path: join(outDir, `${tenant.name}-${screen.name}-${width}.png`), fullPage: true });
          count += 1;
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.stdout.write(`${count} screens in ${outDir}\n`);
}

await main();
