import { publicBlock } from '@espace/domain/content/public-block';
import { pageResources } from '@espace/domain/lessons/course-tree';
import { NotFoundError } from '../../http/app-error';
import { findLesson, type LessonRepositories } from '../lesson-play';

export interface PageResourcesInput {
  tenantId: string;
  userId: string;
  lessonId: string;
  pageId: string;
}

/** The resource nodes under a page's block, with their public blocks: four queries whatever their number. */
export async function getPageResources(repositories: LessonRepositories, input: PageResourcesInput) {
  const lesson = await findLesson(repositories, { ...input, now: new Date(0) });
  const pages = await repositories.lessonPages.listLive(input.tenantId, lesson.id);
  const page = pages.find((candidate) => candidate.id === input.pageId);
  if (!page) throw new NotFoundError();
  const nodes = await repositories.courseContent.listNodes(input.tenantId, lesson.courseId);
  const resources = pageResources(nodes, page.nodeId);
  const blocks = await repositories.courseContent.findBlocks(
    input.tenantId,
    resources.map((node) => node.blockId as string),
  );
  const items = resources.flatMap((node) => {
    const block = blocks.get(node.blockId as string);
    return block ? [{ block: publicBlock(block), node: { id: node.id, title: node.title, order: node.order, blockId: block.id } }] : [];
  });
  return { items };
}
