import { useSyncExternalStore } from 'react';

interface ValueStore<T> {
  get(): T;
  /** Replaces the value and re-renders the components reading it. */
  set(value: T): void;
  /** The value, in a component, re-rendered when it changes. */
  useValue(): T;
}

/**
 * A value kept outside React because it is set from the bootstrap or a browser event, before
 * (or after) anything renders, and read by components as it changes.
 */
export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get: () => value,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    useValue: () =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => initial,
      ),
  };
}
