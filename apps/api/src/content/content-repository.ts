import { randomUUID } from 'node:crypto';
import type { FileType } from '@espace/domain/files/file-types';
import type { Queryable } from '../db/database';

const json = (value: unknown) => JSON.stringify(value);

export interface NewBlock {
  title: string;
  type: string;
  categoryId: string | null;
  competencyId: string | null;
  attachmentIds: string[];
  settings: unknown;
  content: unknown;
  termIds: string[];
}

export interface NewNode {
  id: string;
  courseId: string;
  parentId: string | null;
  blockId: string | null;
  type: string;
  title: string | null;
  order: number;
  settings: unknown;
  tools: unknown;
}

/**
 * The writes of a content import (and the look-ups it needs), each in the
 * caller's transaction: an import is all or nothing.
 */
export function createContentRepository(db: Queryable) {
  const insertId = async (tx: Queryable, sql: string, params: unknown[]): Promise<string> => {
    const [row] = await tx.query<{ id: string }>(sql, params);
    if (!row) throw new Error('INSERT … RETURNING id returned no row');
    return row.id;
  };
  return {
    /** The tenant an import goes to, named by its alias (the one look-up without a tenant id). */
    async findTenantIdByAlias(alias: string, tx = db): Promise<string | null> {
      const [row] = await tx.query<{ id: string }>('SELECT id FROM contexts WHERE alias = $1', [alias]);
      return row?.id ?? null;
    },

    async findProgramIdByName(tenantId: string, name: string, tx = db): Promise<string | null> {
      const [row] = await tx.query<{ id: string }>('SELECT id FROM programs WHERE context_id = $1 AND name = $2 LIMIT 1', [tenantId, name]);
      return row?.id ?? null;
    },

    /** Categories and course types are shared by the tenant's programs: one of the same title is reused. */
    async ensureCategory(tenantId: string, category: { title: string; icon: string | null }, tx = db): Promise<string> {
      const [existing] = await tx.query<{ id: string }>('SELECT id FROM course_categories WHERE context_id = $1 AND title = $2 ORDER BY id LIMIT 1', [tenantId, category.title]);
      if (existing) return existing.id;
      return insertId(tx, 'INSERT INTO course_categories (context_id, title, icon) VALUES ($1, $2, $3) RETURNING id', [tenantId, category.title, category.icon]);
    },

    async ensureCourseType(tenantId: string, courseType: { title: string; settings: unknown }, tx = db): Promise<string> {
      const [existing] = await tx.query<{ id: string }>('SELECT id FROM course_types WHERE context_id = $1 AND title = $2 ORDER BY id LIMIT 1', [tenantId, courseType.title]);
      if (existing) return existing.id;
      return insertId(tx, 'INSERT INTO course_types (context_id, title, settings) VALUES ($1, $2, $3::jsonb) RETURNING id', [tenantId, courseType.title, json(courseType.settings)]);
    },

    async insertCompetency(tenantId: string, competency: { parentId: string | null; title: string; icon: string | null; isGeneric: boolean; order: number }, tx = db): Promise<string> {
      return insertId(tx, 'INSERT INTO course_competencies (context_id, parent_id, title, icon, is_generic, "order") VALUES ($1, $2, $3, $4, $5, $6) RETURNING id', [
        tenantId,
        competency.parentId,
        competency.title,
        competency.icon,
        competency.isGeneric,
        competency.order,
      ]);
    },

    async insertTerm(tenantId: string, term: { title: string; words: string[]; definition: string }, tx = db): Promise<string> {
      return insertId(tx, 'INSERT INTO course_terms (context_id, title, words, definition) VALUES ($1, $2, $3::jsonb, $4) RETURNING id', [tenantId, term.title, json(term.words), term.definition]);
    },

    async insertLibrary(tenantId: string, tx = db): Promise<string> {
      return insertId(tx, "INSERT INTO libraries (context_id, owner_id, owner_type) VALUES ($1, $1, 'Context') RETURNING id", [tenantId]);
    },

    /** A file row for bytes already stored as the upload `id` (store-package-media.ts), which the caller then claims. */
    async insertFile(
      tenantId: string,
      file: { id: string; libraryId: string; name: string; type: string; fileType: FileType; size: number; sha256: string; alt?: string | undefined; transcript?: string | undefined; captions?: string | undefined },
      tx = db,
    ): Promise<string> {
      return insertId(
        tx,
        'INSERT INTO files (id, context_id, library_id, name, type, file_type, size, sha256, alt, transcript, captions) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id',
        [file.id, tenantId, file.libraryId, file.name, file.type, file.fileType, file.size, file.sha256, file.alt ?? null, file.transcript ?? null, file.captions ?? null],
      );
    },

    async insertBlock(tenantId: string, block: NewBlock, tx = db): Promise<string> {
      const id = await insertId(
        tx,
        `INSERT INTO course_blocks (context_id, title, type, category_id, competency_id, attachment_ids, settings, content)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb) RETURNING id`,
        [tenantId, block.title, block.type, block.categoryId, block.competencyId, json(block.attachmentIds), json(block.settings), json(block.content)],
      );
      for (const termId of new Set(block.termIds)) {
        await tx.query('INSERT INTO course_block_terms (context_id, block_id, term_id) VALUES ($1, $2, $3)', [tenantId, id, termId]);
      }
      return id;
    },

    async insertProgram(tenantId: string, program: { name: string; description: string | null; icon: string | null; public: boolean; state: string; tags: string[]; settings: unknown }, tx = db): Promise<string> {
      return insertId(
        tx,
        'INSERT INTO programs (context_id, name, description, icon, public, state, tags, settings) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb) RETURNING id',
        [tenantId, program.name, program.description, program.icon, program.public, program.state, json(program.tags), json(program.settings)],
      );
    },

    async insertCourse(
      tenantId: string,
      course: { id: string; title: string; description: string | null; categoryId: string; typeId: string | null; state: string; video: string | null; language: string | null; settings: unknown },
      tx = db,
    ): Promise<void> {
      await tx.query(
        'INSERT INTO courses (id, context_id, title, description, category_id, type_id, state, video, language, settings) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb)',
        [course.id, tenantId, course.title, course.description, course.categoryId, course.typeId, course.state, course.video, course.language, json(course.settings)],
      );
    },

    async insertProgramCourse(tenantId: string, programCourse: { id: string; programId: string; courseId: string; order: number; settings: unknown }, tx = db): Promise<void> {
      await tx.query('INSERT INTO program_courses (id, context_id, program_id, course_id, "order", settings) VALUES ($1, $2, $3, $4, $5, $6::jsonb)', [
        programCourse.id,
        tenantId,
        programCourse.programId,
        programCourse.courseId,
        programCourse.order,
        json(programCourse.settings),
      ]);
    },

    async insertNode(tenantId: string, node: NewNode, tx = db): Promise<void> {
      await tx.query(
        `INSERT INTO course_nodes (id, context_id, course_id, parent_id, block_id, type, title, "order", settings, tools)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb)`,
        [node.id, tenantId, node.courseId, node.parentId, node.blockId, node.type, node.title, node.order, json(node.settings), json(node.tools)],
      );
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;

export const newId = randomUUID;
