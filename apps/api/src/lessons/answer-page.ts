import type { LessonPage, PatchPageBody } from '@espace/contracts/lessons';
import { validateAnswers } from '@espace/domain/content/answers';
import { AppError, BadRequestError } from '../http/app-error';
import { type LessonRepositories, type LessonPlay, loadBlock, type LearnerRequest, withLessonPlay } from './lesson-play';
import type { NewPage } from './lesson-pages-repository';
import type { LessonPageRecord } from './lesson-types';
import { presentPage } from './page-view';
import { replayOf, storeAnswer } from './store-answer';

export interface AnswerPageInput extends LearnerRequest {
  body: PatchPageBody;
  /** `Idempotency-Key` header: replaying an accepted submission answers it again. */
  idempotencyKey: string | undefined;
}

/**
 * Answers the current page: the answers are checked, scored on the server, stored once
 * (storeAnswer). Exactly one of concurrent submissions is accepted: the others fail fast
 * (PATCH_IN_PROGRESS) or find it answered (INVALID_INPUTS), across every API process.
 */
export function answerPage(repositories: LessonRepositories, input: AnswerPageInput): Promise<LessonPage> {
  return withLessonPlay(repositories, input, async (play) => {
    const current = play.pages.find((page) => page.nodeId === play.lesson.currentNodeId);
    if (!current) throw new AppError('MODEL_NOT_FOUND');
    const answered = await answerOn(repositories, play, current, input);
    return { play: answered.play, result: answered.view };
  });
}

/**
 * Answers `target`, a live page of the loaded lesson: PATCH pages/current's rules for any page on
 * screen (answer-and-next.ts). `opening`: a page to create with the answer, in its statement, when
 * the answer is stored as read (then among the play's pages, the lesson on it); else left to the caller.
 */
export async function answerOn(
  repositories: LessonRepositories,
  play: LessonPlay,
  target: LessonPageRecord,
  input: AnswerPageInput,
  opening?: NewPage,
): Promise<{ play: LessonPlay; view: LessonPage }> {
  const answers = 'inputs' in input.body ? input.body.inputs.answers : {};
  // A replay arriving after the lesson moved on must not answer the page now on screen with old answers.
  const earlier =
    input.idempotencyKey === undefined ? undefined : play.pages.find((page) => page.id !== target.id && page.submissionKey === input.idempotencyKey);
  if (earlier) {
    if (replayOf(earlier, answers, input.idempotencyKey).kind !== 'replay') throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return { play, view: await presentPage(repositories, play, earlier, await loadBlock(repositories, input.tenantId, earlier.blockId)) };
  }
  const block = await loadBlock(repositories, input.tenantId, target.blockId);
  const validation = validateAnswers(block, answers);
  if (!validation.ok) throw new BadRequestError(validation.issues.map((issue) => ({ path: `body.inputs.answers.${issue.path}`, message: issue.message })));

  const submission = { sent: answers, parsed: validation.answers };
  const stored = await storeAnswer(repositories, play, target, block, { kind: 'learner', submission, key: input.idempotencyKey, opening });
  const { outcome } = stored;
  if (outcome.kind === 'gone') throw new AppError('MODEL_NOT_FOUND');
  if (outcome.kind === 'answered') throw new AppError('INVALID_INPUTS');
  if (outcome.kind === 'keyReused') throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (outcome.kind === 'expired') throw new AppError('LESSON_PAGE_SKIPPED');
  return { play: stored.play, view: await presentPage(repositories, stored.play, outcome.page, block) };
}
