import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-app-started');
  document.documentElement.lang = '';
});

describe('the app load failure notice', () => {
  it("says, in the app's own words, that loading failed, and offers a reload with the focus on it", () => {
    document.documentElement.lang = 'fr';
    run();
    failedScript('/assets/index-0a1b.js');
    const notice = document.querySelector('[role="alert"]');
    expect(notice?.querySelector('h1')?.textContent).toBe(fr.errors.CHUNK_LOAD_FAILED.title);
    expect(notice?.querySelector('p')?.textContent).toBe(fr.errors.CHUNK_LOAD_FAILED.message);
    const reload = notice?.querySelector('button');
    expect(reload?.textContent).toBe(fr.chunkLoading.reload);
    expect(document.activeElement).toBe(reload);
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
});
