import type { Queryable } from '../db/database';
import type { StoredCourse, StoredNode, StoredProgram } from './plan-program';

const json = (value: unknown) => JSON.stringify(value);

export interface ProgramRow {
  key: string | null;
  name: string;
  description: string | null;
  icon: string | null;
  public: boolean;
  tags: string[];
  settings: unknown;
}

/** A course's own fields; its state is the administration's once written. */
export interface CourseRow {
  key: string;
  title: string;
  description: string | null;
  categoryId: string;
  typeId: string | null;
  video: string | null;
  language: string | null;
  settings: unknown;
}

export interface NodeRow {
  id: string;
  courseId: string;
  parentId: string | null;
  blockId: string | null;
  type: string;
  key: string | null;
  title: string | null;
  order: number;
  settings: unknown;
  tools: unknown;
}

/**
 * A program's tree as content packages write it: the program, its courses in order and their nodes
 * (docs/content-packages.md#how-an-import-is-written), each in the caller's transaction.
 */
export function createProgramTreeRepository(db: Queryable) {
  return {
    /**
     * The program as a correction finds it (plan-program.ts): courses, live nodes with their blocks,
     * and what learners did on them; undefined when it is gone. In a transaction, the program stays
     * locked until it ends: programs are locked before their courses, as a deletion and a
     * provisioning lock them (docs/trainers.md), so a correction and a deletion take turns.
     */
    async loadProgram(tenantId: string, programId: string, tx = db): Promise<StoredProgram | undefined> {
      const [program] = await tx.query<{ id: string }>('SELECT id FROM programs WHERE context_id = $1 AND id = $2 FOR UPDATE', [tenantId, programId]);
      if (!program) return undefined;
      const courses = await tx.query<{ id: string; course_id: string; key: string | null; order: number; title: string; started: number }>(
        `SELECT pc.id, pc.course_id, c.key, pc."order", c.title,
                (SELECT count(*)::int FROM lessons l WHERE l.context_id = pc.context_id AND l.program_course_id = pc.id AND (l.started_at IS NOT NULL OR l.progress IS NOT NULL)) AS started
           FROM program_courses pc JOIN courses c ON c.id = pc.course_id AND c.context_id = pc.context_id
          WHERE pc.context_id = $1 AND pc.program_id = $2 ORDER BY pc."order", pc.id`,
        [tenantId, programId],
      );
      const nodes = await tx.query<{
        id: string;
        course_id: string;
        parent_id: string | null;
        order: number;
        type: string;
        key: string | null;
        title: string | null;
        shown_title: string | null;
        settings: unknown;
        tools: unknown;
        block_id: string | null;
        block_key: string | null;
        source_hash: string | null;
        block_type: string | null;
      }>(
        `SELECT n.id, n.course_id, n.parent_id, n."order", n.type, n.key, n.title, COALESCE(n.title, b.title) AS shown_title, n.settings, n.tools,
                n.block_id, b.key AS block_key, b.source_hash, b.type AS block_type
           FROM course_nodes n JOIN program_courses pc ON pc.course_id = n.course_id AND pc.context_id = n.context_id
           LEFT JOIN course_blocks b ON b.id = n.block_id AND b.context_id = n.context_id
          WHERE n.context_id = $1 AND pc.program_id = $2 AND n.retired_at IS NULL`,
        [tenantId, programId],
      );
      const answered = await tx.query<{ block_id: string }>(
        `SELECT DISTINCT p.block_id FROM lesson_pages p JOIN lessons l ON l.id = p.lesson_id AND l.context_id = p.context_id
           JOIN program_courses pc ON pc.id = l.program_course_id AND pc.context_id = l.context_id
          WHERE p.context_id = $1 AND pc.program_id = $2 AND p.answered_at IS NOT NULL`,
        [tenantId, programId],
      );
      const [learners] = await tx.query<{ n: number }>(
        `SELECT count(DISTINCT l.user_id)::int AS n FROM lessons l JOIN program_courses pc ON pc.id = l.program_course_id AND pc.context_id = l.context_id
          WHERE l.context_id = $1 AND pc.program_id = $2 AND l.started_at IS NOT NULL`,
        [tenantId, programId],
      );
      return {
        id: programId,
        courses: courses.map((row): StoredCourse => ({
          programCourseId: row.id,
          courseId: row.course_id,
          key: row.key,
          order: row.order,
          title: row.title,
          startedLessons: row.started,
        })),
        nodes: nodes.map((row): StoredNode => ({
          id: row.id,
          courseId: row.course_id,
          parentId: row.parent_id,
          order: row.order,
          type: row.type,
          key: row.key,
          title: row.title,
          shownTitle: row.shown_title ?? '',
          settings: row.settings,
          tools: row.tools,
          blockId: row.block_id,
          blockKey: row.block_key,
          blockHash: row.source_hash,
          blockType: row.block_type,
        })),
        answeredBlockIds: new Set(answered.map((row) => row.block_id)),
        learnersStarted: learners?.n ?? 0,
      };
    },

    async insertProgram(tenantId: string, program: ProgramRow & { state: string }, tx = db): Promise<string> {
      const [row] = await tx.query<{ id: string }>(
        'INSERT INTO programs (context_id, key, name, description, icon, public, state, tags, settings) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb) RETURNING id',
        [tenantId, program.key, program.name, program.description, program.icon, program.public, program.state, json(program.tags), json(program.settings)],
      );
      if (!row) throw new Error('INSERT … RETURNING id returned no row');
      return row.id;
    },

    /** A program corrected: its state stays the administration's; a program without a key takes the package's. */
    async updateProgram(tenantId: string, id: string, program: ProgramRow, tx = db): Promise<void> {
      await tx.query(
        'UPDATE programs SET key = COALESCE(key, $9), name = $3, description = $4, icon = $5, public = $6, tags = $7::jsonb, settings = $8::jsonb WHERE context_id = $1 AND id = $2',
        [tenantId, id, program.name, program.description, program.icon, program.public, json(program.tags), json(program.settings), program.key],
      );
    },

    async insertCourse(tenantId: string, course: CourseRow & { id: string; state: string }, tx = db): Promise<void> {
      await tx.query(
        'INSERT INTO courses (id, context_id, key, title, description, category_id, type_id, state, video, language, settings) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)',
        [
          course.id,
          tenantId,
          course.key,
          course.title,
          course.description,
          course.categoryId,
          course.typeId,
          course.state,
          course.video,
          course.language,
          json(course.settings),
        ],
      );
    },

    /** A course corrected: its texts and settings; its state is the administration's and stays. */
    async updateCourse(tenantId: string, id: string, course: CourseRow, tx = db): Promise<void> {
      await tx.query(
        'UPDATE courses SET key = $3, title = $4, description = $5, category_id = $6, type_id = $7, video = $8, language = $9, settings = $10::jsonb WHERE context_id = $1 AND id = $2',
        [tenantId, id, course.key, course.title, course.description, course.categoryId, course.typeId, course.video, course.language, json(course.settings)],
      );
    },

    /** The course's place in the program, written or moved. */
    async writeProgramCourse(
      tenantId: string,
      programCourse: { id: string; programId: string; courseId: string; order: number; settings: unknown },
      tx = db,
    ): Promise<void> {
      await tx.query(
        `INSERT INTO program_courses (id, context_id, program_id, course_id, "order", settings) VALUES ($1, $2, $3, $4, $5, $6::jsonb)
         ON CONFLICT (id) DO UPDATE SET "order" = EXCLUDED."order", settings = EXCLUDED.settings`,
        [programCourse.id, tenantId, programCourse.programId, programCourse.courseId, programCourse.order, json(programCourse.settings)],
      );
    },

    /** A course the program no longer has and that learners started: archived, so that what they did stays. */
    async archiveCourse(tenantId: string, courseId: string, tx = db): Promise<void> {
      await tx.query(`UPDATE courses SET state = 'ARCHIVED' WHERE context_id = $1 AND id = $2`, [tenantId, courseId]);
    },

    /** A course the program no longer has and nobody started, once its unopened lessons are gone: its place in the program, then the course and its nodes. */
    async deleteCourse(tenantId: string, course: { programCourseId: string; courseId: string }, tx = db): Promise<void> {
      await tx.query('DELETE FROM program_courses WHERE context_id = $1 AND id = $2', [tenantId, course.programCourseId]);
      await tx.query(
        'DELETE FROM courses WHERE context_id = $1 AND id = $2 AND NOT EXISTS (SELECT 1 FROM program_courses WHERE context_id = $1 AND course_id = $2)',
        [tenantId, course.courseId],
      );
    },

    /** A node written, or found again and moved to its new place with its new texts and block. */
    async writeNode(tenantId: string, node: NodeRow, tx = db): Promise<void> {
      await tx.query(
        `INSERT INTO course_nodes (id, context_id, course_id, parent_id, block_id, type, key, title, "order", settings, tools)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb)
         ON CONFLICT (id) DO UPDATE SET parent_id = EXCLUDED.parent_id, block_id = EXCLUDED.block_id, key = EXCLUDED.key, title = EXCLUDED.title,
                                        "order" = EXCLUDED."order", settings = EXCLUDED.settings, tools = EXCLUDED.tools`,
        [node.id, tenantId, node.courseId, node.parentId, node.blockId, node.type, node.key, node.title, node.order, json(node.settings), json(node.tools)],
      );
    },

    /** Nodes the package no longer has: out of every tree from now, kept for the learners' pages that point to them. */
    async retireNodes(tenantId: string, ids: readonly string[], now: Date, tx = db): Promise<void> {
      if (ids.length > 0) await tx.query('UPDATE course_nodes SET retired_at = $3 WHERE context_id = $1 AND id = ANY($2::uuid[])', [tenantId, ids, now]);
    },
  };
}
export type ProgramTreeRepository = ReturnType<typeof createProgramTreeRepository>;
