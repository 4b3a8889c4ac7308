import { ContentPage } from '../../features/admin/components/content-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  return (
    <AdminOnly>
      <ContentPage />
    </AdminOnly>
  );
}
