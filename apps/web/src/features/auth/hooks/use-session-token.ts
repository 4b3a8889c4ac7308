import { useSyncExternalStore } from 'react';
import { readToken, subscribeToSession } from '../../../lib/session-storage';

function subscribe(listener: () => void): () => void {
  const unsubscribe = subscribeToSession(listener);
  // Another tab signing in or out changes this tab's session too.
  window.addEventListener('storage', listener);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', listener);
  };
}

/** The stored access token (null when signed out), re-rendering when it changes. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, readToken, () => null);
}
