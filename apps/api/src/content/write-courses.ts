import type { Queryable } from '../db/database';
import type { PackageCourse, PackageNode } from './content-package-schema';
import { type ContentRepository, newId } from './content-repository';
import type { BlockWriter, WrittenRefs } from './written-refs';

/**
 * Writes the program's courses in order, each with its program course and
 * its node tree under a root node; returns the number of nodes written.
 * Program course ids are drawn first, since settings (unlocks, interactive
 * actions) name courses that come later in the program.
 */
export async function writeCourses(
  tx: Queryable,
  tenantId: string,
  programId: string,
  courses: readonly PackageCourse[],
  refs: WrittenRefs,
  writeBlock: BlockWriter,
  repository: ContentRepository,
): Promise<number> {
  const programCourseIds = new Map(courses.map((course) => [course.key, newId()]));
  const programCourseId = (key: string) => programCourseIds.get(key) as string;
  let nodes = 0;

  for (const [order, course] of courses.entries()) {
    const courseId = newId();
    const interactiveActions = course.settings?.interactiveActions?.map((action) => ({
      label: action.label,
      choices: action.choices.map((choice) => ({
        response: choice.response,
        action: { target: choice.action.target === 'home' ? 'home' : programCourseId(choice.action.target) },
      })),
    }));
    await repository.insertCourse(
      tenantId,
      {
        id: courseId,
        key: course.key,
        title: course.title,
        description: course.description ?? null,
        categoryId: refs.categories.get(course.category) as string,
        typeId: course.type === undefined ? null : (refs.courseTypes.get(course.type) ?? null),
        state: course.state,
        video: course.video ?? null,
        // Null reads as the tenant's first language (lessons-repository.ts).
        language: course.language ?? null,
        settings: { ...course.settings, ...(interactiveActions ? { interactiveActions } : {}) },
      },
      tx,
    );
    const { unlocks, ...programCourseSettings } = course.programCourse ?? {};
    await repository.insertProgramCourse(
      tenantId,
      {
        id: programCourseId(course.key),
        programId,
        courseId,
        order,
        settings: { ...programCourseSettings, ...(unlocks ? { unlocks: unlocks.map(programCourseId) } : {}) },
      },
      tx,
    );

    const writeNode = async (node: PackageNode | { type: 'root'; title: string; children: PackageNode[] }, parentId: string | null, nodeOrder: number): Promise<void> => {
      const id = newId();
      const block = 'block' in node ? node.block : undefined;
      const blockId = block === undefined ? null : typeof block === 'string' ? (refs.blocks.get(block) as string) : await writeBlock(block);
      const settings = 'settings' in node ? (node.settings ?? {}) : {};
      const tools = 'tools' in node ? (node.tools ?? {}) : {};
      await repository.insertNode(tenantId, { id, courseId, parentId, blockId, type: node.type, title: node.title ?? null, order: nodeOrder, settings, tools }, tx);
      nodes += 1;
      for (const [childOrder, child] of (node.children ?? []).entries()) await writeNode(child, id, childOrder);
    };
    await writeNode({ type: 'root', title: course.title, children: course.nodes }, null, 0);
  }
  return nodes;
}
