import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { moduleMockingTests } from './tools/test/module-mocking-tests.mjs';

/** The web's unit files, as the `unit:web` projects, rooted at apps/web, name them. */
const webMockingTests = moduleMockingTests.filter((path) => path.startsWith('apps/web/')).map((path) => path.slice('apps/web/'.length));

// One Vitest setup for the whole repository; `npm run test:unit` and
// `npm run test:integration` pick projects by name.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on CI's two, idle while a file waits
    // on timers, polls and its database's thread. Two at least keep both busy (docs/testing.md#ci).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // COVERAGE=1 (CI sets it) prints how much of the code each run exercises; no threshold yet.
    coverage: {
      enabled: process.env.COVERAGE === '1',
      provider: 'v8',
      reporter: ['text-summary'],
      include: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
      exclude: ['**/*.test.{ts,tsx}', '**/test/**', '**/*.d.ts'],
    },
    projects: [
      {
        test: {
          name: 'unit:node',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'tools/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          // Files share their worker's modules instead of each starting a process and importing
          // everything again: a fifth of the CPU (docs/testing.md#ci, "Shared modules"). These files keep no state
          // in the modules they import.
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'unit:web',
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...webMockingTests, '**/node_modules/**'],
          setupFiles: ['./src/test/setup.ts'],
          // Above Testing Library's 5 s wait (src/test/setup.ts): a wait that fails names what it
          // waited for, instead of the test's timeout hiding it behind "timed out in 5000ms".
          testTimeout: 15_000,
          // One jsdom and one import of the app per worker, not per file (docs/testing.md#ci,
          // "Shared modules"). src/test/setup.ts empties what a test leaves in the page and the
          // browser's storage.
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'unit:web:mocking',
          root: './apps/web',
          environment: 'jsdom',
          include: webMockingTests,
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/api/src/**/*.integration.test.ts'],
          // The run's migrated and seeded database, which each test file copies (apps/api/src/test/seeded-template.ts).
          globalSetup: ['./apps/api/src/test/integration-global-setup.ts'],
          // Alone a test takes a few seconds at most; beside the browser tests, at the lowest
          // priority on CI's two cores (tools/test/run-all.mjs), up to five times that.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Files share their worker's modules (docs/testing.md#ci, "Shared modules"): each builds its
          // own app on its own database and closes both, the job queue's last writes included.
          isolate: false,
        },
      },
    ],
  },
});
