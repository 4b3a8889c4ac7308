import type { ContextSettings } from '@espace/contracts/context';
import * as Tabs from '@radix-ui/react-tabs';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useIsMobile } from '../../../lib/use-media-query';
import { activeTabPath, type DashboardTab, tabHref, visibleTabs } from '../dashboard-tabs';
import './dashboard.css';
import { paths } from '../../../lib/paths';

/** The tenant's switches the dashboard follows; certificationType labels the certificates tab (docs/product/accounts.md#tenant-switches). */
export type DashboardSwitches = Pick<ContextSettings, 'certificationAccess' | 'certificationType'>;

function useTabLabel(certificationType: DashboardSwitches['certificationType']) {
  const { t } = useTranslation();
  return (tab: DashboardTab) => (tab.key === 'certificates' ? t(`dashboard.tabs.certificates.${certificationType}`) : t(`dashboard.tabs.${tab.key}`));
}

/**
 * On phones a labelled select replaces the tabs (docs/product/screens-and-routes.md#dashboard). Choosing
 * an option changes nothing until « Afficher » is pressed: a select that changed page on its own would
 * move a keyboard user away at each arrow key (WCAG 3.2.2 On Input).
 */
function MobileTabSelect({ tabs, active, label }: { tabs: DashboardTab[]; active: string; label: (tab: DashboardTab) => string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [chosen, setChosen] = useState(active);
  // A section reached otherwise (a link, history) is what the select shows.
  const [shown, setShown] = useState(active);
  if (shown !== active) {
    setShown(active);
    setChosen(active);
  }
  return (
    <form
      className="dashboard__select"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(tabHref(tabs, chosen));
      }}
    >
      <label htmlFor={id}>{t('dashboard.tabs.select')}</label>
      <div className="dashboard__select-row">
        <select className="control" id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          {tabs.map((tab) => (
            <option key={tab.path} value={tab.path}>
              {label(tab)}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--secondary">
          {t('dashboard.tabs.show')}
        </button>
      </div>
    </form>
  );
}

/** /tableau-de-bord (docs/product/screens-and-routes.md#dashboard): the learner's dashboard, one tab per child route. */
export function DashboardLayout({ certificationAccess, certificationType }: DashboardSwitches) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const label = useTabLabel(certificationType);
  const tabs = visibleTabs({ mobile, certificationAccess });
  const active = activeTabPath(pathname);
  const current = tabs.find((tab) => tab.path === active);
  // A tab this learner cannot see (stats on a phone, certificates without access) falls back to the levels.
  if (!current) return <Navigate to={paths.dashboard.levels.getHref()} replace />;
  return (
    <div className="dashboard">
      <h1>{t('dashboard.title')}</h1>
      {mobile ? (
        <>
          <MobileTabSelect tabs={tabs} active={current.path} label={label} />
          <section className="dashboard__panel" aria-label={label(current)}>
            <Outlet />
          </section>
        </>
      ) : (
        <Tabs.Root value={current.path} onValueChange={(path) => void navigate(tabHref(tabs, path))} activationMode="manual">
          <Tabs.List className="dashboard__tabs" aria-label={t('dashboard.tabs.label')}>
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab.path} value={tab.path} className="dashboard__tab">
                {label(tab)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* Every tab has its panel (the triggers' aria-controls point at them); only the active one holds the route. */}
          {tabs.map((tab) => (
            <Tabs.Content key={tab.path} value={tab.path} className="dashboard__panel">
              {tab.path === current.path && <Outlet />}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </div>
  );
}
