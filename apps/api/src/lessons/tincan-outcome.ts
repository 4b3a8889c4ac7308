import { AppError } from '../http/app-error';
import { type LearnerRequest, type LessonRepositories, loadBlock, loadLessonPlay } from './lesson-play';
import { type StatementOutcome, storeAnswer } from './store-answer';

export interface TincanOutcomeInput extends LearnerRequest {
  pageId: string;
  /** The score a statement gave, in [0, 1], or none. */
  scaled: number | null;
  /** The statement that said it: kept as the page's submission key (`xapi:<id>`). */
  statementId: string;
}

/**
 * A statement of a tincan page's activity completes the page, as its PATCH would (docs/xapi.md,
 * "Statements drive the page"), or rescores it (storeAnswer). A page whose lesson can no longer be
 * played is left unchanged.
 */
export async function recordTincanOutcome(repositories: LessonRepositories, input: TincanOutcomeInput): Promise<StatementOutcome> {
  const play = await loadLessonPlay(repositories, input).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  const page = play?.pages.find((candidate) => candidate.id === input.pageId);
  if (!play || !page) return 'unchanged';
  const block = await loadBlock(repositories, input.tenantId, page.blockId);
  if (block.type !== 'tincan') return 'unchanged';
  const stored = await storeAnswer(repositories, play, page, block, { kind: 'statement', scaled: input.scaled, statementId: input.statementId });
  return stored.outcome;
}
