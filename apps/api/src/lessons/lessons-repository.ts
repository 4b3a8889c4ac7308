import type { ContentState } from '@espace/domain/content/content-states';
import { storedCourseTypeSettings } from '@espace/domain/content/course-type';
import type { ProgramAfterEnd } from '@espace/domain/lessons/end-of-lesson';
import type { LessonState, ProgramCourseSettings } from '@espace/domain/lessons/lesson-state';
import type { PageProgress } from '@espace/domain/lessons/progress';
import { accommodatedLimit, type ExtraTime } from '@espace/domain/lessons/time-accommodation';
import type { Queryable } from '../db/database';
import { type PageJson, pageColumns, toPageFromJson } from './lesson-page-rows';
import type { CourseSettings, LearnerLesson, LessonActions, LessonPageRecord, ProgramLesson, Score, TimeCredit } from './lesson-types';
import { addTimeCredits } from './time-credits';

interface LessonRow {
  id: string;
  class_id: string;
  user_id: string;
  course_id: string;
  course_title: string;
  course_category_id: string;
  course_icon: string | null;
  program_id: string;
  program_state: ContentState;
  course_state: ContentState;
  class_program_id: string;
  program_course_id: string;
  current_node_id: string | null;
  enabled_section_ids: string[];
  started_at: Date | null;
  ended_at: Date | null;
  time_limit: number | null;
  state: LessonState;
  progress: PageProgress | null;
  certification_ref: string | null;
  is_end_of_program: boolean;
  scoring: { global: Score };
  actions: LessonActions;
  class_start_at: Date | null;
  class_expire_at: Date | null;
  cp_start_at: Date | null;
  cp_expire_at: Date | null;
  course_settings: CourseSettings;
  course_type_settings: Record<string, unknown>;
  program_course_settings: ProgramCourseSettings;
  course_language: string;
  extra_time: ExtraTime | null;
  play_version: string;
  context_version: string;
}

// The lesson's rows of its course, course type, class, class program and program, the learner's time
// accommodation in that class, and the course's language (else the tenant's first one). `lessons`:
// the table, or a CTE returning the rows a statement wrote to it (their new versions).
const learnerLessonJoins = (lessons: string) => `
  FROM ${lessons} l
  JOIN contexts ctx ON ctx.id = l.context_id
  JOIN classes c ON c.id = l.class_id
  JOIN class_programs cp ON cp.id = l.class_program_id
  JOIN programs prog ON prog.id = cp.program_id
  JOIN program_courses pc ON pc.id = l.program_course_id
  JOIN courses co ON co.id = l.course_id
  LEFT JOIN course_categories cat ON cat.id = co.category_id
  LEFT JOIN course_types ct ON ct.id = co.type_id
  LEFT JOIN time_accommodations ta ON ta.context_id = l.context_id AND ta.class_id = l.class_id AND ta.user_id = l.user_id`;

// The version of what a play reads from those rows besides the lesson's own (docs/lesson-engine.md#kept-plays):
// each row's xmin, the transaction that wrote its current version, changes with any update of it.
const contextVersion = `concat_ws(':', ctx.xmin, c.xmin, cp.xmin, prog.xmin, pc.xmin, co.xmin, COALESCE(cat.xmin::text, '-'), COALESCE(ct.xmin::text, '-'), COALESCE(ta.xmin::text, '-'))`;

// One query: the lesson with what playing it needs from the rows above, and the play's versions.
const learnerLessonFrom = (lessons: string) => `
SELECT l.id, l.class_id, l.user_id, l.course_id, co.title AS course_title, co.category_id AS course_category_id, cat.icon AS course_icon,
       cp.program_id, prog.state AS program_state, co.state AS course_state, l.class_program_id, l.program_course_id,
       l.current_node_id, l.enabled_section_ids, l.started_at, l.ended_at, l.time_limit, l.state, l.progress,
       l.certification_ref, l.is_end_of_program, l.scoring, l.actions,
       c.start_at AS class_start_at, c.expire_at AS class_expire_at, cp.start_at AS cp_start_at, cp.expire_at AS cp_expire_at,
       co.settings AS course_settings, COALESCE(ct.settings, '{}') AS course_type_settings, pc.settings AS program_course_settings,
       COALESCE(co.language, ctx.settings #>> '{locales,0}', 'fr') AS course_language, ta.extra_time,
       l.play_version::text AS play_version, ${contextVersion} AS context_version
${learnerLessonJoins(lessons)}
 WHERE l.context_id = $1 AND l.id = $2 AND l.user_id = $3 AND l.archived_at IS NULL`;
const learnerLessonQuery = learnerLessonFrom('lessons');

/** The versions a play was read at, which its writes check (docs/lesson-engine.md#kept-plays). */
export interface PlayVersion {
  /** `lessons.play_version`: the lesson's row and its live pages (migration 0021). */
  lesson: string;
  /** The rows of its course, class, class program, program and the learner's time accommodation. */
  context: string;
}

/**
 * What a page turn's write is handed of its play: the versions it holds, and whether the write
 * checks them first (a play kept from an earlier request) or only tells whether they held as it
 * wrote (`playVersionAfter`: a play read in this request, written without a check).
 */
export interface PlayWrite {
  version: PlayVersion | null;
  check: boolean;
}

/** The parameters, as `$n`, a play's check reads: the tenant, the lesson, and the two versions (`playVersionParameters`). */
export interface PlayCheckParameters {
  tenant: string;
  lesson: string;
  version: string;
  context: string;
}

/**
 * A condition of a page turn's write: it holds only on the play it was computed from, the lesson
 * still at the versions given (the statement's snapshot); unchecked with a null context.
 */
export const playIsCurrent = ({
  tenant,
  lesson,
  version,
  context,
}: PlayCheckParameters) => `(${context}::text IS NULL OR EXISTS (SELECT 1 ${learnerLessonJoins('lessons')}
  WHERE l.context_id = ${tenant} AND l.id = ${lesson} AND l.archived_at IS NULL AND l.play_version = ${version}::bigint AND ${contextVersion} = ${context}::text))`;

/**
 * The version a page turn's UPDATE of its lesson (`alias`) leaves: its own transaction's when the
 * lesson was still at `version` as it wrote it (under the row's lock), so what the play knew and
 * what the statement wrote are all there is; else the negative, which no process keeps.
 */
export const playVersionAfter = (alias: string, version: string) =>
  `play_version = CASE WHEN ${alias}.play_version = ${version}::bigint THEN current_play_version() ELSE -current_play_version() END`;

/** The play's version after a page turn's write: null when the statement could not know it (`playVersionAfter`). */
export function versionAfterWrite(written: string, before: PlayVersion | null): PlayVersion | null {
  return before === null || written.startsWith('-') ? null : { lesson: written, context: before.context };
}

/** A play's versions as a statement's two parameters (`PlayCheckParameters`' version and context; the context null when unchecked). */
export const playVersionParameters = ({ version, check }: PlayWrite) => [version?.lesson ?? null, check ? (version?.context ?? null) : null];

// Every page turn's read (lesson-play.ts): the learner's lesson and its live pages in one round
// trip. The pages come as one json value on the lesson's one row rather than as one row each
// repeating the lesson's columns: nothing to alias apart from the lesson's names, and the lesson's
// jsonb is parsed once, not once per page; only the pages' timestamps need mapping back from text.
// The subquery runs for the row the lesson's filter kept only: no page of another learner's lesson
// is read.
const learnerLessonPlayQuery = `
SELECT lesson.*,
       (SELECT COALESCE(json_agg(p ORDER BY p.position), '[]')
          FROM (SELECT ${pageColumns} FROM lesson_pages WHERE context_id = $1 AND lesson_id = lesson.id AND state <> 'ARCHIVED') p) AS pages
  FROM (${learnerLessonQuery}) lesson`;

// An ended lesson's results (get-lesson-results.ts): the play's read, with the time the learner spent in it.
const learnerLessonResultsQuery = `
SELECT play.*, t.time_spent
  FROM (${learnerLessonPlayQuery}) play
  JOIN lessons t ON t.id = play.id`;

// The learner's lessons of one class program ($1 tenant, $2 class program, $3 learner), by program order, with their program's and course's states.
const programLessonsQuery = `
SELECT l.id, l.class_id, l.program_course_id, l.course_id, pc."order", pc.settings, co.title, l.state, l.progress, prog.state AS program_state, co.state AS course_state
  FROM lessons l
  JOIN class_programs cp ON cp.id = l.class_program_id
  JOIN programs prog ON prog.id = cp.program_id
  JOIN program_courses pc ON pc.id = l.program_course_id
  JOIN courses co ON co.id = l.course_id
 WHERE l.context_id = $1 AND l.class_program_id = $2 AND l.user_id = $3 AND l.archived_at IS NULL
 ORDER BY pc."order", pc.id`;

interface ProgramLessonRow {
  id: string;
  class_id: string;
  program_course_id: string;
  course_id: string;
  order: number;
  settings: ProgramCourseSettings;
  title: string;
  state: LessonState;
  progress: PageProgress | null;
  program_state: ContentState;
  course_state: ContentState;
}

const toProgramLesson = (row: ProgramLessonRow): ProgramLesson => ({
  id: row.id,
  classId: row.class_id,
  programCourseId: row.program_course_id,
  courseId: row.course_id,
  order: row.order,
  settings: row.settings,
  title: row.title,
  state: row.state,
  progress: row.progress,
  programState: row.program_state,
  courseState: row.course_state,
});

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
const json = (value: unknown) => JSON.stringify(value);

const emptyActions: LessonActions = { interactive: [], unlockedLessons: [] };

/**
 * A lesson's score is the sum of its answered live pages' (docs/scoring.md), written once here:
 * `lessonScoreSums` is the row `s` of the sums of their `results` as `actual` and `max`, and
 * `lessonScoring` the `scoring` column built from it. Every statement that sets the score uses them.
 * `stored`: the CTE of the page a statement answers and its id's parameter, standing in for that
 * page's row (a statement does not see its own writes).
 */
export function lessonScoreSums(tenant: string, lesson: string, stored?: { cte: string; pageId: string }): string {
  const sums = `COALESCE(sum((results -> 'scoring' ->> 'actual')::numeric), 0) AS actual, COALESCE(sum((results -> 'scoring' ->> 'max')::numeric), 0) AS max`;
  const pages = `FROM lesson_pages WHERE context_id = ${tenant} AND lesson_id = ${lesson} AND state <> 'ARCHIVED' AND results IS NOT NULL`;
  if (stored === undefined) return `(SELECT ${sums} ${pages}) s`;
  return `(SELECT sum(actual) AS actual, sum(max) AS max FROM (
     SELECT ${sums} ${pages} AND id <> ${stored.pageId}
     UNION ALL
     SELECT ${sums} FROM ${stored.cte}) sums) s`;
}
export const lessonScoring = `jsonb_build_object('global', jsonb_build_object('actual', s.actual, 'max', s.max))`;

function toLearnerLesson(row: LessonRow): LearnerLesson {
  return {
    id: row.id,
    classId: row.class_id,
    userId: row.user_id,
    courseId: row.course_id,
    courseTitle: row.course_title,
    courseCategoryId: row.course_category_id,
    courseIcon: row.course_icon,
    programId: row.program_id,
    programState: row.program_state,
    courseState: row.course_state,
    classProgramId: row.class_program_id,
    programCourseId: row.program_course_id,
    currentNodeId: row.current_node_id,
    enabledSectionIds: row.enabled_section_ids,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    // Every deadline of the lesson is judged on the learner's own limit.
    timeLimit: accommodatedLimit(row.time_limit, row.extra_time),
    extraTime: row.extra_time,
    state: row.state,
    progress: row.progress,
    certificationRef: row.certification_ref,
    isEndOfProgram: row.is_end_of_program,
    scoring: row.scoring,
    actions: { ...emptyActions, ...row.actions },
    classWindow: { from: iso(row.class_start_at), to: iso(row.class_expire_at) },
    programWindow: { from: iso(row.cp_start_at), to: iso(row.cp_expire_at) },
    courseSettings: row.course_settings,
    courseType: storedCourseTypeSettings(row.course_type_settings),
    programCourseSettings: row.program_course_settings,
    courseLanguage: row.course_language,
  };
}

/** The statement that unlocks the tenant's (`$1`) lessons of the uuid array `ids`: those still LOCKED become AVAILABLE, at `at`. */
const unlockLessons = (ids: string, at: string) =>
  `UPDATE lessons SET state = 'AVAILABLE', updated_at = ${at} WHERE context_id = $1 AND id = ANY(${ids}::uuid[]) AND state = 'LOCKED'`;

/** What a lesson's end writes (end-lesson.ts): what it records on the lesson, and what it opens in its program (`programAfterEnd`). */
export interface LessonEnd extends ProgramAfterEnd {
  certificationRef: string | null;
  now: Date;
}

/** One of a user's lessons as the archive of their data lists it: archived ones (a restart, a class left) included. */
export interface LessonHistory {
  id: string;
  class: { id: string; name: string };
  program: { id: string; name: string };
  course: { id: string; title: string };
  state: LessonState;
  progress: PageProgress | null;
  score: Score;
  timeSpent: number;
  timeLimit: number | null;
  certificationRef: string | null;
  createdAt: Date;
  startedAt: Date | null;
  endedAt: Date | null;
  archivedAt: Date | null;
}

interface LessonHistoryRow {
  id: string;
  class_id: string;
  class_name: string;
  program_id: string;
  program_name: string;
  course_id: string;
  course_title: string;
  state: LessonState;
  progress: PageProgress | null;
  scoring: { global?: Partial<Score> } | null;
  time_spent: number;
  time_limit: number | null;
  certification_ref: string | null;
  created_at: Date;
  started_at: Date | null;
  ended_at: Date | null;
  archived_at: Date | null;
}

const lessonHistoryQuery = `
SELECT l.id, l.class_id, c.name AS class_name, p.id AS program_id, p.name AS program_name, l.course_id, co.title AS course_title,
       l.state, l.progress, l.scoring, l.time_spent, l.time_limit, l.certification_ref, l.created_at, l.started_at, l.ended_at, l.archived_at
  FROM lessons l
  JOIN classes c ON c.id = l.class_id
  JOIN class_programs cp ON cp.id = l.class_program_id
  JOIN programs p ON p.id = cp.program_id
  JOIN courses co ON co.id = l.course_id
 WHERE l.context_id = $1 AND l.user_id = $2
 ORDER BY l.created_at, l.id`;

const toLessonHistory = (row: LessonHistoryRow): LessonHistory => ({
  id: row.id,
  class: { id: row.class_id, name: row.class_name },
  program: { id: row.program_id, name: row.program_name },
  course: { id: row.course_id, title: row.course_title },
  state: row.state,
  progress: row.progress,
  score: { actual: Number(row.scoring?.global?.actual ?? 0), max: Number(row.scoring?.global?.max ?? 0) },
  timeSpent: row.time_spent,
  timeLimit: row.time_limit,
  certificationRef: row.certification_ref,
  createdAt: row.created_at,
  startedAt: row.started_at,
  endedAt: row.ended_at,
  archivedAt: row.archived_at,
});

export function createLessonsRepository(db: Queryable) {
  return {
    /** Every lesson of the user in this tenant, archived ones included, oldest first (without their pages: `pagesOfLesson`). */
    async listHistory(tenantId: string, userId: string): Promise<LessonHistory[]> {
      return (await db.query<LessonHistoryRow>(lessonHistoryQuery, [tenantId, userId])).map(toLessonHistory);
    },

    /** The lesson if it is this learner's in this tenant; undefined otherwise (the caller answers 404). */
    async findForLearner(tenantId: string, userId: string, lessonId: string, tx: Queryable = db): Promise<LearnerLesson | undefined> {
      const [row] = await tx.query<LessonRow>(learnerLessonQuery, [tenantId, lessonId, userId]);
      return row && toLearnerLesson(row);
    },

    /** The lesson with its live pages by position, if it is this learner's in this tenant; undefined otherwise (404). */
    async findPlayForLearner(
      tenantId: string,
      userId: string,
      lessonId: string,
      tx: Queryable = db,
    ): Promise<{ lesson: LearnerLesson; pages: LessonPageRecord[]; version: PlayVersion } | undefined> {
      const [row] = await tx.query<LessonRow & { pages: PageJson[] }>(learnerLessonPlayQuery, [tenantId, lessonId, userId]);
      return row && { lesson: toLearnerLesson(row), pages: row.pages.map(toPageFromJson), version: { lesson: row.play_version, context: row.context_version } };
    },

    /** The lesson with its live pages and the seconds spent in it (its results screen), if it is this learner's in this tenant; undefined otherwise (404). */
    async findResultsForLearner(
      tenantId: string,
      userId: string,
      lessonId: string,
    ): Promise<{ lesson: LearnerLesson; pages: LessonPageRecord[]; timeSpent: number } | undefined> {
      const [row] = await db.query<LessonRow & { pages: PageJson[]; time_spent: number }>(learnerLessonResultsQuery, [tenantId, lessonId, userId]);
      return row && { lesson: toLearnerLesson(row), pages: row.pages.map(toPageFromJson), timeSpent: row.time_spent };
    },

    /**
     * Whether the lesson is still at a kept play's versions (`playIsCurrent`): what a use case
     * answered from that play without writing is then what a read now would answer.
     */
    async isPlayCurrent(tenantId: string, lessonId: string, version: PlayVersion): Promise<boolean> {
      const [row] = await db.query<{ current: boolean }>(`SELECT ${playIsCurrent({ tenant: '$1', lesson: '$2', version: '$3', context: '$4' })} AS current`, [
        tenantId,
        lessonId,
        version.lesson,
        version.context,
      ]);
      return row?.current === true;
    },

    /**
     * First open sets started_at and ONGOING; every open moves the current page. Only on the play
     * as handed (playIsCurrent): undefined, nothing written, when it changed since.
     */
    async markOpened(
      tenantId: string,
      lessonId: string,
      nodeId: string,
      now: Date,
      play: PlayWrite,
    ): Promise<{ startedAt: Date; progress: PageProgress; version: PlayVersion | null } | undefined> {
      const [row] = await db.query<{ started_at: Date; progress: PageProgress; play_version: string }>(
        `UPDATE lessons l SET started_at = COALESCE(l.started_at, $3), progress = COALESCE(l.progress, 'ONGOING'), current_node_id = $4, updated_at = $3,
                ${playVersionAfter('l', '$5')}
          WHERE l.context_id = $1 AND l.id = $2 AND ${playIsCurrent({ tenant: '$1', lesson: '$2', version: '$5', context: '$6' })}
          RETURNING l.started_at, l.progress, l.play_version::text`,
        [tenantId, lessonId, now, nodeId, ...playVersionParameters(play)],
      );
      return row && { startedAt: row.started_at, progress: row.progress, version: versionAfterWrite(row.play_version, play.version) };
    },

    /** Records a lesson that can no longer be played (SKIPPED by its timer, EXPIRED with its window). */
    async recordClosed(tenantId: string, lessonId: string, state: 'SKIPPED' | 'EXPIRED', now: Date, tx: Queryable = db): Promise<void> {
      await tx.query(
        `UPDATE lessons SET state = $3, ended_at = COALESCE(ended_at, $4), updated_at = $4
          WHERE context_id = $1 AND id = $2 AND state IN ('AVAILABLE', 'LOCKED', 'HIDDEN')`,
        [tenantId, lessonId, state, now],
      );
    },

    /** scoring.global is the sum over the answered live pages. */
    async recomputeScoring(tenantId: string, lessonId: string, tx: Queryable = db): Promise<Score> {
      const [row] = await tx.query<{ scoring: { global: Score } }>(
        `UPDATE lessons l SET scoring = ${lessonScoring}, updated_at = now() FROM ${lessonScoreSums('$1', '$2')}
          WHERE l.context_id = $1 AND l.id = $2 RETURNING l.scoring`,
        [tenantId, lessonId],
      );
      return row?.scoring.global ?? { actual: 0, max: 0 };
    },

    /**
     * Ends the lesson once, in one statement: DONE and COMPLETED, what it opened and whether it
     * ended the program recorded, the lessons it unlocks made AVAILABLE; answers the lesson as
     * findForLearner does, ended, with the ids of the lessons it made AVAILABLE. Undefined when
     * another request ended it first: that request's statement holds the row until it commits, and
     * this one then finds it COMPLETED.
     */
    async finish(
      tenantId: string,
      userId: string,
      lessonId: string,
      end: LessonEnd,
      tx: Queryable = db,
    ): Promise<{ lesson: LearnerLesson; unlocked: string[] } | undefined> {
      const [row] = await tx.query<LessonRow & { unlocked_ids: string[] }>(
        `WITH finished AS (
           UPDATE lessons SET state = 'DONE', progress = 'COMPLETED', ended_at = $4, certification_ref = COALESCE(certification_ref, $5),
                  actions = actions || jsonb_build_object('interactive', $6::jsonb, 'unlockedLessons', $7::jsonb), is_end_of_program = $8, updated_at = $4
            WHERE context_id = $1 AND id = $2 AND progress IS DISTINCT FROM 'COMPLETED' RETURNING *),
         unlocked AS (${unlockLessons('$9', '$4')} AND EXISTS (SELECT 1 FROM finished) RETURNING id)
         SELECT ended.*, ARRAY(SELECT id::text FROM unlocked) AS unlocked_ids FROM (${learnerLessonFrom('finished')}) ended`,
        [tenantId, lessonId, userId, end.now, end.certificationRef, json(end.interactive), json(end.unlockedLessons), end.isEndOfProgram, end.unlock],
      );
      return row && { lesson: toLearnerLesson(row), unlocked: row.unlocked_ids };
    },

    /** The learner's lessons of one class program, by program order. */
    async listOfClassProgram(tenantId: string, userId: string, classProgramId: string, tx: Queryable = db): Promise<ProgramLesson[]> {
      const rows = await tx.query<ProgramLessonRow>(programLessonsQuery, [tenantId, classProgramId, userId]);
      return rows.map(toProgramLesson);
    },

    /** LOCKED → AVAILABLE; returns the ids actually unlocked. */
    async unlock(tenantId: string, lessonIds: readonly string[], tx: Queryable = db): Promise<string[]> {
      if (lessonIds.length === 0) return [];
      const rows = await tx.query<{ id: string }>(`${unlockLessons('$2', 'now()')} RETURNING id`, [tenantId, lessonIds]);
      return rows.map((row) => row.id);
    },

    async recordChoices(tenantId: string, lessonId: string, chosen: readonly { actionIdx: number; choiceIdx: number }[], tx: Queryable = db): Promise<void> {
      await tx.query(`UPDATE lessons SET actions = actions || jsonb_build_object('chosen', $3::jsonb), updated_at = now() WHERE context_id = $1 AND id = $2`, [
        tenantId,
        lessonId,
        json(chosen),
      ]);
    },

    /** The lesson's xAPI registration (one per enrolment: resetToInitial makes a new one), the statements' context of its activities. */
    async findXapiRegistration(tenantId: string, lessonId: string): Promise<string | undefined> {
      const [row] = await db.query<{ registration: string }>('SELECT xapi_registration::text AS registration FROM lessons WHERE context_id = $1 AND id = $2', [
        tenantId,
        lessonId,
      ]);
      return row?.registration;
    },

    /** Back to the provisioning state: nothing started, nothing scored, and a new xAPI registration (a new enrolment, as cmi5 says). */
    async resetToInitial(tenantId: string, lessons: readonly { id: string; state: LessonState }[], tx: Queryable = db): Promise<void> {
      if (lessons.length === 0) return;
      await tx.query(
        `UPDATE lessons l SET state = v.state, progress = NULL, current_node_id = NULL, started_at = NULL, ended_at = NULL,
                time_spent = 0, time_alive = 0, certification_ref = NULL, is_end_of_program = false,
                scoring = '{"global": {"actual": 0, "max": 0}}', actions = '{"interactive": [], "unlockedLessons": []}', xapi_registration = gen_random_uuid(), updated_at = now()
           FROM unnest($2::uuid[], $3::text[]) AS v(id, state)
          WHERE l.context_id = $1 AND l.id = v.id`,
        [tenantId, lessons.map((lesson) => lesson.id), lessons.map((lesson) => lesson.state)],
      );
    },

    /** Adds buffered ping time to lessons of any tenant, in one statement; answers the credits left for a later flush (time-credits.ts). */
    async addTime(credits: readonly TimeCredit[], tx: Queryable = db): Promise<TimeCredit[]> {
      return addTimeCredits('lessons', credits, tx);
    },
  };
}
export type LessonsRepository = ReturnType<typeof createLessonsRepository>;
