import { afterEach, describe, expect, it, vi } from 'vitest';
import { asChunkLoadError, ChunkLoadError, chunkFailureOf, chunkName } from './chunk-load-error';
import { chunkTimeoutMs, isFileMissing, loadChunk, toChunkLoadError } from './load-chunk';

const chromium = new TypeError('Failed to fetch dynamically imported module: http://localhost:3100/assets/home-route-B1x2.js');
const firefox = new TypeError('error loading dynamically imported module: http://localhost:3100/assets/home-route-B1x2.js');
const safari = new TypeError('Importing a module script failed.');
const css = new Error('Unable to preload CSS for http://localhost:3100/assets/dashboard-route-Cc9.css');

describe('chunkFailureOf', () => {
  it.each([
    ['Chromium', chromium, { code: 'CHUNK_LOAD_FAILED', url: 'http://localhost:3100/assets/home-route-B1x2.js' }],
    ['Firefox', firefox, { code: 'CHUNK_LOAD_FAILED', url: 'http://localhost:3100/assets/home-route-B1x2.js' }],
    ['Safari (no file named)', safari, { code: 'CHUNK_LOAD_FAILED' }],
    ['a stylesheet', css, { code: 'CSS_CHUNK_LOAD_FAILED', url: 'http://localhost:3100/assets/dashboard-route-Cc9.css' }],
  ])('recognises %s', (_, error, expected) => {
    expect(chunkFailureOf(error)).toEqual(expected);
  });

  it.each([new TypeError('x is undefined'), 'Failed to fetch dynamically imported module', { message: 'Importing a module script failed' }, null])(
    'leaves other errors alone: %s',
    (error) => {
      expect(chunkFailureOf(error)).toBeUndefined();
    },
  );
});

describe('chunkName', () => {
  it('keeps the file name only', () => {
    expect(chunkName('http://h/assets/a-b.js?v=1#x', 'home')).toBe('a-b.js');
  });
  it('falls back when no file is known', () => {
    expect(chunkName(undefined, 'home')).toBe('home');
  });
});

describe('toChunkLoadError', () => {
  it('says "missing" when the server no longer has the file', async () => {
    const probe = vi.fn().mockResolvedValue(true);
    const error = await toChunkLoadError(chromium, 'home', probe);
    expect(probe).toHaveBeenCalledWith('http://localhost:3100/assets/home-route-B1x2.js');
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      name: 'ChunkLoadError',
      code: 'CHUNK_LOAD_FAILED',
      reason: 'missing',
      chunk: 'home-route-B1x2.js',
      message: 'loading chunk home-route-B1x2.js failed',
    });
  });

  it('says "other" when the file is there or nothing answers', async () => {
    await expect(toChunkLoadError(chromium, 'home', () => Promise.resolve(false))).resolves.toMatchObject({ reason: 'other' });
  });

  it('gives stylesheets their own code', async () => {
    await expect(toChunkLoadError(css, 'dashboard', () => Promise.resolve(true))).resolves.toMatchObject({
      code: 'CSS_CHUNK_LOAD_FAILED',
      reason: 'missing',
      chunk: 'dashboard-route-Cc9.css',
    });
  });

  it('does not probe when the browser names no file', async () => {
    const probe = vi.fn();
    await expect(toChunkLoadError(safari, 'home', probe)).resolves.toMatchObject({ reason: 'other', chunk: 'home' });
    expect(probe).not.toHaveBeenCalled();
  });

  it('returns other errors unchanged', async () => {
    const error = new RangeError('boom');
    await expect(toChunkLoadError(error, 'home')).resolves.toBe(error);
  });
});

describe('isFileMissing', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const answer = (response: Response | Error) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response))),
    );

  it.each([
    ['a 404', new Response(null, { status: 404 }), true],
    ['a 410', new Response(null, { status: 410 }), true],
    ['the app shell instead of the script', new Response(null, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } }), true],
    ['the script itself', new Response(null, { status: 200, headers: { 'content-type': 'text/javascript' } }), false],
    ['a server error', new Response(null, { status: 503 }), false],
    ['no answer', new TypeError('Failed to fetch'), false],
  ])('%s → missing %s', async (_, response, missing) => {
    answer(response);
    await expect(isFileMissing('/assets/home-route-B1x2.js')).resolves.toBe(missing);
    expect(fetch).toHaveBeenCalledWith('/assets/home-route-B1x2.js', { method: 'HEAD', cache: 'no-store' });
  });
});

describe('asChunkLoadError', () => {
  it('classifies without a probe', () => {
    expect(asChunkLoadError(css)).toMatchObject({ code: 'CSS_CHUNK_LOAD_FAILED', reason: 'other' });
    expect(asChunkLoadError(new Error('boom'))).toBeUndefined();
  });
});

describe('loadChunk', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the module', async () => {
    await expect(loadChunk('home', () => Promise.resolve({ Component: 'x' }))).resolves.toEqual({ Component: 'x' });
  });

  it('fails with reason "timeout" after 120 s, not before', async () => {
    vi.useFakeTimers();
    const loading = loadChunk('home', () => new Promise<never>(() => undefined));
    const settled = vi.fn();
    loading.catch(settled);
    await vi.advanceTimersByTimeAsync(chunkTimeoutMs - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'ChunkLoadError', code: 'CHUNK_LOAD_FAILED', reason: 'timeout', chunk: 'home', message: 'loading chunk home failed' }),
    );
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    await expect(loadChunk('home', () => Promise.reject(chromium), { probe: () => Promise.resolve(true) })).rejects.toMatchObject({
      reason: 'missing',
      chunk: 'home-route-B1x2.js',
    });
  });

  it('clears its timer once the import settles', async () => {
    vi.useFakeTimers();
    await loadChunk('home', () => Promise.resolve(1));
    expect(vi.getTimerCount()).toBe(0);
  });
});
