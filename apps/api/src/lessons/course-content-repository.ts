import { type CourseBlock, courseBlockSchema } from '@espace/domain/content/block';
import type { CourseNodeRow, CourseNodeType } from '@espace/domain/lessons/course-tree';
import type { Queryable } from '../db/database';
import { createTtlCache, deepFreeze } from '../db/ttl-cache';

interface NodeRow {
  id: string;
  parent_id: string | null;
  type: CourseNodeType;
  order: number;
  block_id: string | null;
  title: string | null;
  settings: { timeLimit?: unknown };
  tools: { calculator?: unknown };
}

interface BlockRow {
  id: string;
  title: string;
  type: CourseBlock['type'];
  settings: unknown;
  content: unknown;
}

const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? Math.floor(value) : null);

/**
 * Blocks are validated when imported; they are parsed again on the way out
 * so that a row edited by hand in the database cannot reach the scorer
 * with a shape it does not expect.
 */
function toBlock(row: BlockRow): CourseBlock & { id: string } {
  const block = courseBlockSchema.parse({ title: row.title, type: row.type, settings: row.settings, content: row.content });
  return { ...block, id: row.id };
}

/** Reads course content: a fixed number of queries whatever the size of the course (no N+1). */
export function createCourseContentRepository(db: Queryable) {
  return {
    /** Every node of a course, flat (course-tree.ts folds them). */
    async listNodes(tenantId: string, courseId: string, tx: Queryable = db): Promise<CourseNodeRow[]> {
      const rows = await tx.query<NodeRow>(
        `SELECT id, parent_id, type, "order", block_id, title, settings, tools FROM course_nodes WHERE context_id = $1 AND course_id = $2`,
        [tenantId, courseId],
      );
      return rows.map((row) => ({
        id: row.id,
        parentId: row.parent_id,
        type: row.type,
        order: row.order,
        blockId: row.block_id,
        title: row.title,
        timeLimit: positive(row.settings.timeLimit),
        calculator: row.tools.calculator === true,
      }));
    },

    /** Blocks by id, in one query. */
    async findBlocks(tenantId: string, blockIds: readonly string[], tx: Queryable = db): Promise<Map<string, CourseBlock & { id: string }>> {
      if (blockIds.length === 0) return new Map();
      const rows = await tx.query<BlockRow>(
        `SELECT id, title, type, settings, content FROM course_blocks WHERE context_id = $1 AND id = ANY($2::uuid[])`,
        [tenantId, blockIds],
      );
      return new Map(rows.map((row) => [row.id, toBlock(row)]));
    },

    async findBlock(tenantId: string, blockId: string, tx: Queryable = db): Promise<(CourseBlock & { id: string }) | undefined> {
      const [row] = await tx.query<BlockRow>(`SELECT id, title, type, settings, content FROM course_blocks WHERE context_id = $1 AND id = $2`, [tenantId, blockId]);
      return row && toBlock(row);
    },
  };
}
export type CourseContentRepository = ReturnType<typeof createCourseContentRepository>;

/**
 * Course content read through a cache: each lesson request reads its course's nodes and its
 * page's block, and the blocks are checked against their schema on the way out — a quarter of a
 * lesson request's queries and much of its CPU. Content changes by import only, so a process
 * keeps what it read `ttlMs` (CACHE_MS): an import shows within that delay. What it keeps is
 * frozen: it is shared by every request, and one that changed it would throw in the tests.
 * Transactions read through it too: a lesson's transaction never writes content.
 */
export function withCourseContentCache(repository: CourseContentRepository, ttlMs: number): CourseContentRepository {
  type Block = CourseBlock & { id: string };
  const nodes = createTtlCache<CourseNodeRow[]>(ttlMs);
  const blocks = createTtlCache<Block[]>(ttlMs);
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
  };
}
