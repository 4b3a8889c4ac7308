import { InterfaceTextsPage } from '../../features/admin/components/interface-texts-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  return (
    <AdminOnly>
      <InterfaceTextsPage />
    </AdminOnly>
  );
}
