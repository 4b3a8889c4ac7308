import { ContentPage } from '../../features/admin/content/content-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  return (
    <AdminOnly>
      <ContentPage />
    </AdminOnly>
  );
}
