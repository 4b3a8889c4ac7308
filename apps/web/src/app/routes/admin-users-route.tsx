import { UsersPage } from '../../features/admin/components/users-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  return (
    <AdminOnly companies>
      <UsersPage />
    </AdminOnly>
  );
}
