import { homePath, signInPath } from '@espace/contracts/server-rendering';

/**
 * The pages the server renders a first screen into (docs/performance.md), kept for the service
 * worker, which serves them stale-while-revalidate (vite.config.ts `runtimeCaching`, whose
 * cache names these are: the config cannot import the app's modules). A warm visit then paints
 * the screen before any script runs, offline too (docs/offline.md). The worker refreshes a copy
 * on each visit of its page; the page stores the first one, and replaces it when it changes.
 */
export const signInPageCache = 'sign-in-page';
/** `/` with the learner's own Home: theirs alone, forgotten with their session. */
export const homePageCache = 'home-page';

const canKeepPages = () => 'serviceWorker' in navigator && typeof caches !== 'undefined';

/** Stores the page at `path` as the server renders it now. Best effort: offline, the previous copy stays. */
async function storePage(cacheName: string, path: string): Promise<void> {
  if (!canKeepPages()) return;
  try {
    await (await caches.open(cacheName)).add(path);
  } catch {
    // Offline or refused: the copy kept before still serves.
  }
}

async function keepPage(cacheName: string, path: string): Promise<void> {
  // Home says `Vary: cookie` to HTTP caches; the worker's copy is matched whatever it says.
  if (!canKeepPages() || (await caches.match(path, { cacheName, ignoreVary: true })) !== undefined) return;
  await storePage(cacheName, path);
}

/**
 * Stores /login with the sign-in screen in the learner's current language and the tenant's
 * current texts. Called when the learner changes language, so it never opens in the previous one.
 */
export const refreshSignInPage = (): Promise<void> => storePage(signInPageCache, signInPath);

/** Stores /login once the worker is active, if there is no copy yet: later visits keep it fresh. */
export const keepSignInPage = (): Promise<void> => keepPage(signInPageCache, signInPath);

/** Stores a signed-in learner's Home once the worker is active, if there is no copy yet. */
export const keepHomePage = (): Promise<void> => keepPage(homePageCache, homePath);

/** Forgets the copy of a learner's Home: on signing in or out, so nobody else's ever paints. */
export async function forgetHomePage(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(homePageCache);
  } catch {
    // Storage refused: there is no copy either.
  }
}
