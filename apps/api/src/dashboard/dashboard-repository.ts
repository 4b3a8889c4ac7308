import type { Competency } from '@espace/domain/dashboard/competencies';
import type { DailyActivity } from '@espace/domain/dashboard/stats';
import type { Points } from '@espace/domain/dashboard/scores';
import type { Queryable } from '../db/database';

const pagePoints = (column: 'actual' | 'max') => `COALESCE((lp.results -> 'scoring' ->> '${column}')::float8, 0)`;

/** The aggregates of the levels and statistics: each one query, whatever the number of lessons and pages. */
export function createDashboardRepository(db: Queryable) {
  return {
    async listCompetencies(tenantId: string): Promise<Competency[]> {
      const rows = await db.query<{ id: string; parent_id: string | null; title: string; icon: string | null; is_generic: boolean; order: number }>(
        `SELECT id, parent_id, title, icon, is_generic, "order" FROM course_competencies WHERE context_id = $1`,
        [tenantId],
      );
      return rows.map((row) => ({ id: row.id, parentId: row.parent_id, title: row.title, icon: row.icon, isGeneric: row.is_generic, order: row.order }));
    },

    async listCategories(tenantId: string, ids: readonly string[]): Promise<{ id: string; title: string; icon: string | null }[]> {
      if (ids.length === 0) return [];
      return db.query(`SELECT id, title, icon FROM course_categories WHERE context_id = $1 AND id = ANY($2::uuid[]) ORDER BY title, id`, [tenantId, ids]);
    },

    /** Points of the learner's answered live pages, by the competency of their block. */
    async competencyPoints(tenantId: string, userId: string): Promise<Map<string, Points>> {
      const rows = await db.query<{ id: string; actual: number; max: number }>(
        `SELECT b.competency_id AS id, sum(${pagePoints('actual')}) AS actual, sum(${pagePoints('max')}) AS max
           FROM lesson_pages lp JOIN lessons l ON l.id = lp.lesson_id JOIN course_blocks b ON b.id = lp.block_id
          WHERE lp.context_id = $1 AND l.user_id = $2 AND lp.state <> 'ARCHIVED' AND lp.answered_at IS NOT NULL AND b.competency_id IS NOT NULL
          GROUP BY b.competency_id`,
        [tenantId, userId],
      );
      return new Map(rows.map((row) => [row.id, { actual: Number(row.actual), max: Number(row.max) }]));
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
