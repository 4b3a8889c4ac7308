import { useSyncExternalStore } from 'react';
import { breakpoints } from '../../lib/breakpoints';

/** Below the xs breakpoint (768 px) windows open as modal dialogs (docs/product/screens-and-routes.md#small-screens). */
const query = `(max-width: ${breakpoints.xs - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = (): boolean => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : window.innerWidth < breakpoints.xs);

export function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
