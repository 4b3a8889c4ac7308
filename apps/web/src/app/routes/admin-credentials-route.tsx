import { CredentialsPage } from '../../features/admin/credentials/credentials-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  return (
    <AdminOnly>
      <CredentialsPage />
    </AdminOnly>
  );
}
