import { randomUUID } from 'node:crypto';
import type { FileType } from '@espace/domain/files/file-types';
import type { Queryable } from '../db/database';

const json = (value: unknown) => JSON.stringify(value);

export interface NewBlock {
  /** The package's key of a listed block; null for a block embedded in a node. */
  key: string | null;
  /** SHA-256 of the block's entry in the manifest: what a correction compares (docs/content-packages.md#correcting-a-program). */
  sourceHash: string;
  title: string;
  type: string;
  categoryId: string | null;
  competencyId: string | null;
  attachmentIds: string[];
  settings: unknown;
  content: unknown;
  termIds: string[];
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

    /**
     * Categories, course types and competencies are the tenant's, shared by its programs
     * (docs/content-packages.md#shared-entries): the one of the same key is reused, else the one of
     * the same title (a competency: under the same parent), which takes the key; else a new one.
     * A reused entry keeps its title and settings, which other programs show too.
     */
    async ensureCategory(tenantId: string, category: { key: string; title: string; icon: string | null }, tx = db): Promise<string> {
      return ensureShared(tx, 'course_categories', tenantId, category.key, { title: category.title }, () =>
        insertId(tx, 'INSERT INTO course_categories (context_id, key, title, icon) VALUES ($1, $2, $3, $4) RETURNING id', [
          tenantId,
          category.key,
          category.title,
          category.icon,
        ]),
      );
    },

    async ensureCourseType(tenantId: string, courseType: { key: string; title: string; settings: unknown }, tx = db): Promise<string> {
      return ensureShared(tx, 'course_types', tenantId, courseType.key, { title: courseType.title }, () =>
        insertId(tx, 'INSERT INTO course_types (context_id, key, title, settings) VALUES ($1, $2, $3, $4::jsonb) RETURNING id', [
          tenantId,
          courseType.key,
          courseType.title,
          json(courseType.settings),
        ]),
      );
    },

    async ensureCompetency(
      tenantId: string,
      competency: { key: string; parentId: string | null; title: string; icon: string | null; isGeneric: boolean; order: number },
      tx = db,
    ): Promise<string> {
      return ensureShared(tx, 'course_competencies', tenantId, competency.key, { title: competency.title, parentId: competency.parentId }, () =>
        insertId(
          tx,
          'INSERT INTO course_competencies (context_id, key, parent_id, title, icon, is_generic, "order") VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
          [tenantId, competency.key, competency.parentId, competency.title, competency.icon, competency.isGeneric, competency.order],
        ),
      );
    },

    async insertTerm(tenantId: string, term: { title: string; words: string[]; definition: string }, tx = db): Promise<string> {
      return insertId(tx, 'INSERT INTO course_terms (context_id, title, words, definition) VALUES ($1, $2, $3::jsonb, $4) RETURNING id', [
        tenantId,
        term.title,
        json(term.words),
        term.definition,
      ]);
    },

    async insertLibrary(tenantId: string, tx = db): Promise<string> {
      return insertId(tx, "INSERT INTO libraries (context_id, owner_id, owner_type) VALUES ($1, $1, 'Context') RETURNING id", [tenantId]);
    },

    /** A file row for bytes already stored as the upload `id` (store-package-media.ts), which the caller then claims. */
    async insertFile(
      tenantId: string,
      file: {
        id: string;
        libraryId: string;
        name: string;
        type: string;
        fileType: FileType;
        size: number;
        sha256: string;
        alt?: string | undefined;
        transcript?: string | undefined;
        captions?: string | undefined;
      },
      tx = db,
    ): Promise<string> {
      return insertId(
        tx,
        'INSERT INTO files (id, context_id, library_id, name, type, file_type, size, sha256, alt, transcript, captions) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id',
        [
          file.id,
          tenantId,
          file.libraryId,
          file.name,
          file.type,
          file.fileType,
          file.size,
          file.sha256,
          file.alt ?? null,
          file.transcript ?? null,
          file.captions ?? null,
        ],
      );
    },

    /** A block written; `previousBlockId`: the version of an answered exercise it replaces (docs/content-packages.md#correcting-a-program). */
    async insertBlock(tenantId: string, block: NewBlock & { previousBlockId?: string | null }, tx = db): Promise<string> {
      const id = await insertId(
        tx,
        `INSERT INTO course_blocks (context_id, key, source_hash, title, type, category_id, competency_id, attachment_ids, settings, content, previous_block_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10::jsonb, $11) RETURNING id`,
        [
          tenantId,
          block.key,
          block.sourceHash,
          block.title,
          block.type,
          block.categoryId,
          block.competencyId,
          json(block.attachmentIds),
          json(block.settings),
          json(block.content),
          block.previousBlockId ?? null,
        ],
      );
      for (const termId of new Set(block.termIds)) {
        await tx.query('INSERT INTO course_block_terms (context_id, block_id, term_id) VALUES ($1, $2, $3)', [tenantId, id, termId]);
      }
      return id;
    },

    /** A block corrected in place: its id stays, so lessons' pages and answers keep pointing at it. */
    async updateBlock(tenantId: string, id: string, block: NewBlock, tx = db): Promise<void> {
      await tx.query(
        `UPDATE course_blocks SET key = COALESCE(key, $11), source_hash = $3, title = $4, type = $5, category_id = $6, competency_id = $7, attachment_ids = $8::jsonb, settings = $9::jsonb, content = $10::jsonb, updated_at = now()
          WHERE context_id = $1 AND id = $2`,
        [
          tenantId,
          id,
          block.sourceHash,
          block.title,
          block.type,
          block.categoryId,
          block.competencyId,
          json(block.attachmentIds),
          json(block.settings),
          json(block.content),
          block.key,
        ],
      );
      await tx.query('DELETE FROM course_block_terms WHERE context_id = $1 AND block_id = $2', [tenantId, id]);
      for (const termId of new Set(block.termIds)) {
        await tx.query('INSERT INTO course_block_terms (context_id, block_id, term_id) VALUES ($1, $2, $3)', [tenantId, id, termId]);
      }
    },

    async programKeyOf(tenantId: string, programId: string, tx = db): Promise<string | null> {
      const [row] = await tx.query<{ key: string | null }>('SELECT key FROM programs WHERE context_id = $1 AND id = $2', [tenantId, programId]);
      return row?.key ?? null;
    },

    async findProgramByKey(tenantId: string, key: string, tx = db): Promise<{ id: string; name: string } | null> {
      const [row] = await tx.query<{ id: string; name: string }>('SELECT id, name FROM programs WHERE context_id = $1 AND key = $2', [tenantId, key]);
      return row ?? null;
    },
  };
}
type SharedTable = 'course_categories' | 'course_types' | 'course_competencies';

/** The shared entry of this key, else of this title (and parent), which takes the key; else what `insert` writes. */
async function ensureShared(
  tx: Queryable,
  table: SharedTable,
  tenantId: string,
  key: string,
  match: { title: string; parentId?: string | null },
  insert: () => Promise<string>,
): Promise<string> {
  const [byKey] = await tx.query<{ id: string }>(`SELECT id FROM ${table} WHERE context_id = $1 AND key = $2`, [tenantId, key]);
  if (byKey) return byKey.id;
  const underParent = match.parentId === undefined ? '' : ' AND parent_id IS NOT DISTINCT FROM $3::uuid';
  const [byTitle] = await tx.query<{ id: string; key: string | null }>(`SELECT id, key FROM ${table} WHERE context_id = $1 AND title = $2${underParent}`, [
    tenantId,
    match.title,
    ...(match.parentId === undefined ? [] : [match.parentId]),
  ]);
  if (!byTitle) return insert();
  // An entry written before keys existed takes this one; one with another key keeps its own.
  if (byTitle.key === null) await tx.query(`UPDATE ${table} SET key = $3 WHERE context_id = $1 AND id = $2`, [tenantId, byTitle.id, key]);
  return byTitle.id;
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

export const newId = randomUUID;
