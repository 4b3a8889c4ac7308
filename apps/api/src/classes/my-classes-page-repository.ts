import type { Queryable } from '../db/database';
import { type ClassFilters, filterSql } from './my-classes-filters';

export interface ClassesPageHead {
  total: number;
  /** What the list's ETag is made of: changes whenever a class, a class program, a lesson of the set or the state of their content changes. */
  version: string;
  classIds: string[];
}

interface HeadRow {
  total: number;
  classes_at: Date | null;
  class_programs: number;
  reviews: number;
  lessons: number;
  lessons_at: Date | null;
  unpublished: string | null;
  due_dates: string | null;
  class_ids: string[] | null;
}

/**
 * One query for the head of a page of "my classes": how many match, the
 * versions the ETag is built from, and the ids of the page's classes in
 * Home's order (newest enrolment first). A poll answered 304 costs only this.
 */
export function createMyClassesPageRepository(db: Queryable) {
  return {
    async head(tenantId: string, userId: string, filters: ClassFilters, page: { offset: number; limit: number }): Promise<ClassesPageHead> {
      const { cte, where, params } = filterSql(filters, 5);
      const sql = `WITH RECURSIVE ${cte}
        mine AS (
          SELECT c.id, c.updated_at,
                 row_number() OVER (ORDER BY cu.created_at DESC, c.start_at DESC NULLS LAST, c.id) AS position
            FROM class_users cu JOIN classes c ON c.id = cu.class_id AND c.context_id = cu.context_id
           WHERE cu.context_id = $1 AND cu.user_id = $2 AND cu.role = 'STUDENT' AND NOT c.expired${where})
        SELECT (SELECT count(*)::int FROM mine) AS total,
               (SELECT max(updated_at) FROM mine) AS classes_at,
               (SELECT count(*)::int FROM class_programs cp WHERE cp.class_id IN (SELECT id FROM mine)) AS class_programs,
               (SELECT count(*)::int FROM reviews r WHERE r.context_id = $1 AND r.user_id = $2 AND r.resource_type = 'Program') AS reviews,
               l.lessons, l.lessons_at,
               (SELECT md5(string_agg(u.content, ',' ORDER BY u.content)) FROM (
                  SELECT p.id::text || p.state AS content FROM programs p
                   WHERE p.context_id = $1 AND p.state <> 'PUBLISHED' AND p.id IN (SELECT cp.program_id FROM class_programs cp WHERE cp.class_id IN (SELECT id FROM mine))
                  UNION ALL
                  SELECT co.id::text || co.state FROM courses co JOIN program_courses pc ON pc.course_id = co.id
                   WHERE co.context_id = $1 AND co.state <> 'PUBLISHED' AND pc.program_id IN (SELECT cp.program_id FROM class_programs cp WHERE cp.class_id IN (SELECT id FROM mine))) u) AS unpublished,
               (SELECT md5(string_agg(u.due, ',' ORDER BY u.due)) FROM (
                  SELECT d.class_program_id::text || d.program_course_id::text || d.due_on::text AS due FROM course_due_dates d
                   WHERE d.context_id = $1 AND d.class_program_id IN (SELECT cp.id FROM class_programs cp WHERE cp.class_id IN (SELECT id FROM mine))
                  UNION ALL
                  SELECT 'e' || e.class_program_id::text || e.program_course_id::text || e.due_on::text FROM due_date_extensions e
                   WHERE e.context_id = $1 AND e.user_id = $2) u) AS due_dates,
               ARRAY(SELECT id::text FROM mine WHERE position > $3::int AND position <= $3::int + $4::int ORDER BY position) AS class_ids
          FROM (SELECT count(*)::int AS lessons, max(updated_at) AS lessons_at FROM lessons
                 WHERE context_id = $1 AND user_id = $2 AND archived_at IS NULL AND class_id IN (SELECT id FROM mine)) l`;
      const [row] = await db.query<HeadRow>(sql, [tenantId, userId, page.offset, page.limit, ...params]);
      const stamp = (date: Date | null) => (date === null ? '-' : date.toISOString());
      return {
        total: row?.total ?? 0,
        // Reviews count too: rating a program changes what Home offers for it; the programs and
        // courses not published: closing one changes what Home offers for every lesson of it; and
        // the due dates and the learner's extensions, which Home shows on each course.
        version: [
          row?.total ?? 0,
          stamp(row?.classes_at ?? null),
          row?.class_programs ?? 0,
          row?.reviews ?? 0,
          row?.lessons ?? 0,
          stamp(row?.lessons_at ?? null),
          row?.unpublished ?? '-',
          row?.due_dates ?? '-',
        ].join('|'),
        classIds: row?.class_ids ?? [],
      };
    },
  };
}
export type MyClassesPageRepository = ReturnType<typeof createMyClassesPageRepository>;
