import { SingleSignOnPage } from '../../features/admin/components/single-sign-on-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  return (
    <AdminOnly>
      <SingleSignOnPage />
    </AdminOnly>
  );
}
