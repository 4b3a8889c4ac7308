import { useFeatureSwitches } from '../../features/context/tenant-context';
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout';

export function Component() {
  const { certificationAccess, certificationType } = useFeatureSwitches();
  return <DashboardLayout certificationAccess={certificationAccess} certificationType={certificationType} />;
}
