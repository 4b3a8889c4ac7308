import type { LessonPage } from '@espace/contracts/lessons';
import { hintState } from '@espace/domain/content/hints';
import { AppError } from '../http/app-error';
import { type LearnerRequest, type LessonRepositories, loadBlock, loadLessonPlay } from './lesson-play';
import { enabledHints } from './page-view';

/**
 * Unlocks the next hint of the current page when the course type enables
 * hints, one remains and the page is not answered; the cost is taken from
 * the score when the page is answered (scorePage).
 */
export async function unlockHint(repositories: LessonRepositories, input: LearnerRequest): Promise<LessonPage['hints']> {
  const play = await loadLessonPlay(repositories, input);
  const page = play.pages.find((candidate) => candidate.nodeId === play.lesson.currentNodeId);
  if (!page) throw new AppError('MODEL_NOT_FOUND');
  const hints = enabledHints(play, await loadBlock(repositories, input.tenantId, page.blockId));
  if (hints.length === 0 || page.answeredAt !== null) return hintState(hints, page.hintsUsed);
  const used = await repositories.lessonPages.unlockHint(input.tenantId, play.lesson.id, page.id, hints.length);
  return hintState(hints, used ?? page.hintsUsed);
}
