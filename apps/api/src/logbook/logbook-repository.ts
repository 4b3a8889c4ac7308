import type { NamedUser } from '@espace/domain/display-name';
import type { Queryable } from '../db/database';

export interface LogbookRow {
  id: string;
  parentId: string | null;
  title: string | null;
  message: string;
  createdAt: Date;
  author: NamedUser & { id: string };
  attachmentCount: number;
}

interface Row {
  id: string;
  parent_id: string | null;
  title: string | null;
  message: string;
  created_at: Date;
  user_id: string;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  email: string;
  attachment_count: number;
}

/**
 * The notes of a learner's log-book that the trainers of a class read ($3: those that name no
 * class or this class), and the replies to them; oldest first.
 */
const THREADS = `
WITH notes AS (
  SELECT r.* FROM log_book_records r
   WHERE r.context_id = $1 AND r.student_id = $2 AND r.parent_id IS NULL AND (r.class_id IS NULL OR r.class_id = $3))
SELECT r.id, r.parent_id, r.title, r.message, r.created_at, u.id AS user_id, u.firstname, u.lastname, u.username, u.email,
       jsonb_array_length(r.attachment_ids)::int AS attachment_count
  FROM (SELECT * FROM notes UNION ALL
        SELECT c.* FROM log_book_records c WHERE c.context_id = $1 AND c.parent_id IN (SELECT id FROM notes)) r
  JOIN users u ON u.id = r.user_id
 ORDER BY r.created_at, r.id`;

const toEntry = (row: Row): LogbookRow => ({
  id: row.id,
  parentId: row.parent_id,
  title: row.title,
  message: row.message,
  createdAt: row.created_at,
  author: { id: row.user_id, firstname: row.firstname, lastname: row.lastname, username: row.username, email: row.email },
  attachmentCount: row.attachment_count,
});

/** A record of a learner's log-book (their note, or a trainer's reply under one), as the archive of their data lists it. */
export interface LogbookRecord {
  id: string;
  parentId: string | null;
  title: string | null;
  message: string;
  class: { id: string; name: string } | null;
  companyId: string | null;
  attachmentIds: string[];
  createdAt: Date;
  lastInputAt: Date;
  author: NamedUser & { id: string };
}

interface RecordRow {
  id: string;
  parent_id: string | null;
  title: string | null;
  message: string;
  class_id: string | null;
  class_name: string | null;
  company_id: string | null;
  attachment_ids: string[];
  created_at: Date;
  last_input_at: Date;
  user_id: string;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  email: string;
}

const toRecord = (row: RecordRow): LogbookRecord => ({
  id: row.id,
  parentId: row.parent_id,
  title: row.title,
  message: row.message,
  class: row.class_id === null || row.class_name === null ? null : { id: row.class_id, name: row.class_name },
  companyId: row.company_id,
  attachmentIds: row.attachment_ids,
  createdAt: row.created_at,
  lastInputAt: row.last_input_at,
  author: { id: row.user_id, firstname: row.firstname, lastname: row.lastname, username: row.username, email: row.email },
});

/** A note a learner writes in their own log-book (docs/product/accounts.md#logbook), or a reply under one of their notes. */
export interface OwnNote {
  title?: string | null;
  message: string;
  companyId?: string | null;
  classId?: string | null;
  parentId?: string | null;
  attachmentIds?: string[];
}
export type OwnNoteChanges = Partial<Pick<OwnNote, 'title' | 'message' | 'attachmentIds'>>;

/**
 * The one repository that writes log_book_records (docs/architecture.md#who-writes-each-table): a
 * learner's own notes, through the generic resources' routes, and a trainer's replies, through the
 * trainer space.
 */
export function createLogbookRepository(db: Queryable) {
  return {
    /** Adds a note the learner writes about themself: its student and its author are the learner. */
    async insertOwnNote(tenantId: string, learnerId: string, note: OwnNote, tx: Queryable = db): Promise<string> {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO log_book_records (context_id, title, message, student_id, user_id, company_id, class_id, parent_id, attachment_ids)
         VALUES ($1, $3, $4, $2, $2, $5, $6, $7, $8::jsonb) RETURNING id`,
        [
          tenantId,
          learnerId,
          note.title ?? null,
          note.message,
          note.companyId ?? null,
          note.classId ?? null,
          note.parentId ?? null,
          JSON.stringify(note.attachmentIds ?? []),
        ],
      );
      if (row === undefined) throw new Error('INSERT returned no row');
      return row.id;
    },

    /** Changes a note the learner wrote about themself (false: no such note of theirs); the fields not given are kept. */
    async updateOwnNote(tenantId: string, learnerId: string, noteId: string, changes: OwnNoteChanges, tx: Queryable = db): Promise<boolean> {
      const rows = await tx.query<{ id: string }>(
        `UPDATE log_book_records
            SET title = CASE WHEN $4 THEN $5 ELSE title END,
                message = COALESCE($6, message),
                attachment_ids = COALESCE($7::jsonb, attachment_ids),
                last_input_at = now()
          WHERE context_id = $1 AND id = $3 AND student_id = $2 AND user_id = $2
          RETURNING id`,
        [
          tenantId,
          learnerId,
          noteId,
          'title' in changes,
          changes.title ?? null,
          changes.message ?? null,
          changes.attachmentIds === undefined ? null : JSON.stringify(changes.attachmentIds),
        ],
      );
      return rows.length > 0;
    },

    /** Removes a note the learner wrote about themself, with the replies under it (false: no such note of theirs). */
    async deleteOwnNote(tenantId: string, learnerId: string, noteId: string, tx: Queryable = db): Promise<boolean> {
      const rows = await tx.query<{ id: string }>(
        'DELETE FROM log_book_records WHERE context_id = $1 AND id = $3 AND student_id = $2 AND user_id = $2 RETURNING id',
        [tenantId, learnerId, noteId],
      );
      return rows.length > 0;
    },

    /** Every record of the learner's log-book, their notes and the replies under them, oldest first. */
    async listOfLearner(tenantId: string, learnerId: string): Promise<LogbookRecord[]> {
      const rows = await db.query<RecordRow>(
        `SELECT r.id, r.parent_id, r.title, r.message, r.class_id, c.name AS class_name, r.company_id, r.attachment_ids, r.created_at, r.last_input_at,
                u.id AS user_id, u.firstname, u.lastname, u.username, u.email
           FROM log_book_records r JOIN users u ON u.id = r.user_id LEFT JOIN classes c ON c.id = r.class_id
          WHERE r.context_id = $1 AND r.student_id = $2
          ORDER BY r.created_at, r.id`,
        [tenantId, learnerId],
      );
      return rows.map(toRecord);
    },

    /** One query for every note and reply. */
    async listThreads(tenantId: string, learnerId: string, classId: string): Promise<LogbookRow[]> {
      return (await db.query<Row>(THREADS, [tenantId, learnerId, classId])).map(toEntry);
    },

    /**
     * Adds the trainer's reply under a note of the learner that the class's trainers read; the
     * reply carries the learner as student and the note's company, so it shows in the learner's
     * log-book thread. Undefined when there is no such note.
     */
    async insertReply(
      tenantId: string,
      input: { learnerId: string; classId: string; noteId: string; authorId: string; message: string },
      tx: Queryable = db,
    ): Promise<LogbookRow | undefined> {
      const [row] = await tx.query<Row>(
        `WITH note AS (
           SELECT id, company_id FROM log_book_records
            WHERE context_id = $1 AND id = $3 AND student_id = $2 AND parent_id IS NULL AND (class_id IS NULL OR class_id = $4)),
         inserted AS (
           INSERT INTO log_book_records (context_id, message, student_id, user_id, company_id, class_id, parent_id)
           SELECT $1, $6, $2, $5, note.company_id, $4, note.id FROM note
           RETURNING id, parent_id, title, message, created_at, user_id, attachment_ids),
         touched AS (UPDATE log_book_records SET last_input_at = now() WHERE id IN (SELECT id FROM note) RETURNING id)
         SELECT i.id, i.parent_id, i.title, i.message, i.created_at, u.id AS user_id, u.firstname, u.lastname, u.username, u.email, 0 AS attachment_count
           FROM inserted i JOIN users u ON u.id = i.user_id`,
        [tenantId, input.learnerId, input.noteId, input.classId, input.authorId, input.message],
      );
      return row && toEntry(row);
    },

    /**
     * What the log-books hold of an erased account (docs/privacy.md#erasure): its own log-book goes,
     * its notes and the trainers' replies under them (written about it, to it); a reply it wrote in
     * another learner's log-book stays there, emptied. Their attachments are the files area's.
     */
    async eraseWriter(tenantId: string, userId: string, tx: Queryable): Promise<void> {
      await tx.query('DELETE FROM log_book_records WHERE context_id = $1 AND student_id = $2', [tenantId, userId]);
      await tx.query(
        `UPDATE log_book_records SET title = NULL, message = '', attachment_ids = '[]'
          WHERE context_id = $1 AND user_id = $2 AND (title IS NOT NULL OR message <> '' OR attachment_ids <> '[]')`,
        [tenantId, userId],
      );
    },
  };
}
export type LogbookRepository = ReturnType<typeof createLogbookRepository>;
