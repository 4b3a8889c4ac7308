import { Navigate, type RouteObject } from 'react-router';
import { scoreBundles } from '../../components/score/score-bundles';
import { certificatesBundles } from '../../features/certificates/certificates-bundles';
import { dashboardBundles } from '../../features/dashboard/dashboard-bundles';
import { evaluationBundles } from '../../features/evaluation/evaluation-bundles';
import { logbookBundles } from '../../features/logbook/logbook-bundles';
import { paths } from '../../lib/paths';
import type { RouteHandle } from '../route-handle';
import { withTexts } from '../route-texts';

const handle = (value: RouteHandle) => value;

/**
 * /tableau-de-bord and its children (docs/product/screens-and-routes.md#dashboard),
 * kept here so routes.tsx gains one line per area. Each tab is its own lazy chunk.
 */
export const dashboardRoute: RouteObject = {
  path: paths.dashboard.root.path,
  handle: handle({ titleKey: 'routes.dashboard' }),
  lazy: withTexts(() => import('./dashboard-route'), dashboardBundles, scoreBundles),
  children: [
    { index: true, handle: handle({ rememberable: false }), element: <Navigate to={paths.dashboard.levels.getHref()} replace /> },
    {
      path: paths.dashboard.levels.path,
      handle: handle({ titleKey: 'routes.dashboardLevels' }),
      // The certificates' texts: the badges as credentials, where the tenant issues them.
      lazy: withTexts(() => import('./dashboard-levels-route'), certificatesBundles),
    },
    { path: paths.dashboard.jobs.path, handle: handle({ titleKey: 'routes.dashboardJobs' }), lazy: () => import('./dashboard-jobs-route') },
    { path: paths.dashboard.stats.path, handle: handle({ titleKey: 'routes.dashboardStats' }), lazy: () => import('./dashboard-stats-route') },
    {
      path: paths.dashboard.certificates.path,
      handle: handle({ titleKey: 'routes.dashboardCertificates' }),
      lazy: withTexts(() => import('./dashboard-certificates-route'), certificatesBundles),
    },
    {
      path: paths.dashboard.certificatesAlias.path,
      handle: handle({ rememberable: false }),
      element: <Navigate to={paths.dashboard.certificates.getHref()} replace />,
    },
    {
      path: paths.dashboard.logbook.path,
      handle: handle({ titleKey: 'routes.dashboardLogbook' }),
      lazy: withTexts(() => import('./dashboard-logbook-route'), logbookBundles),
    },
  ],
};

/** /evaluate/:type/:id (docs/product/screens-and-routes.md#evaluation), signed in; only Program (the module sends others to /404). */
export const evaluationRoute: RouteObject = {
  path: paths.evaluation.path,
  handle: handle({ titleKey: 'routes.evaluation' }),
  lazy: withTexts(() => import('./evaluation-route'), evaluationBundles),
};

/** Public: a certificate's verification page opens without a session. */
export const verifyRoute: RouteObject = {
  path: paths.verify.path,
  handle: handle({ titleKey: 'routes.verify', rememberable: false }),
  lazy: withTexts(() => import('./verify-route'), certificatesBundles),
};

export const credentialRoute: RouteObject = {
  path: paths.credential.path,
  handle: handle({ titleKey: 'routes.credential', rememberable: false }),
  lazy: withTexts(() => import('./credential-route'), certificatesBundles),
};
