import { useParams } from 'react-router';
import { InvitationCodePage } from '../../features/admin/invitation-codes/invitation-code-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  const { codeId = '' } = useParams();
  return (
    <AdminOnly>
      <InvitationCodePage codeId={codeId} />
    </AdminOnly>
  );
}
