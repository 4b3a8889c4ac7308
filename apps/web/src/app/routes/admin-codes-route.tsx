import { InvitationCodesPage } from '../../features/admin/components/invitation-codes-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  return (
    <AdminOnly>
      <InvitationCodesPage />
    </AdminOnly>
  );
}
