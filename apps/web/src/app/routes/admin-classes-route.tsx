import { ClassesPage } from '../../features/admin/classes/classes-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  return (
    <AdminOnly companies>
      <ClassesPage />
    </AdminOnly>
  );
}
