import { JobsPage } from '../../features/admin/components/jobs-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  return (
    <AdminOnly>
      <JobsPage />
    </AdminOnly>
  );
}
