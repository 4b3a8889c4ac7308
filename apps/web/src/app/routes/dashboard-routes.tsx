import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../route-handle';

const handle = (value: RouteHandle) => value;

/**
 * SPEC §2 /tableau-de-bord and its children (kept here so routes.tsx gains one
 * line per area). Each tab is its own lazy chunk.
 */
export const dashboardRoute: RouteObject = {
  path: 'tableau-de-bord',
  handle: handle({ titleKey: 'routes.dashboard' }),
  lazy: () => import('./dashboard-route'),
  children: [
    { index: true, handle: handle({ rememberable: false }), element: <Navigate to="niveaux" replace /> },
    { path: 'niveaux', handle: handle({ titleKey: 'routes.dashboardLevels' }), lazy: () => import('./dashboard-levels-route') },
    { path: 'metiers', handle: handle({ titleKey: 'routes.dashboardJobs' }), lazy: () => import('./dashboard-jobs-route') },
    { path: 'statistiques', handle: handle({ titleKey: 'routes.dashboardStats' }), lazy: () => import('./dashboard-stats-route') },
    { path: 'validations', handle: handle({ titleKey: 'routes.dashboardCertificates' }), lazy: () => import('./dashboard-certificates-route') },
    { path: 'certicates', handle: handle({ rememberable: false }), element: <Navigate to="../validations" replace /> },
    { path: 'logbook', handle: handle({ titleKey: 'routes.dashboardLogbook' }), lazy: () => import('./dashboard-logbook-route') },
  ],
};

/** SPEC §2 /evaluate/:type/:id, signed in; only Program (the module sends others to /404). */
export const evaluationRoute: RouteObject = { path: 'evaluate/:type/:id', handle: handle({ titleKey: 'routes.evaluation' }), lazy: () => import('./evaluation-route') };

/** Public: a certificate's verification page opens without a session. */
export const verifyRoute: RouteObject = { path: 'verify/:code', handle: handle({ titleKey: 'routes.verify', rememberable: false }), lazy: () => import('./verify-route') };
