import { useParams } from 'react-router';
import { ThreadPage } from '../../features/messages/components/thread-page';

export function Component() {
  const threadId = useParams().threadId ?? '';
  return <ThreadPage key={threadId} side="trainer" threadId={threadId} />;
}
