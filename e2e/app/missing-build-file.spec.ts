import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoLearner, french } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { copyServerPort } from '../support/server';
import { signIn } from '../support/sign-in';

/**
 * A server whose build lacks a chunk its pages name: a page of one build reaching a server of
 * another (two servers behind a balancer, a rebuild under a running server). The built server,
 * on its own database, serves a copy of the web build (WEB_DIST) from which the sign-in screen's
 * chunk is moved away once it runs, and brought back; nothing in the browser is faked.
 */
const origin = `http://localhost:${copyServerPort}`;
let server: ChildProcess | undefined;
let webDist: string;
let dataDir: string;
let chunk: string;

// The page must ask this server for the chunk, not a service worker's cache of an earlier visit.
test.use({ locale: 'fr-FR', serviceWorkers: 'block' });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A fresh database is migrated and seeded at start.
  test.setTimeout(180_000);
  webDist = mkdtempSync(join(tmpdir(), 'espace-e2e-web-'));
  dataDir = mkdtempSync(join(tmpdir(), 'espace-e2e-copy-data-'));
  cpSync(join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist'), webDist, { recursive: true });
  const found = readdirSync(join(webDist, 'assets')).find((name) => /^login-screen-[\w-]+\.js$/.test(name));
  if (found === undefined) throw new Error('no login-screen chunk in apps/web/dist/assets: build the web app first (npm run build)');
  chunk = found;
  server = spawn(process.execPath, [join(import.meta.dirname, '..', '..', 'apps', 'api', 'dist', 'main.js')], {
    env: { ...process.env, PORT: String(copyServerPort), DATA_DIR: dataDir, WEB_DIST: webDist, DATABASE_URL: '', LOG_LEVEL: 'warn', SMTP_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await expect
    .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status, {
      message: `the server of the copied build on port ${copyServerPort}`,
      timeout: 170_000,
      intervals: [500],
    })
    .toBe(200);
  moveChunk('assets', '.');
});

/** Moves the chunk, with the compressed copies the server would send in its place, from one folder of the copy to another. */
function moveChunk(from: string, to: string): void {
  for (const file of [chunk, `${chunk}.br`, `${chunk}.gz`]) renameSync(join(webDist, from, file), join(webDist, to, file));
}

test.afterAll(async () => {
  if (server !== undefined && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(webDist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

test("the server answers a chunk it does not have with a plain 404, never the app's page", async ({ request }) => {
  for (const path of [`/assets/${chunk}`, '/assets/login-screen-0000.css', '/workbox-00000000.js']) {
    const response = await request.get(`${origin}${path}`);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toBe('text/plain; charset=utf-8');
    expect(response.headers()['cache-control'], path).toBe('no-store');
  }
});

test('a page whose chunk the server lacks says the app failed to load, and its reload brings the sign-in back once the chunk is there', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${origin}/login`);

  const alert = page.getByRole('alert').filter({ hasText: 'Chargement interrompu' });
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText('Le chargement d’une partie de l’application a échoué. Rechargez la page pour réessayer.');
  await expect(alert).toContainText(`Fichier ${chunk} : fichier manquant.`);
  const reload = page.getByRole('button', { name: 'Recharger la page' });
  await expect(reload).toBeVisible();
  // No sign-in form left to fill in vain, and the browser met a missing file, not a page given as a script.
  await expect(page.getByRole('button', { name: french.submit, exact: true })).toHaveCount(0);
  expect(errors.join('\n')).not.toMatch(/MIME type/i);

  // The server has the chunk again (the build under it has finished): the reload brings the app back.
  moveChunk('.', 'assets');
  await reload.click();
  await expect(page.getByRole('heading', { name: french.signInHeading })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Chargement interrompu' })).toHaveCount(0);
  await signIn(page, french, demoLearner);
});
