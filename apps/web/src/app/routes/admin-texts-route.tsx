import { InterfaceTextsPage } from '../../features/admin/tenant-settings/interface-texts-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  return (
    <AdminOnly>
      <InterfaceTextsPage />
    </AdminOnly>
  );
}
