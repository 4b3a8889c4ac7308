import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, Outlet } from 'react-router';
import { MobileMessage } from '../../features/browser-support/components/mobile-message';
import { TenantLogo } from '../../features/context/components/tenant-logo';
import { useFeatureSwitches } from '../../features/context/tenant-context';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { RequiredDataGate } from '../guard/required-data-gate';
import { MainNavigation, type Space } from './main-navigation';
import './layout.css';
import { destinations } from '../../lib/destinations';

const mainId = 'main-content';

/** Moves focus into the main landmark without touching the URL (a #hash would be a route change here). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(mainId);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/**
 * The signed-in screens' frame, for both spaces: the header's brand leads to the space's first screen; the navigation and the notifications' bell end it.
 * Its content is the matched screen, or `children` (a full-page state shown where the route's own frame is gone).
 */
export function SignedInLayout({ space = 'learner', children }: { space?: Space; children?: ReactNode }) {
  const { t } = useTranslation();
  const { certificationAccess } = useFeatureSwitches();
  return (
    <div className="app-shell">
      <a className="skip-link" href={`#${mainId}`} onClick={skipToContent}>
        {t('layout.skipToContent')}
      </a>
      <header className="app-header">
        <Link to={destinations[space === 'trainer' ? 'trainerHome' : 'home'].href} className="app-header__brand">
          <TenantLogo className="app-header__logo" />
          <span className="app-header__name">{t('app.name')}</span>
        </Link>
        <div className="app-header__end">
          <MainNavigation space={space} />
          <NotificationBell switches={{ certificationAccess }} />
        </div>
      </header>
      {/* It speaks of courses and tabs a learner meets: the trainer and admin spaces have neither. */}
      {space === 'learner' && <MobileMessage />}
      <main className="app-main" id={mainId} tabIndex={-1}>
        <RequiredDataGate>{children ?? <Outlet />}</RequiredDataGate>
      </main>
    </div>
  );
}
