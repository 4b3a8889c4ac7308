/** The dashboard's tabs, by path segment, in tab order (docs/product/screens-and-routes.md#dashboard). */
const dashboardTabs = [
  { path: 'niveaux', key: 'levels' },
  { path: 'metiers', key: 'jobs' },
  { path: 'statistiques', key: 'stats', desktopOnly: true },
  { path: 'validations', key: 'certificates', needsCertification: true },
  { path: 'logbook', key: 'logbook' },
] as const;

export type DashboardTab = (typeof dashboardTabs)[number];

/** validations (certificates), with its alias certicates (docs/product/screens-and-routes.md#routes). */
const aliases: Record<string, string> = { certicates: 'validations' };

interface TabSwitches {
  mobile: boolean;
  certificationAccess: boolean;
}

/** The tabs this learner sees: stats on desktop only, certificates only with the tenant's certification access. */
export function visibleTabs({ mobile, certificationAccess }: TabSwitches): DashboardTab[] {
  return dashboardTabs.filter((tab) => !(('desktopOnly' in tab && mobile) || ('needsCertification' in tab && !certificationAccess)));
}

/** The tab a pathname shows ('/tableau-de-bord/certicates' → 'validations'), or null outside the tabs. */
export function activeTabPath(pathname: string): string | null {
  const segment = pathname.replace(/\/+$/, '').split('/').at(-1) ?? '';
  const path = aliases[segment] ?? segment;
  return dashboardTabs.some((tab) => tab.path === path) ? path : null;
}
