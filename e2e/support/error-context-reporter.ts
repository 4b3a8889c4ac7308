import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, after the run, the page snapshot Playwright wrote for each failed test (its
 * error-context.md: the accessibility tree of the page when the test stopped). CI keeps nothing
 * but its output, and a flake seen once is understood from what the page showed, not from the
 * locator that missed it (docs/testing.md#browser-tests).
 */
export default class ErrorContextReporter implements Reporter {
  private readonly contexts: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context' || attachment.path === undefined) continue;
      try {
        this.contexts.push(`\n——— ${test.titlePath().join(' › ')} ———\n${readFileSync(attachment.path, 'utf8')}`);
      } catch {
        // The file went with its folder: the list reporter said where it was.
      }
    }
  }

  onEnd(): void {
    if (this.contexts.length > 0) process.stdout.write(`\nWhat the page showed when each failed test stopped:${this.contexts.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return this.contexts.length > 0;
  }
}
