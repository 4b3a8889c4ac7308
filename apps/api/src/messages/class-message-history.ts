import type { ClassMessage, ClassMessages } from '@espace/contracts/messages';
import { displayName } from '@espace/domain/display-name';
import { NotFoundError } from '../http/app-error';
import { followedClass, type Trainer } from '../trainer/trainer-access';
import type { TrainerRepository } from '../trainer/trainer-repository';
import type { ClassMessageHistoryItem, ClassMessagesRepository } from './class-messages-repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A class message as its class's trainers read it: recipients by name, who received and read it, and the counts. */
function presentClassMessage(item: ClassMessageHistoryItem, readerId: string): ClassMessage {
  const recipients = item.recipients
    .map((recipient) => ({
      learner: { id: recipient.learner.id, displayName: displayName(recipient.learner) },
      delivered: recipient.delivered,
      readAt: iso(recipient.readAt),
    }))
    .sort((a, b) => a.learner.displayName.localeCompare(b.learner.displayName, 'fr', { sensitivity: 'base' }));
  return {
    id: item.id,
    subject: item.subject,
    body: item.body,
    audience: item.audience,
    state: item.state,
    sendAt: item.sendAt.toISOString(),
    sentAt: iso(item.sentAt),
    cancelledAt: iso(item.cancelledAt),
    author: { id: item.author.id, displayName: displayName(item.author) },
    mine: item.authorId === readerId,
    recipients,
    counts: {
      recipients: recipients.length,
      delivered: recipients.filter((recipient) => recipient.delivered).length,
      read: recipients.filter((recipient) => recipient.readAt !== null).length,
    },
  };
}

/** One class message of the class, as its history shows it (another class's: 404). */
export async function classMessageOf(classMessages: ClassMessagesRepository, trainer: Trainer, classId: string, id: string): Promise<ClassMessage> {
  const [item] = await classMessages.history(trainer.tenantId, classId, id);
  if (item === undefined) throw new NotFoundError();
  return presentClassMessage(item, trainer.userId);
}

/** What the class's trainers sent or scheduled to its learners, latest send time first (docs/trainers.md#messages). */
export async function classMessageHistory({
  trainer,
  trainers,
  classMessages,
  classId,
}: {
  trainer: Trainer;
  trainers: TrainerRepository;
  classMessages: ClassMessagesRepository;
  classId: string;
}): Promise<ClassMessages> {
  const klass = await followedClass(trainer, trainers, classId);
  const items = await classMessages.history(trainer.tenantId, klass.id);
  return { items: items.map((item) => presentClassMessage(item, trainer.userId)) };
}
