import type { ThreadSide } from '@espace/domain/messages/message-vocabulary';
import type { Queryable } from '../db/database';
import { notify } from '../notifications/notify';
import type { ThreadsRepository } from './threads-repository';

/** A message from one party of a thread to the other: a contact message, a reply, a class message's delivery to one learner. */
interface Post {
  learnerId: string;
  trainerId: string;
  /** Null keeps the thread's class. */
  classId: string | null;
  /** Null keeps the thread's subject. */
  subject: string | null;
  body: string;
}

/**
 * Adds each message to its pair's thread (started when they have none) and tells its reader, in
 * `tx`: a message exists if and only if its notification does (docs/architecture.md#a-notification-kind).
 * The sender writes from one side to every pair; the pairs are distinct (one thread each).
 */
export async function postMessages({
  tx,
  tenantId,
  threads,
  sender,
  from,
  posts,
  now,
  mailedWithEvent = false,
}: {
  tx: Queryable;
  tenantId: string;
  threads: Pick<ThreadsRepository, 'addMessages'>;
  sender: { id: string; name: string };
  from: ThreadSide;
  posts: readonly Post[];
  now: Date;
  /** The messages' own mail already carries them (a contact message: notify's `mailedWithEvent`). */
  mailedWithEvent?: boolean;
}) {
  const added = await threads.addMessages(
    tenantId,
    posts.map((post) => ({ ...post, authorId: sender.id, at: now })),
    tx,
  );
  const to = from === 'learner' ? 'trainer' : 'learner';
  await notify(
    tx,
    tenantId,
    added.map((message) => ({
      userId: to === 'trainer' ? message.trainerId : message.learnerId,
      kind: 'message.received' as const,
      params: { messageId: message.messageId, threadId: message.threadId, sender: sender.name, subject: message.subject, to },
    })),
    { now, mailedWithEvent },
  );
  return added;
}
