import { SingleSignOnPage } from '../../features/admin/tenant-settings/single-sign-on-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  return (
    <AdminOnly>
      <SingleSignOnPage />
    </AdminOnly>
  );
}
