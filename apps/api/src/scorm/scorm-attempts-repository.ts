import type { CmiData } from '@espace/domain/scorm/scorm-runtime';
import type { Database, Queryable } from '../db/database';

/** A learner's run-time data of one SCO, on one lesson page (docs/scorm.md). */
export interface ScormAttempt {
  id: string;
  tenantId: string;
  pageId: string;
  lessonId: string;
  userId: string;
  blockId: string;
  cmi: CmiData | null;
  sequence: number;
  earlierSeconds: number;
  sessionSeconds: number;
  sessionId: string | null;
  sessionEndedAt: Date | null;
}

interface AttemptRow {
  id: string;
  context_id: string;
  page_id: string;
  lesson_id: string;
  user_id: string;
  block_id: string;
  cmi: CmiData | null;
  sequence: number;
  earlier_seconds: number;
  session_seconds: number;
  session_id: string | null;
  session_ended_at: Date | null;
}

const COLUMNS = 'id, context_id, page_id, lesson_id, user_id, block_id, cmi, sequence, earlier_seconds, session_seconds, session_id, session_ended_at';

const toAttempt = (row: AttemptRow): ScormAttempt => ({
  id: row.id,
  tenantId: row.context_id,
  pageId: row.page_id,
  lessonId: row.lesson_id,
  userId: row.user_id,
  blockId: row.block_id,
  cmi: row.cmi,
  sequence: row.sequence,
  earlierSeconds: row.earlier_seconds,
  sessionSeconds: row.session_seconds,
  sessionId: row.session_id,
  sessionEndedAt: row.session_ended_at,
});

export interface OpenSessionInput {
  tenantId: string;
  pageId: string;
  lessonId: string;
  userId: string;
  blockId: string;
  sessionId: string;
  tokenSha256: string;
  now: Date;
  /** A session seen this recently and not ended is open: another launch is refused unless it takes over. */
  liveSeconds: number;
  takeOver: boolean;
}

export interface CommitInput {
  sequence: number;
  cmi: CmiData;
  sessionSeconds: number;
  terminate: boolean;
  now: Date;
}

export type CommitResult = { kind: 'stored'; before: ScormAttempt; after: ScormAttempt } | { kind: 'already' } | { kind: 'elsewhere' };

/** The one repository that writes scorm_attempts (docs/architecture.md#who-writes-each-table). */
export function createScormAttemptsRepository(db: Database) {
  return {
    /**
     * Opens a session on the page's attempt (made on the first launch) and gives it the token, unless
     * another session is open and this launch does not take over: then undefined. One statement, so
     * two launches at once open one session.
     */
    async openSession(input: OpenSessionInput, tx: Queryable = db): Promise<ScormAttempt | undefined> {
      const [row] = await tx.query<AttemptRow>(
        `INSERT INTO scorm_attempts AS a (context_id, page_id, lesson_id, user_id, block_id, session_id, session_token_sha256, session_seen_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (context_id, page_id) DO UPDATE
           SET session_id = EXCLUDED.session_id, session_token_sha256 = EXCLUDED.session_token_sha256,
               session_seen_at = EXCLUDED.session_seen_at, session_ended_at = NULL, updated_at = EXCLUDED.session_seen_at
         WHERE $9::boolean OR a.session_token_sha256 IS NULL OR a.session_ended_at IS NOT NULL
            OR a.session_seen_at < EXCLUDED.session_seen_at - make_interval(secs => $10::double precision)
         RETURNING ${COLUMNS}`,
        [
          input.tenantId,
          input.pageId,
          input.lessonId,
          input.userId,
          input.blockId,
          input.sessionId,
          input.tokenSha256,
          input.now,
          input.takeOver,
          input.liveSeconds,
        ],
      );
      return row ? toAttempt(row) : undefined;
    },

    /**
     * The attempt of a session's token as a document of the SCO starts: the time the SCO reported in
     * an earlier document or session is added to the earlier sessions', and the session is open again
     * (a SCO of several pages starts a document per page). Undefined when the token is not the open one.
     */
    async initialize(tenantId: string, tokenSha256: string, now: Date): Promise<ScormAttempt | undefined> {
      const [row] = await db.query<AttemptRow>(
        `UPDATE scorm_attempts SET earlier_seconds = earlier_seconds + session_seconds, session_seconds = 0,
                session_seen_at = $3, session_ended_at = NULL, updated_at = $3
          WHERE context_id = $1 AND session_token_sha256 = $2
          RETURNING ${COLUMNS}`,
        [tenantId, tokenSha256, now],
      );
      return row ? toAttempt(row) : undefined;
    },

    /**
     * Stores a commit of the open session, under the row's lock: the data the SCO sent, unless a commit
     * of a later sequence is already stored (a replay, or a late beacon: nothing to do). `before` is
     * the attempt as it was, so that what changed is told once however many commits race.
     */
    async commit(tenantId: string, tokenSha256: string, input: CommitInput): Promise<CommitResult> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<AttemptRow>(`SELECT ${COLUMNS} FROM scorm_attempts WHERE context_id = $1 AND session_token_sha256 = $2 FOR UPDATE`, [
          tenantId,
          tokenSha256,
        ]);
        if (!row) return { kind: 'elsewhere' } as const;
        if (input.sequence <= row.sequence) return { kind: 'already' } as const;
        const [after] = await tx.query<AttemptRow>(
          `UPDATE scorm_attempts SET cmi = $2, sequence = $3, session_seconds = $4, session_seen_at = $5,
                  session_ended_at = CASE WHEN $6 THEN $5::timestamptz ELSE NULL END, updated_at = $5
            WHERE id = $1 RETURNING ${COLUMNS}`,
          [row.id, JSON.stringify(input.cmi), input.sequence, input.sessionSeconds, input.now, input.terminate],
        );
        return { kind: 'stored', before: toAttempt(row), after: toAttempt(after as AttemptRow) } as const;
      });
    },

    /** The open session is still there (the SCO's document is open): false when it is not the open one. */
    async keepAlive(tenantId: string, tokenSha256: string, now: Date): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        `UPDATE scorm_attempts SET session_seen_at = $3 WHERE context_id = $1 AND session_token_sha256 = $2 AND session_ended_at IS NULL RETURNING id`,
        [tenantId, tokenSha256, now],
      );
      return rows.length > 0;
    },

    /** Every attempt of the learner, with when it started and was last written (never its session's token), oldest first. */
    async listOfUser(tenantId: string, userId: string): Promise<(ScormAttempt & { createdAt: Date; updatedAt: Date })[]> {
      const rows = await db.query<AttemptRow & { created_at: Date; updated_at: Date }>(
        `SELECT ${COLUMNS}, created_at, updated_at FROM scorm_attempts WHERE context_id = $1 AND user_id = $2 ORDER BY created_at, id`,
        [tenantId, userId],
      );
      return rows.map((row) => ({ ...toAttempt(row), createdAt: row.created_at, updatedAt: row.updated_at }));
    },

    /** The attempt of a lesson page, for the correction screen. */
    async findForPage(tenantId: string, pageId: string): Promise<ScormAttempt | undefined> {
      const [row] = await db.query<AttemptRow>(`SELECT ${COLUMNS} FROM scorm_attempts WHERE context_id = $1 AND page_id = $2`, [tenantId, pageId]);
      return row && toAttempt(row);
    },

    /**
     * An erased learner's SCO data keeps its results and times (docs/privacy.md#erasure) and loses
     * the name the SCO was given and the comments the learner wrote (SCORM 2004's
     * comments_from_learner, 1.2's comments); its open session ends.
     */
    async forgetLearner(tenantId: string, userId: string, tx: Queryable): Promise<void> {
      await tx.query(
        `UPDATE scorm_attempts
            SET cmi = CASE WHEN cmi IS NULL THEN NULL ELSE (cmi - 'learner_name' - 'comments_from_learner' - 'comments') #- '{core,student_name}' END,
                session_token_sha256 = NULL, session_ended_at = COALESCE(session_ended_at, now()), updated_at = now()
          WHERE context_id = $1 AND user_id = $2`,
        [tenantId, userId],
      );
    },
  };
}
export type ScormAttemptsRepository = ReturnType<typeof createScormAttemptsRepository>;
