import type { ContentState } from '@espace/domain/content/content-states';
import type { Queryable } from '../db/database';
import { containsPattern, foldedContains } from '../db/text-search';

export interface ProgramRecord {
  id: string;
  name: string;
  state: ContentState;
  createdAt: Date;
}

export interface ProgramCourseRecord {
  programId: string;
  id: string;
  title: string;
  state: ContentState;
}

export interface CourseBlockRecord {
  courseId: string;
  id: string;
  title: string;
  type: string;
}

/** The tenant's programs, courses and their pages as the administration lists them, and their states. */
export function createAdminContentRepository(db: Queryable) {
  return {
    /**
     * One page of the tenant's programs, newest first, whose name holds `search` (any case and accents; `%` and `_`
     * are letters), and how many match on every page.
     */
    async pagePrograms(tenantId: string, search: string, offset: number, limit: number): Promise<{ items: ProgramRecord[]; total: number }> {
      const matches = `context_id = $1 AND ($2::text = '' OR ${foldedContains('name', '$3::text')})`;
      const params = [tenantId, search, containsPattern(search)];
      const [rows, [count]] = await Promise.all([
        db.query<{ id: string; name: string; state: ContentState; created_at: Date }>(
          `SELECT id, name, state, created_at FROM programs WHERE ${matches} ORDER BY created_at DESC, name, id LIMIT $4 OFFSET $5`,
          [...params, limit, offset],
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM programs WHERE ${matches}`, params),
      ]);
      return { items: rows.map((row) => ({ id: row.id, name: row.name, state: row.state, createdAt: row.created_at })), total: count?.total ?? 0 };
    },

    /** These programs' courses, in each program's order. */
    async listProgramCourses(tenantId: string, programIds: readonly string[]): Promise<ProgramCourseRecord[]> {
      if (programIds.length === 0) return [];
      const rows = await db.query<{ program_id: string; id: string; title: string; state: ContentState }>(
        `SELECT pc.program_id, c.id, c.title, c.state
           FROM program_courses pc JOIN courses c ON c.id = pc.course_id AND c.context_id = pc.context_id
          WHERE pc.context_id = $1 AND pc.program_id = ANY($2::uuid[])
          ORDER BY pc.program_id, pc."order", pc.id`,
        [tenantId, programIds],
      );
      return rows.map((row) => ({ programId: row.program_id, id: row.id, title: row.title, state: row.state }));
    },

    /** These courses' blocks (pages and their resources), in the depth-first order learners meet them: the tree is walked from these courses' roots only. */
    async listCourseBlocks(tenantId: string, courseIds: readonly string[]): Promise<CourseBlockRecord[]> {
      if (courseIds.length === 0) return [];
      const rows = await db.query<{ course_id: string; id: string; title: string; type: string }>(
        `WITH RECURSIVE tree AS (
           SELECT n.id, n.course_id, n.block_id, ARRAY[n."order"] AS path, ARRAY[n.id] AS ids
             FROM course_nodes n WHERE n.context_id = $1 AND n.course_id = ANY($2::uuid[]) AND n.parent_id IS NULL
           UNION ALL
           SELECT c.id, c.course_id, c.block_id, t.path || c."order", t.ids || c.id
             FROM course_nodes c JOIN tree t ON c.parent_id = t.id
            WHERE c.context_id = $1 AND c.retired_at IS NULL)
         SELECT t.course_id, b.id, b.title, b.type
           FROM tree t JOIN course_blocks b ON b.id = t.block_id AND b.context_id = $1
          ORDER BY t.course_id, t.path, t.ids`,
        [tenantId, courseIds],
      );
      return rows.map((row) => ({ courseId: row.course_id, id: row.id, title: row.title, type: row.type }));
    },

    /** A program or a course of the tenant, locked until the transaction ends (two admins changing it at once take turns). */
    async lockState(
      tenantId: string,
      kind: 'program' | 'course',
      id: string,
      tx: Queryable,
    ): Promise<{ id: string; label: string; state: ContentState } | undefined> {
      const sql =
        kind === 'program'
          ? 'SELECT id, name AS label, state FROM programs WHERE context_id = $1 AND id = $2 FOR UPDATE'
          : 'SELECT id, title AS label, state FROM courses WHERE context_id = $1 AND id = $2 FOR UPDATE';
      const [row] = await tx.query<{ id: string; label: string; state: ContentState }>(sql, [tenantId, id]);
      return row;
    },

    /**
     * Holds the programs that name a course (FOR KEY SHARE, in id order) until the transaction ends:
     * a course's change takes them before the course itself, as provisioning does, so publishing a
     * course and deleting its program take their locks in the same order.
     */
    async holdProgramsOfCourse(tenantId: string, courseId: string, tx: Queryable): Promise<void> {
      await tx.query(
        `SELECT p.id FROM programs p
          WHERE p.context_id = $1 AND p.id IN (SELECT pc.program_id FROM program_courses pc WHERE pc.context_id = $1 AND pc.course_id = $2)
          ORDER BY p.id FOR KEY SHARE`,
        [tenantId, courseId],
      );
    },

    async setState(tenantId: string, kind: 'program' | 'course', id: string, state: ContentState, tx: Queryable): Promise<void> {
      const table = kind === 'program' ? 'programs' : 'courses';
      await tx.query(`UPDATE ${table} SET state = $3 WHERE context_id = $1 AND id = $2`, [tenantId, id, state]);
    },

    /** Gives a program its new name, or a course its new title. */
    async rename(tenantId: string, kind: 'program' | 'course', id: string, label: string, tx: Queryable): Promise<void> {
      const sql =
        kind === 'program'
          ? 'UPDATE programs SET name = $3 WHERE context_id = $1 AND id = $2'
          : 'UPDATE courses SET title = $3 WHERE context_id = $1 AND id = $2';
      await tx.query(sql, [tenantId, id, label]);
    },

    /** Whether another program of the tenant has exactly this name (the importer's rule: a name names one program). */
    async programNameTaken(tenantId: string, name: string, exceptId: string, tx: Queryable): Promise<boolean> {
      const rows = await tx.query('SELECT 1 FROM programs WHERE context_id = $1 AND name = $2 AND id <> $3 LIMIT 1', [tenantId, name, exceptId]);
      return rows.length > 0;
    },

    /** How many lessons, of any learner and any state, hang on a program (through the classes following it) or a course. */
    async countLessons(tenantId: string, kind: 'program' | 'course', id: string, tx: Queryable): Promise<number> {
      const sql =
        kind === 'program'
          ? 'SELECT count(*)::int AS n FROM lessons l JOIN class_programs cp ON cp.id = l.class_program_id WHERE l.context_id = $1 AND cp.program_id = $2'
          : 'SELECT count(*)::int AS n FROM lessons WHERE context_id = $1 AND course_id = $2';
      const [row] = await tx.query<{ n: number }>(sql, [tenantId, id]);
      return row?.n ?? 0;
    },

    /**
     * Deletes a course, or a program with the courses no other program names; what hangs on them goes
     * with them (their nodes, program courses, the classes' links to the program). Lessons are never
     * deleted here: one naming a course stops the statement (ON DELETE RESTRICT).
     */
    async deleteContent(tenantId: string, kind: 'program' | 'course', id: string, tx: Queryable): Promise<void> {
      if (kind === 'program') {
        await tx.query(
          `DELETE FROM courses co WHERE co.context_id = $1
              AND co.id IN (SELECT course_id FROM program_courses WHERE context_id = $1 AND program_id = $2)
              AND NOT EXISTS (SELECT 1 FROM program_courses other WHERE other.course_id = co.id AND other.program_id <> $2)`,
          [tenantId, id],
        );
      }
      await tx.query(`DELETE FROM ${kind === 'program' ? 'programs' : 'courses'} WHERE context_id = $1 AND id = $2`, [tenantId, id]);
    },
  };
}
export type AdminContentRepository = ReturnType<typeof createAdminContentRepository>;
