import { type KeySource, nodeKeys } from '@espace/domain/content/node-keys';
import { type PackageIssue, packageIssue } from './content-package-checks';
import type { ContentPackage, PackageBlock, PackageCourse, PackageNode } from './content-package-schema';
import { sourceHashOf } from './source-hash';

/** A node of a stored course, live (a retired node is in no tree). */
export interface StoredNode {
  id: string;
  courseId: string;
  parentId: string | null;
  order: number;
  type: string;
  key: string | null;
  /** Its own title (null: its block's). */
  title: string | null;
  /** What learners see: its title, else its block's. */
  shownTitle: string;
  settings: unknown;
  tools: unknown;
  blockId: string | null;
  /** Its block's key when the block is one of the package's listed blocks. */
  blockKey: string | null;
  blockHash: string | null;
  blockType: string | null;
}

export interface StoredCourse {
  programCourseId: string;
  courseId: string;
  key: string | null;
  order: number;
  title: string;
  /** Lessons of it a learner has started: a course that leaves the program with some is archived, else deleted. */
  startedLessons: number;
}

/** A program of the tenant as a correction finds it. */
export interface StoredProgram {
  id: string;
  courses: StoredCourse[];
  nodes: StoredNode[];
  /** The blocks of its nodes that some learner's page has answered. */
  answeredBlockIds: ReadonlySet<string>;
  /** Learners who have started a lesson of the program. */
  learnersStarted: number;
}

/**
 * What becomes of one block: kept as stored, updated in place, written anew as the next version of an
 * exercise learners answered (`replace`: their pages keep the version they answered), or written.
 */
export type BlockPlan = { kind: 'reuse'; id: string } | { kind: 'update'; id: string } | { kind: 'replace'; previousId: string } | { kind: 'insert' };

export interface NodePlan {
  key: string;
  type: string;
  /** Null for the course's root, which the importer adds. */
  node: PackageNode | null;
  /** Index of the parent's plan in the course's list; null for the root. */
  parent: number | null;
  order: number;
  stored: StoredNode | null;
  /** A block or resource node's block: one of `blocks[]` by key, or its own with what becomes of it. */
  block: { listed: string } | { own: PackageBlock; plan: BlockPlan } | null;
}

export interface CoursePlan {
  course: PackageCourse;
  stored: StoredCourse | null;
  /** Depth first, parents before their children, the root first. */
  nodes: NodePlan[];
  /** Its stored nodes the package no longer has: taken out of the tree, kept for the pages learners answered there. */
  retired: StoredNode[];
}

/** A page a preview names: its course's title and its own. */
export interface PageRef {
  course: string;
  title: string;
}

/** The pages (block nodes) a version adds, changes and removes, and the learners who had started the program. */
export interface VersionChanges {
  added: number;
  changed: number;
  removed: number;
  learnersAffected: number;
}

export interface ProgramPlan {
  /** The program corrected, or null for a new one. */
  programId: string | null;
  courses: CoursePlan[];
  /** Stored courses the package no longer has. */
  removedCourses: StoredCourse[];
  listedBlocks: Map<string, BlockPlan>;
  changes: VersionChanges;
  pages: { added: PageRef[]; changed: PageRef[]; removed: PageRef[] };
  courseTitles: { added: string[]; removed: string[] };
}

interface PackageKeyed extends KeySource<PackageKeyed> {
  node: PackageNode;
}
interface StoredKeyed extends KeySource<StoredKeyed> {
  node: StoredNode;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

/**
 * What writing `manifest` does to the program it corrects (`stored`), or to none for a new program
 * (docs/content-packages.md#correcting-a-program): courses are found again by key, each node by its key
 * (node-keys.ts). A node found again keeps its id (and the learners' pages on it), takes its new place,
 * title and settings; a new one is written; one the package no longer has is retired. Each block is
 * kept, updated or written as the next version; an exercise learners answered is never changed under
 * their answers (`replace`). Pure: what the database holds comes in `stored`.
 */
export function planProgram(manifest: ContentPackage, stored: StoredProgram | null): { ok: true; plan: ProgramPlan } | { ok: false; issues: PackageIssue[] } {
  const issues: PackageIssue[] = [];
  const storedCourses = matchCourses(manifest.courses, stored?.courses ?? []);
  const answered = stored?.answeredBlockIds ?? new Set<string>();
  const listed = new Map(manifest.blocks.map((block) => [block.key, block]));
  const coursePlans: CoursePlan[] = [];
  manifest.courses.forEach((course, index) => {
    const storedCourse = storedCourses[index] ?? null;
    const storedNodes = storedCourse === null ? [] : (stored?.nodes ?? []).filter((node) => node.courseId === storedCourse.courseId);
    const planned = planCourse(course, storedCourse, storedNodes, answered);
    if (planned.ok) coursePlans.push(planned.plan);
    else
      issues.push(
        packageIssue(
          `courses[${index}].nodes`,
          'STRUCTURE_CHANGED',
          { detail: `the pages of course "${course.key}" are not those it was imported with` },
          planned.message,
        ),
      );
  });
  if (issues.length > 0) return { ok: false, issues };

  const storedListed = storedListedBlocks(stored?.nodes ?? [], coursePlans);
  const listedBlocks = new Map(manifest.blocks.map((block) => [block.key, blockPlan(block, storedListed.get(block.key), answered)] as const));
  const matched = new Set(storedCourses.flatMap((course) => (course === undefined || course === null ? [] : [course.programCourseId])));
  const removedCourses = (stored?.courses ?? []).filter((course) => !matched.has(course.programCourseId));
  const titleOf = (plan: NodePlan) =>
    plan.node?.title ?? String((plan.block === null ? undefined : 'listed' in plan.block ? listed.get(plan.block.listed) : plan.block.own)?.title ?? '');
  const pages = { added: [] as PageRef[], changed: [] as PageRef[], removed: [] as PageRef[] };
  for (const plan of coursePlans) {
    for (const node of plan.nodes) {
      if (node.type !== 'block') continue;
      const page = { course: plan.course.title, title: titleOf(node) };
      if (node.stored === null) pages.added.push(page);
      else if (pageChanged(node, listedBlocks)) pages.changed.push(page);
    }
    for (const node of plan.retired) if (node.type === 'block') pages.removed.push({ course: plan.course.title, title: node.shownTitle });
  }
  for (const course of removedCourses) {
    for (const node of stored?.nodes ?? [])
      if (node.courseId === course.courseId && node.type === 'block') pages.removed.push({ course: course.title, title: node.shownTitle });
  }
  return {
    ok: true,
    plan: {
      programId: stored?.id ?? null,
      courses: coursePlans,
      removedCourses,
      listedBlocks,
      changes: { added: pages.added.length, changed: pages.changed.length, removed: pages.removed.length, learnersAffected: stored?.learnersStarted ?? 0 },
      pages,
      courseTitles: {
        added: coursePlans.filter((plan) => plan.stored === null).map((plan) => plan.course.title),
        removed: removedCourses.map((course) => course.title),
      },
    },
  };
}

/**
 * The stored course of each course of the package, by key; a stored course without a key (imported
 * before courses had keys) is the one at the same place, unless that place's key names another.
 */
function matchCourses(courses: readonly PackageCourse[], stored: readonly StoredCourse[]): (StoredCourse | null)[] {
  const byKey = new Map(stored.flatMap((course) => (course.key === null ? [] : [[course.key, course] as const])));
  const ordered = [...stored].sort((a, b) => a.order - b.order);
  return courses.map((course, index) => {
    const keyed = byKey.get(course.key);
    if (keyed !== undefined) return keyed;
    const placed = ordered[index];
    return placed !== undefined && placed.key === null ? placed : null;
  });
}

function planCourse(
  course: PackageCourse,
  storedCourse: StoredCourse | null,
  storedNodes: readonly StoredNode[],
  answered: ReadonlySet<string>,
): { ok: true; plan: CoursePlan } | { ok: false; message: string } {
  const packageTree = course.nodes.map(function keyed(node): PackageKeyed {
    return {
      node,
      type: node.type,
      key: node.key ?? null,
      blockKey: typeof node.block === 'string' ? node.block : null,
      children: (node.children ?? []).map(keyed),
    };
  });
  const packageKeys = nodeKeys(packageTree);
  const storedRoot = storedNodes.find((node) => node.parentId === null) ?? null;
  const storedTree = storedTreeOf(storedNodes, storedRoot);
  const storedKeys = storedKeysOf(storedTree, packageTree, packageKeys);
  if (storedKeys === null)
    return {
      ok: false,
      message: `the pages of course "${course.key}" were imported before pages had keys: import the course once with the same pages to give them keys, then change them`,
    };
  const storedByKey = new Map([...storedKeys].map(([keyed, key]) => [key, keyed.node]));

  const nodes: NodePlan[] = [{ key: '', type: 'root', node: null, parent: null, order: 0, stored: storedRoot, block: null }];
  const used = new Set<string>(storedRoot === null ? [] : [storedRoot.id]);
  const visit = (list: readonly PackageKeyed[], parent: number) => {
    list.forEach((keyed, order) => {
      const key = packageKeys.get(keyed) as string;
      const candidate = storedByKey.get(key);
      const match = candidate !== undefined && candidate.type === keyed.type ? candidate : null;
      if (match !== null) used.add(match.id);
      const block = keyed.node.block;
      nodes.push({
        key,
        type: keyed.type,
        node: keyed.node,
        parent,
        order,
        stored: match,
        block: block === undefined ? null : typeof block === 'string' ? { listed: block } : { own: block, plan: blockPlan(block, ownBlockOf(match), answered) },
      });
      visit(keyed.children, nodes.length - 1);
    });
  };
  visit(packageTree, 0);
  return { ok: true, plan: { course, stored: storedCourse, nodes, retired: storedNodes.filter((node) => !used.has(node.id)) } };
}

/** The stored tree under the root, children by order. */
function storedTreeOf(nodes: readonly StoredNode[], root: StoredNode | null): StoredKeyed[] {
  const childrenOf = new Map<string, StoredNode[]>();
  for (const node of nodes) if (node.parentId !== null) childrenOf.set(node.parentId, [...(childrenOf.get(node.parentId) ?? []), node]);
  const build = (node: StoredNode): StoredKeyed => ({
    node,
    type: node.type,
    key: node.key,
    blockKey: node.blockKey,
    children: (childrenOf.get(node.id) ?? []).sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1)).map(build),
  });
  return root === null ? [] : [...build(root).children];
}

/**
 * The key of each stored node: the one it was written with; for a course written before nodes had
 * keys, the key of the package's node at the same place, when the package has the same tree (the
 * depth and kind of every node, and the listed block of every node whose stored block has a key);
 * null when it does not (its pages cannot be told apart).
 */
function storedKeysOf(
  storedTree: readonly StoredKeyed[],
  packageTree: readonly PackageKeyed[],
  packageKeys: ReadonlyMap<PackageKeyed, string>,
): Map<StoredKeyed, string> | null {
  const flatten = <T extends KeySource<T>>(list: readonly T[], depth = 1): { node: T; depth: number }[] =>
    list.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)]);
  const storedFlat = flatten(storedTree);
  if (storedFlat.every(({ node }) => node.key !== null)) return new Map(storedFlat.map(({ node }) => [node, node.key as string]));
  const packageFlat = flatten(packageTree);
  const samePlace = (stored: { node: StoredKeyed; depth: number }, index: number) => {
    const other = packageFlat[index];
    return (
      other !== undefined &&
      other.depth === stored.depth &&
      other.node.type === stored.node.type &&
      (stored.node.blockKey == null || other.node.blockKey === stored.node.blockKey)
    );
  };
  if (storedFlat.length !== packageFlat.length || !storedFlat.every(samePlace)) return null;
  return new Map(storedFlat.map(({ node }, index) => [node, packageKeys.get(packageFlat[index]?.node as PackageKeyed) as string]));
}

/** A stored node's own block (one of no listed key), as a block plan compares it. */
function ownBlockOf(node: StoredNode | null): StoredBlock | undefined {
  return node !== null && node.blockId !== null && node.blockKey === null ? { id: node.blockId, hash: node.blockHash, type: node.blockType } : undefined;
}

interface StoredBlock {
  id: string;
  hash: string | null;
  type: string | null;
}

/**
 * The program's stored listed blocks by key: those of its live nodes with a key, and for a block
 * stored without a key, the one a node found again names by key.
 */
function storedListedBlocks(nodes: readonly StoredNode[], coursePlans: readonly CoursePlan[]): Map<string, StoredBlock> {
  const found = new Map<string, StoredBlock>();
  for (const node of nodes)
    if (node.blockId !== null && node.blockKey !== null) found.set(node.blockKey, { id: node.blockId, hash: node.blockHash, type: node.blockType });
  for (const plan of coursePlans) {
    for (const node of plan.nodes) {
      if (node.block === null || !('listed' in node.block) || found.has(node.block.listed)) continue;
      const unkeyed = node.stored !== null && node.stored.blockId !== null && node.stored.blockKey === null ? node.stored : null;
      if (unkeyed !== null) found.set(node.block.listed, { id: unkeyed.blockId as string, hash: unkeyed.blockHash, type: unkeyed.blockType });
    }
  }
  return found;
}

/** What becomes of a block (BlockPlan), from its entry in the package and the stored block it corrects. */
function blockPlan(block: PackageBlock, stored: StoredBlock | undefined, answered: ReadonlySet<string>): BlockPlan {
  if (stored === undefined) return { kind: 'insert' };
  if (stored.hash === sourceHashOf(block)) return { kind: 'reuse', id: stored.id };
  const takesAnswers = stored.type === 'exercice' || block.type === 'exercice';
  return takesAnswers && answered.has(stored.id) ? { kind: 'replace', previousId: stored.id } : { kind: 'update', id: stored.id };
}

/** Whether a page found again changes: its block (another one, or its content), its title, settings or tools. */
function pageChanged(node: NodePlan, listedBlocks: ReadonlyMap<string, BlockPlan>): boolean {
  const stored = node.stored as StoredNode;
  const block = node.block;
  const blockPlanOf = block === null ? undefined : 'listed' in block ? listedBlocks.get(block.listed) : block.plan;
  const sameBlock = blockPlanOf?.kind === 'reuse' && blockPlanOf.id === stored.blockId;
  return (
    !sameBlock || (node.node?.title ?? null) !== stored.title || !sameJson(node.node?.settings, stored.settings) || !sameJson(node.node?.tools, stored.tools)
  );
}
