import { TenantSettingsPage } from '../../features/admin/tenant-settings/tenant-settings-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  return (
    <AdminOnly>
      <TenantSettingsPage />
    </AdminOnly>
  );
}
