import { MyClassesPage } from '../../features/trainer/components/my-classes-page';

export function Component() {
  return <MyClassesPage />;
}
