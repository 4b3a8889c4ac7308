import { paths } from '../../lib/paths';

/** A tab's name in the address: the last segment of its route's pattern. */
const segmentOf = (route: { path: string }) => route.path.slice(route.path.lastIndexOf('/') + 1);

/** The dashboard's tabs, in tab order (docs/product/screens-and-routes.md#dashboard); `path` is the segment that names each. */
const dashboardTabs = (
  [
    { route: paths.dashboard.levels, key: 'levels' },
    { route: paths.dashboard.jobs, key: 'jobs' },
    { route: paths.dashboard.stats, key: 'stats', desktopOnly: true },
    { route: paths.dashboard.certificates, key: 'certificates', needsCertification: true },
    { route: paths.dashboard.logbook, key: 'logbook' },
  ] as const
).map((tab) => ({ ...tab, path: segmentOf(tab.route) }));

export type DashboardTab = (typeof dashboardTabs)[number];

/** validations (certificates), with its alias certicates (docs/product/screens-and-routes.md#routes). */
const aliases: Record<string, string> = { [segmentOf(paths.dashboard.certificatesAlias)]: segmentOf(paths.dashboard.certificates) };

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

/** The address of the tab named `path` among `tabs`; the dashboard's own (which opens its first tab) for any other. */
export const tabHref = (tabs: readonly DashboardTab[], path: string) =>
  tabs.find((tab) => tab.path === path)?.route.getHref() ?? paths.dashboard.root.getHref();
