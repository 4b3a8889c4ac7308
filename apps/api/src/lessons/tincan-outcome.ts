import { noAnswers } from '@espace/domain/content/answers';
import { isPastDeadline } from '@espace/domain/lessons/timers';
import { AppError } from '../http/app-error';
import { type LearnerRequest, type LessonEngine, loadBlock, loadLessonPlay } from './lesson-play';
import { submissionResults } from './submission-results';

export interface TincanOutcomeInput extends LearnerRequest {
  pageId: string;
  /** The score a statement gave, in [0, 1], or none. */
  scaled: number | null;
  /** The statement that said it: kept as the page's submission key (`xapi:<id>`). */
  statementId: string;
}

export type TincanOutcome = 'completed' | 'rescored' | 'unchanged';

/** Submission keys of pages a statement completed: their score may still follow from a later statement. */
const BY_STATEMENT = 'xapi:';

/**
 * A statement of a tincan page's activity completes the page, as its PATCH would (docs/xapi.md,
 * "Statements drive the page"): scored from the activity's scaled score, once. A later statement
 * with a score rescores a page a statement completed, until the lesson ends (an activity may say
 * completed before passed). A page whose lesson can no longer be played, or whose time ran out,
 * is left to the lesson engine.
 */
export async function recordTincanOutcome(engine: LessonEngine, input: TincanOutcomeInput): Promise<TincanOutcome> {
  const play = await loadLessonPlay(engine, input).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  const page = play?.pages.find((candidate) => candidate.id === input.pageId);
  if (!play || !page) return 'unchanged';
  const block = await loadBlock(engine, input.tenantId, page.blockId);
  if (block.type !== 'tincan') return 'unchanged';
  const { tenantId, now } = input;
  return engine.database.transaction(async (tx) => {
    const locked = await engine.lessonPages.lockForStatement(tenantId, play.lesson.id, page.id, tx);
    if (!locked) return 'unchanged';
    const sheet = input.scaled === null ? locked.sheet : { ...locked.sheet, tincanScaled: input.scaled };
    const results = submissionResults({ block, answers: noAnswers, hintsUsed: locked.hintsUsed, courseType: play.lesson.courseType, sheet });
    if (locked.answeredAt === null) {
      if (isPastDeadline({ startedAt: locked.startedAt, limitSeconds: locked.timeLimit }, now)) return 'unchanged';
      if (input.scaled !== null) await engine.lessonPages.setTincanScore(tenantId, play.lesson.id, page.id, input.scaled, tx);
      await engine.lessonPages.saveAnswer(
        tenantId,
        page.id,
        { state: 'ACTIVE', inputs: { answers: {} }, results, submissionKey: `${BY_STATEMENT}${input.statementId}`, now },
        tx,
      );
      await engine.lessons.recomputeScoring(tenantId, play.lesson.id, tx);
      return 'completed';
    }
    const rescorable = locked.submissionKey?.startsWith(BY_STATEMENT) === true && play.lesson.progress !== 'COMPLETED';
    if (!rescorable || input.scaled === null || locked.sheet.tincanScaled === input.scaled) return 'unchanged';
    await engine.lessonPages.rescoreTincan(tenantId, page.id, input.scaled, results, tx);
    await engine.lessons.recomputeScoring(tenantId, play.lesson.id, tx);
    return 'rescored';
  });
}
