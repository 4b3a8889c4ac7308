import {
  CLASS_MESSAGE_RECIPIENTS_MAX,
  classMessageStates,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  SCHEDULE_AHEAD_DAYS_MAX,
} from '@espace/domain/messages/message-vocabulary';
import { rosterViews } from '@espace/domain/trainer/roster-vocabulary';
import { z } from 'zod';
import { guidField, isoDateTime } from './common';

/**
 * Messages between learners and trainers (docs/trainers.md#messages): threads, read and answered
 * from either side, and a trainer's messages to learners of a class, sent now or at a chosen time.
 */

const party = z.object({ id: z.string(), displayName: z.string() });
const classRef = z.object({ id: z.string(), name: z.string() }).nullable();

export const threadParamsSchema = z.strictObject({ threadId: guidField });

const threadSummarySchema = z.object({
  id: z.string(),
  subject: z.string().describe('The latest subject given in the thread; empty when none was'),
  with: party.describe('The other party: the trainer for a learner, the learner for a trainer'),
  class: classRef.describe('The class of its latest message that named one'),
  lastMessageAt: isoDateTime,
  lastMessage: z.object({ excerpt: z.string().describe('Its first 160 characters'), mine: z.boolean() }),
  unread: z.number().int().min(0).describe('Messages of the other party I have not read'),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const threadsSchema = z
  .object({ items: z.array(threadSummarySchema), unread: z.number().int().min(0).describe('Unread messages across these threads') })
  .describe('My threads, latest message first (the 200 most recent)');
export type Threads = z.infer<typeof threadsSchema>;

export const threadMessageSchema = z.object({
  id: z.string(),
  author: party,
  mine: z.boolean(),
  subject: z.string().nullable().describe('The subject the message came with (a contact message, a class message); null for a reply'),
  body: z.string(),
  createdAt: isoDateTime,
  readAt: isoDateTime.nullable().describe('When the other party first read it; null while unread'),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

export const threadSchema = threadSummarySchema
  .omit({ lastMessage: true, unread: true })
  .extend({
    canReply: z.boolean().describe('False for a learner where the tenant does not let learners write to trainers'),
    messages: z.array(threadMessageSchema).describe('Oldest first: the 200 most recent'),
    earlier: z.number().int().min(0).describe('Older messages not listed'),
  })
  .describe('A thread; reading it marks the other party’s messages read');
export type Thread = z.infer<typeof threadSchema>;

export const threadReplyBodySchema = z.strictObject({ body: z.string().trim().min(1).max(MESSAGE_BODY_MAX) });

/** Who a class message is for: learners named one by one, or a view of the roster resolved when it is sent or scheduled. */
const audienceSchema = z.enum(['learners', ...rosterViews]);

const classMessageRecipientsSchema = z.union([
  z.strictObject({ learnerIds: z.array(guidField).min(1).max(CLASS_MESSAGE_RECIPIENTS_MAX).describe('STUDENTs of the class; any other id is 404') }),
  z.strictObject({
    view: z.enum(rosterViews).describe('Every learner the roster lists in this view (all, notStarted, inProgress, finished, late)'),
    search: z.string().trim().max(100).default('').describe('And whose name or email holds this, as the roster filters'),
  }),
]);

export const classMessageBodySchema = z
  .strictObject({
    recipients: classMessageRecipientsSchema,
    subject: z.string().trim().min(1).max(MESSAGE_SUBJECT_MAX),
    body: z.string().trim().min(1).max(MESSAGE_BODY_MAX),
    sendAt: z.iso
      .datetime({ offset: true })
      .optional()
      .describe(`When to deliver it: after now, ${SCHEDULE_AHEAD_DAYS_MAX} days ahead at most (INVALID_SEND_TIME otherwise); absent: now`),
  })
  .describe(`A message to learners of the class (${CLASS_MESSAGE_RECIPIENTS_MAX} at most)`);
export type ClassMessageBody = z.input<typeof classMessageBodySchema>;

export const classMessageParamsSchema = z.strictObject({ classId: guidField, messageId: guidField });

export const classMessageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  audience: audienceSchema,
  state: z.enum(classMessageStates),
  sendAt: isoDateTime,
  sentAt: isoDateTime.nullable(),
  cancelledAt: isoDateTime.nullable(),
  author: party,
  mine: z.boolean().describe('Sent by me: only its author cancels it'),
  recipients: z.array(
    z.object({
      learner: party,
      delivered: z.boolean().describe('False before its time, when cancelled, or for a learner who had left the class by then'),
      readAt: isoDateTime.nullable(),
    }),
  ),
  counts: z.object({ recipients: z.number().int(), delivered: z.number().int(), read: z.number().int() }),
});
export type ClassMessage = z.infer<typeof classMessageSchema>;

export const classMessagesSchema = z
  .object({ items: z.array(classMessageSchema).describe('Latest send time first (the 100 most recent)') })
  .describe('The messages sent or scheduled to learners of the class, by any of its trainers');
export type ClassMessages = z.infer<typeof classMessagesSchema>;
