import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { contrastRatio, parseHexColour } from '@espace/domain/contrast';
import { demo, demoLearner, type Account, type Tenant } from './demo';
import { resetLearnerProgram, type LearnerProgram } from './player-program';
import { apiSignIn, tenantRequest } from './sign-in';

/** Signs the learner in through the API and hands the page the token, as a returning learner. */
export async function signedInPage(page: Page, request: APIRequestContext, tenant: Tenant = demo, account: Account = demoLearner): Promise<string> {
  const token = await apiSignIn(request, tenant, account);
  await page.addInitScript((value) => window.localStorage.setItem('id_token', value), token);
  return token;
}

/** The demo learner's program, started again: every lesson at its first page (tests may have played it). */
export async function freshProgram(request: APIRequestContext, token: string): Promise<LearnerProgram> {
  return resetLearnerProgram(request, token);
}

/** The learner's API, as the tests call it. */
export async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: T }> {
  const target = tenantRequest(demo, token);
  const response = await request.fetch(target.url(`/api/${path}`), { method, headers: target.headers, ...(data === undefined ? {} : { data }) });
  const text = await response.text();
  return { status: response.status(), body: (text === '' ? null : JSON.parse(text)) as T };
}

/**
 * Plays a lesson to its end through the API, sending every exercise as it is (a quick way to the
 * next course); a timed lesson is started with the learner's go (`start=true`).
 */
export async function playThrough(request: APIRequestContext, token: string, lessonId: string): Promise<void> {
  let page = (await call<{ id: string; blockType: string; results: unknown }>(request, token, 'GET', `lessons/${lessonId}/pages/current?start=true`)).body;
  for (let step = 0; step < 40; step += 1) {
    if (page.results === null)
      await call(request, token, 'PATCH', `lessons/${lessonId}/pages/current`, page.blockType === 'exercice' ? { inputs: { answers: {} } } : {});
    const next = await call<{ id: string; blockType: string; results: unknown; code?: string }>(
      request,
      token,
      'POST',
      `lessons/${lessonId}/pages/next?fromPageId=${page.id}`,
    );
    if (next.status === 404) return;
    expect(next.status).toBe(200);
    page = next.body;
  }
  throw new Error(`lesson ${lessonId} did not end`);
}

/**
 * WCAG 2.4.11 Focus not obscured: what hides the focused control, if anything — the lesson
 * player's fixed footer covering it (unless it is in the footer), or the control being out of
 * the window altogether.
 */
export function focusObscured(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return null;
    const box = active.getBoundingClientRect();
    const name = `${active.tagName.toLowerCase()} « ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)} »`;
    if (box.bottom <= 0 || box.top >= window.innerHeight) return `${name} is out of the window (top ${Math.round(box.top)} of ${window.innerHeight})`;
    const footer = document.querySelector('.player-footer');
    if (!footer || footer.contains(active) || getComputedStyle(footer).position !== 'fixed') return null;
    const cover = footer.getBoundingClientRect();
    const hidden = Math.max(0, Math.min(box.bottom, cover.bottom) - Math.max(box.top, cover.top));
    return hidden > 0 ? `${name} is ${Math.round(hidden)} px under the footer` : null;
  });
}

/** Presses Tab through every control of the page (up to `limit`), collecting what was hidden when it had the focus. */
export async function tabThroughPage(page: Page, limit = 60): Promise<string[]> {
  const hidden: string[] = [];
  const seen = new Set<string>();
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const key = await page.evaluate(() => {
      const active = document.activeElement;
      return active ? `${active.tagName}:${[...document.querySelectorAll('*')].indexOf(active)}` : 'none';
    });
    if (seen.has(key)) break;
    seen.add(key);
    const problem = await focusObscured(page);
    if (problem) hidden.push(problem);
  }
  return hidden;
}

/** The contrast of an element's `property` colour (border-top-color, stroke…) against the colour behind it, as the browser draws them. */
export async function contrastWithBackground(
  page: Page,
  selector: string,
  property: 'border-top-color' | 'stroke' | 'fill',
  background = '#ffffff',
): Promise<number> {
  const colour = await page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
  const hex = await page.evaluate((value) => {
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) return value;
    canvas.fillStyle = value;
    return canvas.fillStyle;
  }, colour);
  const [foreground, ground] = [parseHexColour(hex), parseHexColour(background)];
  if (!foreground || !ground) throw new Error(`not a colour: ${hex} on ${background}`);
  return contrastRatio(foreground, ground);
}
