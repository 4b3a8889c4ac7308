import type { Queryable } from '../db/database';
import { type PackageIssue, packageIssue } from './content-package-checks';
import type { ContentPackage, PackageBlock, PackageNode } from './content-package-schema';
import type { ContentRepository } from './content-repository';
import type { ProgramCorrectionsRepository, StoredCourse, StoredNode, VersionChanges } from './program-corrections-repository';
import type { PackageUploads, StoredPackage } from './store-package-media';
import { resolveBlock, sourceHashOf, writeSharedEntries } from './write-content-package';

/** A node of the package, in the order the stored tree is read: the root the importer adds, then depth first. */
interface PackagePlace {
  depth: number;
  type: string;
  node: PackageNode | null;
  block: PackageBlock | string | undefined;
}

function placesOf(course: ContentPackage['courses'][number]): PackagePlace[] {
  const places: PackagePlace[] = [{ depth: 0, type: 'root', node: null, block: undefined }];
  const visit = (node: PackageNode, depth: number) => {
    places.push({ depth, type: node.type, node, block: node.block });
    (node.children ?? []).forEach((child) => visit(child, depth + 1));
  };
  course.nodes.forEach((node) => visit(node, 1));
  return places;
}

/**
 * What must stay for a node to be the same page: its depth, its kind, and its block's key where the
 * stored block has one (a block imported before keys existed takes the package's).
 */
const shapeOfPlace = (place: PackagePlace, stored: StoredNode | undefined) =>
  `${place.depth}:${place.type}:${place.block === undefined ? '' : typeof place.block === 'string' && stored?.blockKey != null ? `key:${place.block}` : 'block'}`;
const shapeOfStored = (node: StoredNode) => `${node.depth}:${node.type}:${node.blockId === null ? '' : node.blockKey !== null ? `key:${node.blockKey}` : 'block'}`;

export interface CorrectionPlan {
  programId: string;
  courses: StoredCourse[];
  /** Stored nodes of each course (by order), paired with the package's. */
  pairs: { stored: StoredNode; place: PackagePlace }[][];
  changes: VersionChanges;
  /** The pages whose content changes, by course title and page title, in order. */
  changedPages: { course: string; title: string }[];
}

/**
 * A package of a program the tenant has (same program key) corrects it in place: the same
 * courses (by key, in order) and the same page tree, whose texts, media, hints and feedbacks
 * may change. Pages keep their ids, so lessons' pages, answers and scores stay where they are.
 * A package that adds, removes or moves courses or pages is refused (STRUCTURE_CHANGED) rather
 * than half applied. Returns the problems, or the plan and its figures.
 */
export async function planCorrection(
  manifest: ContentPackage,
  program: { id: string },
  tenantId: string,
  corrections: ProgramCorrectionsRepository,
  tx?: Queryable,
): Promise<{ ok: true; plan: CorrectionPlan } | { ok: false; issues: PackageIssue[] }> {
  const courses = await corrections.listCourses(tenantId, program.id, tx);
  const nodes = await corrections.listNodes(tenantId, program.id, tx);
  const issues: PackageIssue[] = [];
  const refuse = (path: string, detail: string) => issues.push(packageIssue(path, 'STRUCTURE_CHANGED', { detail }, `${detail}: a correction keeps the program's courses and pages; import a new program to change them`));
  if (courses.length !== manifest.courses.length) refuse('courses', `${manifest.courses.length} courses for ${courses.length}`);
  const pairs: CorrectionPlan['pairs'] = [];
  manifest.courses.forEach((course, index) => {
    const storedCourse = courses[index];
    if (!storedCourse) return;
    if (storedCourse.key !== null && storedCourse.key !== course.key) refuse(`courses[${index}].key`, `course "${course.key}" in the place of "${storedCourse.key}"`);
    const stored = nodes.filter((node) => node.courseOrder === storedCourse.order);
    const places = placesOf(course);
    const storedShape = stored.map(shapeOfStored).join('/');
    const packageShape = places.map((place, at) => shapeOfPlace(place, stored[at])).join('/');
    if (storedShape !== packageShape) refuse(`courses[${index}].nodes`, `the pages of course "${course.key}" are not the same`);
    pairs.push(stored.map((node, at) => ({ stored: node, place: places[at] as PackagePlace })));
  });
  if (issues.length > 0) return { ok: false, issues };

  const listed = new Map(manifest.blocks.map((block) => [block.key as string, block]));
  const blockOf = (place: PackagePlace) => (typeof place.block === 'string' ? listed.get(place.block) : place.block);
  const changedPages = pairs.flatMap((coursePairs, index) =>
    coursePairs
      .filter(({ stored, place }) => stored.type === 'block' && blockOf(place) !== undefined && sourceHashOf(blockOf(place) as PackageBlock) !== stored.sourceHash)
      .map(({ place }) => ({ course: manifest.courses[index]?.title ?? '', title: place.node?.title ?? String(blockOf(place)?.title ?? '') })),
  );
  const learnersAffected = await corrections.countLearnersStarted(tenantId, program.id, tx);
  return { ok: true, plan: { programId: program.id, courses, pairs, changes: { added: 0, changed: changedPages.length, removed: 0, learnersAffected }, changedPages } };
}

/** Writes a planned correction in the caller's transaction; returns the number of blocks and nodes written. */
export async function writeCorrection(
  tx: Queryable,
  tenantId: string,
  stored: StoredPackage,
  plan: CorrectionPlan,
  repositories: { content: ContentRepository; corrections: ProgramCorrectionsRepository; uploads: PackageUploads },
): Promise<{ blocks: number; nodes: number; files: number }> {
  const { manifest } = stored;
  const { content, corrections } = repositories;
  const { refs, uploadIds } = await writeSharedEntries(tx, tenantId, stored, content, repositories.uploads);
  let blocks = 0;
  const listedIds = new Map(plan.pairs.flat().flatMap(({ stored: node, place }) => (typeof place.block === 'string' && node.blockId !== null ? [[place.block, node.blockId] as const] : [])));
  for (const block of manifest.blocks) {
    const id = listedIds.get(block.key as string);
    if (id === undefined) continue;
    await content.updateBlock(tenantId, id, resolveBlock(block, refs), tx);
    refs.blocks.set(block.key as string, id);
    blocks += 1;
  }

  const programCourseIds = new Map(manifest.courses.map((course, index) => [course.key, plan.courses[index]?.programCourseId as string]));
  for (const [index, course] of manifest.courses.entries()) {
    const storedCourse = plan.courses[index] as StoredCourse;
    const interactiveActions = course.settings?.interactiveActions?.map((action) => ({
      label: action.label,
      choices: action.choices.map((choice) => ({ response: choice.response, action: { target: choice.action.target === 'home' ? 'home' : programCourseIds.get(choice.action.target) } })),
    }));
    await corrections.updateCourse(
      tenantId,
      storedCourse.courseId,
      {
        title: course.title,
        description: course.description ?? null,
        categoryId: refs.categories.get(course.category) as string,
        typeId: course.type === undefined ? null : (refs.courseTypes.get(course.type) ?? null),
        video: course.video ?? null,
        language: course.language ?? null,
        settings: { ...course.settings, ...(interactiveActions ? { interactiveActions } : {}) },
      },
      tx,
    );
    const { unlocks, ...programCourseSettings } = course.programCourse ?? {};
    await corrections.updateProgramCourseSettings(tenantId, storedCourse.programCourseId, { ...programCourseSettings, ...(unlocks ? { unlocks: unlocks.map((key) => programCourseIds.get(key)) } : {}) }, tx);
    for (const { stored: node, place } of plan.pairs[index] ?? []) {
      const title = place.node === null ? course.title : (place.node.title ?? null);
      await corrections.updateNode(tenantId, node.id, { title, settings: place.node?.settings ?? {}, tools: place.node?.tools ?? {} }, tx);
      if (typeof place.block === 'object' && node.blockId !== null) {
        await content.updateBlock(tenantId, node.blockId, resolveBlock(place.block, refs), tx);
        blocks += 1;
      }
    }
  }
  const program = manifest.program;
  await corrections.updateProgram(
    tenantId,
    plan.programId,
    { key: program.key ?? null, name: program.name, description: program.description ?? null, icon: program.icon ?? null, public: program.public ?? false, tags: program.tags ?? [], settings: program.settings ?? {} },
    tx,
  );
  return { blocks, nodes: plan.pairs.flat().length, files: uploadIds.length };
}
