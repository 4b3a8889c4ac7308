import { ClassRosterPage } from '../../features/trainer/components/class-roster-page';

export function Component() {
  return <ClassRosterPage />;
}
