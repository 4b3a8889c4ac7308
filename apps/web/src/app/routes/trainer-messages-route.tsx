import { MessagesPage } from '../../features/trainer/components/messages-page';

export function Component() {
  return <MessagesPage />;
}
