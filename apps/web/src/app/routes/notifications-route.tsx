import { useFeatureSwitches } from '../../features/context/tenant-context';
import { NotificationsPage } from '../../features/notifications/components/notifications-page';

export function Component() {
  const { certificationAccess } = useFeatureSwitches();
  return <NotificationsPage switches={{ certificationAccess }} />;
}
