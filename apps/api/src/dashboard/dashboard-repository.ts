import type { Competency } from '@espace/domain/dashboard/competencies';
import type { DailyActivity } from '@espace/domain/dashboard/stats';
import type { Points } from '@espace/domain/dashboard/scores';
import type { PageProgress } from '@espace/domain/lessons/progress';
import type { Queryable } from '../db/database';
import { type LearnerLessonRow, sectionIds, STUDENT_LESSON } from './learner-lessons-repository';

const pagePoints = (column: 'actual' | 'max') => `COALESCE((lp.results -> 'scoring' ->> '${column}')::float8, 0)`;

/**
 * The lessons that count for the levels (in the classes the user follows as STUDENT, not
 * HIDDEN), summed by course category: the jobs' points, and the counts the progress rate needs.
 */
interface CountedLessonTotals {
  categoryId: string;
  lessons: number;
  completed: number;
  points: Points;
}

/** A lesson that counts, started and not COMPLETED: its progression is read from its pages. */
type OpenLessonRow = Pick<LearnerLessonRow, 'id' | 'courseId' | 'progress' | 'startedAt' | 'enabledSectionIds'>;

/** What the levels and the records are computed from (learner-scores.ts). */
export interface ScoreSources {
  totals: CountedLessonTotals[];
  /** In no particular order. */
  openLessons: OpenLessonRow[];
  /** Points of the learner's answered live pages, by the competency of their block. */
  competencyPoints: Map<string, Points>;
  /** The tenant's competencies. */
  competencies: Competency[];
}

/** A number of points of a lesson's `scoring.global`, 0 when absent. */
const lessonPoints = (field: 'actual' | 'max') =>
  `CASE WHEN jsonb_typeof(l.scoring -> 'global' -> '${field}') = 'number' THEN (l.scoring -> 'global' ->> '${field}')::numeric ELSE 0 END`;

const COUNTED_LESSONS = `FROM lessons l
  JOIN classes c ON c.id = l.class_id
  JOIN courses co ON co.id = l.course_id
 WHERE ${STUDENT_LESSON} AND l.state <> 'HIDDEN'`;

/** A query's rows as one json array (`[]` when none): several reads answered by one statement. */
const rowsAsJson = (query: string) => `(SELECT COALESCE(json_agg(rows), '[]') FROM (${query}) rows)`;

// Four reads in one round trip ($1 tenant, $2 user): a lesson's end runs them for its record, and a
// statement costs far more in round trips than in execution (docs/performance.md). Points summed in
// the database rather than read lesson by lesson: a learner may have thousands of lessons.
const scoreSourcesQuery = `
SELECT ${rowsAsJson(`SELECT co.category_id, count(*) AS lessons, count(*) FILTER (WHERE l.progress = 'COMPLETED') AS completed,
                            sum(${lessonPoints('actual')}) AS actual, sum(${lessonPoints('max')}) AS max
                       ${COUNTED_LESSONS}
                      GROUP BY co.category_id`)} AS totals,
       ${rowsAsJson(`SELECT l.id, l.course_id, l.progress, l.started_at, l.enabled_section_ids
                       ${COUNTED_LESSONS} AND l.started_at IS NOT NULL AND l.progress IS DISTINCT FROM 'COMPLETED'`)} AS open_lessons,
       ${rowsAsJson(`SELECT b.competency_id AS id, sum(${pagePoints('actual')}) AS actual, sum(${pagePoints('max')}) AS max
                       FROM lesson_pages lp JOIN lessons l ON l.id = lp.lesson_id JOIN course_blocks b ON b.id = lp.block_id
                      WHERE lp.context_id = $1 AND l.user_id = $2 AND lp.state <> 'ARCHIVED' AND lp.answered_at IS NOT NULL AND b.competency_id IS NOT NULL
                      GROUP BY b.competency_id`)} AS competency_points,
       ${rowsAsJson(`SELECT id, parent_id, title, icon, is_generic, "order" FROM course_competencies WHERE context_id = $1`)} AS competencies`;

/** The rows of scoreSourcesQuery, as json: numbers as numbers, timestamps as ISO 8601 text. */
interface ScoreSourcesRow {
  totals: { category_id: string; lessons: number; completed: number; actual: number; max: number }[];
  open_lessons: { id: string; course_id: string; progress: PageProgress | null; started_at: string; enabled_section_ids: unknown }[];
  competency_points: { id: string; actual: number; max: number }[];
  competencies: { id: string; parent_id: string | null; title: string; icon: string | null; is_generic: boolean; order: number }[];
}

/** The aggregates of the levels and statistics: each one query, whatever the number of lessons and pages. */
export function createDashboardRepository(db: Queryable) {
  return {
    /** What the levels and the records are computed from, in one statement. */
    async scoreSources(tenantId: string, userId: string): Promise<ScoreSources> {
      const [row] = await db.query<ScoreSourcesRow>(scoreSourcesQuery, [tenantId, userId]);
      if (!row) throw new Error('A statement without FROM answers one row');
      return {
        totals: row.totals.map((total) => ({
          categoryId: total.category_id,
          lessons: Number(total.lessons),
          completed: Number(total.completed),
          points: { actual: Number(total.actual), max: Number(total.max) },
        })),
        openLessons: row.open_lessons.map((lesson) => ({
          id: lesson.id,
          courseId: lesson.course_id,
          progress: lesson.progress,
          startedAt: new Date(lesson.started_at),
          enabledSectionIds: sectionIds(lesson.enabled_section_ids),
        })),
        competencyPoints: new Map(row.competency_points.map((points) => [points.id, { actual: Number(points.actual), max: Number(points.max) }])),
        competencies: row.competencies.map((competency) => ({
          id: competency.id,
          parentId: competency.parent_id,
          title: competency.title,
          icon: competency.icon,
          isGeneric: competency.is_generic,
          order: competency.order,
        })),
      };
    },

    async listCategories(tenantId: string, ids: readonly string[]): Promise<{ id: string; title: string; icon: string | null }[]> {
      if (ids.length === 0) return [];
      return db.query(`SELECT id, title, icon FROM course_categories WHERE context_id = $1 AND id = ANY($2::uuid[]) ORDER BY title, id`, [tenantId, ids]);
    },

    /** Per UTC day in [from, to): seconds on pages, pages completed and points of pages answered (a page counts on its answer day, else its start day). */
    async dailyActivity(tenantId: string, userId: string, from: Date, to: Date): Promise<DailyActivity[]> {
      const rows = await db.query<{ day: Date; time_spent: number; pages_done: number; actual: number; max: number }>(
        `SELECT date_trunc('day', COALESCE(lp.answered_at, lp.started_at), 'UTC') AS day,
                sum(lp.time_spent)::int AS time_spent,
                (count(*) FILTER (WHERE lp.progress = 'COMPLETED'))::int AS pages_done,
                sum(${pagePoints('actual')}) FILTER (WHERE lp.answered_at IS NOT NULL) AS actual,
                sum(${pagePoints('max')}) FILTER (WHERE lp.answered_at IS NOT NULL) AS max
           FROM lesson_pages lp JOIN lessons l ON l.id = lp.lesson_id
          WHERE lp.context_id = $1 AND l.user_id = $2 AND lp.state <> 'ARCHIVED'
            AND COALESCE(lp.answered_at, lp.started_at) >= $3 AND COALESCE(lp.answered_at, lp.started_at) < $4
          GROUP BY 1`,
        [tenantId, userId, from, to],
      );
      return rows.map((row) => ({
        day: new Date(row.day),
        timeSpent: row.time_spent,
        pagesDone: row.pages_done,
        score: { actual: Number(row.actual ?? 0), max: Number(row.max ?? 0) },
      }));
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
