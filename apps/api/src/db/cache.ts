import { LRUCache } from 'lru-cache';

export interface CacheOptions<V> {
  /** How long a value read is kept, in ms; 0 keeps nothing (every read loads: CACHE_MS=0 in tests). */
  ttlMs: number;
  /** The most values kept; past it, the least recently used goes. */
  max: number;
  /** How long this value may be kept when that is less than `ttlMs` (a session: until it expires); under 1 ms, not at all. */
  keepFor?: (value: V) => number;
  /** A bound on the values' total size as `sizeOf` measures them, besides their number (large values: pages). */
  size?: { max: number; of: (value: V) => number };
  /** The clock, in ms, for tests. lru-cache reads a start time of 0 as "never expires": a test clock starts after 0. */
  now?: () => number;
}

export interface Cache<V> {
  /**
   * The value of `key`, from `load` when it is not kept. Concurrent misses share one load; a
   * load that fails, or finds nothing (undefined), is not kept.
   */
  get<T extends V | undefined>(key: string, load: () => Promise<T>): Promise<T>;
  delete(key: string): void;
  /** Forgets every value `matches` selects (every session of a user). */
  deleteWhere(matches: (value: V) => boolean): void;
  clear(): void;
}

/** What a load found, and whether it may stay (lru-cache cannot store undefined). */
interface Loaded<V> {
  value: V | undefined;
  keep: boolean;
}

/**
 * The per-process cache of every area (sessions, profiles, tenants, course content, xAPI
 * credentials): lru-cache with a time to live, a bound on its size and single-flight loads
 * (`fetch`). A value deleted while its load runs is still answered to the requests that waited
 * for it (`ignoreFetchAbort`), but not kept.
 */
export function createCache<V>({ ttlMs, max, keepFor, size, now }: CacheOptions<V>): Cache<V> {
  if (ttlMs <= 0) return { get: (_key, load) => load(), delete: () => undefined, deleteWhere: () => undefined, clear: () => undefined };
  const entries = new LRUCache<string, Loaded<V>, () => Promise<V | undefined>>({
    max,
    ttl: ttlMs,
    // Read the clock on each check: lru-cache's default reuses a reading for 1 ms through a timer.
    ttlResolution: 0,
    // A value larger than the whole bound is answered but not kept (lru-cache refuses it).
    ...(size === undefined ? {} : { maxSize: size.max, sizeCalculation: ({ value }) => (value === undefined ? 1 : Math.max(1, Math.ceil(size.of(value)))) }),
    ...(now === undefined ? {} : { perf: { now } }),
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context: load, options }) => {
      const value = await load();
      const limit = value === undefined ? 0 : Math.min(ttlMs, Math.floor(keepFor?.(value) ?? ttlMs));
      if (limit >= 1) options.ttl = limit;
      return { value, keep: limit >= 1 };
    },
  });
  return {
    async get<T extends V | undefined>(key: string, load: () => Promise<T>): Promise<T> {
      const loaded = await entries.fetch(key, { context: load });
      if (loaded !== undefined && !loaded.keep && entries.peek(key, { allowStale: true }) === loaded) entries.delete(key);
      return loaded?.value as T;
    },
    delete: (key) => entries.delete(key),
    deleteWhere(matches) {
      const selected = [...entries.entries()].filter(([, loaded]) => loaded.value !== undefined && matches(loaded.value)).map(([key]) => key);
      for (const key of selected) entries.delete(key);
    },
    clear: () => entries.clear(),
  };
}

/** Values a process remembers by key and reads synchronously, on paths too hot for a promise (a verified token, a page's owner). */
export interface KeptValues<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
}

/**
 * The same lru-cache as `createCache`, read and written synchronously: each value is kept `ttlMs`,
 * at most `max` of them, the least recently used going first.
 */
export function createKeptValues<V extends NonNullable<unknown>>({ ttlMs, max, now }: Pick<CacheOptions<V>, 'ttlMs' | 'max' | 'now'>): KeptValues<V> {
  const entries = new LRUCache<string, V>({ max, ttl: ttlMs, ttlResolution: 0, ...(now === undefined ? {} : { perf: { now } }) });
  return { get: (key) => entries.get(key), set: (key, value) => void entries.set(key, value) };
}

/** Freezes a value read from a cache and shared by every request: one that changed it would throw. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of value instanceof Map ? value.values() : Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * `derive` computed once per value a cache keeps, for every request that reads the same kept value:
 * the value is frozen, so what is derived from it cannot change while it is kept, and is dropped
 * with it. `key` tells apart what one value yields for different arguments. The result is frozen
 * too, shared as the value is. A value not frozen (not from a cache) is derived afresh each time.
 */
export function derivedFromKept<V extends object, R, A = void>(
  derive: (value: V, argument: A) => R,
  key: (argument: A) => string = () => '',
): (value: V, argument: A) => R {
  const derived = new WeakMap<V, Map<string, R>>();
  return (value, argument) => {
    if (!Object.isFrozen(value)) return derive(value, argument);
    let byKey = derived.get(value);
    if (byKey === undefined) derived.set(value, (byKey = new Map()));
    const argumentKey = key(argument);
    if (byKey.has(argumentKey)) return byKey.get(argumentKey) as R;
    const result = deepFreeze(derive(value, argument));
    byKey.set(argumentKey, result);
    return result;
  };
}
