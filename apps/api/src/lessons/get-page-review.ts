import type { LessonPage } from '@espace/contracts/lessons';
import { AppError, NotFoundError } from '../http/app-error';
import { type LearnerRequest, type LessonPlay, type LessonRepositories, lessonSequence, loadBlock, withResults } from './lesson-play';
import { presentPage } from './page-view';

/**
 * A page of an ended lesson as its learner reviews it from the results screen
 * (docs/product/lessons.md#results): the page with their answers, its results and correction marks
 * (the expected answers among them), read only. Nothing is opened or moved, and the lesson need not be
 * playable (its time ran out, its content closed): reading results stays open. Another learner's
 * lesson is 404, a page the lesson does not have MODEL_NOT_FOUND, a lesson without results yet (withResults) 409 LESSON_NOT_ENDED.
 */
export async function getPageReview(repositories: LessonRepositories, input: LearnerRequest & { pageId: string }): Promise<LessonPage> {
  const { tenantId, userId, lessonId, pageId } = input;
  const found = await repositories.lessons.findPlayForLearner(tenantId, userId, lessonId);
  if (!found) throw new NotFoundError();
  const { pages } = found;
  const lesson = withResults(found.lesson, input.now);
  const page = pages.find((candidate) => candidate.id === pageId);
  if (!page) throw new AppError('MODEL_NOT_FOUND');
  const [nodes, block] = await Promise.all([repositories.courseContent.listNodes(tenantId, lesson.courseId), loadBlock(repositories, tenantId, page.blockId)]);
  const request = { tenantId, userId, lessonId, now: input.now };
  const play: LessonPlay = { request, lesson, nodes, sequence: lessonSequence(nodes, lesson.enabledSectionIds), pages, version: null, confirmed: true };
  return presentPage(repositories, play, page, block);
}
