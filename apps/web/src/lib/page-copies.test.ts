import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberLocaleChoice, shareLocaleChoiceWithServer } from './i18n/locale-preference';
import { forgetHomePage, homePageCache, keepHomePage, keepSignInPage, refreshSignInPage, signInPageCache } from './page-copies';

/** A Cache Storage holding what `add` was given (and `kept`, a copy already there), and a page with a service worker. */
function stubCaches(add: (path: string) => Promise<void> = async () => undefined, kept?: Response) {
  const cache = { add: vi.fn(add) };
  const open = vi.fn(async () => cache);
  const match = vi.fn(async () => kept);
  const remove = vi.fn(async () => true);
  vi.stubGlobal('caches', { open, match, delete: remove });
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  return { open, match, remove, cache };
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

  it('is stored once the worker is active when there is none, and left to the worker when there is', async () => {
    const missing = stubCaches();
    await keepSignInPage();
    expect(missing.match).toHaveBeenCalledWith('/login', { cacheName: signInPageCache, ignoreVary: true });
    expect(missing.cache.add).toHaveBeenCalledWith('/login');

    const present = stubCaches(undefined, new Response('<h1>Connexion</h1>'));
    await keepSignInPage();
    expect(present.cache.add).not.toHaveBeenCalled();
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

describe("the service worker's copy of a learner's Home", () => {
  it('is stored once the worker is active when there is none, in its own cache', async () => {
    const { open, match, cache } = stubCaches();
    await keepHomePage();
    expect(match).toHaveBeenCalledWith('/', { cacheName: homePageCache, ignoreVary: true });
    expect(open).toHaveBeenCalledWith(homePageCache);
    expect(cache.add).toHaveBeenCalledWith('/');
  });

  it('is forgotten with its whole cache', async () => {
    const { remove } = stubCaches();
    await forgetHomePage();
    expect(remove).toHaveBeenCalledWith(homePageCache);
  });
});

describe('a language chosen before the server rendered /login', () => {
  it('is told to the server by its cookie at start, once', () => {
    document.cookie = 'locale=; max-age=0; path=/';
    localStorage.setItem('locale', 'en');
    shareLocaleChoiceWithServer();
    expect(document.cookie).toContain('locale=en');
  });

  it('leaves the cookie alone when there is no choice', () => {
    document.cookie = 'locale=; max-age=0; path=/';
    shareLocaleChoiceWithServer();
    expect(document.cookie).not.toContain('locale=');
  });
});
