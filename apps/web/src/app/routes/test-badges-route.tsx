import { scoreBundles } from '../../components/score/score-bundles';
import { dashboardBundles } from '../../features/dashboard/dashboard-bundles';
import { registerFeatureBundles } from '../../lib/i18n/i18n';

await Promise.all([registerFeatureBundles(dashboardBundles), registerFeatureBundles(scoreBundles)]);

export { TestBadgesPage as Component } from '../../features/dashboard/components/test-badges-page';
