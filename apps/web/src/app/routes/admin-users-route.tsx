import { UsersPage } from '../../features/admin/users/users-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  return (
    <AdminOnly companies>
      <UsersPage />
    </AdminOnly>
  );
}
