import type { PageCorrection } from '@espace/contracts/correction';
import { displayName } from '@espace/domain/display-name';
import { pageSequence } from '@espace/domain/lessons/course-tree';
import { scoReport } from '@espace/domain/scorm/scorm-report';
import { userDomain } from '@espace/domain/user-domain';
import { AppError } from '../http/app-error';
import { findLesson, type LessonRepositories, type LessonPlay, lessonSequence, loadBlock } from '../lessons/lesson-play';
import { pageView } from '../lessons/page-view';
import type { ScormAttemptsRepository } from '../scorm/scorm-attempts-repository';
import type { AnsweredPage, CorrectionRepository } from './correction-repository';

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
 * MODEL_NOT_FOUND (the screen then shows the 404 page: docs/embeds.md#correction).
 */
/**
 * The learner's answered pages of the class in course order: lesson by lesson (as the query
 * gives them), and within a lesson in its course's page sequence (as the player plays them).
 */
async function inCourseOrder(repositories: LessonRepositories, tenantId: string, answered: readonly AnsweredPage[]): Promise<AnsweredPage[]> {
  const courseIds = [...new Set(answered.map((page) => page.courseId))];
  const sequences = new Map(
    await Promise.all(
      courseIds.map(
        async (courseId) =>
          [courseId, new Map(pageSequence(await repositories.courseContent.listNodes(tenantId, courseId)).map((slot, index) => [slot.nodeId, index]))] as const,
      ),
    ),
  );
  const lessonRank = new Map<string, number>();
  for (const page of answered) if (!lessonRank.has(page.lessonId)) lessonRank.set(page.lessonId, lessonRank.size);
  const rank = (page: AnsweredPage) => sequences.get(page.courseId)?.get(page.nodeId) ?? Number.MAX_SAFE_INTEGER;
  return [...answered].sort((a, b) => (lessonRank.get(a.lessonId) ?? 0) - (lessonRank.get(b.lessonId) ?? 0) || rank(a) - rank(b));
}

/** Where the page stands among the learner's answered pages (an unanswered page: before the first). */
function neighbours(answered: readonly { lessonId: string; pageId: string }[], pageId: string) {
  const index = answered.findIndex((page) => page.pageId === pageId);
  const next = index === -1 ? answered[0] : answered[index + 1];
  return { previous: index > 0 ? (answered[index - 1] ?? null) : null, next: next ?? null, position: index + 1, total: answered.length };
}

export async function getPageCorrection(
  repositories: LessonRepositories,
  corrections: CorrectionRepository,
  scormAttempts: ScormAttemptsRepository,
  input: PageCorrectionInput,
): Promise<PageCorrection> {
  const { tenantId, pageId } = input;
  const owner = await corrections.findPageOwner(tenantId, pageId);
  if (!owner || (input.lessonId !== undefined && input.lessonId !== owner.lessonId)) throw new AppError('MODEL_NOT_FOUND');

  const standing = await corrections.correctorStanding(tenantId, input.userId, owner.classId);
  const isAdmin = userDomain({ roles: standing.roles, companyRoles: [] }) === 'grains';
  if (!isAdmin && !standing.teachesClass) throw new AppError('Forbidden');

  // The play of the lesson's OWNER, read only: no playability check (a
  // finished or expired lesson is still corrected) and nothing opened.
  const request = { tenantId, userId: owner.learnerId, lessonId: owner.lessonId, now: input.now };
  const lesson = await findLesson(repositories, request);
  const [nodes, pages, answered] = await Promise.all([
    repositories.courseContent.listNodes(tenantId, lesson.courseId),
    repositories.lessonPages.listLive(tenantId, lesson.id),
    corrections.listAnsweredPages(tenantId, owner.learnerId, owner.classId).then((pages) => inCourseOrder(repositories, tenantId, pages)),
  ]);
  const page = pages.find((candidate) => candidate.id === pageId);
  if (!page) throw new AppError('MODEL_NOT_FOUND');
  const play: LessonPlay = { request, lesson, nodes, sequence: lessonSequence(nodes, lesson.enabledSectionIds), pages, version: null, confirmed: true };
  const block = await loadBlock(repositories, tenantId, page.blockId);
  const view = pageView(play, page, block);
  const sco = block.type === 'tincan' ? block.content.tincan?.scorm : undefined;
  const attempt = sco ? await scormAttempts.findForPage(tenantId, page.id) : undefined;

  return {
    learner: { id: owner.learnerId, displayName: displayName(owner.learner) },
    classId: owner.classId,
    lessonId: lesson.id,
    answeredPages: neighbours(
      answered.map(({ lessonId, pageId: id }) => ({ lessonId, pageId: id })),
      pageId,
    ),
    courseTitle: lesson.courseTitle,
    // Course nodes are often untitled (imported packages): the block's title names the page then.
    nodeTitle: view.nodeTitle ?? block.title,
    page: view,
    sco: sco ? scoReport(sco, attempt?.cmi ?? null, (attempt?.earlierSeconds ?? 0) + (attempt?.sessionSeconds ?? 0)) : null,
  };
}
