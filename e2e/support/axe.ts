import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';

const axeScript = createRequire(import.meta.url).resolve('axe-core');
const blocking: readonly ImpactValue[] = ['serious', 'critical'];

export interface ViolationSummary {
  id: string;
  impact: ImpactValue | undefined;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page and returns the serious and critical violations,
 * summarised so a failing assertion prints what to fix and where.
 * The page's context must bypass CSP: axe is injected as an inline script.
 */
export async function blockingViolations(page: Page | Frame): Promise<ViolationSummary[]> {
  await page.addScriptTag({ path: axeScript });
  const results = await page.evaluate(() => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } };
    return axe.run(document, {
      resultTypes: ['violations'],
      // SPEC §9 requires "no zoom under width 768" (user-scalable=no below xs, docs/browsers.md),
      // which is exactly what this one rule reports; every other rule stays on.
      rules: { 'meta-viewport': { enabled: false } },
    });
  });
  return results.violations
    .filter((violation) => violation.impact != null && blocking.includes(violation.impact))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? undefined,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
