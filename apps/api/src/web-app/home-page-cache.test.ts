import { describe, expect, it, vi } from 'vitest';
import { createHomePageCache, homeViewKey, type HomeView, type KeptHomePage, keptPageMayHold } from './home-page-cache';

const view: HomeView = { tenantId: 't1', userId: 'u1', locale: 'fr', mobile: false, search: '' };
const inputs = { context: '{"name":"Démo"}', me: '{"id":"u1","displayName":"Léa"}' };
const kept: KeptHomePage = { ...inputs, answers: [{ path: 'users/me/classes', etag: 'W/"a"' }], freshUntil: 5000, html: '<p>Léa</p>', encoded: {} };

describe('homeViewKey', () => {
  it('differs for another learner, tenant, language, device or address', () => {
    const others: HomeView[] = [
      { ...view, userId: 'u2' },
      { ...view, tenantId: 't2' },
      { ...view, locale: 'en' },
      { ...view, mobile: true },
      { ...view, search: '?page=2' },
    ];
    const keys = new Set([view, ...others].map(homeViewKey));
    expect(keys.size).toBe(6);
    // No value can pass for two: `u1","t2` is one user id, not a user and a tenant.
    expect(homeViewKey({ ...view, userId: 'u1","fr' })).not.toBe(homeViewKey({ ...view, locale: 'fr","fr' }));
  });
});

describe('keptPageMayHold', () => {
  it('holds with the same tenant texts and profile, before its limit', () => {
    expect(keptPageMayHold(kept, { ...inputs, at: 4999 })).toBe(true);
  });

  it('does not once the profile, the tenant texts or the clock moved on', () => {
    expect(keptPageMayHold(kept, { ...inputs, me: '{"id":"u1","displayName":"Léonie"}', at: 1000 })).toBe(false);
    expect(keptPageMayHold(kept, { ...inputs, context: '{"name":"Autre"}', at: 1000 })).toBe(false);
    expect(keptPageMayHold(kept, { ...inputs, at: 5000 })).toBe(false);
  });
});

describe('createHomePageCache', () => {
  const page = (html: string, freshUntil = 60_000) => ({ ...inputs, answers: kept.answers, freshUntil, html });

  it('renders once, then serves the kept page while its answers are unchanged, and renders again when one changed', async () => {
    const clock = 1000;
    const cache = createHomePageCache({ keep: true, now: () => clock });
    const render = vi.fn(async () => page(`<p>render ${render.mock.calls.length}</p>`));
    let same = true;
    const unchanged = vi.fn(async () => same);
    expect((await cache.page(view, inputs, { render, unchanged }))?.html).toBe('<p>render 1</p>');
    expect((await cache.page(view, inputs, { render, unchanged }))?.html).toBe('<p>render 1</p>');
    expect(unchanged).toHaveBeenCalledWith(kept.answers);
    same = false;
    expect((await cache.page(view, inputs, { render, unchanged }))?.html).toBe('<p>render 2</p>');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("renders again, without asking the API, when the profile changed or the page's limit passed", async () => {
    let clock = 1000;
    const cache = createHomePageCache({ keep: true, now: () => clock });
    const render = vi.fn(async () => page(`<p>render ${render.mock.calls.length}</p>`, 2000));
    const unchanged = vi.fn(async () => true);
    await cache.page(view, inputs, { render, unchanged });
    await cache.page(view, { ...inputs, me: '{"id":"u1","displayName":"Léonie"}' }, { render, unchanged });
    clock = 2000;
    await cache.page(view, inputs, { render, unchanged });
    expect(render).toHaveBeenCalledTimes(3);
    expect(unchanged).not.toHaveBeenCalled();
  });

  it("keeps one view's page from another's, and nothing when told not to keep, or when the renderer leaves Home to the app", async () => {
    const cache = createHomePageCache({ keep: true, now: () => 1000 });
    const unchanged = async () => true;
    await cache.page(view, inputs, { render: async () => page('<p>u1</p>'), unchanged });
    expect((await cache.page({ ...view, userId: 'u2' }, inputs, { render: async () => page('<p>u2</p>'), unchanged }))?.html).toBe('<p>u2</p>');
    expect((await cache.page(view, inputs, { render: async () => page('<p>again</p>'), unchanged }))?.html).toBe('<p>u1</p>');

    const none = createHomePageCache({ keep: false, now: () => 1000 });
    const render = vi.fn(async () => page('<p>x</p>'));
    await none.page(view, inputs, { render, unchanged });
    await none.page(view, inputs, { render, unchanged });
    expect(render).toHaveBeenCalledTimes(2);

    const refused = vi.fn(async () => null);
    expect(await cache.page({ ...view, userId: 'trainer' }, inputs, { render: refused, unchanged })).toBeNull();
    expect(await cache.page({ ...view, userId: 'trainer' }, inputs, { render: refused, unchanged })).toBeNull();
    expect(refused).toHaveBeenCalledTimes(2);
  });

  it('renders once for requests that come together', async () => {
    const cache = createHomePageCache({ keep: true, now: () => 1000 });
    const render = vi.fn(async () => page('<p>once</p>'));
    const pages = await Promise.all([1, 2, 3].map(() => cache.page(view, inputs, { render, unchanged: async () => true })));
    expect(pages.map((served) => served?.html)).toEqual(['<p>once</p>', '<p>once</p>', '<p>once</p>']);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
