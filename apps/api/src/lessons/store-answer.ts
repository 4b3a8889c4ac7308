import { isDeepStrictEqual } from 'node:util';
import type { PageAnswers } from '@espace/contracts/lessons';
import { noAnswers, type ParsedAnswers } from '@espace/domain/content/answers';
import { isPastDeadline } from '@espace/domain/lessons/timers';
import type { Queryable } from '../db/database';
import { AppError } from '../http/app-error';
import {
  type Block,
  confirmedAt,
  forUncheckedWrite,
  type LessonRepositories,
  type LessonPlay,
  learnerPageLimit,
  playWrite,
  StalePlayError,
  withOpenedPage,
  withPage,
} from './lesson-play';
import type { NewPage, PageAnswer } from './lesson-pages-repository';
import type { LessonPageRecord, Score } from './lesson-types';
import { skippedResults, submissionResults } from './submission-results';

/**
 * Every answer a lesson page takes is stored here, whoever gives it (docs/lesson-engine.md#answering-a-page-and-concurrency):
 * - `learner`: the answers the learner sent (PATCH pages/current, pages/answer-and-next), scored on
 *   the server; `opening`, a page to create in the answer's own statement;
 * - `next`: Next past a page that takes no answer (a slide, a tincan page), which completes it;
 * - `statement`: an xAPI or cmi5 statement of a tincan page's activity, with its scaled score.
 * A page whose time ran out when the learner's answer arrives is stored as SKIPPED instead.
 */
export type AnswerFrom =
  | { kind: 'learner'; submission: Submission; key: string | undefined; opening?: NewPage | undefined }
  | { kind: 'next' }
  | { kind: 'statement'; scaled: number | null; statementId: string };

/** A submission's answers: as sent (stored, and compared with a replay's), and as checked once against the page's rows (scored). */
interface Submission {
  sent: PageAnswers;
  parsed: ParsedAnswers;
}

/** What became of a learner's answer, or of Next's on a page that takes none. */
export type AnswerOutcome =
  | { kind: 'accepted'; page: LessonPageRecord }
  | { kind: 'replay'; page: LessonPageRecord }
  | { kind: 'answered' }
  | { kind: 'keyReused' }
  | { kind: 'expired' }
  | { kind: 'gone' };

/** What became of a statement's outcome: the page completed, its score changed, or nothing. */
export type StatementOutcome = 'completed' | 'rescored' | 'unchanged';

/** PostgreSQL lock_not_available: another submission holds the page (FOR UPDATE NOWAIT). */
const LOCK_NOT_AVAILABLE = '55P03';

/** Submission keys of pages a statement completed: their score may still follow from a later statement. */
const BY_STATEMENT = 'xapi:';

/**
 * Stores an answer to `page`, a live page of `play`, and answers the play as the write left it (the
 * page as stored, the lesson's score) with what became of it. Exactly one of concurrent answers is
 * stored: the learner's in one statement that holds only if the page is still as read, else with
 * the page row locked (docs/lesson-engine.md#answering-a-page-and-concurrency).
 */
export function storeAnswer(
  repositories: LessonRepositories,
  play: LessonPlay,
  page: LessonPageRecord,
  block: Block,
  from: Extract<AnswerFrom, { kind: 'learner' | 'next' }>,
): Promise<{ play: LessonPlay; outcome: AnswerOutcome }>;
export function storeAnswer(
  repositories: LessonRepositories,
  play: LessonPlay,
  page: LessonPageRecord,
  block: Block,
  from: Extract<AnswerFrom, { kind: 'statement' }>,
): Promise<{ play: LessonPlay; outcome: StatementOutcome }>;
export async function storeAnswer(
  repositories: LessonRepositories,
  play: LessonPlay,
  page: LessonPageRecord,
  block: Block,
  from: AnswerFrom,
): Promise<{ play: LessonPlay; outcome: AnswerOutcome | StatementOutcome }> {
  if (from.kind === 'statement') return { play, outcome: await storeStatementOutcome(repositories, play, page, block, from) };
  const learner = from.kind === 'learner' ? from : { submission: { sent: {}, parsed: noAnswers }, key: undefined, opening: undefined };
  const asRead = await storeAsRead(repositories, play, page, block, learner);
  if (asRead) return asRead;
  const unchecked = forUncheckedWrite(play);
  const { outcome, score } = await repositories.database
    .transaction((tx) => storeLocked(repositories, tx, unchecked, page.id, block, learner))
    .catch((error: unknown) => {
      if ((error as { code?: unknown }).code === LOCK_NOT_AVAILABLE) throw new AppError('PATCH_IN_PROGRESS');
      throw error;
    });
  if (outcome.kind !== 'accepted' && outcome.kind !== 'replay') return { play: unchecked, outcome };
  return { play: withScore(withPage(unchecked, outcome.page), score), outcome };
}

type LearnerAnswer = Omit<Extract<AnswerFrom, { kind: 'learner' }>, 'kind'>;

function withScore(play: LessonPlay, score: Score | null): LessonPlay {
  return score === null ? play : { ...play, lesson: { ...play.lesson, scoring: { global: score } } };
}

/**
 * The common case without a transaction: the page as this request read it is unanswered and in
 * time, so its results are computed from it and stored in one statement that holds only if the
 * page is still as read (answerAsRead). A transaction held across several round trips is what the
 * embedded database serves one at a time, the others waiting (docs/performance.md). Undefined
 * when anything else applies (answered, timed out, changed meanwhile): `storeLocked` decides.
 * A kept play that changed since is read again first (StalePlayError): `storeLocked` trusts the
 * lesson it is handed.
 */
async function storeAsRead(
  repositories: LessonRepositories,
  play: LessonPlay,
  page: LessonPageRecord,
  block: Block,
  { submission, key, opening }: LearnerAnswer,
): Promise<{ play: LessonPlay; outcome: AnswerOutcome } | undefined> {
  const { tenantId, now } = play.request;
  if (page.state !== 'ACTIVE' || page.answeredAt !== null) return undefined;
  if (isPastDeadline({ startedAt: page.startedAt, limitSeconds: learnerPageLimit(play.lesson, page.timeLimit) }, now)) return undefined;
  const results = submissionResults({ block, answers: submission.parsed, hintsUsed: page.hintsUsed, courseType: play.lesson.courseType, sheet: page.sheet });
  const answer: PageAnswer = { state: 'ACTIVE', inputs: { answers: submission.sent }, results, submissionKey: key ?? null, now };
  const write = playWrite(play);
  const saved = opening === undefined ? await repositories.lessonPages.answerAsRead(tenantId, page, answer, write) : undefined;
  const savedAndOpened = opening === undefined ? undefined : await repositories.lessonPages.answerAsReadAndOpen(tenantId, page, answer, opening, write);
  const stored = saved ?? savedAndOpened;
  if (!stored) {
    if (!play.confirmed) throw new StalePlayError();
    return undefined;
  }
  // The page opened with the answer, unless another request had opened it.
  const opened = opening !== undefined && savedAndOpened?.opened ? withOpenedPage(play, opening.nodeId, savedAndOpened.opened) : play;
  return { play: confirmedAt(withScore(withPage(opened, stored.page), stored.scoring), stored.version), outcome: { kind: 'accepted', page: stored.page } };
}

/**
 * An answered page met again: the same key with the same answers is the replay of the accepted
 * submission (answered again, counted once); the same key with other answers is a client bug,
 * refused rather than silently answered with what was stored.
 */
export function replayOf(page: LessonPageRecord, answers: PageAnswers, key: string | undefined): AnswerOutcome {
  if (key === undefined || page.submissionKey !== key) return { kind: 'answered' };
  return isDeepStrictEqual(page.inputs?.answers ?? {}, answers) ? { kind: 'replay', page } : { kind: 'keyReused' };
}

/** Scores and stores the answer in `tx`, the page row locked without waiting: a page timed out meanwhile is stored as SKIPPED. */
async function storeLocked(
  repositories: LessonRepositories,
  tx: Queryable,
  play: LessonPlay,
  pageId: string,
  block: Block,
  { submission, key }: LearnerAnswer,
): Promise<{ outcome: AnswerOutcome; score: Score | null }> {
  const { tenantId, now } = play.request;
  const page = await repositories.lessonPages.lockForAnswer(tenantId, play.lesson.id, pageId, tx);
  if (!page) return { outcome: { kind: 'gone' }, score: null };
  if (page.state === 'SKIPPED') return { outcome: { kind: 'expired' }, score: null };
  if (page.answeredAt !== null) return { outcome: replayOf(page, submission.sent, key), score: null };
  const courseType = play.lesson.courseType;
  if (isPastDeadline({ startedAt: page.startedAt, limitSeconds: learnerPageLimit(play.lesson, page.timeLimit) }, now)) {
    const results = skippedResults({ block, courseType });
    await repositories.lessonPages.saveAnswer(tenantId, page.id, { state: 'SKIPPED', inputs: { answers: {} }, results, submissionKey: null, now }, tx);
    await repositories.lessons.recomputeScoring(tenantId, play.lesson.id, tx);
    return { outcome: { kind: 'expired' }, score: null };
  }
  const results = submissionResults({ block, answers: submission.parsed, hintsUsed: page.hintsUsed, courseType, sheet: page.sheet });
  const answer: PageAnswer = { state: 'ACTIVE', inputs: { answers: submission.sent }, results, submissionKey: key ?? null, now };
  const saved = await repositories.lessonPages.saveAnswer(tenantId, page.id, answer, tx);
  return { outcome: { kind: 'accepted', page: saved }, score: await repositories.lessons.recomputeScoring(tenantId, play.lesson.id, tx) };
}

/**
 * A statement completes its tincan page as Next would, scored from the activity's scaled score,
 * once; a later statement with a score rescores a page a statement completed, until the lesson ends
 * (an activity may say completed before passed). The page row is locked waiting for a learner's
 * answer in progress (docs/xapi.md, "Statements drive the page"); a page whose time ran out is the
 * learner's answer's to store.
 */
async function storeStatementOutcome(
  repositories: LessonRepositories,
  play: LessonPlay,
  page: LessonPageRecord,
  block: Block,
  { scaled, statementId }: Extract<AnswerFrom, { kind: 'statement' }>,
): Promise<StatementOutcome> {
  const { tenantId, now } = play.request;
  return repositories.database.transaction(async (tx) => {
    const locked = await repositories.lessonPages.lockForStatement(tenantId, play.lesson.id, page.id, tx);
    if (!locked) return 'unchanged';
    const sheet = scaled === null ? locked.sheet : { ...locked.sheet, tincanScaled: scaled };
    const results = submissionResults({ block, answers: noAnswers, hintsUsed: locked.hintsUsed, courseType: play.lesson.courseType, sheet });
    if (locked.answeredAt === null) {
      if (isPastDeadline({ startedAt: locked.startedAt, limitSeconds: learnerPageLimit(play.lesson, locked.timeLimit) }, now)) return 'unchanged';
      if (scaled !== null) await repositories.lessonPages.setTincanScore(tenantId, play.lesson.id, page.id, scaled, tx);
      const answer: PageAnswer = { state: 'ACTIVE', inputs: { answers: {} }, results, submissionKey: `${BY_STATEMENT}${statementId}`, now };
      await repositories.lessonPages.saveAnswer(tenantId, page.id, answer, tx);
      await repositories.lessons.recomputeScoring(tenantId, play.lesson.id, tx);
      return 'completed';
    }
    const rescorable = locked.submissionKey?.startsWith(BY_STATEMENT) === true && play.lesson.progress !== 'COMPLETED';
    if (!rescorable || scaled === null || locked.sheet.tincanScaled === scaled) return 'unchanged';
    await repositories.lessonPages.rescoreTincan(tenantId, page.id, scaled, results, tx);
    await repositories.lessons.recomputeScoring(tenantId, play.lesson.id, tx);
    return 'rescored';
  });
}
