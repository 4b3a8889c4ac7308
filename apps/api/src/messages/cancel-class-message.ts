import type { ClassMessage } from '@espace/contracts/messages';
import type { Database } from '../db/database';
import { AppError, NotFoundError } from '../http/app-error';
import type { JobQueue } from '../jobs/job-queue';
import { followedClass, type Trainer } from '../trainer/trainer-access';
import type { TrainerRepository } from '../trainer/trainer-repository';
import { classMessageOf } from './class-message-history';
import type { ClassMessagesRepository } from './class-messages-repository';

/**
 * Calls off a scheduled class message: its author only (403 for the class's other trainers), before
 * it is delivered (409 MESSAGE_ALREADY_SENT after); cancelled already, it stays so. Its job is
 * cancelled in the same transaction, and a delivery running meanwhile waits for the row and then
 * finds it cancelled.
 */
export async function cancelClassMessage({
  trainer,
  trainers,
  classMessages,
  database,
  jobs,
  classId,
  messageId,
  now,
}: {
  trainer: Trainer;
  trainers: TrainerRepository;
  classMessages: ClassMessagesRepository;
  database: Database;
  jobs: Pick<JobQueue, 'cancel'>;
  classId: string;
  messageId: string;
  now: Date;
}): Promise<ClassMessage> {
  const klass = await followedClass(trainer, trainers, classId);
  await database.transaction(async (tx) => {
    const message = await classMessages.lock(trainer.tenantId, messageId, tx);
    if (message === undefined || message.classId !== klass.id) throw new NotFoundError();
    if (message.authorId !== trainer.userId) throw new AppError('Forbidden');
    if (message.state === 'sent') throw new AppError('MESSAGE_ALREADY_SENT');
    if (message.state === 'cancelled') return;
    await classMessages.markCancelled(trainer.tenantId, message.id, now, tx);
    await jobs.cancel('class-message', message.id, { tx });
  });
  return classMessageOf(classMessages, trainer, klass.id, messageId);
}
