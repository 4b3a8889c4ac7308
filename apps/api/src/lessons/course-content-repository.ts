import { type CourseBlock, courseBlockSchema } from '@espace/domain/content/block';
import type { CourseNodeRow } from '@espace/domain/lessons/course-tree';
import type { Queryable } from '../db/database';
import { createCache, deepFreeze } from '../db/cache';
import { type CourseNodeDbRow, courseNodeColumns, courseNodesFrom, toCourseNode } from '../dashboard/course-node-rows';

interface NodeRow extends CourseNodeDbRow {
  settings: { timeLimit?: unknown };
  tools: { calculator?: unknown };
  block_type: CourseBlock['type'] | null;
}

interface BlockRow {
  id: string;
  title: string;
  type: CourseBlock['type'];
  settings: unknown;
  content: unknown;
  competency_id: string | null;
  terms: BlockTerm[];
}

/** A glossary term of a block (docs/product/data-model.md#glossary-terms). */
interface BlockTerm {
  id: string;
  title: string;
  words: string[];
  definition: string;
}

/** A block as the engine plays it: its authoring shape, its competency and its glossary terms. */
export type LoadedBlock = CourseBlock & { id: string; competencyId: string | null; terms: BlockTerm[] };

const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? Math.floor(value) : null);

/**
 * Blocks are validated when imported; they are parsed again on the way out
 * so that a row edited by hand in the database cannot reach the scorer
 * with a shape it does not expect.
 */
function toBlock(row: BlockRow): LoadedBlock {
  const block = courseBlockSchema.parse({ title: row.title, type: row.type, settings: row.settings, content: row.content });
  return { ...block, id: row.id, competencyId: row.competency_id, terms: row.terms };
}

// The block with its glossary terms, by title, in the same round trip.
const blockSelect = `
SELECT b.id, b.title, b.type, b.settings, b.content, b.competency_id,
       COALESCE((SELECT jsonb_agg(jsonb_build_object('id', t.id, 'title', t.title, 'words', t.words, 'definition', t.definition) ORDER BY t.title, t.id)
                   FROM course_block_terms bt JOIN course_terms t ON t.id = bt.term_id AND t.context_id = bt.context_id
                  WHERE bt.block_id = b.id AND bt.context_id = b.context_id), '[]') AS terms
  FROM course_blocks b`;

/** Reads course content: a fixed number of queries whatever the size of the course (no N+1). */
export function createCourseContentRepository(db: Queryable) {
  return {
    /** Every node of a course, flat (course-tree.ts folds them); a node without a title of its own takes its block's. */
    async listNodes(tenantId: string, courseId: string, tx: Queryable = db): Promise<CourseNodeRow[]> {
      const rows = await tx.query<NodeRow>(
        `SELECT ${courseNodeColumns}, n.settings, n.tools, b.type AS block_type ${courseNodesFrom}
          WHERE n.context_id = $1 AND n.course_id = $2`,
        [tenantId, courseId],
      );
      return rows.map((row) =>
        toCourseNode(row, { timeLimit: positive(row.settings.timeLimit), calculator: row.tools.calculator === true, blockType: row.block_type }),
      );
    },

    /** Blocks by id, in one query. */
    async findBlocks(tenantId: string, blockIds: readonly string[], tx: Queryable = db): Promise<Map<string, LoadedBlock>> {
      if (blockIds.length === 0) return new Map();
      const rows = await tx.query<BlockRow>(`${blockSelect} WHERE b.context_id = $1 AND b.id = ANY($2::uuid[])`, [tenantId, blockIds]);
      return new Map(rows.map((row) => [row.id, toBlock(row)]));
    },

    async findBlock(tenantId: string, blockId: string, tx: Queryable = db): Promise<LoadedBlock | undefined> {
      const [row] = await tx.query<BlockRow>(`${blockSelect} WHERE b.context_id = $1 AND b.id = $2`, [tenantId, blockId]);
      return row && toBlock(row);
    },

    /** Told when content was written in this process (an import, a correction): nothing kept to forget here. */
    contentWritten(): void {},
  };
}
export type CourseContentRepository = ReturnType<typeof createCourseContentRepository>;

/**
 * Course content read through a cache: each lesson request reads its course's nodes and its
 * page's block, and the blocks are checked against their schema on the way out — a quarter of a
 * lesson request's queries and much of its CPU. Content changes by import only, so a process
 * keeps what it read `ttlMs` (CACHE_MS): an import through another process shows within that
 * delay, one through this process at once (`contentWritten`). What it keeps is
 * frozen: it is shared by every request, and one that changed it would throw in the tests.
 * Transactions read through it too: a lesson's transaction never writes content.
 */
export function withCourseContentCache(repository: CourseContentRepository, ttlMs: number): CourseContentRepository {
  type Block = LoadedBlock;
  const nodes = createCache<CourseNodeRow[]>({ ttlMs, max: 10_000 });
  const blocks = createCache<Block[]>({ ttlMs, max: 10_000 });
  return {
    listNodes: (tenantId, courseId, tx) => nodes.get(`${tenantId}:${courseId}`, async () => deepFreeze(await repository.listNodes(tenantId, courseId, tx))),
    async findBlocks(tenantId, blockIds, tx) {
      const key = `${tenantId}:${[...blockIds].sort().join(',')}`;
      const found = await blocks.get(key, async () => deepFreeze([...(await repository.findBlocks(tenantId, blockIds, tx)).values()]));
      return new Map(found.map((block) => [block.id, block]));
    },
    async findBlock(tenantId, blockId, tx) {
      const [block] = await blocks.get(`${tenantId}:${blockId}`, async () => {
        const one = await repository.findBlock(tenantId, blockId, tx);
        return deepFreeze(one === undefined ? [] : [one]);
      });
      return block;
    },
    // Content written through this process shows at once: a correction's pages on the learner's next request.
    contentWritten() {
      nodes.clear();
      blocks.clear();
    },
  };
}
