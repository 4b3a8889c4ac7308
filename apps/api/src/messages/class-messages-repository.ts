import type { NamedUser } from '@espace/domain/display-name';
import type { ClassMessageState } from '@espace/domain/messages/message-vocabulary';
import type { Queryable } from '../db/database';

type Person = NamedUser & { id: string };

/** How a class message's recipients were chosen: one by one, or a view of the roster. */
export type Audience = 'learners' | 'all' | 'notStarted' | 'inProgress' | 'finished' | 'late';

interface ClassMessageRecord {
  id: string;
  classId: string;
  authorId: string;
  subject: string;
  body: string;
  audience: Audience;
  state: ClassMessageState;
  sendAt: Date;
  sentAt: Date | null;
  cancelledAt: Date | null;
}

export interface ClassMessageHistoryItem extends ClassMessageRecord {
  author: Person;
  recipients: { learner: Person; delivered: boolean; readAt: Date | null }[];
}

interface ClassMessageRow {
  id: string;
  class_id: string;
  author_id: string;
  subject: string;
  body: string;
  audience: Audience;
  state: ClassMessageState;
  send_at: Date;
  sent_at: Date | null;
  cancelled_at: Date | null;
}

const columnNames = ['id', 'class_id', 'author_id', 'subject', 'body', 'audience', 'state', 'send_at', 'sent_at', 'cancelled_at'];
const columns = columnNames.join(', ');
/** The same columns of the table named `alias` in a join. */
const columnsOf = (alias: string) => columnNames.map((name) => `${alias}.${name}`).join(', ');
const toRecord = (row: ClassMessageRow): ClassMessageRecord => ({
  id: row.id,
  classId: row.class_id,
  authorId: row.author_id,
  subject: row.subject,
  body: row.body,
  audience: row.audience,
  state: row.state,
  sendAt: row.send_at,
  sentAt: row.sent_at,
  cancelledAt: row.cancelled_at,
});

/** A class message a learner received, as the archive of their data lists it: `messageId` is its message in their thread. */
export interface ReceivedClassMessage {
  id: string;
  class: { id: string; name: string };
  authorId: string;
  subject: string;
  body: string;
  sentAt: Date | null;
  messageId: string | null;
}

/** A class message its author wrote, with its class's name (never its recipients). */
export interface WrittenClassMessage extends ClassMessageRecord {
  className: string;
}

/** The latest sends a class's history shows. */
const HISTORY_LISTED = 100;

/**
 * The one repository that writes class messages and their recipients
 * (docs/architecture.md#who-writes-each-table); every method is scoped to the tenant.
 */
export function createClassMessagesRepository(db: Queryable) {
  return {
    /** Which of these users are STUDENTs of the class (a class message reaches no one else). */
    async studentsAmong(tenantId: string, classId: string, userIds: readonly string[], tx: Queryable = db): Promise<Set<string>> {
      const rows = await tx.query<{ user_id: string }>(
        `SELECT DISTINCT user_id FROM class_users WHERE context_id = $1 AND class_id = $2 AND role = 'STUDENT' AND user_id = ANY($3::uuid[])`,
        [tenantId, classId, userIds],
      );
      return new Set(rows.map((row) => row.user_id));
    },

    async create(
      tenantId: string,
      message: Omit<ClassMessageRecord, 'id' | 'sentAt' | 'cancelledAt'> & { learnerIds: readonly string[] },
      tx: Queryable = db,
    ): Promise<ClassMessageRecord> {
      const [row] = await tx.query<ClassMessageRow>(
        `INSERT INTO class_messages (context_id, class_id, author_id, subject, body, audience, state, send_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${columns}`,
        [tenantId, message.classId, message.authorId, message.subject, message.body, message.audience, message.state, message.sendAt],
      );
      if (row === undefined) throw new Error('The class message was not written');
      await tx.query(`INSERT INTO class_message_recipients (context_id, class_message_id, learner_id) SELECT $1, $2, unnest($3::uuid[])`, [
        tenantId,
        row.id,
        message.learnerIds,
      ]);
      return toRecord(row);
    },

    async find(tenantId: string, id: string): Promise<ClassMessageRecord | undefined> {
      const [row] = await db.query<ClassMessageRow>(`SELECT ${columns} FROM class_messages WHERE context_id = $1 AND id = $2`, [tenantId, id]);
      return row && toRecord(row);
    },

    /** The class message, locked until `tx` ends (a delivery and a cancellation wait for each other), with its recipients. */
    async lock(tenantId: string, id: string, tx: Queryable): Promise<(ClassMessageRecord & { learnerIds: string[] }) | undefined> {
      const [row] = await tx.query<ClassMessageRow>(`SELECT ${columns} FROM class_messages WHERE context_id = $1 AND id = $2 FOR UPDATE`, [tenantId, id]);
      if (row === undefined) return undefined;
      const recipients = await tx.query<{ learner_id: string }>(
        'SELECT learner_id FROM class_message_recipients WHERE context_id = $1 AND class_message_id = $2',
        [tenantId, id],
      );
      return { ...toRecord(row), learnerIds: recipients.map((recipient) => recipient.learner_id) };
    },

    /** Records its delivery: sent now, and the message each recipient's thread received. */
    async markSent(tenantId: string, id: string, now: Date, deliveries: readonly { learnerId: string; messageId: string }[], tx: Queryable): Promise<void> {
      await tx.query(`UPDATE class_messages SET state = 'sent', sent_at = $3 WHERE context_id = $1 AND id = $2`, [tenantId, id, now]);
      if (deliveries.length === 0) return;
      await tx.query(
        `UPDATE class_message_recipients r SET message_id = d.message_id
           FROM jsonb_to_recordset($3::jsonb) AS d(learner_id uuid, message_id uuid)
          WHERE r.context_id = $1 AND r.class_message_id = $2 AND r.learner_id = d.learner_id`,
        [tenantId, id, JSON.stringify(deliveries.map((delivery) => ({ learner_id: delivery.learnerId, message_id: delivery.messageId })))],
      );
    },

    async markCancelled(tenantId: string, id: string, now: Date, tx: Queryable): Promise<ClassMessageRecord | undefined> {
      const [row] = await tx.query<ClassMessageRow>(
        `UPDATE class_messages SET state = 'cancelled', cancelled_at = $3 WHERE context_id = $1 AND id = $2 RETURNING ${columns}`,
        [tenantId, id, now],
      );
      return row && toRecord(row);
    },

    /** The class messages sent to the learner, oldest first. */
    async receivedBy(tenantId: string, learnerId: string): Promise<ReceivedClassMessage[]> {
      const rows = await db.query<ClassMessageRow & { class_name: string; message_id: string | null }>(
        `SELECT ${columnsOf('cm')}, c.name AS class_name, r.message_id
           FROM class_message_recipients r
           JOIN class_messages cm ON cm.context_id = r.context_id AND cm.id = r.class_message_id
           JOIN classes c ON c.id = cm.class_id
          WHERE r.context_id = $1 AND r.learner_id = $2 AND cm.state = 'sent'
          ORDER BY cm.sent_at, cm.id`,
        [tenantId, learnerId],
      );
      return rows.map((row) => ({
        id: row.id,
        class: { id: row.class_id, name: row.class_name },
        authorId: row.author_id,
        subject: row.subject,
        body: row.body,
        sentAt: row.sent_at,
        messageId: row.message_id,
      }));
    },

    /** The class messages the user wrote, sent, scheduled or cancelled, oldest first. */
    async writtenBy(tenantId: string, authorId: string): Promise<WrittenClassMessage[]> {
      const rows = await db.query<ClassMessageRow & { class_name: string }>(
        `SELECT ${columnsOf('cm')}, c.name AS class_name FROM class_messages cm JOIN classes c ON c.id = cm.class_id
          WHERE cm.context_id = $1 AND cm.author_id = $2 ORDER BY cm.send_at, cm.id`,
        [tenantId, authorId],
      );
      return rows.map((row) => ({ ...toRecord(row), className: row.class_name }));
    },

    /** The class's latest sends, with their author, and each recipient with whether they received and read it. */
    async history(tenantId: string, classId: string, onlyId?: string): Promise<ClassMessageHistoryItem[]> {
      const rows = await db.query<ClassMessageRow & { firstname: string | null; lastname: string | null; username: string | null; email: string }>(
        `SELECT ${columnsOf('cm')}, u.firstname, u.lastname, u.username, u.email
           FROM class_messages cm JOIN users u ON u.id = cm.author_id
          WHERE cm.context_id = $1 AND cm.class_id = $2 AND ($3::uuid IS NULL OR cm.id = $3::uuid)
          ORDER BY cm.send_at DESC, cm.id DESC LIMIT ${HISTORY_LISTED}`,
        [tenantId, classId, onlyId ?? null],
      );
      if (rows.length === 0) return [];
      const recipients = await db.query<{
        class_message_id: string;
        learner_id: string;
        firstname: string | null;
        lastname: string | null;
        username: string | null;
        email: string;
        message_id: string | null;
        read_at: Date | null;
      }>(
        `SELECT r.class_message_id, r.learner_id, u.firstname, u.lastname, u.username, u.email, r.message_id, m.read_at
           FROM class_message_recipients r JOIN users u ON u.id = r.learner_id
           LEFT JOIN thread_messages m ON m.id = r.message_id
          WHERE r.context_id = $1 AND r.class_message_id = ANY($2::uuid[])`,
        [tenantId, rows.map((row) => row.id)],
      );
      const byMessage = new Map<string, ClassMessageHistoryItem['recipients']>();
      for (const recipient of recipients) {
        const list = byMessage.get(recipient.class_message_id) ?? [];
        list.push({
          learner: {
            id: recipient.learner_id,
            firstname: recipient.firstname,
            lastname: recipient.lastname,
            username: recipient.username,
            email: recipient.email,
          },
          delivered: recipient.message_id !== null,
          readAt: recipient.read_at,
        });
        byMessage.set(recipient.class_message_id, list);
      }
      return rows.map((row) => ({
        ...toRecord(row),
        author: { id: row.author_id, firstname: row.firstname, lastname: row.lastname, username: row.username, email: row.email },
        recipients: byMessage.get(row.id) ?? [],
      }));
    },

    /**
     * What class messages hold of an erased account (docs/privacy.md#erasure): the messages it wrote
     * go (a scheduled one is never delivered; a delivered one stays, emptied, in each thread it
     * reached), and it is taken off the recipients of those still to be delivered.
     */
    async eraseParty(tenantId: string, userId: string, tx: Queryable): Promise<void> {
      await tx.query('DELETE FROM class_messages WHERE context_id = $1 AND author_id = $2', [tenantId, userId]);
      await tx.query(
        `DELETE FROM class_message_recipients r USING class_messages m
          WHERE r.context_id = $1 AND r.learner_id = $2 AND m.context_id = $1 AND m.id = r.class_message_id AND m.state = 'scheduled'`,
        [tenantId, userId],
      );
    },
  };
}
export type ClassMessagesRepository = ReturnType<typeof createClassMessagesRepository>;
