import { LearnerImportPage } from '../../features/admin/enrolment/learner-import-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  return (
    <AdminOnly companies>
      <LearnerImportPage />
    </AdminOnly>
  );
}
