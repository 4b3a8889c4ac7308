import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';

/** public/app-load-failure.js: what shows when the app's own files fail to load, before it starts. */
const source = readFileSync(join(import.meta.dirname, '..', '..', '..', 'public', 'app-load-failure.js'), 'utf8');
const run = () => new Function(source)() as void;

function failedScript(src: string): void {
  const script = document.createElement('script');
  script.src = src;
  document.head.appendChild(script);
  script.dispatchEvent(new Event('error'));
}

// The page runs the script once; each test runs it afresh, so the listeners of the one before go with it.
beforeEach(() => {
  vi.spyOn(window, 'addEventListener');
  vi.spyOn(document, 'addEventListener');
});
afterEach(() => {
  for (const target of [window, document]) {
    for (const [type, listener, options] of vi.mocked(target.addEventListener).mock.calls) target.removeEventListener(type, listener, options);
  }
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-app-started');
  document.documentElement.lang = '';
});

describe('the app load failure notice', () => {
  it("says, in the app's own words, that loading failed, and offers a reload with the focus on it", () => {
    document.documentElement.lang = 'fr';
    // The sign-in form the server rendered, which no script will run.
    document.body.innerHTML = '<div id="root"><form><button type="submit">Se connecter</button></form></div>';
    run();
    failedScript('/assets/index-0a1b.js');
    const notice = document.querySelector('[role="alert"]');
    expect(notice?.querySelector('h1')?.textContent).toBe(fr.errors.CHUNK_LOAD_FAILED.title);
    expect(notice?.querySelector('p')?.textContent).toBe(fr.errors.CHUNK_LOAD_FAILED.message);
    const reload = notice?.querySelector('button');
    expect(reload?.textContent).toBe(fr.chunkLoading.reload);
    expect(document.activeElement).toBe(reload);
    const root = document.getElementById('root');
    expect(root?.hasAttribute('inert')).toBe(true);
    expect(root?.getAttribute('aria-hidden')).toBe('true');
  });

  it('speaks English on an English page, once however many files fail', () => {
    document.documentElement.lang = 'en';
    run();
    failedScript('/assets/index-0a1b.js');
    failedScript('/assets/shell-2c3d.js');
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(document.querySelector('h1')?.textContent).toBe(en.errors.CHUNK_LOAD_FAILED.title);
    expect(document.querySelector('button')?.textContent).toBe(en.chunkLoading.reload);
  });

  it('stays silent once the app has started (its own screen explains a later chunk), and for files that are not the app’s', () => {
    run();
    failedScript('/api/activities/x/y.js');
    document.documentElement.setAttribute('data-app-started', '');
    failedScript('/assets/home-4e5f.js');
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  describe('a file that fails while the page loads', () => {
    const loading = (state: DocumentReadyState) => Object.defineProperty(document, 'readyState', { get: () => state, configurable: true });
    afterEach(() => Reflect.deleteProperty(document, 'readyState'));

    it('waits for the scripts to have run: a lazy chunk the page only preloaded leaves the app starting, and its own screen speaking', () => {
      loading('loading');
      run();
      failedScript('/assets/login-screen-6a7b.js');
      expect(document.querySelector('[role="alert"]')).toBeNull();
      document.documentElement.setAttribute('data-app-started', '');
      loading('interactive');
      document.dispatchEvent(new Event('DOMContentLoaded'));
      loading('complete');
      window.dispatchEvent(new Event('load'));
      expect(document.querySelector('[role="alert"]')).toBeNull();
    });

    it('speaks once the scripts have run without the app starting (its entry failed)', () => {
      loading('interactive');
      run();
      failedScript('/assets/index-0a1b.js');
      expect(document.querySelector('[role="alert"]')).toBeNull();
      loading('complete');
      window.dispatchEvent(new Event('load'));
      expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
    });
  });
});
