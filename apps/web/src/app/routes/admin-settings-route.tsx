import { TenantSettingsPage } from '../../features/admin/components/tenant-settings-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  return (
    <AdminOnly>
      <TenantSettingsPage />
    </AdminOnly>
  );
}
