import { immediateMailOutcome } from '@espace/domain/notifications/mail-delivery';
import { isNotificationKind, mailFrequencyOf } from '@espace/domain/notifications/notification-kinds';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { createMailPreferencesRepository } from './mail-preferences-repository';
import { type KnownNotification, type MailWriter, notificationMail } from './notification-mail';
import { createNotificationMailsRepository, type NotificationToMail } from './notification-mails-repository';

/** Notifications one transaction mails at most: a backlog (a night of quiet hours) goes out in several. */
const BATCH = 100;

interface DueMailsInput {
  database: Database;
  mailer: Mailer;
  writer: MailWriter;
  now: Date;
}

/**
 * Mails the tenant's notifications whose own mail is due (`mail_after` passed), each in its
 * reader's language, by their choices as they are now: one read in the portal meanwhile, or whose
 * kind went to a digest or to « Jamais », is not mailed on its own; quiet hours set meanwhile hold
 * it until they end. Each batch locks its notifications (another process skips them), queues their
 * mails and marks them mailed in one transaction: none is mailed twice, none is lost. Answers how
 * many mails it queued.
 */
export async function sendDueNotificationMails({ database, mailer, writer, now }: DueMailsInput): Promise<number> {
  const tenantId = writer.tenant.id;
  let queued = 0;
  for (;;) {
    const { taken, sent } = await database.transaction(async (tx) => {
      const mails = createNotificationMailsRepository(tx);
      const due = await mails.lockMailsDue(tenantId, now, BATCH, tx);
      const readers = await createMailPreferencesRepository(tx).readers(
        tenantId,
        due.map((notification) => notification.recipient.userId),
        tx,
      );
      const byUser = new Map(readers.map((reader) => [reader.userId, reader]));
      const send: KnownNotification[] = [];
      const later: { id: string; mailAfter: Date | null }[] = [];
      for (const notification of due) {
        const reader = byUser.get(notification.recipient.userId);
        if (!isKnown(notification) || reader === undefined || !reader.mailable) {
          later.push({ id: notification.id, mailAfter: null });
          continue;
        }
        const frequency = mailFrequencyOf(notification.kind, reader.chosen);
        const outcome = immediateMailOutcome({ frequency, quiet: reader.quietHours, read: notification.read, now });
        if (outcome.outcome === 'send') send.push(notification);
        else later.push({ id: notification.id, mailAfter: outcome.outcome === 'wait' ? outcome.until : null });
      }
      await mailer.sendAll(
        tenantId,
        send.map((notification) => notificationMail(writer, notification)),
        tx,
      );
      await mails.markMailed(
        tenantId,
        send.map((notification) => notification.id),
        now,
        tx,
      );
      await mails.reschedule(tenantId, later, tx);
      return { taken: due.length, sent: send.length };
    });
    queued += sent;
    // Every notification taken was mailed, moved later than now or given up: the next batch holds others.
    if (taken < BATCH) return queued;
  }
}

const isKnown = (notification: NotificationToMail): notification is KnownNotification => isNotificationKind(notification.kind);
