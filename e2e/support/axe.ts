import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';

const axeScript = createRequire(import.meta.url).resolve('axe-core');
const blocking: readonly ImpactValue[] = ['serious', 'critical'];

/** Every success criterion of WCAG 2.0, 2.1 and 2.2 at levels A and AA that axe-core checks (docs/accessibility.md). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/**
 * And two of its best practices: headings do not skip a level, and every piece of content is inside
 * a landmark, which WCAG 1.3.1 and 2.4.1 ask for in words no rule checks as a whole.
 */
const extraRules = ['heading-order', 'region'];

export interface ViolationSummary {
  id: string;
  impact: ImpactValue | undefined;
  help: string;
  targets: string[];
}

/** Runs axe on the page: every rule, or only those of `tags` (and `extra`). Only the violations. */
async function runAxe(page: Page | Frame, only: { tags: string[]; extra: string[] } | null): Promise<ViolationSummary[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeScript });
  const results = await page.evaluate((selection) => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: object): Promise<AxeResults>; getRules(tags: string[]): { ruleId: string }[] };
    };
    // No tags: the `extra` rules alone (getRules would answer every rule).
    const tagged = selection === null || selection.tags.length === 0 ? [] : axe.getRules(selection.tags).map((rule) => rule.ruleId);
    const runOnly = selection === null ? undefined : { type: 'rule', values: [...tagged, ...selection.extra] };
    return axe.run(document, { resultTypes: ['violations'], ...(runOnly ? { runOnly } : {}) });
  }, only);
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? undefined,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/**
 * Runs axe-core on the page and returns the serious and critical violations, summarised so a
 * failing assertion prints what to fix and where. Every rule runs; none is switched off (the
 * moderate ones, `meta-viewport` among them, are wcagViolations' to report).
 * The page's context must bypass CSP: axe is injected as an inline script.
 */
export async function blockingViolations(page: Page | Frame): Promise<ViolationSummary[]> {
  const violations = await runAxe(page, null);
  return violations.filter((violation) => violation.impact !== undefined && blocking.includes(violation.impact));
}

/**
 * Every WCAG 2.2 A and AA rule of axe-core (and `heading-order` and `region`), whatever their impact: what the
 * tour checks at each stop, desktop and phone (e2e/app/layout.spec.ts). `meta-viewport` among
 * them: zoom is allowed unless a tenant turns `lockZoomOnPhones` on (e2e/a11y/timing-and-zoom.spec.ts).
 */
export function wcagViolations(page: Page | Frame): Promise<ViolationSummary[]> {
  return runAxe(page, { tags: wcagTags, extra: extraRules });
}

/** axe's `color-contrast` alone, whatever its impact: text against what is drawn behind it (WCAG 1.4.3). */
export function contrastViolations(page: Page | Frame): Promise<ViolationSummary[]> {
  return runAxe(page, { tags: [], extra: ['color-contrast'] });
}

/** A violation as one line: what, where. */
export const describeViolation = (violation: ViolationSummary) =>
  `axe ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.targets.slice(0, 3).join(', ')}`;
