import { useSyncExternalStore } from 'react';

/**
 * The waiting new version of the app, if any: the function that activates it
 * and reloads. Kept outside React because the service worker reports it from
 * the bootstrap, before (or after) anything renders.
 */
type ApplyUpdate = () => Promise<void>;

let waiting: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

export function announceUpdate(apply: ApplyUpdate | null): void {
  waiting = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWaitingUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  );
}
