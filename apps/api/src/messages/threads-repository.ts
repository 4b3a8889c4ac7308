import type { NamedUser } from '@espace/domain/display-name';
import type { ThreadSide } from '@espace/domain/messages/message-vocabulary';
import type { Queryable } from '../db/database';

type Person = NamedUser & { id: string };

/** A thread as one of its parties lists it. */
export interface ThreadRecord {
  id: string;
  learnerId: string;
  trainerId: string;
  subject: string;
  /** The other party. */
  with: Person;
  class: { id: string; name: string } | null;
  lastMessageAt: Date;
  lastMessage: { body: string; authorId: string };
  unread: number;
}

export interface ThreadMessageRecord {
  id: string;
  author: Person;
  subject: string | null;
  body: string;
  createdAt: Date;
  readAt: Date | null;
}

/** A thread of a user, on either side, as the archive of their data lists it: its trainer named, the learner by id only. */
export interface PartyThread {
  id: string;
  learnerId: string;
  trainer: Person;
  subject: string;
  class: { id: string; name: string } | null;
  createdAt: Date;
}

/** A message of a thread, its author by id. */
export interface StoredThreadMessage {
  id: string;
  threadId: string;
  authorId: string;
  subject: string | null;
  body: string;
  createdAt: Date;
  readAt: Date | null;
}

/** A message to add to the thread between a learner and a trainer, started when they have none. */
interface NewThreadMessage {
  learnerId: string;
  trainerId: string;
  authorId: string;
  /** Null keeps the thread's class. */
  classId: string | null;
  /** Null or empty keeps the thread's subject. */
  subject: string | null;
  body: string;
  at: Date;
}

interface ThreadRow {
  id: string;
  learner_id: string;
  trainer_id: string;
  subject: string;
  other_id: string;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  email: string;
  class_id: string | null;
  class_name: string | null;
  last_message_at: Date;
  last_body: string;
  last_author_id: string;
  unread: number;
}

/** The latest threads a list shows; older ones stay readable by their address. */
const THREADS_LISTED = 200;
/** The latest messages a thread shows. */
const MESSAGES_SHOWN = 200;

/** The column naming the reader, and the one naming the other party, by the side the thread is read from. */
const sides = { learner: ['learner_id', 'trainer_id'], trainer: ['trainer_id', 'learner_id'] } as const;

const toThread = (row: ThreadRow): ThreadRecord => ({
  id: row.id,
  learnerId: row.learner_id,
  trainerId: row.trainer_id,
  subject: row.subject,
  with: { id: row.other_id, firstname: row.firstname, lastname: row.lastname, username: row.username, email: row.email },
  class: row.class_id === null || row.class_name === null ? null : { id: row.class_id, name: row.class_name },
  lastMessageAt: row.last_message_at,
  lastMessage: { body: row.last_body, authorId: row.last_author_id },
  unread: row.unread,
});

/** Threads of the reader ($2) on one side, with the other party, the class, the latest message and the reader's unread count. */
const threadsOf = (side: ThreadSide) => {
  const [reader, other] = sides[side];
  return `
SELECT t.id, t.learner_id, t.trainer_id, t.subject, u.id AS other_id, u.firstname, u.lastname, u.username, u.email,
       c.id AS class_id, c.name AS class_name, t.last_message_at, last.body AS last_body, last.author_id AS last_author_id,
       (SELECT count(*)::int FROM thread_messages m
         WHERE m.context_id = t.context_id AND m.thread_id = t.id AND m.read_at IS NULL AND m.author_id <> $2) AS unread
  FROM message_threads t
  JOIN users u ON u.id = t.${other}
  LEFT JOIN classes c ON c.id = t.class_id
  CROSS JOIN LATERAL (SELECT m.body, m.author_id FROM thread_messages m
                       WHERE m.context_id = t.context_id AND m.thread_id = t.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1) last
 WHERE t.context_id = $1 AND t.${reader} = $2`;
};

/**
 * The one repository that writes threads and their messages (docs/architecture.md#who-writes-each-table).
 * Every read is scoped to the tenant and to one party of the thread: another user's thread is no thread.
 */
export function createThreadsRepository(db: Queryable) {
  return {
    /** The reader's threads on one side, latest message first. */
    async list(tenantId: string, side: ThreadSide, readerId: string): Promise<ThreadRecord[]> {
      const rows = await db.query<ThreadRow>(`${threadsOf(side)} ORDER BY t.last_message_at DESC, t.id DESC LIMIT ${THREADS_LISTED}`, [tenantId, readerId]);
      return rows.map(toThread);
    },

    /** The thread when the reader is its party on that side; undefined otherwise. */
    async find(tenantId: string, side: ThreadSide, readerId: string, threadId: string): Promise<ThreadRecord | undefined> {
      const [row] = await db.query<ThreadRow>(`${threadsOf(side)} AND t.id = $3`, [tenantId, readerId, threadId]);
      return row && toThread(row);
    },

    /** Its latest messages, oldest first, and how many older ones there are. */
    async messages(tenantId: string, threadId: string): Promise<{ items: ThreadMessageRecord[]; earlier: number }> {
      const [rows, [count]] = await Promise.all([
        db.query<{
          id: string;
          author_id: string;
          firstname: string | null;
          lastname: string | null;
          username: string | null;
          email: string;
          subject: string | null;
          body: string;
          created_at: Date;
          read_at: Date | null;
        }>(
          `SELECT m.id, m.author_id, u.firstname, u.lastname, u.username, u.email, m.subject, m.body, m.created_at, m.read_at
             FROM thread_messages m JOIN users u ON u.id = m.author_id
            WHERE m.context_id = $1 AND m.thread_id = $2 ORDER BY m.created_at DESC, m.id DESC LIMIT ${MESSAGES_SHOWN}`,
          [tenantId, threadId],
        ),
        db.query<{ total: number }>('SELECT count(*)::int AS total FROM thread_messages WHERE context_id = $1 AND thread_id = $2', [tenantId, threadId]),
      ]);
      const items = rows.reverse().map((row) => ({
        id: row.id,
        author: { id: row.author_id, firstname: row.firstname, lastname: row.lastname, username: row.username, email: row.email },
        subject: row.subject,
        body: row.body,
        createdAt: row.created_at,
        readAt: row.read_at,
      }));
      return { items, earlier: Math.max(0, (count?.total ?? 0) - items.length) };
    },

    /** Every thread the user is a party of, as its learner or its trainer, oldest first. */
    async listOfParty(tenantId: string, userId: string): Promise<PartyThread[]> {
      const rows = await db.query<{
        id: string;
        learner_id: string;
        trainer_id: string;
        firstname: string | null;
        lastname: string | null;
        username: string | null;
        email: string;
        subject: string;
        class_id: string | null;
        class_name: string | null;
        created_at: Date;
      }>(
        `SELECT t.id, t.learner_id, t.trainer_id, u.firstname, u.lastname, u.username, u.email, t.subject, t.class_id, c.name AS class_name, t.created_at
           FROM message_threads t JOIN users u ON u.id = t.trainer_id LEFT JOIN classes c ON c.id = t.class_id
          WHERE t.context_id = $1 AND (t.learner_id = $2 OR t.trainer_id = $2)
          ORDER BY t.created_at, t.id`,
        [tenantId, userId],
      );
      return rows.map((row) => ({
        id: row.id,
        learnerId: row.learner_id,
        trainer: { id: row.trainer_id, firstname: row.firstname, lastname: row.lastname, username: row.username, email: row.email },
        subject: row.subject,
        class: row.class_id === null || row.class_name === null ? null : { id: row.class_id, name: row.class_name },
        createdAt: row.created_at,
      }));
    },

    /** Every message of these threads of the tenant, oldest first. */
    async allMessagesOf(tenantId: string, threadIds: readonly string[]): Promise<StoredThreadMessage[]> {
      if (threadIds.length === 0) return [];
      const rows = await db.query<{
        id: string;
        thread_id: string;
        author_id: string;
        subject: string | null;
        body: string;
        created_at: Date;
        read_at: Date | null;
      }>(
        `SELECT id, thread_id, author_id, subject, body, created_at, read_at FROM thread_messages
          WHERE context_id = $1 AND thread_id = ANY($2::uuid[]) ORDER BY created_at, id`,
        [tenantId, threadIds],
      );
      return rows.map((row) => ({
        id: row.id,
        threadId: row.thread_id,
        authorId: row.author_id,
        subject: row.subject,
        body: row.body,
        createdAt: row.created_at,
        readAt: row.read_at,
      }));
    },

    /** Marks read what the other party wrote and the reader had not read yet. */
    async markRead(tenantId: string, threadId: string, readerId: string, now: Date, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE thread_messages SET read_at = $4 WHERE context_id = $1 AND thread_id = $2 AND author_id <> $3 AND read_at IS NULL', [
        tenantId,
        threadId,
        readerId,
        now,
      ]);
    },

    /**
     * Adds one message to each pair's thread, starting the threads they lack, in two statements
     * whatever their number (a class message to a whole class). The pairs are distinct: a statement
     * updates a thread once. Answers each pair's thread, its message and the thread's subject now.
     */
    async addMessages(
      tenantId: string,
      messages: readonly NewThreadMessage[],
      tx: Queryable = db,
    ): Promise<{ learnerId: string; trainerId: string; threadId: string; messageId: string; subject: string }[]> {
      if (messages.length === 0) return [];
      const rows = messages.map((message) => ({
        learner_id: message.learnerId,
        trainer_id: message.trainerId,
        author_id: message.authorId,
        class_id: message.classId,
        subject: message.subject === null || message.subject === '' ? null : message.subject,
        body: message.body,
        at: message.at.toISOString(),
      }));
      const threads = await tx.query<{ id: string; learner_id: string; trainer_id: string; subject: string }>(
        `INSERT INTO message_threads (context_id, learner_id, trainer_id, class_id, subject, created_at, last_message_at)
         SELECT $1, n.learner_id, n.trainer_id, n.class_id, COALESCE(n.subject, ''), n.at, n.at
           FROM jsonb_to_recordset($2::jsonb) AS n(learner_id uuid, trainer_id uuid, class_id uuid, subject text, at timestamptz)
         ON CONFLICT (context_id, learner_id, trainer_id) DO UPDATE
            SET class_id = COALESCE(EXCLUDED.class_id, message_threads.class_id),
                subject = CASE WHEN EXCLUDED.subject = '' THEN message_threads.subject ELSE EXCLUDED.subject END,
                last_message_at = GREATEST(message_threads.last_message_at, EXCLUDED.last_message_at)
         RETURNING id, learner_id, trainer_id, subject`,
        [tenantId, JSON.stringify(rows)],
      );
      const threadOf = new Map(threads.map((thread) => [`${thread.learner_id}:${thread.trainer_id}`, thread]));
      const withThreads = rows.map((row) => {
        const thread = threadOf.get(`${row.learner_id}:${row.trainer_id}`);
        return { ...row, thread_id: thread?.id ?? '', thread_subject: thread?.subject ?? '' };
      });
      const inserted = await tx.query<{ id: string; thread_id: string }>(
        `INSERT INTO thread_messages (context_id, thread_id, author_id, subject, body, created_at)
         SELECT $1, n.thread_id, n.author_id, n.subject, n.body, n.at
           FROM jsonb_to_recordset($2::jsonb) AS n(thread_id uuid, author_id uuid, subject text, body text, at timestamptz)
         RETURNING id, thread_id`,
        [tenantId, JSON.stringify(withThreads)],
      );
      const messageOf = new Map(inserted.map((message) => [message.thread_id, message.id]));
      return withThreads.map((row) => ({
        learnerId: row.learner_id,
        trainerId: row.trainer_id,
        threadId: row.thread_id,
        messageId: messageOf.get(row.thread_id) ?? '',
        subject: row.thread_subject,
      }));
    },

    /**
     * What the threads hold of an erased account (docs/privacy.md#erasure): the threads it is the
     * learner of go, both sides (a trainer's words to a learner are about that learner); in the
     * others, its messages stay, emptied, and a thread's subject it gave is emptied too.
     */
    async eraseParty(tenantId: string, userId: string, tx: Queryable): Promise<void> {
      await tx.query('DELETE FROM message_threads WHERE context_id = $1 AND learner_id = $2', [tenantId, userId]);
      await tx.query(
        `UPDATE message_threads t SET subject = ''
          WHERE t.context_id = $1 AND t.trainer_id = $2 AND t.subject <> ''
            AND EXISTS (SELECT 1 FROM thread_messages m WHERE m.context_id = $1 AND m.thread_id = t.id AND m.author_id = $2 AND m.subject = t.subject)`,
        [tenantId, userId],
      );
      await tx.query("UPDATE thread_messages SET subject = NULL, body = '' WHERE context_id = $1 AND author_id = $2 AND (subject IS NOT NULL OR body <> '')", [
        tenantId,
        userId,
      ]);
    },
  };
}
export type ThreadsRepository = ReturnType<typeof createThreadsRepository>;
