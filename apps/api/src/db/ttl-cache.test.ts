import { describe, expect, it, vi } from 'vitest';
import { createTtlCache, deepFreeze } from './ttl-cache';

describe('createTtlCache', () => {
  it('loads once per key within the time to live, concurrent misses included, and again after it', async () => {
    let clock = 0;
    const cache = createTtlCache<number>(1000, 10, () => clock);
    const load = vi.fn(async () => 42);
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
    clock = 999;
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    clock = 1000;
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing with a time to live of 0, nor a failed load', async () => {
    const none = createTtlCache<number>(0);
    const load = vi.fn(async () => 1);
    await none.get('a', load);
    await none.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
    const cache = createTtlCache<number>(60_000);
    await expect(cache.get('b', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', async () => 2)).toBe(2);
  });

  it('stays bounded', async () => {
    const cache = createTtlCache<string>(60_000, 2);
    const load = vi.fn(async () => 'x');
    for (const key of ['a', 'b', 'c', 'a']) await cache.get(key, load);
    expect(load).toHaveBeenCalledTimes(4);
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
