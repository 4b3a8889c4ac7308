import { isDeepStrictEqual } from 'node:util';
import type { LessonPage, PageAnswers, PatchPageBody } from '@espace/contracts/lessons';
import { noAnswers, type ParsedAnswers, validateAnswers } from '@espace/domain/content/answers';
import { isPastDeadline } from '@espace/domain/lessons/timers';
import type { Queryable } from '../db/database';
import { AppError, BadRequestError } from '../http/app-error';
import {
  type Block,
  confirmWrite,
  type LearnerRequest,
  type LessonEngine,
  type LessonPlay,
  learnerPageLimit,
  loadBlock,
  playWrite,
  recordOpened,
  StalePlayError,
  uncheckedWrite,
  withLessonPlay,
} from './lesson-play';
import type { NewPage, PageAnswer } from './lesson-pages-repository';
import type { LessonPageRecord, Score } from './lesson-types';
import { presentPage } from './page-view';
import { skippedResults, submissionResults } from './submission-results';

export interface AnswerPageInput extends LearnerRequest {
  body: PatchPageBody;
  /** `Idempotency-Key` header: replaying an accepted submission answers it again. */
  idempotencyKey: string | undefined;
}

export type Outcome =
  | { kind: 'accepted'; page: LessonPageRecord; scoring: Score }
  | { kind: 'replay'; page: LessonPageRecord; scoring: null }
  | { kind: 'answered' }
  | { kind: 'keyReused' }
  | { kind: 'expired' }
  | { kind: 'gone' };

/** A submission's answers: as sent (stored, and compared with a replay's), and as checked once against the page's rows (scored). */
export interface Submission {
  sent: PageAnswers;
  parsed: ParsedAnswers;
}

/** The submission of a page that takes no answer (a slide or tincan page completed by going next). */
export const emptySubmission: Submission = { sent: {}, parsed: noAnswers };

/** PostgreSQL lock_not_available: another submission holds the page (FOR UPDATE NOWAIT). */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Answers the current page: the answers are checked, scored on the server,
 * stored once. Exactly one of concurrent submissions is accepted: the page
 * row is locked without waiting, so the others fail fast (PATCH_IN_PROGRESS)
 * or find it answered (INVALID_INPUTS), across every API process.
 */
export function answerPage(engine: LessonEngine, input: AnswerPageInput): Promise<LessonPage> {
  return withLessonPlay(engine, input, (play) => {
    const current = play.pages.find((page) => page.nodeId === play.lesson.currentNodeId);
    if (!current) throw new AppError('MODEL_NOT_FOUND');
    return answerOn(engine, play, current, input);
  });
}

/**
 * Answers `target`, a live page of the loaded lesson: PATCH pages/current's rules for any page on
 * screen (answer-and-next.ts). `opening`: a page to create with the answer, in its statement, when
 * the answer is stored as read (then among `play`'s pages, the lesson on it); else left to the caller.
 */
export async function answerOn(
  engine: LessonEngine,
  play: LessonPlay,
  target: LessonPageRecord,
  input: AnswerPageInput,
  opening?: NewPage,
): Promise<LessonPage> {
  const answers = 'inputs' in input.body ? input.body.inputs.answers : {};
  // A replay arriving after the lesson moved on must not answer the page now on screen with old answers.
  const earlier =
    input.idempotencyKey === undefined ? undefined : play.pages.find((page) => page.id !== target.id && page.submissionKey === input.idempotencyKey);
  if (earlier) {
    const outcome = replayOf(earlier, answers, input.idempotencyKey);
    if (outcome.kind !== 'replay') throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return acceptedView(engine, play, outcome, await loadBlock(engine, input.tenantId, earlier.blockId));
  }
  const block = await loadBlock(engine, input.tenantId, target.blockId);
  const validation = validateAnswers(block, answers);
  if (!validation.ok) throw new BadRequestError(validation.issues.map((issue) => ({ path: `body.inputs.answers.${issue.path}`, message: issue.message })));

  const submission: Submission = { sent: answers, parsed: validation.answers };
  const outcome =
    (await submitAsRead(engine, play, target, block, submission, input, opening)) ??
    (await engine.database
      .transaction((tx) => submit(engine, tx, play, target.id, block, submission, input))
      .catch((error: unknown) => {
        if ((error as { code?: unknown }).code === LOCK_NOT_AVAILABLE) throw new AppError('PATCH_IN_PROGRESS');
        throw error;
      }));
  if (outcome.kind === 'gone') throw new AppError('MODEL_NOT_FOUND');
  if (outcome.kind === 'answered') throw new AppError('INVALID_INPUTS');
  if (outcome.kind === 'keyReused') throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (outcome.kind === 'expired') throw new AppError('LESSON_PAGE_SKIPPED');
  return acceptedView(engine, play, outcome, block);
}

function acceptedView(engine: LessonEngine, play: LessonPlay, outcome: Extract<Outcome, { page: LessonPageRecord }>, block: Block): Promise<LessonPage> {
  play.pages = play.pages.map((page) => (page.id === outcome.page.id ? outcome.page : page));
  if (outcome.scoring) play.lesson = { ...play.lesson, scoring: { global: outcome.scoring } };
  return presentPage(engine, play, outcome.page, block);
}

/**
 * An answered page met again: the same key with the same answers is the
 * replay of the accepted submission (answered again, counted once); the same
 * key with other answers is a client bug, refused rather than silently
 * answered with what was stored.
 */
function replayOf(page: LessonPageRecord, answers: PageAnswers, key: string | undefined): Outcome {
  if (key === undefined || page.submissionKey !== key) return { kind: 'answered' };
  return isDeepStrictEqual(page.inputs?.answers ?? {}, answers) ? { kind: 'replay', page, scoring: null } : { kind: 'keyReused' };
}

/**
 * The common case without a transaction: the page as this request read it is unanswered and in
 * time, so its results are computed from it and stored in one statement that holds only if the
 * page is still as read (answerAsRead). A transaction held across several round trips is what the
 * embedded database serves one at a time, the others waiting (docs/performance.md). Undefined
 * when anything else applies (answered, timed out, changed meanwhile): `submit` decides, locked.
 * A kept play that changed since is read again first (StalePlayError): `submit` trusts the lesson
 * it is handed.
 */
async function submitAsRead(
  engine: LessonEngine,
  play: LessonPlay,
  page: LessonPageRecord,
  block: Block,
  submission: Submission,
  input: AnswerPageInput,
  opening: NewPage | undefined,
): Promise<Outcome | undefined> {
  if (page.state !== 'ACTIVE' || page.answeredAt !== null) return undefined;
  if (isPastDeadline({ startedAt: page.startedAt, limitSeconds: learnerPageLimit(play.lesson, page.timeLimit) }, input.now)) return undefined;
  const results = submissionResults({ block, answers: submission.parsed, hintsUsed: page.hintsUsed, courseType: play.lesson.courseType, sheet: page.sheet });
  const answer: PageAnswer = { state: 'ACTIVE', inputs: { answers: submission.sent }, results, submissionKey: input.idempotencyKey ?? null, now: input.now };
  const saved =
    opening === undefined
      ? await engine.lessonPages.answerAsRead(input.tenantId, page, answer, playWrite(play))
      : await answerAndOpen(engine, play, page, answer, opening);
  if (!saved) {
    if (!play.confirmed) throw new StalePlayError();
    return undefined;
  }
  confirmWrite(play, saved.version);
  return { kind: 'accepted', page: saved.page, scoring: saved.scoring };
}

/** answerAsReadAndOpen, the page it opened (unless another request had) among the play's pages. */
async function answerAndOpen(engine: LessonEngine, play: LessonPlay, page: LessonPageRecord, answer: PageAnswer, opening: NewPage) {
  const saved = await engine.lessonPages.answerAsReadAndOpen(play.request.tenantId, page, answer, opening, playWrite(play));
  if (saved?.opened) recordOpened(play, opening.nodeId, saved.opened);
  return saved;
}

/** Scores and stores a submission in `tx`, the page row locked. */
export async function submit(
  engine: LessonEngine,
  tx: Queryable,
  play: LessonPlay,
  pageId: string,
  block: Block,
  submission: Submission,
  input: AnswerPageInput,
): Promise<Outcome> {
  const { tenantId, now } = input;
  uncheckedWrite(play);
  const page = await engine.lessonPages.lockForAnswer(tenantId, play.lesson.id, pageId, tx);
  if (!page) return { kind: 'gone' };
  if (page.state === 'SKIPPED') return { kind: 'expired' };
  if (page.answeredAt !== null) return replayOf(page, submission.sent, input.idempotencyKey);
  const courseType = play.lesson.courseType;
  if (isPastDeadline({ startedAt: page.startedAt, limitSeconds: learnerPageLimit(play.lesson, page.timeLimit) }, now)) {
    const results = skippedResults({ block, courseType });
    await engine.lessonPages.saveAnswer(tenantId, page.id, { state: 'SKIPPED', inputs: { answers: {} }, results, submissionKey: null, now }, tx);
    await engine.lessons.recomputeScoring(tenantId, play.lesson.id, tx);
    return { kind: 'expired' };
  }
  const results = submissionResults({ block, answers: submission.parsed, hintsUsed: page.hintsUsed, courseType, sheet: page.sheet });
  const saved = await engine.lessonPages.saveAnswer(
    tenantId,
    page.id,
    { state: 'ACTIVE', inputs: { answers: submission.sent }, results, submissionKey: input.idempotencyKey ?? null, now },
    tx,
  );
  const scoring = await engine.lessons.recomputeScoring(tenantId, play.lesson.id, tx);
  return { kind: 'accepted', page: saved, scoring };
}
