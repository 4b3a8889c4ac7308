import { AppError, BadRequestError } from '../http/app-error';
import { type LearnerRequest, type LessonRepositories, loadBlock, loadLessonPlay } from './lesson-play';

export interface TincanScoreInput extends LearnerRequest {
  pageId: string;
  /** xAPI result.score.scaled: -1..1 by the spec; a page scores in [0, 1]. */
  scaled: number;
}

/** Stores the score a tincan activity reported for its page; the page's PATCH turns it into points. */
export async function recordTincanScore(repositories: LessonRepositories, input: TincanScoreInput): Promise<{ pageId: string; scaled: number }> {
  const play = await loadLessonPlay(repositories, input);
  const page = play.pages.find((candidate) => candidate.id === input.pageId);
  if (!page) throw new AppError('MODEL_NOT_FOUND');
  const block = await loadBlock(repositories, input.tenantId, page.blockId);
  if (block.type !== 'tincan') throw new BadRequestError([{ path: 'body.pageId', message: 'This page is not a tincan activity' }]);
  const scaled = Number.isFinite(input.scaled) ? Math.min(1, Math.max(0, input.scaled)) : 0;
  const stored = await repositories.lessonPages.setTincanScore(input.tenantId, play.lesson.id, page.id, scaled);
  if (!stored) throw new AppError('INVALID_INPUTS');
  return { pageId: page.id, scaled };
}
