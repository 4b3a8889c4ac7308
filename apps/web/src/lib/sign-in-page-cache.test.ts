import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberLocaleChoice } from './i18n/locale-preference';
import { refreshSignInPage, signInPageCache } from './sign-in-page-cache';

/** A Cache Storage holding what `add` was given, and a page with a service worker. */
function stubCaches(add: (path: string) => Promise<void> = async () => undefined) {
  const cache = { add: vi.fn(add) };
  const open = vi.fn(async () => cache);
  vi.stubGlobal('caches', { open });
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  return { open, cache };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe("the service worker's copy of /login", () => {
  it('is stored again from the server, in the cache the worker serves it from', async () => {
    const { open, cache } = stubCaches();
    await refreshSignInPage();
    expect(open).toHaveBeenCalledWith(signInPageCache);
    expect(cache.add).toHaveBeenCalledWith('/login');
  });

  it('is rendered again when the learner changes language (the cookie already says which)', async () => {
    const { cache } = stubCaches();
    rememberLocaleChoice('en');
    await vi.waitFor(() => expect(cache.add).toHaveBeenCalledWith('/login'));
    expect(document.cookie).toContain('locale=en');
  });

  it('stays as it was when the server cannot be reached', async () => {
    stubCaches(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(refreshSignInPage()).resolves.toBeUndefined();
  });

  it('is left alone where there is no service worker', async () => {
    const { open } = stubCaches();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await refreshSignInPage();
    expect(open).not.toHaveBeenCalled();
  });
});
