import { ClassesPage } from '../../features/admin/components/classes-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  return (
    <AdminOnly companies>
      <ClassesPage />
    </AdminOnly>
  );
}
