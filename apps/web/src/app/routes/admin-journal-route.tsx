import { AuditLogPage } from '../../features/admin/components/audit-log-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  return (
    <AdminOnly>
      <AuditLogPage />
    </AdminOnly>
  );
}
