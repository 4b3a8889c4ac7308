import { LearnerPage } from '../../features/trainer/components/learner-page';

export function Component() {
  return <LearnerPage />;
}
