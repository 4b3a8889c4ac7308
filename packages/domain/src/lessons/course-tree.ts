import type { BlockType } from '../content/block-types';

/**
 * Course node kinds (docs/product/data-model.md#course-nodes): root > container > block | multiblock > block > resource. The CHECK
 * constraint on `course_nodes.type` (migrations/0002_lesson_engine.sql) mirrors this list.
 */
export const courseNodeTypes = ['root', 'container', 'multiblock', 'block', 'resource'] as const;
export type CourseNodeType = (typeof courseNodeTypes)[number];

/** A course node as stored: flat, linked to its parent. */
export interface CourseNodeRow {
  id: string;
  parentId: string | null;
  type: CourseNodeType;
  order: number;
  blockId: string | null;
  title: string | null;
  /** Page timer in seconds (`course_nodes.settings.timeLimit`). */
  timeLimit: number | null;
  /** `course_nodes.tools.calculator`. */
  calculator: boolean;
  /** Its block's type (null without a block): which pages take answers. */
  blockType: BlockType | null;
}

export interface CourseTreeNode extends CourseNodeRow {
  children: CourseTreeNode[];
}

/** One page of a lesson: a block node, in play order. */
export interface PageSlot {
  nodeId: string;
  blockId: string;
  title: string | null;
  /** The container (section) the page belongs to. */
  sectionId: string | null;
  timeLimit: number | null;
  calculator: boolean;
  blockType: BlockType | null;
}

const byOrder = (a: CourseNodeRow, b: CourseNodeRow) => a.order - b.order || a.id.localeCompare(b.id);

/** Folds flat rows into trees, children sorted by `order` (ties by id, so the order is stable). */
function buildCourseTree(rows: readonly CourseNodeRow[]): CourseTreeNode[] {
  const nodes = new Map<string, CourseTreeNode>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const roots: CourseTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  for (const node of nodes.values()) node.children.sort(byOrder);
  return roots.sort(byOrder);
}

/** The course's sections: its containers, in order. */
export function courseSections(rows: readonly CourseNodeRow[]): CourseTreeNode[] {
  const sections: CourseTreeNode[] = [];
  const walk = (node: CourseTreeNode) => {
    if (node.type === 'container') sections.push(node);
    else if (node.type === 'root') node.children.forEach(walk);
  };
  buildCourseTree(rows).forEach(walk);
  return sections;
}

/**
 * The lesson's pages: block nodes depth-first by order (a multiblock gives
 * its child blocks in order), restricted to the enabled sections (empty = all).
 */
export function pageSequence(rows: readonly CourseNodeRow[], enabledSectionIds: readonly string[] = []): PageSlot[] {
  // Sections the course no longer has (a correction took them out) limit nothing: when none is left, every section plays.
  const sections = new Set(rows.filter((row) => row.type === 'container').map((row) => row.id));
  const enabled = new Set(enabledSectionIds.filter((id) => sections.has(id)));
  const slots: PageSlot[] = [];
  const walk = (node: CourseTreeNode, sectionId: string | null) => {
    if (node.type === 'block') {
      if (node.blockId !== null)
        slots.push({
          nodeId: node.id,
          blockId: node.blockId,
          title: node.title,
          sectionId,
          timeLimit: node.timeLimit,
          calculator: node.calculator,
          blockType: node.blockType,
        });
      return;
    }
    if (node.type === 'resource') return;
    if (node.type === 'container' && enabled.size > 0 && !enabled.has(node.id)) return;
    const section = node.type === 'container' ? node.id : sectionId;
    node.children.forEach((child) => walk(child, section));
  };
  buildCourseTree(rows).forEach((root) => walk(root, null));
  return slots;
}

/** The resource nodes under a page's block node, in order. */
export function pageResources(rows: readonly CourseNodeRow[], blockNodeId: string): CourseNodeRow[] {
  return rows.filter((row) => row.parentId === blockNodeId && row.type === 'resource' && row.blockId !== null).sort(byOrder);
}

/** Index of a section's first page in the sequence, or -1 when it has none. */
export function firstPageOfSection(sequence: readonly PageSlot[], sectionId: string): number {
  return sequence.findIndex((slot) => slot.sectionId === sectionId);
}
