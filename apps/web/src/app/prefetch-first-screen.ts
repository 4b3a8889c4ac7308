import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Starts downloading the route chunks of the URL being opened while the context and the
 * language load, instead of after them: on a phone network that is one round trip less
 * before the first screen (docs/performance.md). The router later calls the same `lazy`
 * and gets the module the browser already has. A failure is left to the router, which
 * shows its own chunk error when it loads the route for real.
 */
export function prefetchFirstScreen(routes: RouteObject[], location: { pathname: string } = window.location): void {
  for (const { route } of matchRoutes(routes, location) ?? []) {
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
  }
}
