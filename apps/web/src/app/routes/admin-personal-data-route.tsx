import { PersonalDataPage } from '../../features/admin/personal-data/personal-data-page';
import { AdminOnly } from '../guard/admin-only';

/** The tenant's system admin only, as its settings: a company admin goes to /403, as the API refuses them too. */
export function Component() {
  return (
    <AdminOnly>
      <PersonalDataPage />
    </AdminOnly>
  );
}
