import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
// The react-dom one: a navigation asked with `flushSync` (the lesson player's Next, use-page-moves.ts) renders at once, not as a transition.
import { RouterProvider } from 'react-router/dom';
import { captureInstallPrompt } from '../features/app-install/install-prompt-store';
import { startViewportRule } from '../features/browser-support/viewport-rule';
import { fetchCurrentContext, startingContext } from '../features/context/api/get-current-context';
import { applyContext } from '../features/context/apply-context';
import { meQueryOptions } from '../features/auth/api/get-me';
import { activateLocale, prefetchLocale } from '../lib/i18n/i18n';
import { preferredLocale, shareLocaleChoiceWithServer } from '../lib/i18n/locale-preference';
import { persistQueries, restorePersistedQueries } from '../lib/persisted-queries';
import { adoptServerRenderedData, completeServerRenderedTakeover, takeOverServerRenderedScreen } from '../lib/server-rendered-screen';
import { readToken, readUserId, shareSessionWithServer } from '../lib/session-storage';
import { LiveContextProviders } from './live-context-providers';
import { createQueryClient } from './providers';
import { prefetchFirstScreen } from './prefetch-first-screen';
import { appRoutes } from './routes';
import { handleRefusedSessions } from './session-refusal';

/**
 * docs/product/api-calls.md#tenant: the context comes first (API host, labels, colours, languages),
 * then the language, then the first render. The server inlines the context
 * in index.html, and a returning browser remembers the last one: the app
 * renders at once with it and takes the API's answer when it comes
 * (stale-while-revalidate). With the shell in the service worker, the first
 * screen then waits for no network at all (docs/performance.md).
 */
export async function bootstrap(container: HTMLElement): Promise<void> {
  // Before anything awaits: the browser may offer installing at any moment (docs/offline.md#add-to-home-prompt).
  captureInstallPrompt();
  // The tenant's zoom switch (docs/product/screens-and-routes.md#small-screens) is read each time the rule adjusts: known once the context is.
  let lockZoomOnPhones = false;
  startViewportRule(window, () => lockZoomOnPhones);
  shareLocaleChoiceWithServer();
  shareSessionWithServer();
  // Asked first, as the browser queues requests beyond six per server in order; the first screen's
  // chunks and language follow alongside rather than after it — the language guessed without the
  // tenant's list is nearly always the one chosen below (docs/performance.md).
  const contextLoading = fetchCurrentContext();
  const known = startingContext();
  const queryClient = createQueryClient();
  // A returning learner's Home renders from their last answers while the API is asked again.
  const userId = readUserId();
  if (readToken() !== null && userId !== null) restorePersistedQueries(queryClient, userId);
  // And with the answers the server rendered their Home from, when it did (newer ones win).
  adoptServerRenderedData(container, queryClient);
  persistQueries(queryClient);
  // A returning learner's session check (users/me, which the route guard waits for) starts at once,
  // beside the language and the first screen's chunks, rather than once the guard renders. It needs
  // the context's API host, hence after it.
  const startSessionCheck = () => {
    if (readToken() !== null) void queryClient.prefetchQuery(meQueryOptions());
  };
  if (known) {
    applyContext(known);
    startSessionCheck();
  }
  prefetchFirstScreen(appRoutes);
  prefetchLocale(preferredLocale([]));
  void contextLoading.then((latest) => {
    if (latest) lockZoomOnPhones = latest.settings.lockZoomOnPhones;
  });
  if (known) lockZoomOnPhones = known.settings.lockZoomOnPhones;
  const context = known ?? (await contextLoading);
  if (!known) {
    if (context) applyContext(context);
    startSessionCheck();
  }
  await activateLocale(preferredLocale(context?.settings.locales ?? []));

  const router = createBrowserRouter(appRoutes);
  handleRefusedSessions(router, queryClient);

  const app = (
    <StrictMode>
      <LiveContextProviders initial={context} latest={known ? contextLoading : null} queryClient={queryClient}>
        <RouterProvider router={router} />
      </LiveContextProviders>
    </StrictMode>
  );
  // The server rendered the first screen (/login, a learner's Home) into the page: it stays until the
  // app can show the same screen — not a loading state while the route's chunk arrives — and then is
  // replaced, keeping what the user typed in it and where (docs/performance.md).
  // A root leaves the container's content alone until it first commits.
  const root = createRoot(container);
  const serverRendered = container.firstElementChild !== null;
  if (serverRendered) {
    await routerReady(router);
    takeOverServerRenderedScreen(container);
  }
  // As a transition, React renders the first screen in slices, yielding to the browser between
  // them, rather than in one task that blocks input for a third of a second on a slow phone (TBT);
  // a server-rendered screen stays usable meanwhile.
  startTransition(() => root.render(serverRendered ? <AfterFirstCommit run={() => completeServerRenderedTakeover(container)}>{app}</AfterFirstCommit> : app));
  // The service worker (docs/offline.md#service-worker): registered after the first render, in its own chunk, so it never delays the first screen.
  void import('../features/app-install/register-service-worker').then(
    ({ registerServiceWorker }) => registerServiceWorker(),
    // No chunk (offline on a first visit): the app simply stays uninstalled this time.
    () => undefined,
  );
}

/** Resolves once the router has loaded what the first location needs (its lazy route modules). */
function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Runs `run` once its children are on the page (their first commit). */
function AfterFirstCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useLayoutEffect(run, [run]);
  return children;
}
