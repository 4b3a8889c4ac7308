import type { Locale } from '@espace/contracts/context';
import { displayName } from '@espace/domain/display-name';
import type { Digest, MailFrequency, QuietHours } from '@espace/domain/notifications/mail-delivery';
import type { NotificationKind, NotificationSubject, NotificationTarget } from '@espace/domain/notifications/notification-kinds';
import type { Queryable } from '../db/database';
import { isUuid } from '@espace/domain/uuid';

/** Who a mail goes to. */
export interface MailRecipient {
  userId: string;
  email: string;
  /** '' when the account has no name. */
  displayName: string;
  preferredLocale: Locale | null;
  quietHours: QuietHours | null;
}

/** A notification about to be mailed, with its reader. */
export interface NotificationToMail {
  id: string;
  kind: string;
  params: Record<string, string>;
  target: NotificationTarget;
  read: boolean;
  recipient: MailRecipient;
  /** Whether the reader can be mailed at all: an address, an active account. */
  mailable: boolean;
}

/** Which notifications a digest pass takes: not mailed, unread, since `since`, of kinds its readers get in one of `digests`. */
export interface DigestQuery {
  since: Date;
  digests: readonly Digest[];
  /** Every kind's default frequency, for the readers who did not choose. */
  defaults: Readonly<Record<NotificationKind, MailFrequency>>;
}

interface ToMailRow {
  id: string;
  user_id: string;
  kind: string;
  params: Record<string, string>;
  target: NotificationTarget;
  read: boolean;
  mailable: boolean;
  email: string;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  preferred_locale: Locale | null;
  from_minute: number | null;
  to_minute: number | null;
}

const toMail = (row: ToMailRow): NotificationToMail => ({
  id: row.id,
  kind: row.kind,
  params: row.params,
  target: row.target,
  read: row.read,
  mailable: row.mailable,
  recipient: {
    userId: row.user_id,
    email: row.email,
    displayName: displayName({ firstname: row.firstname, lastname: row.lastname, username: row.username }),
    preferredLocale: row.preferred_locale,
    quietHours: row.from_minute === null || row.to_minute === null ? null : { from: row.from_minute, to: row.to_minute },
  },
});

const toMailColumns = `n.id, n.user_id, n.kind, n.params, n.target, n.read_at IS NOT NULL AS read,
  (u.email <> '' AND u.deactivated_at IS NULL) AS mailable, u.email, u.firstname, u.lastname, u.username, u.preferred_locale, q.from_minute, q.to_minute`;
const withReader = `JOIN users u ON u.context_id = n.context_id AND u.id = n.user_id
  LEFT JOIN mail_quiet_hours q ON q.context_id = n.context_id AND q.user_id = n.user_id`;
/** The notifications of `DigestQuery` ($2 since, $3 defaults, $4 digests), their readers mailable. */
const inDigest = `JOIN jsonb_each_text($3::jsonb) d ON d.key = n.kind
  LEFT JOIN mail_preferences p ON p.context_id = n.context_id AND p.user_id = n.user_id AND p.kind = n.kind
  WHERE n.context_id = $1 AND n.mailed_at IS NULL AND n.read_at IS NULL AND n.created_at >= $2
    AND COALESCE(p.frequency, d.value) = ANY($4::text[]) AND u.email <> '' AND u.deactivated_at IS NULL`;

/**
 * The mails of `notifications` (notifications-repository.ts writes its rows; this repository, of
 * the same area, marks them mailed): the own mails due, the digests' notifications, the classes
 * they are about. A notification is marked mailed in the transaction that queues its mail.
 */
export function createNotificationMailsRepository(db: Queryable) {
  return {
    /** The tenants with a notification's own mail due by `now`: one statement on a partial index, asked every few seconds. */
    async tenantsWithMailsDue(now: Date): Promise<string[]> {
      const rows = await db.query<{ context_id: string }>(
        'SELECT DISTINCT context_id FROM notifications WHERE mailed_at IS NULL AND mail_after IS NOT NULL AND mail_after <= $1',
        [now],
      );
      return rows.map((row) => row.context_id);
    },

    /** Locks up to `limit` of the tenant's notifications whose own mail is due; those another process holds are skipped. */
    async lockMailsDue(tenantId: string, now: Date, limit: number, tx: Queryable): Promise<NotificationToMail[]> {
      const rows = await tx.query<ToMailRow>(
        `SELECT ${toMailColumns} FROM notifications n ${withReader}
          WHERE n.context_id = $1 AND n.mailed_at IS NULL AND n.mail_after IS NOT NULL AND n.mail_after <= $2
          ORDER BY n.mail_after, n.id LIMIT $3 FOR UPDATE OF n SKIP LOCKED`,
        [tenantId, now, limit],
      );
      return rows.map(toMail);
    },

    /** Marks the notifications mailed (their mail queued in `tx`, or the event's own mail told them: `notify`'s `mailedWithEvent`). */
    async markMailed(tenantId: string, ids: readonly string[], now: Date, tx: Queryable): Promise<void> {
      if (ids.length === 0) return;
      await tx.query('UPDATE notifications SET mailed_at = $3 WHERE context_id = $1 AND id = ANY($2::uuid[]) AND mailed_at IS NULL', [tenantId, ids, now]);
    },

    /**
     * Sets when the own mail of notifications may leave (`notify`), moves it later, or (null) gives
     * it up. One statement per distinct time, each on the primary key (`id = ANY`): a batch's
     * readers mostly share one time (now), their quiet hours adding a few. A join with the list of
     * changes would let the planner, on a stale estimate of the tenant's rows (PGlite never
     * analyses on its own), read the whole list again for each of the tenant's notifications not
     * yet mailed: a class message to 1,000 learners would slow down with every one sent before.
     */
    async reschedule(tenantId: string, changes: readonly { id: string; mailAfter: Date | null }[], tx: Queryable): Promise<void> {
      const byTime = new Map<number | null, string[]>();
      for (const { id, mailAfter } of changes) {
        const time = mailAfter?.getTime() ?? null;
        const ids = byTime.get(time);
        if (ids === undefined) byTime.set(time, [id]);
        else ids.push(id);
      }
      for (const [time, ids] of byTime)
        await tx.query('UPDATE notifications SET mail_after = $3 WHERE context_id = $1 AND id = ANY($2::uuid[]) AND mailed_at IS NULL', [
          tenantId,
          ids,
          time === null ? null : new Date(time),
        ]);
    },

    /** Up to `limit` readers of the tenant with notifications for this digest pass, in id order after `after`. */
    async digestReaders(tenantId: string, query: DigestQuery, after: string | null, limit: number): Promise<string[]> {
      const rows = await db.query<{ user_id: string }>(
        `SELECT DISTINCT n.user_id FROM notifications n ${withReader} ${inDigest} AND ($5::uuid IS NULL OR n.user_id > $5)
          ORDER BY n.user_id LIMIT $6`,
        [tenantId, query.since, JSON.stringify(query.defaults), query.digests, after, limit],
      );
      return rows.map((row) => row.user_id);
    },

    /** Locks these readers' notifications for this digest pass, oldest first, each with its reader's frequency; those another process holds are skipped. */
    async lockDigests(
      tenantId: string,
      userIds: readonly string[],
      query: DigestQuery,
      tx: Queryable,
    ): Promise<(NotificationToMail & { frequency: MailFrequency })[]> {
      const rows = await tx.query<ToMailRow & { frequency: MailFrequency }>(
        `SELECT ${toMailColumns}, COALESCE(p.frequency, d.value) AS frequency FROM notifications n ${withReader} ${inDigest} AND n.user_id = ANY($5::uuid[])
          ORDER BY n.user_id, n.created_at, n.id FOR UPDATE OF n SKIP LOCKED`,
        [tenantId, query.since, JSON.stringify(query.defaults), query.digests, userIds],
      );
      return rows.map((row) => ({ ...toMail(row), frequency: row.frequency }));
    },

    /**
     * The class (id and name) each subject names, keyed `<field>:<id>` (`lessonId:…`): a class, or
     * the class of a lesson or a log-book record. Read here, once a day per digest, rather than
     * stored with every notification.
     */
    async classesOf(tenantId: string, subjects: readonly NotificationSubject[]): Promise<Map<string, { id: string; name: string }>> {
      const ids = (field: 'classId' | 'lessonId' | 'logbookRecordId') => [
        ...new Set(
          subjects.flatMap((subject) => (subject !== null && field in subject ? [(subject as Record<string, string>)[field]!] : [])).filter((id) => isUuid(id)),
        ),
      ];
      const [classIds, lessonIds, recordIds] = [ids('classId'), ids('lessonId'), ids('logbookRecordId')];
      if (classIds.length + lessonIds.length + recordIds.length === 0) return new Map();
      const rows = await db.query<{ key: string; id: string; name: string }>(
        `SELECT 'classId:' || c.id AS key, c.id, c.name FROM classes c WHERE c.context_id = $1 AND c.id = ANY($2::uuid[])
         UNION ALL
         SELECT 'lessonId:' || l.id, c.id, c.name FROM lessons l JOIN classes c ON c.id = l.class_id WHERE l.context_id = $1 AND l.id = ANY($3::uuid[])
         UNION ALL
         SELECT 'logbookRecordId:' || r.id, c.id, c.name FROM log_book_records r JOIN classes c ON c.id = r.class_id
          WHERE r.context_id = $1 AND r.id = ANY($4::uuid[])`,
        [tenantId, classIds, lessonIds, recordIds],
      );
      return new Map(rows.map((row) => [row.key, { id: row.id, name: row.name }]));
    },
  };
}
export type NotificationMailsRepository = ReturnType<typeof createNotificationMailsRepository>;
