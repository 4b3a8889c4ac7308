import { scoreBundles } from '../../components/score/score-bundles';
import { useFeatureSwitches } from '../../features/context/tenant-context';
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout';
import { dashboardBundles } from '../../features/dashboard/dashboard-bundles';
import { registerFeatureBundles } from '../../lib/i18n/i18n';

await Promise.all([registerFeatureBundles(dashboardBundles), registerFeatureBundles(scoreBundles)]);

export function Component() {
  const { certificationAccess, certificationType } = useFeatureSwitches();
  return <DashboardLayout certificationAccess={certificationAccess} certificationType={certificationType} />;
}
