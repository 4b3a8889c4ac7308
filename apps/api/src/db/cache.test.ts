import { describe, expect, it, vi } from 'vitest';
import { createCache, deepFreeze, derivedFromKept } from './cache';

// lru-cache keeps a value while its age is at most the time to live, and reads a start time of
// 0 as "never expires": the clocks below start at 1 000.
describe('createCache', () => {
  it('loads once per key within the time to live, concurrent misses included, and again after it', async () => {
    let clock = 1000;
    const cache = createCache<number>({ ttlMs: 1000, max: 10, now: () => clock });
    const load = vi.fn(async () => 42);
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
    clock = 2000;
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    clock = 2001;
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing with a time to live of 0, nor a failed load', async () => {
    const none = createCache<number>({ ttlMs: 0, max: 10 });
    const load = vi.fn(async () => 1);
    await none.get('a', load);
    await none.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    const cache = createCache<number>({ ttlMs: 60_000, max: 10 });
    await expect(cache.get('b', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', async () => 2)).toBe(2);
  });

  it('stays bounded', async () => {
    const cache = createCache<string>({ ttlMs: 60_000, max: 2 });
    const load = vi.fn(async () => 'x');
    for (const key of ['a', 'b', 'c', 'a']) await cache.get(key, load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('stays within a bound on the total size when given one, the least recently used going first', async () => {
    const cache = createCache<string>({ ttlMs: 60_000, max: 100, size: { max: 10, of: (value) => value.length } });
    const loads: string[] = [];
    const load = (value: string) => async () => (loads.push(value), value);
    await cache.get('a', load('aaaa'));
    await cache.get('b', load('bbbb'));
    await cache.get('a', load('aaaa'));
    // 4 + 4 + 4 > 10: b, the least recently used, goes; a stays.
    await cache.get('c', load('cccc'));
    await cache.get('a', load('aaaa'));
    await cache.get('b', load('bbbb'));
    expect(loads).toEqual(['aaaa', 'bbbb', 'cccc', 'bbbb']);
    // Larger than the whole bound: answered, never kept.
    expect(await cache.get('huge', load('h'.repeat(11)))).toHaveLength(11);
    await cache.get('huge', load('h'.repeat(11)));
    expect(loads.filter((value) => value.startsWith('h'))).toHaveLength(2);
  });

  it('keeps neither a value found missing nor one past its own limit, and forgets on demand', async () => {
    const cache = createCache<{ id: string; ms: number }>({ ttlMs: 60_000, max: 10, keepFor: (value) => value.ms });
    const missing = vi.fn(async () => undefined);
    await cache.get('a', missing);
    await cache.get('a', missing);
    expect(missing).toHaveBeenCalledTimes(2);
    const expired = vi.fn(async () => ({ id: 'e', ms: 0 }));
    await cache.get('e', expired);
    await cache.get('e', expired);
    expect(expired).toHaveBeenCalledTimes(2);
    const kept = vi.fn(async () => ({ id: 'k', ms: 60_000 }));
    await cache.get('k', kept);
    await cache.get('k', kept);
    expect(kept).toHaveBeenCalledTimes(1);
    cache.deleteWhere((value) => value.id === 'k');
    await cache.get('k', kept);
    expect(kept).toHaveBeenCalledTimes(2);
  });

  it('answers a load to those waiting for it even when its key is deleted meanwhile, without keeping it', async () => {
    const cache = createCache<{ id: string }>({ ttlMs: 60_000, max: 10 });
    let finish: (value: { id: string }) => void = () => undefined;
    const slow = vi.fn(() => new Promise<{ id: string }>((resolve) => (finish = resolve)));
    const waiting = cache.get('a', slow);
    cache.delete('a');
    finish({ id: 'old' });
    expect(await waiting).toEqual({ id: 'old' });
    expect(await cache.get('a', async () => ({ id: 'new' }))).toEqual({ id: 'new' });
  });
});

describe('deepFreeze', () => {
  it('freezes objects, arrays and map values all the way down', () => {
    const value = deepFreeze({ rows: [{ id: 'r' }], byId: new Map([['k', { n: 1 }]]) });
    expect(Object.isFrozen(value.rows[0])).toBe(true);
    expect(Object.isFrozen(value.byId.get('k'))).toBe(true);
    expect(() => {
      (value.rows as { id: string }[]).push({ id: 's' });
    }).toThrow();
  });
});

describe('derivedFromKept', () => {
  it('derives once per kept value and argument key, and shares a frozen result', () => {
    const derive = vi.fn((rows: readonly number[], factor: number) => rows.map((row) => row * factor));
    const scaled = derivedFromKept(derive, (factor) => String(factor));
    const kept = deepFreeze([1, 2]);
    const first = scaled(kept, 10);
    expect(scaled(kept, 10)).toBe(first);
    expect(first).toEqual([10, 20]);
    expect(Object.isFrozen(first)).toBe(true);
    expect(scaled(kept, 3)).toEqual([3, 6]);
    expect(derive).toHaveBeenCalledTimes(2);
    // Another version of the value (the cache read it again) is derived anew.
    expect(scaled(deepFreeze([1, 2]), 10)).not.toBe(first);
    expect(derive).toHaveBeenCalledTimes(3);
  });

  it('derives afresh from a value no cache keeps (not frozen), which may still change', () => {
    const derive = vi.fn((rows: number[]) => rows.length);
    const count = derivedFromKept(derive);
    const rows = [1];
    expect(count(rows)).toBe(1);
    rows.push(2);
    expect(count(rows)).toBe(2);
    expect(derive).toHaveBeenCalledTimes(2);
  });
});
