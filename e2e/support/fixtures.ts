import { test as base } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * The `test` every spec uses. Without Chromium on the machine the browser
 * tests are skipped with a hint, unless they are required (CI, E2E_REQUIRED=1),
 * in which case playwright.config.ts has already refused to start.
 */
export const test = base.extend<{ chromiumPresent: void }>({
  chromiumPresent: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use, testInfo) => {
      const executable = testInfo.project.use.launchOptions?.executablePath;
      testInfo.skip(executable !== undefined && !existsSync(executable), `No Chromium at ${executable}: apt-get install -y chromium`);
      await use();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
