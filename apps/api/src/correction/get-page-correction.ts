import type { PageCorrection } from '@espace/contracts/correction';
import { displayName } from '@espace/domain/display-name';
import { pageSequence } from '@espace/domain/lessons/course-tree';
import { userDomain } from '@espace/domain/user-domain';
import { AppError } from '../http/app-error';
import { findLesson, type LessonEngine, type LessonPlay, loadBlock } from '../lessons/lesson-play';
import { pageView } from '../lessons/page-view';
import type { CorrectionRepository } from './correction-repository';

export interface PageCorrectionInput {
  tenantId: string;
  /** The trainer asking. */
  userId: string;
  pageId: string;
  lessonId: string | undefined;
  now: Date;
}

/**
 * A learner's page for the back-office correction screen. Only an admin
 * (domain 'grains') or a teacher of the lesson's class may see it: the
 * learner themself gets 403 too, the screen being the trainer's. An unknown
 * or other tenant's page, or a lessonId that is not the page's, is
 * MODEL_NOT_FOUND (SPEC §2 "An unknown page redirects to 404").
 */
export async function getPageCorrection(engine: LessonEngine, corrections: CorrectionRepository, input: PageCorrectionInput): Promise<PageCorrection> {
  const { tenantId, pageId } = input;
  const owner = await corrections.findPageOwner(tenantId, pageId);
  if (!owner || (input.lessonId !== undefined && input.lessonId !== owner.lessonId)) throw new AppError('MODEL_NOT_FOUND');

  const standing = await corrections.correctorStanding(tenantId, input.userId, owner.classId);
  const isAdmin = userDomain({ roles: standing.roles, companyRoles: [] }) === 'grains';
  if (!isAdmin && !standing.teachesClass) throw new AppError('Forbidden');

  // The play of the lesson's OWNER, read only: no playability check (a
  // finished or expired lesson is still corrected) and nothing opened.
  const request = { tenantId, userId: owner.learnerId, lessonId: owner.lessonId, now: input.now };
  const lesson = await findLesson(engine, request);
  const [nodes, pages] = await Promise.all([engine.courseContent.listNodes(tenantId, lesson.courseId), engine.lessonPages.listLive(tenantId, lesson.id)]);
  const page = pages.find((candidate) => candidate.id === pageId);
  if (!page) throw new AppError('MODEL_NOT_FOUND');
  const play: LessonPlay = { request, lesson, nodes, sequence: pageSequence(nodes, lesson.enabledSectionIds), pages };
  const block = await loadBlock(engine, tenantId, page.blockId);
  const view = pageView(play, page, block);

  return {
    learner: { id: owner.learnerId, displayName: displayName(owner.learner) },
    lessonId: lesson.id,
    courseTitle: lesson.courseTitle,
    // Course nodes are often untitled (imported packages): the block's title names the page then.
    nodeTitle: view.nodeTitle ?? block.title,
    page: view,
  };
}
