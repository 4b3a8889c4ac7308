import { InvitationCodesPage } from '../../features/admin/invitation-codes/invitation-codes-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  return (
    <AdminOnly>
      <InvitationCodesPage />
    </AdminOnly>
  );
}
