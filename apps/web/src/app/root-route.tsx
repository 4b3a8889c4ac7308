import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { Outlet, useLocation, useMatches } from 'react-router';
import { UnsupportedBrowserNotice } from '../features/browser-support/components/unsupported-browser-notice';
import { appName, pageTitle } from '../features/context/page-title';
import { useTenant } from '../features/context/tenant-context';
import { documentTitleOverride } from '../lib/document-title';
import { rememberPath } from '../lib/session-storage';
import { SiteFrame } from './layout/site-footer';
import { routeRequirements } from './route-handle';

// Its own chunk: not needed for the first screen (and precached by the service worker for offline starts).
const OfflineNotice = lazy(async () => ({ default: (await import('../features/app-install/components/offline-notice')).OfflineNotice }));
const AppInstallNotices = lazy(async () => ({ default: (await import('../features/app-install/components/app-install-notices')).AppInstallNotices }));

/** '{context name} - {route title}', or 'Espace Apprenant' (docs/product/screens-and-routes.md#page-titles); a screen may title itself more precisely (lib/document-title.ts). */
function useDocumentTitle() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const { titleKey } = routeRequirements(useMatches());
  const override = documentTitleOverride.useValue();
  // The tenant's certification type is the titles' i18next context: its certificates page is "Mes attestations" where it issues attestations.
  const title =
    override !== null
      ? [override, tenant?.name ?? appName].join(' - ')
      : pageTitle(tenant?.name, titleKey ? t(titleKey, { context: tenant?.settings.certificationType }) : null);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The last visited path comes back after sign-in (docs/product/screens-and-routes.md#last-visited-path). */
function useRememberLastPath() {
  const { pathname, search, hash } = useLocation();
  const { rememberable } = routeRequirements(useMatches());
  useEffect(() => {
    if (rememberable) rememberPath(`${pathname}${search}${hash}`);
  }, [rememberable, pathname, search, hash]);
}

export function RootRoute() {
  useDocumentTitle();
  useRememberLastPath();
  const { siteFooter } = routeRequirements(useMatches());
  return (
    <>
      <UnsupportedBrowserNotice />
      <Suspense fallback={null}>
        <OfflineNotice />
      </Suspense>
      {siteFooter ? (
        <SiteFrame>
          <Outlet />
        </SiteFrame>
      ) : (
        <Outlet />
      )}
      <Suspense fallback={null}>
        <AppInstallNotices />
      </Suspense>
    </>
  );
}

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p className="page-status" role="status">
      {t('app.loading')}
    </p>
  );
}
