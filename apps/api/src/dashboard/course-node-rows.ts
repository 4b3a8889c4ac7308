import type { CourseNodeRow, CourseNodeType } from '@espace/domain/lessons/course-tree';

// How the lesson engine (lessons/course-content-repository.ts) and the dashboard read a course's
// nodes. It lives here because lessons/ uses dashboard/, never the other way round.

/** The columns of a course node both read: `SELECT ${courseNodeColumns} ${courseNodesFrom} WHERE …`. */
export interface CourseNodeDbRow {
  id: string;
  parent_id: string | null;
  type: CourseNodeType;
  order: number;
  block_id: string | null;
  title: string | null;
}

/** A node without a title of its own takes its block's. */
export const courseNodeColumns = `n.id, n.parent_id, n.type, n."order", n.block_id, COALESCE(n.title, b.title) AS title`;
/** The nodes of courses' trees as they are now: a node a correction removed (retired_at) is in no tree. */
export const courseNodesFrom = `FROM (SELECT * FROM course_nodes WHERE retired_at IS NULL) n LEFT JOIN course_blocks b ON b.id = n.block_id AND b.context_id = n.context_id`;

/** What the dashboard leaves unread: no timer, no calculator, no block type. */
const unread = { timeLimit: null, calculator: false, blockType: null } as const;

/** A node as course-tree.ts folds it; `read` gives what the query read beside the common columns. */
export function toCourseNode(row: CourseNodeDbRow, read: Pick<CourseNodeRow, 'timeLimit' | 'calculator' | 'blockType'> = unread): CourseNodeRow {
  return { id: row.id, parentId: row.parent_id, type: row.type, order: row.order, blockId: row.block_id, title: row.title, ...read };
}
