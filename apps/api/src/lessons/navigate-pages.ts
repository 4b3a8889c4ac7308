import type { LessonPage } from '@espace/contracts/lessons';
import { AppError, BadRequestError } from '../http/app-error';
import { emptySubmission, submit } from './answer-page';
import { endLesson, endOfLessonError } from './end-lesson';
import { firstUndonePage } from '@espace/domain/lessons/reachable-pages';
import { currentIndex, doneNodeIds, indexOfPage, type LearnerRequest, type LessonEngine, type LessonPlay, loadBlock, openPageAt, uncheckedWrite, withLessonPlay } from './lesson-play';
import { presentPage } from './page-view';

export interface NavigateInput extends LearnerRequest {
  fromPageId?: string | undefined;
}

const fromIndex = (play: LessonPlay, fromPageId: string | undefined) => (fromPageId === undefined ? currentIndex(play) : indexOfPage(play, fromPageId));

/**
 * Slides and tincan pages need no answer (docs/product/lessons.md#next: an empty patch):
 * going next completes them; an exercise must be answered first.
 */
async function ensureAnswered(engine: LessonEngine, play: LessonPlay, index: number): Promise<void> {
  const slot = play.sequence[index];
  const page = slot && play.pages.find((candidate) => candidate.nodeId === slot.nodeId);
  if (!page) throw new AppError('MODEL_NOT_FOUND');
  if (page.answeredAt !== null) return;
  const block = await loadBlock(engine, play.request.tenantId, page.blockId);
  if (block.type === 'exercice') {
    throw new BadRequestError([{ path: 'query.fromPageId', message: 'This page is not answered yet: send PATCH pages/current first' }]);
  }
  // A concurrent empty patch may win the page; whatever the outcome, the page is then done.
  uncheckedWrite(play);
  const outcome = await engine.database
    .transaction((tx) => submit(engine, tx, play, page.id, block, emptySubmission, { ...play.request, body: {}, idempotencyKey: undefined }))
    .catch(() => undefined);
  if (outcome?.kind === 'accepted') play.pages = play.pages.map((candidate) => (candidate.id === page.id ? outcome.page : candidate));
}

/**
 * Where Next from the page at `from` leads: the page after it; past the last page, the first one
 * left undone (the lesson ends only when every page is done), else the end.
 */
export function indexAfter(play: LessonPlay, from: number): number | 'end' {
  if (from + 1 < play.sequence.length) return from + 1;
  const undone = firstUndonePage(play.sequence, doneNodeIds(play));
  return undone < 0 || undone === from ? 'end' : undone;
}

/** Opens the page at `index` and answers it as the learner sees it. */
export async function openAndPresent(engine: LessonEngine, play: LessonPlay, index: number): Promise<LessonPage> {
  const { page, block } = await openPageAt(engine, play, index);
  return presentPage(engine, play, page, block);
}

/** POST pages/next: the page after `fromPageId`, or the end of the lesson (NO_LESSON_PAGE_AVAILABLE). */
export function nextPage(engine: LessonEngine, input: NavigateInput): Promise<LessonPage> {
  return withLessonPlay(engine, input, async (play) => {
    const from = fromIndex(play, input.fromPageId);
    await ensureAnswered(engine, play, from);
    const target = indexAfter(play, from);
    if (target === 'end') throw endOfLessonError(await endLesson(engine, play));
    return openAndPresent(engine, play, target);
  });
}

/** POST pages/previous: the page before `fromPageId`; MODEL_NOT_FOUND at the first page. */
export function previousPage(engine: LessonEngine, input: NavigateInput): Promise<LessonPage> {
  return withLessonPlay(engine, input, (play) => {
    const from = fromIndex(play, input.fromPageId);
    if (from === 0) throw new AppError('MODEL_NOT_FOUND');
    return openAndPresent(engine, play, from - 1);
  });
}
