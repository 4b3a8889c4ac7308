import type { MouseEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, Outlet } from 'react-router';
import { MobileMessage } from '../../features/browser-support/components/mobile-message';
import { TenantLogo } from '../../features/context/components/tenant-logo';
import { useFeatureSwitches } from '../../features/context/tenant-context';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { RequiredDataGate } from '../guard/required-data-gate';
import { MainNavigation, type Space } from './main-navigation';
import { trainerHome } from './spaces';
import './layout.css';
import { paths } from '../../lib/paths';

const mainId = 'main-content';

/** Moves focus into the main landmark without touching the URL (a #hash would be a route change here). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(mainId);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** The signed-in screens' frame, for both spaces: the header's brand leads to the space's first screen; the navigation and the notifications' bell end it. */
export function SignedInLayout({ space = 'learner' }: { space?: Space }) {
  const { t } = useTranslation();
  const { certificationAccess } = useFeatureSwitches();
  return (
    <div className="app-shell">
      <a className="skip-link" href={`#${mainId}`} onClick={skipToContent}>
        {t('layout.skipToContent')}
      </a>
      <header className="app-header">
        <Link to={space === 'trainer' ? trainerHome : paths.home.getHref()} className="app-header__brand">
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
        <RequiredDataGate>
          <Outlet />
        </RequiredDataGate>
      </main>
    </div>
  );
}
