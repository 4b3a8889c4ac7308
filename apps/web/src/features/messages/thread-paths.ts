import type { ThreadSide } from '@espace/domain/messages/message-vocabulary';
import { paths } from '../../lib/paths';

/** The addresses of one side's messages: the learner's under /messages, the trainer's in the trainer space. */
export const threadHrefs = {
  learner: { list: () => paths.messages.getHref(), thread: (threadId: string) => paths.messageThread.getHref({ threadId }) },
  trainer: { list: () => paths.trainer.messages.getHref(), thread: (threadId: string) => paths.trainer.thread.getHref({ threadId }) },
} satisfies Record<ThreadSide, { list: () => string; thread: (threadId: string) => string }>;
