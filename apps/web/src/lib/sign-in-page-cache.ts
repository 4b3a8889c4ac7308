import { signInPath } from '@espace/contracts/server-rendering';

/** The cache the service worker serves /login from (vite.config.ts, `runtimeCaching`). */
export const signInPageCache = 'sign-in-page';

/**
 * Stores /login as the server renders it now, with the sign-in screen in the learner's current
 * language and the tenant's current texts, for the service worker to paint on the next visit
 * before any script runs (docs/offline.md). Called when the learner changes language; the worker
 * itself refreshes the copy on each visit of /login. Best effort: offline, the previous copy stays.
 */
export async function refreshSignInPage(): Promise<void> {
  if (!('serviceWorker' in navigator) || typeof caches === 'undefined') return;
  try {
    await (await caches.open(signInPageCache)).add(signInPath);
  } catch {
    // Offline or refused: the copy kept before still serves.
  }
}

/** Stores /login once the worker is active, if there is no copy yet: later visits keep it fresh. */
export async function keepSignInPage(): Promise<void> {
  if (typeof caches === 'undefined' || (await caches.match(signInPath, { cacheName: signInPageCache })) !== undefined) return;
  await refreshSignInPage();
}
