import type { LessonState } from '@espace/domain/lessons/lesson-state';
import { isLessonEnded, type PageProgress } from '@espace/domain/lessons/progress';
import { GENERIC_PLAN, type Queryable } from '../db/database';
import { type PageJson, type PageRow, pageColumns, toPage, toPageFromJson } from './lesson-page-rows';
import type { LessonPageRecord, PageResultsRecord, PageSheet, Score, TimeCredit } from './lesson-types';
import {
  lessonScoreSums,
  lessonScoring,
  type PlayVersion,
  type PlayWrite,
  playIsCurrent,
  playVersionAfter,
  playVersionParameters,
  versionAfterWrite,
} from './lessons-repository';
import type { OwnedLesson } from './page-owners';
import { addTimeCredits } from './time-credits';

export interface NewPage {
  id: string;
  lessonId: string;
  nodeId: string;
  blockId: string;
  position: number;
  timeLimit: number | null;
  sheet: PageSheet;
  now: Date;
}

export interface PageAnswer {
  state: 'ACTIVE' | 'SKIPPED';
  inputs: { answers: Record<string, unknown> };
  results: PageResultsRecord;
  submissionKey: string | null;
  now: Date;
}

const json = (value: unknown) => JSON.stringify(value);

// answerAsRead's and answerAsReadAndOpen's common part, parameters $1–$10 (answerParameters) and
// the play's versions ($version, $context): the answer stored if the page is as read and the play
// it was computed from still current, and the lesson's score summed from its other answered pages and this one.
const savedAsRead = (version: string, context: string) => `saved AS (
   UPDATE lesson_pages SET state = $3, progress = 'COMPLETED', inputs = $4::jsonb, results = $5::jsonb, submission_key = $6, answered_at = $7
    WHERE context_id = $1 AND id = $2 AND state = 'ACTIVE' AND answered_at IS NULL AND hints_used = $8 AND sheet = $9::jsonb
      AND ${playIsCurrent({ tenant: '$1', lesson: '$10', version, context })}
    RETURNING ${pageColumns})`;
const scoreWithSaved = lessonScoreSums('$1', '$10', { cte: 'saved', pageId: '$2' });
/**
 * The lesson's page summary (migration 0011) with the pages a statement writes, for the statement
 * that updates their lesson anyway: `pages` names its CTEs, each returning the one page it wrote, or
 * none. The merge is the database's (`page_progress_merged`, `last_page_at_merged`: migration 0032),
 * which its trigger then finds done, and writes no second version of the lesson's row.
 */
function pageSummaryOf(lesson: string, pages: readonly string[]): string {
  let progress = `${lesson}.page_progress`;
  let lastPageAt = `${lesson}.last_page_at`;
  for (const cte of pages) {
    progress = `page_progress_merged(${progress}, (SELECT node_id FROM ${cte}), (SELECT progress FROM ${cte}))`;
    lastPageAt = `last_page_at_merged(${lastPageAt}, (SELECT answered_at FROM ${cte}), (SELECT started_at FROM ${cte}))`;
  }
  return `page_progress = ${progress}, last_page_at = ${lastPageAt}`;
}

const answerParameters = (tenantId: string, page: LessonPageRecord, answer: PageAnswer): unknown[] => [
  tenantId,
  page.id,
  answer.state,
  json(answer.inputs),
  json(answer.results),
  answer.submissionKey,
  answer.now,
  page.hintsUsed,
  json(page.sheet),
  page.lessonId,
];

/** A page of a user's lesson as the archive of their data lists it: archived ones (an earlier attempt) included. */
export interface PageHistory {
  id: string;
  position: number;
  /** The title of its node in the course, when it has one. */
  title: string | null;
  state: LessonPageRecord['state'];
  progress: PageProgress;
  inputs: LessonPageRecord['inputs'];
  results: PageResultsRecord | null;
  sheet: PageSheet;
  hintsUsed: number;
  timeSpent: number;
  timeLimit: number | null;
  startedAt: Date;
  answeredAt: Date | null;
  archivedAt: Date | null;
}

interface PageHistoryRow {
  id: string;
  position: number;
  title: string | null;
  state: LessonPageRecord['state'];
  progress: PageProgress;
  inputs: LessonPageRecord['inputs'];
  results: PageResultsRecord | null;
  sheet: PageSheet;
  hints_used: number;
  time_spent: number;
  time_limit: number | null;
  started_at: Date;
  answered_at: Date | null;
  archived_at: Date | null;
}

const toPageHistory = (row: PageHistoryRow): PageHistory => ({
  id: row.id,
  position: row.position,
  title: row.title,
  state: row.state,
  progress: row.progress,
  inputs: row.inputs,
  results: row.results,
  sheet: row.sheet,
  hintsUsed: row.hints_used,
  timeSpent: row.time_spent,
  timeLimit: row.time_limit,
  startedAt: row.started_at,
  answeredAt: row.answered_at,
  archivedAt: row.archived_at,
});

/** Where a page of `pagesOfLesson` stands in its order: the next call starts after it. */
export interface PageCursor {
  position: number;
  id: string;
}

export function createLessonPagesRepository(db: Queryable) {
  return {
    /**
     * Up to `limit` pages of the user's lesson, by position, after `after` (from the first when
     * null), archived ones included: a lesson of any length is read a bounded slice at a time.
     */
    async pagesOfLesson(tenantId: string, userId: string, lessonId: string, after: PageCursor | null, limit: number): Promise<PageHistory[]> {
      const rows = await db.query<PageHistoryRow>(
        `SELECT p.id, p.position, n.title, p.state, p.progress, p.inputs, p.results, p.sheet, p.hints_used, p.time_spent, p.time_limit,
                p.started_at, p.answered_at, p.archived_at
           FROM lesson_pages p
           JOIN lessons l ON l.id = p.lesson_id AND l.context_id = p.context_id AND l.user_id = $3
           LEFT JOIN course_nodes n ON n.id = p.node_id
          WHERE p.context_id = $1 AND p.lesson_id = $2 AND ($4::int IS NULL OR (p.position, p.id) > ($4::int, $5::uuid))
          ORDER BY p.position, p.id
          LIMIT $6`,
        [tenantId, lessonId, userId, after?.position ?? null, after?.id ?? null, limit],
      );
      return rows.map(toPageHistory);
    },

    /** The pages of a lesson that are not ARCHIVED, by position. */
    async listLive(tenantId: string, lessonId: string, tx: Queryable = db): Promise<LessonPageRecord[]> {
      const rows = await tx.query<PageRow>(
        `SELECT ${pageColumns} FROM lesson_pages WHERE context_id = $1 AND lesson_id = $2 AND state <> 'ARCHIVED' ORDER BY position`,
        [tenantId, lessonId],
      );
      return rows.map(toPage);
    },

    /**
     * Opens a node's page: creates it when it has no live page (a concurrent first open of the
     * same node finds the page the other created) and records the lesson as opened there (started
     * on its first open, ONGOING, its current page), in one statement. Only on the play at
     * as handed (playIsCurrent): undefined, nothing written, when it changed since.
     */
    async openNew(
      tenantId: string,
      page: NewPage,
      play: PlayWrite,
    ): Promise<{ page: LessonPageRecord; lessonStartedAt: Date; lessonProgress: PageProgress; version: PlayVersion | null } | undefined> {
      const current = playIsCurrent({ tenant: '$2', lesson: '$3', version: '$10', context: '$11' });
      // A plan for any parameters: with many lessons PostgreSQL would plan this at every first open.
      const rows = await db.query<PageRow & { lesson_started_at: Date; lesson_progress: PageProgress; lesson_play_version: string }>(
        `${GENERIC_PLAN}WITH inserted AS (
           INSERT INTO lesson_pages (id, context_id, lesson_id, node_id, block_id, position, time_limit, sheet, started_at)
           SELECT $1::uuid, $2::uuid, $3::uuid, $4::uuid, $5::uuid, $6::integer, $7::integer, $8::jsonb, $9::timestamptz WHERE ${current}
           ON CONFLICT (lesson_id, node_id) WHERE state <> 'ARCHIVED' DO NOTHING
           RETURNING ${pageColumns}),
         live AS (
           SELECT * FROM inserted
           UNION ALL
           SELECT ${pageColumns} FROM lesson_pages WHERE context_id = $2 AND lesson_id = $3 AND node_id = $4 AND state <> 'ARCHIVED'
           LIMIT 1),
         opened AS (
           UPDATE lessons l SET started_at = COALESCE(l.started_at, $9), progress = COALESCE(l.progress, 'ONGOING'), current_node_id = $4, updated_at = $9,
                  ${pageSummaryOf('l', ['inserted'])}, ${playVersionAfter('l', '$10')}
            WHERE l.context_id = $2 AND l.id = $3 AND ${current} RETURNING l.started_at, l.progress, l.play_version::text)
         SELECT live.*, opened.started_at AS lesson_started_at, opened.progress AS lesson_progress, opened.play_version AS lesson_play_version FROM live, opened`,
        [
          page.id,
          tenantId,
          page.lessonId,
          page.nodeId,
          page.blockId,
          page.position,
          page.timeLimit,
          json(page.sheet),
          page.now,
          ...playVersionParameters(play),
        ],
      );
      const [row] = rows;
      return (
        row && {
          page: toPage(row),
          lessonStartedAt: row.lesson_started_at,
          lessonProgress: row.lesson_progress,
          version: versionAfterWrite(row.lesson_play_version, play.version),
        }
      );
    },

    /**
     * Locks the page for its answer without waiting: a concurrent submission
     * holding the lock makes this throw PostgreSQL error 55P03 (lock_not_available).
     */
    async lockForAnswer(tenantId: string, lessonId: string, pageId: string, tx: Queryable): Promise<LessonPageRecord | undefined> {
      const [row] = await tx.query<PageRow>(
        `SELECT ${pageColumns} FROM lesson_pages WHERE context_id = $1 AND lesson_id = $2 AND id = $3 AND state <> 'ARCHIVED' FOR UPDATE NOWAIT`,
        [tenantId, lessonId, pageId],
      );
      return row && toPage(row);
    },

    async saveAnswer(tenantId: string, pageId: string, answer: PageAnswer, tx: Queryable = db): Promise<LessonPageRecord> {
      const [row] = await tx.query<PageRow>(
        `UPDATE lesson_pages SET state = $3, progress = 'COMPLETED', inputs = $4::jsonb, results = $5::jsonb, submission_key = $6, answered_at = $7
          WHERE context_id = $1 AND id = $2 RETURNING ${pageColumns}`,
        [tenantId, pageId, answer.state, json(answer.inputs), json(answer.results), answer.submissionKey, answer.now],
      );
      if (!row) throw new Error(`page ${pageId} vanished`);
      return toPage(row);
    },

    /**
     * Answers `page` as it was read, in one statement and no transaction: stored only if it is
     * still unanswered and ACTIVE with the hints and sheet its results were computed from (the
     * row's lock orders concurrent submissions; the others find it answered), and the lesson's
     * score set in the same statement from its other answered pages and this one. Undefined when
     * the page, or the play it was read with (`play`, playIsCurrent), changed since: the caller
     * then reads again, or locks the page and decides (answer-page.ts).
     */
    async answerAsRead(
      tenantId: string,
      page: LessonPageRecord,
      answer: PageAnswer,
      play: PlayWrite,
    ): Promise<{ page: LessonPageRecord; scoring: Score; version: PlayVersion | null } | undefined> {
      const [row] = await db.query<PageRow & { lesson_scoring: { global: Score }; lesson_play_version: string }>(
        `WITH ${savedAsRead('$11', '$12')},
         scored AS (
           UPDATE lessons l SET scoring = ${lessonScoring}, updated_at = $7, ${pageSummaryOf('l', ['saved'])}, ${playVersionAfter('l', '$11')}
             FROM ${scoreWithSaved}
            WHERE l.context_id = $1 AND l.id = $10 AND EXISTS (SELECT 1 FROM saved)
            RETURNING l.scoring, l.play_version::text)
         SELECT saved.*, scored.scoring AS lesson_scoring, scored.play_version AS lesson_play_version FROM saved, scored`,
        [...answerParameters(tenantId, page, answer), ...playVersionParameters(play)],
      );
      return row && { page: toPage(row), scoring: row.lesson_scoring.global, version: versionAfterWrite(row.lesson_play_version, play.version) };
    },

    /**
     * answerAsRead, and Next's page opened in the same statement (answer-and-next.ts): `next`
     * created, unless its node has a live page already (`opened` null then), and the lesson moved
     * onto it (started on its first page, ONGOING, its current page), as openNew does. Nothing is
     * created or moved unless the answer is stored. One statement where a Next sent two: on
     * PostgreSQL each is a round trip, and the embedded database serves one at a time.
     */
    async answerAsReadAndOpen(
      tenantId: string,
      page: LessonPageRecord,
      answer: PageAnswer,
      next: NewPage,
      play: PlayWrite,
    ): Promise<
      | {
          page: LessonPageRecord;
          scoring: Score;
          opened: { page: LessonPageRecord; lessonStartedAt: Date; lessonProgress: PageProgress } | null;
          version: PlayVersion | null;
        }
      | undefined
    > {
      const [row] = await db.query<
        PageRow & {
          lesson_scoring: { global: Score };
          lesson_started_at: Date;
          lesson_progress: PageProgress;
          lesson_play_version: string;
          opened: PageJson | null;
        }
      >(
        `WITH ${savedAsRead('$17', '$18')},
         inserted AS (
           INSERT INTO lesson_pages (id, context_id, lesson_id, node_id, block_id, position, time_limit, sheet, started_at)
           SELECT $11::uuid, $1, $10, $12::uuid, $13::uuid, $14::integer, $15::integer, $16::jsonb, $7 WHERE EXISTS (SELECT 1 FROM saved)
           ON CONFLICT (lesson_id, node_id) WHERE state <> 'ARCHIVED' DO NOTHING
           RETURNING ${pageColumns}),
         scored AS (
           UPDATE lessons l SET scoring = ${lessonScoring}, started_at = COALESCE(l.started_at, $7), progress = COALESCE(l.progress, 'ONGOING'),
                  current_node_id = $12, updated_at = $7, ${pageSummaryOf('l', ['saved', 'inserted'])}, ${playVersionAfter('l', '$17')}
             FROM ${scoreWithSaved}
            WHERE l.context_id = $1 AND l.id = $10 AND EXISTS (SELECT 1 FROM saved)
            RETURNING l.scoring, l.started_at, l.progress, l.play_version::text)
         SELECT saved.*, scored.scoring AS lesson_scoring, scored.started_at AS lesson_started_at, scored.progress AS lesson_progress,
                scored.play_version AS lesson_play_version, (SELECT row_to_json(inserted) FROM inserted) AS opened
           FROM saved, scored`,
        [
          ...answerParameters(tenantId, page, answer),
          next.id,
          next.nodeId,
          next.blockId,
          next.position,
          next.timeLimit,
          json(next.sheet),
          ...playVersionParameters(play),
        ],
      );
      if (!row) return undefined;
      const opened = row.opened && { page: toPageFromJson(row.opened), lessonStartedAt: row.lesson_started_at, lessonProgress: row.lesson_progress };
      return { page: toPage(row), scoring: row.lesson_scoring.global, opened, version: versionAfterWrite(row.lesson_play_version, play.version) };
    },

    /** One more hint, only while the page is unanswered and a hint remains; undefined otherwise. */
    async unlockHint(tenantId: string, lessonId: string, pageId: string, hintCount: number, tx: Queryable = db): Promise<number | undefined> {
      const [row] = await tx.query<{ hints_used: number }>(
        `UPDATE lesson_pages SET hints_used = hints_used + 1
          WHERE context_id = $1 AND lesson_id = $2 AND id = $3 AND state = 'ACTIVE' AND answered_at IS NULL AND hints_used < $4
          RETURNING hints_used`,
        [tenantId, lessonId, pageId, hintCount],
      );
      return row?.hints_used;
    },

    /** Locks the page for a statement's outcome, waiting for a submission in progress (docs/xapi.md). */
    async lockForStatement(tenantId: string, lessonId: string, pageId: string, tx: Queryable): Promise<LessonPageRecord | undefined> {
      const [row] = await tx.query<PageRow>(
        `SELECT ${pageColumns} FROM lesson_pages WHERE context_id = $1 AND lesson_id = $2 AND id = $3 AND state = 'ACTIVE' FOR UPDATE`,
        [tenantId, lessonId, pageId],
      );
      return row && toPage(row);
    },

    /** Stores a tincan activity's score while the page is unanswered; false otherwise. */
    async setTincanScore(tenantId: string, lessonId: string, pageId: string, scaled: number, tx: Queryable = db): Promise<boolean> {
      const rows = await tx.query(
        `UPDATE lesson_pages SET sheet = sheet || jsonb_build_object('tincanScaled', $4::float8)
          WHERE context_id = $1 AND lesson_id = $2 AND id = $3 AND state = 'ACTIVE' AND answered_at IS NULL RETURNING id`,
        [tenantId, lessonId, pageId, scaled],
      );
      return rows.length === 1;
    },

    /** A tincan page's score as a later statement gives it (the page stays answered). */
    async rescoreTincan(tenantId: string, pageId: string, scaled: number, results: PageResultsRecord, tx: Queryable = db): Promise<void> {
      await tx.query(
        `UPDATE lesson_pages SET sheet = sheet || jsonb_build_object('tincanScaled', $3::float8), results = $4::jsonb WHERE context_id = $1 AND id = $2`,
        [tenantId, pageId, scaled, json(results)],
      );
    },

    /** Archives every live page of these lessons, dated: a reset keeps them as an earlier attempt (docs/trainers.md#screens). */
    async archiveOfLessons(tenantId: string, lessonIds: readonly string[], tx: Queryable = db): Promise<number> {
      if (lessonIds.length === 0) return 0;
      const rows = await tx.query(
        `UPDATE lesson_pages SET state = 'ARCHIVED', archived_at = now() WHERE context_id = $1 AND lesson_id = ANY($2::uuid[]) AND state <> 'ARCHIVED' RETURNING id`,
        [tenantId, lessonIds],
      );
      return rows.length;
    },

    /** Adds buffered ping time to pages of any tenant, in one statement; answers the credits left for a later flush (time-credits.ts). */
    async addTime(credits: readonly TimeCredit[], tx: Queryable = db): Promise<TimeCredit[]> {
      return addTimeCredits('lesson_pages', credits, tx);
    },

    /**
     * The learner's lesson a ping names, when it is theirs and the page (if any) one of its live
     * pages: whether it has ended (isLessonEnded). Undefined for anyone else's.
     */
    async pingedLesson(tenantId: string, userId: string, lessonId: string, pageId: string | null, tx: Queryable = db): Promise<OwnedLesson | undefined> {
      const [row] = await tx.query<{ state: LessonState; progress: PageProgress | null; page: boolean }>(
        `SELECT l.state, l.progress, (p.id IS NOT NULL) AS page FROM lessons l
           LEFT JOIN lesson_pages p ON p.context_id = l.context_id AND p.lesson_id = l.id AND p.id = $4 AND p.state <> 'ARCHIVED'
          WHERE l.context_id = $1 AND l.id = $2 AND l.user_id = $3 AND l.archived_at IS NULL`,
        [tenantId, lessonId, userId, pageId],
      );
      if (row === undefined || (pageId !== null && !row.page)) return undefined;
      return { ended: isLessonEnded(row) };
    },
  };
}
export type LessonPagesRepository = ReturnType<typeof createLessonPagesRepository>;
