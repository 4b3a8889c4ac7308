import { displayName } from '@espace/domain/display-name';
import type { Database, Queryable } from '../db/database';
import type { UsersRepository } from '../users/users-repository';
import type { ClassMessagesRepository } from './class-messages-repository';
import { postMessages } from './post-messages';
import type { ThreadsRepository } from './threads-repository';

interface DeliveryInput {
  tx: Queryable;
  tenantId: string;
  classMessageId: string;
  classMessages: ClassMessagesRepository;
  threads: ThreadsRepository;
  /** The author's name, as the learners' notifications say it. */
  senderName: string;
  now: Date;
}

/**
 * Delivers a class message in `tx` (docs/trainers.md#messages): each of its recipients still a
 * STUDENT of the class gets it in their thread with its author, and is told. It holds the
 * message's row until `tx` ends, so a delivery and a cancellation wait for each other; a message
 * no longer scheduled (sent by an earlier run, or cancelled) delivers nothing, so a job run again
 * tells nobody twice. Answers how many learners received it.
 */
export async function deliverClassMessage({ tx, tenantId, classMessageId, classMessages, threads, senderName, now }: DeliveryInput): Promise<number> {
  const message = await classMessages.lock(tenantId, classMessageId, tx);
  if (message === undefined || message.state !== 'scheduled') return 0;
  const students = await classMessages.studentsAmong(tenantId, message.classId, message.learnerIds, tx);
  const added = await postMessages({
    tx,
    tenantId,
    threads,
    sender: { id: message.authorId, name: senderName },
    from: 'trainer',
    posts: message.learnerIds
      .filter((learnerId) => students.has(learnerId))
      .map((learnerId) => ({ learnerId, trainerId: message.authorId, classId: message.classId, subject: message.subject, body: message.body })),
    now,
  });
  await classMessages.markSent(tenantId, message.id, now, added, tx);
  return added.length;
}

/**
 * A scheduled class message at its time (the job's work): delivered as above, unless its author no
 * longer follows the class (taken out of it, or no longer a trainer), when it is cancelled
 * instead: a trainer's message reaches only the learners of a class they teach.
 */
export async function deliverScheduledClassMessage({
  database,
  tenantId,
  classMessageId,
  classMessages,
  threads,
  users,
  authorFollows,
  now,
}: Omit<DeliveryInput, 'tx' | 'senderName'> & {
  database: Database;
  users: Pick<UsersRepository, 'findMailRecipient'>;
  authorFollows: (authorId: string, classId: string) => Promise<boolean>;
}): Promise<void> {
  const message = await classMessages.find(tenantId, classMessageId);
  if (message === undefined || message.state !== 'scheduled') return;
  const author = await users.findMailRecipient(tenantId, message.authorId);
  const follows = author !== undefined && (await authorFollows(message.authorId, message.classId));
  await database.transaction(async (tx) => {
    if (follows) {
      await deliverClassMessage({ tx, tenantId, classMessageId, classMessages, threads, senderName: displayName(author), now });
      return;
    }
    const locked = await classMessages.lock(tenantId, classMessageId, tx);
    if (locked?.state === 'scheduled') await classMessages.markCancelled(tenantId, classMessageId, now, tx);
  });
}
