import { useSyncExternalStore } from 'react';
import { readToken, subscribeToSession } from '../../../lib/session-storage';
import { useStaticRenderVisitor } from '../../../lib/static-render';

function subscribe(listener: () => void): () => void {
  const unsubscribe = subscribeToSession(listener);
  // Another tab signing in or out changes this tab's session too.
  window.addEventListener('storage', listener);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', listener);
  };
}

/**
 * Stands for the token while the server renders a signed-in learner's screen: it came in a cookie
 * (contracts/server-rendering sessionCookie), and the server's renderer makes no calls of its own.
 */
const serverSession = 'server-session';

/** The stored access token (null when signed out), re-rendering when it changes. */
export function useSessionToken(): string | null {
  const serverToken = useStaticRenderVisitor()?.signedIn === true ? serverSession : null;
  return useSyncExternalStore(subscribe, readToken, () => serverToken);
}
