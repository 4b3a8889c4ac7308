import type { ClassMessage, classMessageBodySchema } from '@espace/contracts/messages';
import { displayName } from '@espace/domain/display-name';
import { CLASS_MESSAGE_RECIPIENTS_MAX } from '@espace/domain/messages/message-vocabulary';
import { sendTimeRefusal } from '@espace/domain/messages/send-time';
import type { z } from 'zod';
import type { LearnerLessonsRepository } from '../dashboard/learner-lessons-repository';
import type { Database } from '../db/database';
import { AppError, NotFoundError } from '../http/app-error';
import type { JobQueue } from '../jobs/job-queue';
import { openRoster } from '../trainer/roster-entries';
import type { RosterRepository } from '../trainer/roster-repository';
import { followedClass, type Trainer } from '../trainer/trainer-access';
import type { FollowedClass, TrainerRepository } from '../trainer/trainer-repository';
import type { UsersRepository } from '../users/users-repository';
import type { Audience, ClassMessagesRepository } from './class-messages-repository';
import { classMessageOf } from './class-message-history';
import { deliverClassMessage } from './deliver-class-message';
import type { ClassMessageJob } from './class-message-jobs';
import type { ThreadsRepository } from './threads-repository';

interface SendClassMessageInput {
  trainer: Trainer;
  trainers: TrainerRepository;
  roster: RosterRepository;
  nodes: Pick<LearnerLessonsRepository, 'courseNodes'>;
  users: Pick<UsersRepository, 'findMailRecipient'>;
  classMessages: ClassMessagesRepository;
  threads: ThreadsRepository;
  database: Database;
  jobs: Pick<JobQueue, 'send'>;
  classId: string;
  body: z.output<typeof classMessageBodySchema>;
  now: Date;
}

/**
 * The class and the learners a class message is for, resolved now: learners named one by one must
 * all be STUDENTs of the class (any other id: 404, nothing sent), a view is what the roster lists
 * in it (its own selection, openRoster), so the trainer is told the count that will receive it.
 */
async function recipientsOf(input: SendClassMessageInput): Promise<{ klass: FollowedClass; learnerIds: string[]; audience: Audience }> {
  const { trainer, classMessages, body } = input;
  if ('learnerIds' in body.recipients) {
    const klass = await followedClass(trainer, input.trainers, input.classId);
    const asked = [...new Set(body.recipients.learnerIds)];
    const students = await classMessages.studentsAmong(trainer.tenantId, klass.id, asked);
    // A trainer who is also a learner of the class does not write to themself.
    if (students.size !== asked.length || students.has(trainer.userId)) throw new NotFoundError();
    return { klass, learnerIds: asked, audience: 'learners' };
  }
  const { view, search } = body.recipients;
  const roster = await openRoster(input);
  const selection = roster.selection({ view, search, sort: 'name', order: 'asc' });
  const learnerIds = (await input.roster.selectedLearnerIds(trainer.tenantId, roster.klass.id, selection)).filter((learnerId) => learnerId !== trainer.userId);
  const klass = roster.klass;
  return { klass, learnerIds, audience: view };
}

/**
 * A trainer's message to learners of a class they follow (docs/trainers.md#messages): delivered
 * in this request's transaction, or, with `sendAt`, a job of the durable queue that delivers it
 * once at that time (keyed by the message's id), across restarts.
 */
export async function sendClassMessage(input: SendClassMessageInput): Promise<ClassMessage> {
  const { trainer, body, now } = input;
  const sendAt = body.sendAt === undefined ? null : new Date(body.sendAt);
  const refusal = sendAt === null ? null : sendTimeRefusal(sendAt, now);
  if (refusal !== null) throw new AppError('INVALID_SEND_TIME', [{ path: 'body.sendAt', message: `The send time is ${refusal}`, code: refusal }]);
  const { klass, learnerIds, audience } = await recipientsOf(input);
  if (learnerIds.length === 0) throw new AppError('NO_RECIPIENTS');
  if (learnerIds.length > CLASS_MESSAGE_RECIPIENTS_MAX)
    throw new AppError('TOO_MANY_RECIPIENTS', [
      {
        path: 'body.recipients',
        message: `At most ${CLASS_MESSAGE_RECIPIENTS_MAX} learners`,
        values: { max: CLASS_MESSAGE_RECIPIENTS_MAX, count: learnerIds.length },
      },
    ]);
  const author = await input.users.findMailRecipient(trainer.tenantId, trainer.userId);
  if (author === undefined) throw new NotFoundError();
  const id = await input.database.transaction(async (tx) => {
    const created = await input.classMessages.create(
      trainer.tenantId,
      { classId: klass.id, authorId: trainer.userId, subject: body.subject, body: body.body, audience, state: 'scheduled', sendAt: sendAt ?? now, learnerIds },
      tx,
    );
    if (sendAt === null) {
      const { classMessages, threads } = input;
      await deliverClassMessage({ tx, tenantId: trainer.tenantId, classMessageId: created.id, classMessages, threads, senderName: displayName(author), now });
    } else {
      await input.jobs.send<ClassMessageJob>(
        'class-message',
        { contextId: trainer.tenantId, classMessageId: created.id },
        { key: created.id, tx, startAfter: sendAt },
      );
    }
    return created.id;
  });
  return classMessageOf(input.classMessages, trainer, klass.id, id);
}
