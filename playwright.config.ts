import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eWorkers, loopbackOrigin, loopbackOriginOf, slotPorts } from './e2e/support/server';

/**
 * Browser tests run in Debian's Chromium, never a downloaded one
 * (docs/testing.md). The flags keep it quiet and offline: no sandbox (CI runs
 * as root in a container), no GPU, no background calls home.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const inCi = Boolean(process.env.CI);
const browserTestsRequired = inCi || process.env.E2E_REQUIRED === '1';
if (browserTestsRequired && !existsSync(chromiumPath)) {
  throw new Error(`Browser tests are required but there is no Chromium at ${chromiumPath} (apt-get install -y chromium, or set CHROMIUM_PATH).`);
}

// Every run starts from an empty database, so the seed is the only data.
// The runner loads this file again in each worker; the variable it inherits
// keeps them all on the one directory instead of making more.
if (process.env.E2E_DATA_DIR === undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), 'espace-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // ~40 MB of PGlite files per run; the server is stopped by the time the runner exits.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
// Mails the SMTP peer of e2e/support/global-setup.ts received, read by the tests in the workers.
if (process.env.E2E_MAIL_DIR === undefined) {
  const mailDir = mkdtempSync(join(tmpdir(), 'espace-e2e-mail-'));
  process.env.E2E_MAIL_DIR = mailDir;
  process.on('exit', () => rmSync(mailDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: 'e2e',
  // Runs after the web server is up: a real SMTP peer and a real OpenID provider (e2e/support/global-setup.ts).
  globalSetup: './e2e/support/global-setup.ts',
  // Each worker has a server of its own (webServer below, e2e/support/server.ts); its files run one
  // after another in it, a file's tests building on each other's data. One by default: in `npm test`
  // the browser tests are the shorter lane (tools/test/run-all.mjs), and a second worker's CPU would
  // come out of the longer one's.
  workers: e2eWorkers,
  fullyParallel: false,
  forbidOnly: inCi,
  // Never retry: a test that fails once is a flake to fix, not to hide (docs/contributing.md#tests-and-flakes).
  retries: 0,
  // A journey of several screens takes 15 to 25 s beside the integration runs on CI's two cores:
  // twice Playwright's 30 s default, so that a slow minute of the machine is not a failure. Each
  // wait keeps its own 5 s (expect) limit, so a broken screen still fails fast.
  timeout: 60_000,
  // On CI, the page each failed test left is printed too: the clone goes with the run.
  reporter: inCi ? [['list'], ['html', { open: 'never' }], ['./e2e/support/error-context-reporter.ts']] : 'list',
  use: {
    baseURL: loopbackOrigin,
    browserName: 'chromium',
    // CI's clone is gone once it has printed its output, traces with it; recording them cost the
    // steps beside the browser tests a fifth of the browser's CPU (tools/test/run-all.mjs).
    trace: inCi ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  // One server per worker's slot, each on a database of its own. DATABASE_URL blank (read as
  // unset): a DATABASE_URL in the caller's shell would otherwise send the tests to that PostgreSQL
  // instead of the fresh directory. The OpenID provider of e2e/support/global-setup.ts is on
  // 127.0.0.1, which the server reaches for a provider only when told.
  webServer: Array.from({ length: e2eWorkers }, (_, slot) => {
    const ports = slotPorts(slot);
    return {
      command: 'node apps/api/dist/main.js',
      env: {
        PORT: String(ports.app),
        DATA_DIR: join(process.env.E2E_DATA_DIR as string, `slot-${slot}`),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
        SSO_PRIVATE_NETWORKS: '127.0.0.1',
        // A notification's own mail leaves within 2 s rather than 15 (e2e/follow-up/mail-preferences.spec.ts waits for one).
        NOTIFICATION_MAILS_SECONDS: '2',
      },
      url: `${loopbackOriginOf(ports.app)}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
    };
  }),
});
