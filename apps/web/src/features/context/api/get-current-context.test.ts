import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { demoContext } from '../../../test/fixtures';
import { inlineContextElementId } from '@espace/contracts/inline-context';
import { fetchCurrentContext, inlineContext, lastContextKey, startingContext } from './get-current-context';

describe('fetchCurrentContext', () => {
  it('remembers the context, and falls back to it when the API cannot be reached (offline start)', async () => {
    mockApi({ 'GET contexts/current': { body: demoContext } });
    expect(await fetchCurrentContext()).toEqual(demoContext);
    expect(localStorage.getItem(lastContextKey)).not.toBeNull();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await fetchCurrentContext()).toEqual(demoContext);
  });

  it('gives null offline when no context was ever seen, or the stored one is not a context', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await fetchCurrentContext()).toBeNull();
    localStorage.setItem(lastContextKey, '{"name":42}');
    expect(await fetchCurrentContext()).toBeNull();
    localStorage.setItem(lastContextKey, 'not json');
    expect(await fetchCurrentContext()).toBeNull();
  });
});

describe('inlineContext', () => {
  const inline = (text: string) => {
    const script = document.createElement('script');
    script.id = inlineContextElementId;
    script.type = 'application/json';
    script.textContent = text;
    document.head.append(script);
    return script;
  };

  it('reads the context the server wrote into index.html', () => {
    const script = inline(JSON.stringify(demoContext));
    try {
      expect(inlineContext()).toEqual(demoContext);
    } finally {
      script.remove();
    }
  });

  it('gives null without one, or when it is not a context', () => {
    expect(inlineContext()).toBeNull();
    for (const text of ['{"name":42}', 'not json', '']) {
      const script = inline(text);
      expect(inlineContext()).toBeNull();
      script.remove();
    }
  });
});

describe('startingContext', () => {
  const older = { ...demoContext, name: 'Académie (copie du service worker)' };
  const inline = (context: unknown) => {
    const script = document.createElement('script');
    script.id = inlineContextElementId;
    script.type = 'application/json';
    script.textContent = JSON.stringify(context);
    document.head.append(script);
    return script;
  };

  it("prefers the page's own context when the server sent the page", () => {
    localStorage.setItem(lastContextKey, JSON.stringify(older));
    const script = inline(demoContext);
    try {
      expect(startingContext()?.name).toBe(demoContext.name);
    } finally {
      script.remove();
    }
  });

  it('prefers the last answer of the API when the service worker sent the page, its copy being older', () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {} } });
    localStorage.setItem(lastContextKey, JSON.stringify(demoContext));
    const script = inline(older);
    try {
      expect(startingContext()?.name).toBe(demoContext.name);
      localStorage.removeItem(lastContextKey);
      expect(startingContext()?.name).toBe(older.name);
    } finally {
      script.remove();
      vi.unstubAllGlobals();
    }
  });
});
