import type { Queryable } from '../db/database';

const json = (value: unknown) => JSON.stringify(value);

/** A node of a stored program, in the depth-first order of its course's tree. */
export interface StoredNode {
  id: string;
  courseOrder: number;
  depth: number;
  type: string;
  blockId: string | null;
  blockKey: string | null;
  sourceHash: string | null;
}

export interface StoredCourse {
  programCourseId: string;
  courseId: string;
  key: string | null;
  order: number;
}

interface ProgramVersion {
  version: number;
  publishedBy: string | null;
  publishedAt: Date;
  summary: VersionChanges;
}

/** What a version changed: pages (block nodes) added, changed and removed, and the learners who had started the program. */
export interface VersionChanges {
  added: number;
  changed: number;
  removed: number;
  learnersAffected: number;
}

/**
 * Reads and writes of a program corrected by importing its package again
 * (docs/content-packages.md#correcting-a-program), each in the caller's transaction.
 */
export function createProgramCorrectionsRepository(db: Queryable) {
  return {
    async listCourses(tenantId: string, programId: string, tx = db): Promise<StoredCourse[]> {
      const rows = await tx.query<{ id: string; course_id: string; key: string | null; order: number }>(
        `SELECT pc.id, pc.course_id, c.key, pc."order" FROM program_courses pc JOIN courses c ON c.id = pc.course_id AND c.context_id = pc.context_id
          WHERE pc.context_id = $1 AND pc.program_id = $2 ORDER BY pc."order", pc.id`,
        [tenantId, programId],
      );
      return rows.map((row) => ({ programCourseId: row.id, courseId: row.course_id, key: row.key, order: row.order }));
    },

    /** Every node of the program's courses, course by course, depth first as learners meet them. */
    async listNodes(tenantId: string, programId: string, tx = db): Promise<StoredNode[]> {
      const rows = await tx.query<{ id: string; course_order: number; depth: number; type: string; block_id: string | null; block_key: string | null; source_hash: string | null }>(
        `WITH RECURSIVE tree AS (
           SELECT n.id, n.course_id, n.block_id, n.type, ARRAY[n."order"] AS path, ARRAY[n.id] AS ids, 0 AS depth
             FROM course_nodes n JOIN program_courses pc ON pc.course_id = n.course_id AND pc.context_id = n.context_id
            WHERE pc.context_id = $1 AND pc.program_id = $2 AND n.parent_id IS NULL
           UNION ALL
           SELECT c.id, c.course_id, c.block_id, c.type, t.path || c."order", t.ids || c.id, t.depth + 1
             FROM course_nodes c JOIN tree t ON c.parent_id = t.id WHERE c.context_id = $1)
         SELECT t.id, pc."order" AS course_order, t.depth, t.type, t.block_id, b.key AS block_key, b.source_hash
           FROM tree t JOIN program_courses pc ON pc.course_id = t.course_id AND pc.program_id = $2 AND pc.context_id = $1
           LEFT JOIN course_blocks b ON b.id = t.block_id AND b.context_id = $1
          ORDER BY pc."order", t.path, t.ids`,
        [tenantId, programId],
      );
      return rows.map((row) => ({ id: row.id, courseOrder: row.course_order, depth: row.depth, type: row.type, blockId: row.block_id, blockKey: row.block_key, sourceHash: row.source_hash }));
    },

    /** Learners who started a lesson of the program: they meet the corrected pages. */
    async countLearnersStarted(tenantId: string, programId: string, tx = db): Promise<number> {
      const [row] = await tx.query<{ n: number }>(
        `SELECT count(DISTINCT l.user_id)::int AS n FROM lessons l JOIN program_courses pc ON pc.id = l.program_course_id AND pc.context_id = l.context_id
          WHERE l.context_id = $1 AND pc.program_id = $2 AND l.started_at IS NOT NULL`,
        [tenantId, programId],
      );
      return row?.n ?? 0;
    },

    async updateProgram(tenantId: string, id: string, program: { key: string | null; name: string; description: string | null; icon: string | null; public: boolean; tags: string[]; settings: unknown }, tx = db): Promise<void> {
      await tx.query('UPDATE programs SET key = COALESCE(key, $9), name = $3, description = $4, icon = $5, public = $6, tags = $7::jsonb, settings = $8::jsonb WHERE context_id = $1 AND id = $2', [
        tenantId,
        id,
        program.name,
        program.description,
        program.icon,
        program.public,
        json(program.tags),
        json(program.settings),
        program.key,
      ]);
    },

    /** A course's texts and settings; its state is the administration's and stays. */
    async updateCourse(
      tenantId: string,
      id: string,
      course: { title: string; description: string | null; categoryId: string; typeId: string | null; video: string | null; language: string | null; settings: unknown },
      tx = db,
    ): Promise<void> {
      await tx.query('UPDATE courses SET title = $3, description = $4, category_id = $5, type_id = $6, video = $7, language = $8, settings = $9::jsonb WHERE context_id = $1 AND id = $2', [
        tenantId,
        id,
        course.title,
        course.description,
        course.categoryId,
        course.typeId,
        course.video,
        course.language,
        json(course.settings),
      ]);
    },

    async updateProgramCourseSettings(tenantId: string, id: string, settings: unknown, tx = db): Promise<void> {
      await tx.query('UPDATE program_courses SET settings = $3::jsonb WHERE context_id = $1 AND id = $2', [tenantId, id, json(settings)]);
    },

    async updateNode(tenantId: string, id: string, node: { title: string | null; settings: unknown; tools: unknown }, tx = db): Promise<void> {
      await tx.query('UPDATE course_nodes SET title = $3, settings = $4::jsonb, tools = $5::jsonb WHERE context_id = $1 AND id = $2', [tenantId, id, node.title, json(node.settings), json(node.tools)]);
    },

    /** The next version of the program, numbered after the last one. */
    async insertVersion(tenantId: string, programId: string, version: { publisher: { id: string; name: string } | null; summary: VersionChanges }, tx = db): Promise<number> {
      const [row] = await tx.query<{ version: number }>(
        `INSERT INTO program_versions (context_id, program_id, version, published_by, published_by_name, summary)
         SELECT $1, $2, COALESCE(max(version), 0) + 1, $3, $4, $5::jsonb FROM program_versions WHERE context_id = $1 AND program_id = $2
         RETURNING version`,
        [tenantId, programId, version.publisher?.id ?? null, version.publisher?.name ?? null, json(version.summary)],
      );
      return row?.version ?? 1;
    },

    /** The program's latest version, 0 when it has none (a program of the tenant written before versions). */
    async latestVersion(tenantId: string, programId: string, tx = db): Promise<number> {
      const [row] = await tx.query<{ version: number | null }>('SELECT max(version) AS version FROM program_versions WHERE context_id = $1 AND program_id = $2', [tenantId, programId]);
      return row?.version ?? 0;
    },

    /** The program's versions, newest first; undefined when the tenant has no such program. */
    async listVersions(tenantId: string, programId: string, tx = db): Promise<ProgramVersion[] | undefined> {
      const [program] = await tx.query<{ id: string }>('SELECT id FROM programs WHERE context_id = $1 AND id = $2', [tenantId, programId]);
      if (!program) return undefined;
      const rows = await tx.query<{ version: number; published_by_name: string | null; published_at: Date; summary: VersionChanges }>(
        'SELECT version, published_by_name, published_at, summary FROM program_versions WHERE context_id = $1 AND program_id = $2 ORDER BY version DESC LIMIT 100',
        [tenantId, programId],
      );
      return rows.map((row) => ({ version: row.version, publishedBy: row.published_by_name, publishedAt: row.published_at, summary: row.summary }));
    },
  };
}
export type ProgramCorrectionsRepository = ReturnType<typeof createProgramCorrectionsRepository>;
