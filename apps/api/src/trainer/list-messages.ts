import type { TrainerMessages } from '@espace/contracts/trainer';
import { displayName } from '@espace/domain/display-name';
import type { ContactMessagesRepository } from '../contact/contact-messages-repository';
import type { Trainer } from './trainer-access';

/** The messages learners sent me (docs/product/screens-and-routes.md#contact-dialog), newest first: mailed, and listed here too. */
export async function listMessages({ trainer, messages }: { trainer: Trainer; messages: ContactMessagesRepository }): Promise<TrainerMessages> {
  const received = await messages.listReceived(trainer.tenantId, trainer.userId);
  return {
    items: received.map((message) => ({
      id: message.id,
      subject: message.subject,
      message: message.message,
      createdAt: message.createdAt.toISOString(),
      sender: { id: message.sender.id, displayName: displayName(message.sender), email: message.sender.email },
      class: message.class,
    })),
  };
}
