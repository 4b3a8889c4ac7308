import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';
import { PageLoading, RootRoute } from './root-route';

const handle = (value: RouteHandle) => value;

/**
 * Every screen is its own lazy chunk, so /login downloads neither the
 * dashboard nor the signed-in layout. Route modules export `Component`.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootRoute />,
    HydrateFallback: PageLoading,
    children: [
      { path: 'login', handle: handle({ titleKey: 'routes.login' }), lazy: () => import('./routes/login-route') },
      { path: '403', handle: handle({ titleKey: 'routes.forbidden' }), lazy: () => import('./routes/forbidden-route') },
      { path: '404', handle: handle({ titleKey: 'routes.notFound' }), lazy: () => import('./routes/not-found-route') },
      {
        id: 'main',
        handle: handle({ routeSet: 'main' }),
        lazy: () => import('./routes/signed-in-route'),
        children: [{ index: true, handle: handle({ titleKey: 'routes.home' }), lazy: () => import('./routes/home-route') }],
      },
      // The embedded set (session and correction pages, SPEC §2) will sit here
      // under <RouteGuard> with handle { routeSet: 'embedded' }, refused users going to /403.
      { path: '*', handle: handle({ rememberable: false }), element: <Navigate to="/404" replace /> },
    ],
  },
];
