import { ThreadsPage } from '../../features/messages/components/threads-page';

export function Component() {
  return <ThreadsPage side="learner" />;
}
