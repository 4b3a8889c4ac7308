import { type Digest, digestOf, digestSince, mailLeavesAt } from '@espace/domain/notifications/mail-delivery';
import { defaultMailFrequency, isNotificationKind, notificationKinds, notificationSubject } from '@espace/domain/notifications/notification-kinds';
import type { Database } from '../db/database';
import { paced } from '../jobs/paced';
import type { Mailer, MailMessage } from '../mail/mailer';
import { type DigestItem, digestMail, type MailWriter } from './notification-mail';
import { createNotificationMailsRepository, type DigestQuery, type MailRecipient } from './notification-mails-repository';

/**
 * Readers one transaction mails at most: their mails are written in the step, on the server's
 * thread, and a step of 100 held it 20–40 ms, the slowest requests of a class at work meanwhile
 * (docs/performance.md#the-daily-follow-up-pass).
 */
const BATCH = 25;

const defaults = Object.fromEntries(notificationKinds.map((kind) => [kind, defaultMailFrequency(kind)])) as DigestQuery['defaults'];

interface DigestsInput {
  database: Database;
  mailer: Mailer;
  writer: MailWriter;
  /** The digests of this pass: the daily one, and on Mondays the weekly one too. */
  digests: readonly Digest[];
  now: Date;
}

/**
 * A tenant's digest pass (docs/architecture.md#background-jobs): each reader with notifications
 * not mailed nor read, of the last DIGEST_LOOKBACK_DAYS, of kinds they get in one of this pass's
 * digests, gets one mail listing them by class, in their language; it leaves at once, or when
 * their quiet hours end. Each batch of readers locks their notifications, queues their mails and
 * marks them mailed in one transaction, a paced step (jobs/paced.ts), as the read of the batch is,
 * so a pass run again (a retry, another process) mails nothing twice, and a notification is in one
 * digest only. Answers how many digests it queued.
 */
export async function sendDigests({ database, mailer, writer, digests, now }: DigestsInput): Promise<number> {
  const tenantId = writer.tenant.id;
  const query: DigestQuery = { since: digestSince(now), digests, defaults };
  let after: string | null = null;
  let queued = 0;
  for (;;) {
    const readers = await paced(() => createNotificationMailsRepository(database).digestReaders(tenantId, query, after, BATCH));
    if (readers.length === 0) return queued;
    after = readers.at(-1) ?? null;
    queued += await paced(() =>
      database.transaction(async (tx) => {
        const mails = createNotificationMailsRepository(tx);
        const notifications = (await mails.lockDigests(tenantId, readers, query, tx)).filter((row) => isNotificationKind(row.kind));
        const classes = await mails.classesOf(
          tenantId,
          notifications.map((notification) => notificationSubject(notification.kind, notification.params)),
        );
        const byReader = new Map<string, { recipient: MailRecipient; items: DigestItem[]; digest: Digest }>();
        for (const notification of notifications) {
          const subject = notificationSubject(notification.kind, notification.params);
          const [field, id] = subject === null ? [] : Object.entries(subject)[0]!;
          const item = { notification: notification as DigestItem['notification'], class: classes.get(`${field}:${id}`) ?? null };
          const reader = byReader.get(notification.recipient.userId) ?? { recipient: notification.recipient, items: [], digest: 'daily' };
          reader.items.push(item);
          if (digestOf(notification.frequency) === 'weekly') reader.digest = 'weekly';
          byReader.set(notification.recipient.userId, reader);
        }
        // Mails held by quiet hours leave when they end: one statement per moment.
        const byStart = new Map<number, MailMessage[]>();
        for (const { recipient, items, digest } of byReader.values()) {
          const start = mailLeavesAt(recipient.quietHours, now).getTime();
          byStart.set(start, [...(byStart.get(start) ?? []), digestMail(writer, recipient, items, digest)]);
        }
        for (const [start, messages] of byStart)
          await mailer.sendAll(tenantId, messages, tx, { background: true, ...(start > now.getTime() ? { startAfter: new Date(start) } : {}) });
        await mails.markMailed(
          tenantId,
          notifications.map((notification) => notification.id),
          now,
          tx,
        );
        return byReader.size;
      }),
    );
  }
}
