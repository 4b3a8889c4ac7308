import type { Queryable } from '../db/database';
import { followContentCorrection } from '../lessons/content-corrections';
import type { PackageBlock, PackageCourse } from './content-package-schema';
import { type ContentRepository, newId } from './content-repository';
import type { BlockPlan, CoursePlan, NodePlan, ProgramPlan } from './plan-program';
import type { ProgramTreeRepository } from './program-tree-repository';
import type { PackageUploads, StoredPackage } from './store-package-media';
import { resolveBlock, writeSharedEntries } from './write-content-package';
import type { WrittenRefs } from './written-refs';

export interface WrittenProgram {
  programId: string;
  blocks: number;
  nodes: number;
  files: number;
}

interface Writers {
  content: ContentRepository;
  tree: ProgramTreeRepository;
  uploads: PackageUploads;
}

/**
 * Writes a planned program (plan-program.ts) in the caller's transaction: a new program, or the
 * correction of one, by the same steps. Its shared entries and files first; the program row; the
 * listed blocks; each course, its place in the program and its nodes, parents first (a node the
 * package no longer has is retired before, so that its key is free). Then the lessons follow: the
 * unanswered pages of a node whose block changed show the new one, and a course that leaves the
 * program is deleted when nobody started it, archived otherwise.
 */
export async function writeProgram(
  tx: Queryable,
  tenantId: string,
  stored: StoredPackage,
  plan: ProgramPlan,
  writers: Writers,
  now = new Date(),
): Promise<WrittenProgram> {
  const { manifest } = stored;
  const { content, tree } = writers;
  const { refs, uploadIds } = await writeSharedEntries(tx, tenantId, stored, content, writers.uploads);
  const program = {
    key: manifest.program.key ?? null,
    name: manifest.program.name,
    description: manifest.program.description ?? null,
    icon: manifest.program.icon ?? null,
    public: manifest.program.public ?? false,
    tags: manifest.program.tags ?? [],
    settings: manifest.program.settings ?? {},
  };
  const programId = plan.programId ?? (await tree.insertProgram(tenantId, { ...program, state: manifest.program.state }, tx));
  if (plan.programId !== null) await tree.updateProgram(tenantId, programId, program, tx);

  let blocks = 0;
  const writeBlock = async (block: PackageBlock, blockPlan: BlockPlan, listedKey: string | null): Promise<string> => {
    if (blockPlan.kind === 'reuse') return blockPlan.id;
    blocks += 1;
    const row = resolveBlock(block, refs, listedKey);
    if (blockPlan.kind === 'update') {
      await content.updateBlock(tenantId, blockPlan.id, row, tx);
      return blockPlan.id;
    }
    return content.insertBlock(tenantId, { ...row, previousBlockId: blockPlan.kind === 'replace' ? blockPlan.previousId : null }, tx);
  };
  for (const block of manifest.blocks) refs.blocks.set(block.key, await writeBlock(block, plan.listedBlocks.get(block.key) ?? { kind: 'insert' }, block.key));

  // Settings name courses that come later in the program: every program course id is known first.
  const programCourseIds = new Map(plan.courses.map((course) => [course.course.key, course.stored?.programCourseId ?? newId()]));
  await tree.retireNodes(
    tenantId,
    plan.courses.flatMap((course) => course.retired.map((node) => node.id)),
    now,
    tx,
  );
  const movedPages: { nodeId: string; blockId: string }[] = [];
  let nodes = 0;
  for (const [order, coursePlan] of plan.courses.entries()) {
    const courseId = await writeCourse(tx, tenantId, coursePlan, refs, programCourseIds, tree);
    await tree.writeProgramCourse(
      tenantId,
      {
        id: programCourseIds.get(coursePlan.course.key) as string,
        programId,
        courseId,
        order,
        settings: programCourseSettings(coursePlan.course, programCourseIds),
      },
      tx,
    );
    const ids: string[] = [];
    for (const node of coursePlan.nodes) {
      const id = node.stored?.id ?? newId();
      ids.push(id);
      const blockId = await blockIdOf(node, refs, writeBlock);
      await tree.writeNode(
        tenantId,
        {
          id,
          courseId,
          parentId: node.parent === null ? null : (ids[node.parent] as string),
          blockId,
          type: node.type,
          key: node.parent === null ? null : node.key,
          title: node.node === null ? coursePlan.course.title : (node.node.title ?? null),
          order: node.order,
          settings: node.node?.settings ?? {},
          tools: node.node?.tools ?? {},
        },
        tx,
      );
      if (node.stored !== null && blockId !== null && blockId !== node.stored.blockId) movedPages.push({ nodeId: id, blockId });
      nodes += 1;
    }
  }
  const leaving = plan.removedCourses.filter((course) => course.startedLessons === 0);
  await followContentCorrection(tx, tenantId, { movedPages, leavingProgramCourseIds: leaving.map((course) => course.programCourseId) });
  for (const course of plan.removedCourses) {
    if (course.startedLessons === 0) await tree.deleteCourse(tenantId, course, tx);
    else await tree.archiveCourse(tenantId, course.courseId, tx);
  }
  return { programId, blocks, nodes, files: uploadIds.length };
}

/** Writes a new course, or corrects a stored one (its state then stays the administration's); answers its id. */
async function writeCourse(
  tx: Queryable,
  tenantId: string,
  plan: CoursePlan,
  refs: WrittenRefs,
  programCourseIds: ReadonlyMap<string, string>,
  tree: ProgramTreeRepository,
): Promise<string> {
  const { course } = plan;
  const interactiveActions = course.settings?.interactiveActions?.map((action) => ({
    label: action.label,
    choices: action.choices.map((choice) => ({
      response: choice.response,
      action: { target: choice.action.target === 'home' ? 'home' : programCourseIds.get(choice.action.target) },
    })),
  }));
  const row = {
    key: course.key,
    title: course.title,
    description: course.description ?? null,
    categoryId: refs.categories.get(course.category) as string,
    typeId: course.type === undefined ? null : (refs.courseTypes.get(course.type) ?? null),
    video: course.video ?? null,
    // Null reads as the tenant's first language (lessons-repository.ts).
    language: course.language ?? null,
    settings: { ...course.settings, ...(interactiveActions ? { interactiveActions } : {}) },
  };
  if (plan.stored !== null) {
    await tree.updateCourse(tenantId, plan.stored.courseId, row, tx);
    return plan.stored.courseId;
  }
  const id = newId();
  await tree.insertCourse(tenantId, { ...row, id, state: course.state }, tx);
  return id;
}

/** program_courses.settings: the package's, its `unlocks` as program course ids. */
function programCourseSettings(course: PackageCourse, programCourseIds: ReadonlyMap<string, string>) {
  const { unlocks, ...settings } = course.programCourse ?? {};
  return { ...settings, ...(unlocks ? { unlocks: unlocks.map((key) => programCourseIds.get(key)) } : {}) };
}

async function blockIdOf(
  node: NodePlan,
  refs: WrittenRefs,
  writeBlock: (block: PackageBlock, plan: BlockPlan, listedKey: null) => Promise<string>,
): Promise<string | null> {
  if (node.block === null) return null;
  if ('listed' in node.block) return refs.blocks.get(node.block.listed) as string;
  return writeBlock(node.block.own, node.block.plan, null);
}
