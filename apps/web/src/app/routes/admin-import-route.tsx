import { LearnerImportPage } from '../../features/admin/components/learner-import-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  return (
    <AdminOnly companies>
      <LearnerImportPage />
    </AdminOnly>
  );
}
