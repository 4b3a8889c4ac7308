/**
 * Values a process may keep for `ttlMs` after reading them (0: none), loaded at most once per
 * key at a time: concurrent misses share one load, and a failed load is not kept. Full, it is
 * emptied rather than scanned; it refills from the database.
 */
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
}

export function createTtlCache<V>(ttlMs: number, maxEntries = 10_000, now: () => number = Date.now): TtlCache<V> {
  const entries = new Map<string, { value: Promise<V>; validUntil: number }>();
  return {
    get(key, load) {
      const entry = entries.get(key);
      if (entry !== undefined && entry.validUntil > now()) return entry.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      const loaded = { value, validUntil: now() + ttlMs };
      entries.set(key, loaded);
      value.catch(() => {
        if (entries.get(key) === loaded) entries.delete(key);
      });
      return value;
    },
  };
}

/** Freezes a value read from a cache and shared by every request: one that changed it would throw. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of value instanceof Map ? value.values() : Object.values(value)) deepFreeze(child);
  }
  return value;
}
