import type { MailFrequency, QuietHours } from '@espace/domain/notifications/mail-delivery';
import type { NotificationKind, NotificationsAbout, NotificationTarget } from '@espace/domain/notifications/notification-kinds';
import type { Queryable } from '../db/database';

/** A notification to store, its target and key already found by its kind's rules (notify.ts). */
export interface StoredNotification {
  userId: string;
  kind: NotificationKind;
  params: Readonly<Record<string, string>>;
  target: NotificationTarget;
  key: string;
}

/** A notification just added (not one dropped by its key), with what deciding its mail needs of its reader. */
export interface AddedNotification {
  id: string;
  userId: string;
  kind: NotificationKind;
  /** An address and an active account. */
  mailable: boolean;
  /** The reader's choice for its kind; null: its default. */
  chosen: MailFrequency | null;
  quietHours: QuietHours | null;
}

/** A notification as its reader lists it. */
export interface NotificationRecord {
  id: string;
  /** As stored: a kind a newer version wrote may be one this one does not list. */
  kind: string;
  params: Record<string, string>;
  target: NotificationTarget;
  createdAt: Date;
  readAt: Date | null;
}

interface NotificationRow {
  id: string;
  kind: string;
  params: Record<string, string>;
  target: NotificationTarget;
  created_at: Date;
  read_at: Date | null;
}

const columns = 'id, kind, params, target, created_at, read_at';
const toRecord = (row: NotificationRow): NotificationRecord => ({
  id: row.id,
  kind: row.kind,
  params: row.params,
  target: row.target,
  createdAt: row.created_at,
  readAt: row.read_at,
});

/**
 * The one repository that writes `notifications` (docs/architecture.md#who-writes-each-table):
 * rows are added by `notify`, in the transaction of the event they tell, and only their reader
 * marks them read. Every read and write is scoped to the tenant and the reader: another user's
 * notification is no notification.
 */
export function createNotificationsRepository(db: Queryable) {
  return {
    /**
     * Adds the notifications of the tenant's users; one already told (same user, kind and key) is
     * left as it is. Answers those it added, each with its reader's mail choices, in the same
     * statement: `notify` decides their mails by them without another round.
     */
    async add(tenantId: string, notifications: readonly StoredNotification[], tx: Queryable = db): Promise<AddedNotification[]> {
      if (notifications.length === 0) return [];
      const rows = notifications.map((n) => ({ user_id: n.userId, kind: n.kind, params: n.params, target: n.target, dedup_key: n.key }));
      const added = await tx.query<{
        id: string;
        user_id: string;
        kind: NotificationKind;
        mailable: boolean;
        chosen: MailFrequency | null;
        from_minute: number | null;
        to_minute: number | null;
      }>(
        `WITH added AS (
           INSERT INTO notifications (context_id, user_id, kind, params, target, dedup_key)
           SELECT $1, n.user_id, n.kind, n.params, n.target, n.dedup_key
             FROM jsonb_to_recordset($2::jsonb) AS n(user_id uuid, kind text, params jsonb, target jsonb, dedup_key text)
             -- An erased account is told nothing more.
             JOIN users u ON u.id = n.user_id AND u.context_id = $1 AND u.erased_at IS NULL
           ON CONFLICT DO NOTHING
           RETURNING id, user_id, kind
         )
         SELECT a.id, a.user_id, a.kind, (u.email <> '' AND u.deactivated_at IS NULL) AS mailable, p.frequency AS chosen, q.from_minute, q.to_minute
           FROM added a JOIN users u ON u.context_id = $1 AND u.id = a.user_id
           LEFT JOIN mail_preferences p ON p.context_id = $1 AND p.user_id = a.user_id AND p.kind = a.kind
           LEFT JOIN mail_quiet_hours q ON q.context_id = $1 AND q.user_id = a.user_id`,
        [tenantId, JSON.stringify(rows)],
      );
      return added.map((row) => ({
        id: row.id,
        userId: row.user_id,
        kind: row.kind,
        mailable: row.mailable,
        chosen: row.chosen,
        quietHours: row.from_minute === null || row.to_minute === null ? null : { from: row.from_minute, to: row.to_minute },
      }));
    },

    /** One page of the reader's notifications, newest first, and how many they have. */
    async page(tenantId: string, userId: string, offset: number, limit: number): Promise<{ items: NotificationRecord[]; total: number }> {
      const [rows, [count]] = await Promise.all([
        db.query<NotificationRow>(
          `SELECT ${columns} FROM notifications WHERE context_id = $1 AND user_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
          [tenantId, userId, limit, offset],
        ),
        db.query<{ total: number }>('SELECT count(*)::int AS total FROM notifications WHERE context_id = $1 AND user_id = $2', [tenantId, userId]),
      ]);
      return { items: rows.map(toRecord), total: count?.total ?? 0 };
    },

    /** The reader's unread notifications, counted up to `cap`: one scan of the unread index, however many there are. */
    async countUnread(tenantId: string, userId: string, cap: number): Promise<number> {
      const [row] = await db.query<{ unread: number }>(
        `SELECT count(*)::int AS unread FROM (SELECT 1 FROM notifications WHERE context_id = $1 AND user_id = $2 AND read_at IS NULL LIMIT $3) unread`,
        [tenantId, userId, cap],
      );
      return row?.unread ?? 0;
    },

    /** Marks one of the reader's notifications read (keeping when it was first read) or unread; undefined when it is not theirs. */
    async setRead(tenantId: string, userId: string, id: string, read: boolean, now: Date): Promise<NotificationRecord | undefined> {
      const [row] = await db.query<NotificationRow>(
        `UPDATE notifications SET read_at = CASE WHEN $4 THEN COALESCE(read_at, $5) END
          WHERE context_id = $1 AND user_id = $2 AND id = $3 RETURNING ${columns}`,
        [tenantId, userId, id, read, now],
      );
      return row && toRecord(row);
    },

    /**
     * Marks read the reader's unread notifications of a kind whose parameters hold these (those of
     * one thread); answers how many were. On the unread index: a reader has few unread ones.
     */
    async markReadAbout(tenantId: string, userId: string, about: NotificationsAbout, now: Date): Promise<number> {
      const rows = await db.query<{ id: string }>(
        `UPDATE notifications SET read_at = $5
          WHERE context_id = $1 AND user_id = $2 AND read_at IS NULL AND kind = $3 AND params @> $4::jsonb RETURNING id`,
        [tenantId, userId, about.kind, JSON.stringify(about.params), now],
      );
      return rows.length;
    },

    /** Marks every unread notification of the reader read; answers how many were. */
    async markAllRead(tenantId: string, userId: string, now: Date): Promise<number> {
      const rows = await db.query<{ id: string }>(
        'UPDATE notifications SET read_at = $3 WHERE context_id = $1 AND user_id = $2 AND read_at IS NULL RETURNING id',
        [tenantId, userId, now],
      );
      return rows.length;
    },

    /**
     * What the notifications hold of an erased account (docs/privacy.md#erasure), before its threads
     * and log-book go: its own notifications; the others' about a thread it is the learner of (the
     * thread goes with it); and its name and subjects in the others' about what it wrote elsewhere.
     */
    async forgetPerson(tenantId: string, userId: string, tx: Queryable): Promise<void> {
      await tx.query('DELETE FROM notifications WHERE context_id = $1 AND user_id = $2', [tenantId, userId]);
      await tx.query(
        `DELETE FROM notifications WHERE context_id = $1 AND kind = 'message.received'
            AND params->>'threadId' IN (SELECT id::text FROM message_threads WHERE context_id = $1 AND learner_id = $2)`,
        [tenantId, userId],
      );
      await tx.query(
        `UPDATE notifications SET params = params || '{"sender": "", "subject": ""}'::jsonb
          WHERE context_id = $1 AND kind = 'message.received'
            AND params->>'messageId' IN (SELECT id::text FROM thread_messages WHERE context_id = $1 AND author_id = $2)`,
        [tenantId, userId],
      );
      await tx.query(
        `UPDATE notifications SET params = params || '{"trainer": ""}'::jsonb
          WHERE context_id = $1 AND kind = 'logbook.replied'
            AND params->>'replyId' IN (SELECT id::text FROM log_book_records WHERE context_id = $1 AND user_id = $2)`,
        [tenantId, userId],
      );
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
