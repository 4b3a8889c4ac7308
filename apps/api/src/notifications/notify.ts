import { mailLeavesAt } from '@espace/domain/notifications/mail-delivery';
import { defaultMailFrequency, type NewNotification, notificationRules } from '@espace/domain/notifications/notification-kinds';
import type { Queryable } from '../db/database';
import { paced } from '../jobs/paced';
import { createNotificationMailsRepository } from './notification-mails-repository';
import { type AddedNotification, createNotificationsRepository } from './notifications-repository';

/** When a notification's own mail may leave: its reader gets its kind at once (after their quiet hours); null otherwise. */
function mailAfter(added: AddedNotification, now: Date): Date | null {
  if (!added.mailable || (added.chosen ?? defaultMailFrequency(added.kind)) !== 'immediately') return null;
  return mailLeavesAt(added.quietHours, now);
}

/**
 * Tells users of the tenant of an event, in the transaction that writes the event
 * (docs/architecture.md#a-notification-kind): the notifications exist if and only if it commits.
 * Each kind's rules give the screen it leads to and its key, by which an event told twice is
 * stored once. The one way any area adds a notification.
 *
 * A notification added (not one dropped by its key) whose reader gets its kind by mail at once is
 * given, in the same transaction, the moment its mail may leave (`mail_after`, their quiet hours
 * counted): one statement more, only then. The mails leave from there
 * (send-notification-mails.ts); the others wait for their reader's digest, or for nothing.
 *
 * `mailedWithEvent`: the event's own mail already tells the reader all of it (a learner's contact
 * message, mailed whole to the teacher with the learner as reply-to): the notifications are marked
 * mailed, so that neither a mail of their own nor a digest tells it a second time.
 */
export async function notify(
  tx: Queryable,
  tenantId: string,
  notifications: readonly NewNotification[],
  { now = new Date(), mailedWithEvent = false }: { now?: Date; mailedWithEvent?: boolean } = {},
): Promise<void> {
  const added = await createNotificationsRepository(tx).add(
    tenantId,
    notifications.map((notification) => ({
      userId: notification.userId,
      kind: notification.kind,
      params: notification.params,
      ...notificationRules(notification),
    })),
  );
  if (mailedWithEvent) {
    await createNotificationMailsRepository(tx).markMailed(
      tenantId,
      added.map((notification) => notification.id),
      now,
      tx,
    );
    return;
  }
  const mails = added.flatMap((notification) => {
    const at = mailAfter(notification, now);
    return at === null ? [] : [{ id: notification.id, mailAfter: at }];
  });
  await createNotificationMailsRepository(tx).reschedule(tenantId, mails, tx);
}

/** Notifications a daily pass tells by one statement. */
const PASS_BATCH = 50;

/**
 * Tells what a daily pass found (due-date notices, reminders), `batchSize` notifications to a
 * statement, each statement its own transaction and a paced step (jobs/paced.ts): a pass stopped
 * half-way has told whole batches, which its next run, their keys refusing them, does not tell again.
 */
export async function notifyAll(database: Queryable, tenantId: string, notifications: readonly NewNotification[], batchSize = PASS_BATCH): Promise<void> {
  for (let start = 0; start < notifications.length; start += batchSize) {
    await paced(() => notify(database, tenantId, notifications.slice(start, start + batchSize)));
  }
}
