import { useParams } from 'react-router';
import { ClassPage } from '../../features/admin/classes/class-page';
import { AdminOnly } from '../guard/admin-only';

export function Component() {
  const { classId = '' } = useParams();
  return (
    <AdminOnly companies>
      <ClassPage classId={classId} />
    </AdminOnly>
  );
}
