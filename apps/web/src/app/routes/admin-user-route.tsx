import { useParams } from 'react-router';
import { UserPage } from '../../features/admin/users/user-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  const { userId = '' } = useParams();
  return (
    <AdminOnly companies>
      <UserPage userId={userId} />
    </AdminOnly>
  );
}
