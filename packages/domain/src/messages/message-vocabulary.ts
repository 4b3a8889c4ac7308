/**
 * The words and limits of messages between learners and trainers (docs/trainers.md#messages). A
 * leaf module: the contracts build their zod shapes from it, and the web's schemas file takes it
 * without the rules (vite.config.ts).
 */

/** A thread's subject, and a class message's. */
export const MESSAGE_SUBJECT_MAX = 200;
/** One message's text. */
export const MESSAGE_BODY_MAX = 5000;
/** The learners one class message may reach: a large class, not a tenant's mailing list. */
export const CLASS_MESSAGE_RECIPIENTS_MAX = 1000;
/** How far ahead a class message may be scheduled. */
export const SCHEDULE_AHEAD_DAYS_MAX = 90;
/**
 * The zone a scheduled time is typed and shown in: the tenant has no time zone of its own yet
 * (due dates end in the same one, docs/trainers.md#due-dates).
 */
export const MESSAGE_TIME_ZONE = 'Europe/Paris';

/** Where a class message stands: waiting for its time, delivered, or called off before it. */
export const classMessageStates = ['scheduled', 'sent', 'cancelled'] as const;
export type ClassMessageState = (typeof classMessageStates)[number];

/** Which side of a thread a user reads it from: its learner, or its trainer. */
export type ThreadSide = 'learner' | 'trainer';
