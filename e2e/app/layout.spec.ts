import type { APIRequestContext, Page } from '@playwright/test';
import { describeViolation, wcagViolations } from '../support/axe';
import { acme, acmeLearner, type Account, demo, demoAdmin, demoLearner, demoTeacher, type Tenant } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { footerRowProblems, layoutProblems } from '../support/layout-checks';
import {
  settle,
  signedInFacts,
  type TourApi,
  tourAdmin,
  tourProgram,
  tourSignedIn,
  tourSignedOut,
  tourTrainer,
  type Visit,
} from '../../tools/screens/screen-tour';
import { apiSignIn, tenantRequest } from '../support/sign-in';

/**
 * Checks that last: every screen of the tour (every route of docs/product/screens-and-routes.md#routes, the lesson page of
 * every row type of the tenant's program before and after its check, each dialog and tool open,
 * the end screens), in both tenants, walked once:
 * - at 320, 375, 768, 1366 and 1920 px: no sideways scrolling, no text clipped or out of its box,
 *   no overlapping texts, no control under 24×24 px (layout-checks.ts); from 1366 px, the site
 *   footer on one row;
 * - on a phone (375 px) and a desktop (1366 px): every WCAG 2.2 A and AA rule of axe-core, and
 *   heading-order, whatever the impact (support/axe.ts; docs/accessibility.md reports it).
 * A failure lists every problem with its screen and width; `npm run screens` shows them.
 */
const widths = [320, 375, 768, 1366, 1920];
const axeWidths = new Set([375, 1366]);
/** From this width the site footer is one row (footerRowProblems). */
const footerOneRowFrom = 1366;
const heightFor = (width: number) => (width < 768 ? 740 : 900);

// axe-core is injected as an inline script, which the app's CSP rightly refuses.
test.use({ locale: 'fr-FR', bypassCSP: true });
// A tour is long (a whole program played, five widths a screen): it is one test per tenant and part.
test.describe.configure({ timeout: 8 * 60_000 });

interface Findings {
  checks: number;
  problems: string[];
  axeRuns: number;
  violations: string[];
}

/**
 * Checks the screen at every width, the one the tour works at last, so that the tour goes on from
 * the screen as last checked; then waits for the network to rest, counting the quiet time the
 * checks took (a resize that fetched something restarts the wait).
 */
function checker(page: Page, findings: Findings): Visit {
  return async (stop) => {
    const checksFrom = Date.now();
    const working = page.viewportSize();
    const workingIsChecked = working !== null && widths.includes(working.width) && working.height === heightFor(working.width);
    const order = workingIsChecked ? [...widths.filter((width) => width !== working.width), working.width] : widths;
    for (const width of order) {
      await page.setViewportSize({ width, height: heightFor(width) });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      findings.checks += 1;
      for (const problem of await layoutProblems(page)) findings.problems.push(`${stop} at ${width} px: ${problem}`);
      if (width >= footerOneRowFrom) for (const problem of await footerRowProblems(page)) findings.problems.push(`${stop} at ${width} px: ${problem}`);
      if (!axeWidths.has(width)) continue;
      findings.axeRuns += 1;
      for (const violation of await wcagViolations(page)) findings.violations.push(`${stop} at ${width} px: ${describeViolation(violation)}`);
    }
    if (working && !workingIsChecked) await page.setViewportSize(working);
    await settle(page, workingIsChecked ? checksFrom : undefined);
  };
}

function report(findings: Findings) {
  test.info().annotations.push({ type: 'layout checks', description: String(findings.checks) }, { type: 'axe runs', description: String(findings.axeRuns) });
  expect(findings.problems).toEqual([]);
  expect(findings.violations).toEqual([]);
  expect(findings.checks).toBeGreaterThan(0);
  expect(findings.axeRuns).toBeGreaterThan(0);
}

async function signInPage(page: Page, request: APIRequestContext, tenant: Tenant, account: Account): Promise<string> {
  const token = await apiSignIn(request, tenant, account);
  // The whole stored session (docs/product/api-calls.md#session-values): the correction screen reads the user's id, not only the token.
  await page.addInitScript((value) => {
    const claims = JSON.parse(atob(value.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')) as { sub: string; iat: number; exp: number };
    window.localStorage.setItem('id_token', value);
    window.localStorage.setItem('id_user', claims.sub);
    window.localStorage.setItem('token_lifetime', String(claims.exp - claims.iat));
  }, token);
  return token;
}

/** The learner's API for the tour, through the test's request context. */
function learnerApi(request: APIRequestContext, tenant: Tenant, token: string): TourApi {
  return async <T>(path: string, method: 'GET' | 'POST' = 'GET') => {
    const target = tenantRequest(tenant, token);
    const response = await request.fetch(target.url(`/api/${path}`), { method, headers: target.headers });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
}

for (const [tenant, account] of [
  [demo, demoLearner],
  [acme, acmeLearner],
] as const) {
  test.describe(`${tenant.name}: every screen lays out from 320 to 1920 px and passes axe's WCAG 2.2 AA rules on a phone and a desktop`, () => {
    test.use({ baseURL: tenant.origin });

    test('signed out', async ({ page }) => {
      const findings: Findings = { checks: 0, problems: [], axeRuns: 0, violations: [] };
      await page.setViewportSize({ width: 1366, height: heightFor(1366) });
      await tourSignedOut(page, checker(page, findings));
      report(findings);
    });

    test('signed in: Home, its menus, the dashboard and the other screens', async ({ page, request }) => {
      const findings: Findings = { checks: 0, problems: [], axeRuns: 0, violations: [] };
      const token = await signInPage(page, request, tenant, account);
      // Phone first: Home's filters and the main menu are phone controls.
      await page.setViewportSize({ width: 375, height: heightFor(375) });
      await tourSignedIn(page, checker(page, findings), await signedInFacts(learnerApi(request, tenant, token)));
      report(findings);
    });

    test('the lessons of a program, every page before and after its check, its dialogs and tools', async ({ page, request }) => {
      const findings: Findings = { checks: 0, problems: [], axeRuns: 0, violations: [] };
      const token = await signInPage(page, request, tenant, account);
      await page.setViewportSize({ width: 1366, height: heightFor(1366) });
      expect(await tourProgram(page, learnerApi(request, tenant, token), checker(page, findings))).toBeGreaterThan(0);
      report(findings);
    });
  });
}

test.describe(`${demo.name}: the trainer space lays out from 320 to 1920 px`, () => {
  test.use({ baseURL: demo.origin });

  test('my classes, a roster, a learner, a correction, the messages', async ({ page, request }) => {
    const findings: Findings = { checks: 0, problems: [], axeRuns: 0, violations: [] };
    await signInPage(page, request, demo, demoTeacher);
    await page.setViewportSize({ width: 1366, height: heightFor(1366) });
    await tourTrainer(page, checker(page, findings));
    report(findings);
  });

  test('the administration: invitation codes, a code, users, the activity log, the settings', async ({ page, request }) => {
    const findings: Findings = { checks: 0, problems: [], axeRuns: 0, violations: [] };
    await signInPage(page, request, demo, demoAdmin);
    await page.setViewportSize({ width: 1366, height: heightFor(1366) });
    await tourAdmin(page, checker(page, findings));
    report(findings);
  });
});
