import type { LessonPage } from '@espace/contracts/lessons';
import { AppError, BadRequestError } from '../http/app-error';
import { endLesson, endOfLessonError } from './end-lesson';
import { type PagePlace, pageAfter, pageBefore } from '@espace/domain/lessons/reachable-pages';
import {
  currentPlace,
  doneNodeIds,
  type LearnerRequest,
  type LessonRepositories,
  type LessonPlay,
  loadBlock,
  openPageAt,
  type Played,
  placeOf,
  StalePlayError,
  withLessonPlay,
} from './lesson-play';
import type { LessonPageRecord } from './lesson-types';
import { presentPage } from './page-view';
import { storeAnswer } from './store-answer';

export interface NavigateInput extends LearnerRequest {
  fromPageId?: string | undefined;
}

/** The page Next or Previous moves from: the one named, else the learner's current page; and where it stands. */
function fromPage(play: LessonPlay, fromPageId: string | undefined): { page: LessonPageRecord | undefined; place: PagePlace } {
  const nodeId = fromPageId === undefined ? play.lesson.currentNodeId : play.pages.find((candidate) => candidate.id === fromPageId)?.nodeId;
  const place = fromPageId === undefined ? currentPlace(play) : placeOf(play, fromPageId);
  return { page: play.pages.find((candidate) => candidate.nodeId === nodeId), place };
}

/**
 * Slides and tincan pages need no answer (docs/product/lessons.md#next: an empty patch):
 * going next completes them; an exercise must be answered first. The play after it: the page done.
 */
async function ensureAnswered(repositories: LessonRepositories, play: LessonPlay, page: LessonPageRecord | undefined): Promise<LessonPlay> {
  if (!page) throw new AppError('MODEL_NOT_FOUND');
  if (page.answeredAt !== null) return play;
  const block = await loadBlock(repositories, play.request.tenantId, page.blockId);
  if (block.type === 'exercice') {
    throw new BadRequestError([{ path: 'query.fromPageId', message: 'This page is not answered yet: send PATCH pages/current first' }]);
  }
  // A concurrent empty patch may win the page, or its time run out: whatever the outcome, the page is then done.
  try {
    return (await storeAnswer(repositories, play, page, block, { kind: 'next' })).play;
  } catch (error) {
    if (error instanceof StalePlayError) throw error;
    return { ...play, version: null };
  }
}

/** Where Next from `from` leads (pageAfter), on the play's pages as done now. */
export const indexAfter = (play: LessonPlay, from: PagePlace): number | 'end' => pageAfter(play.sequence, doneNodeIds(play), from);

/** Opens the page at `index` and answers it as the learner sees it. */
export async function openAndPresent(repositories: LessonRepositories, play: LessonPlay, index: number): Promise<Played<LessonPage>> {
  const opened = await openPageAt(repositories, play, index);
  return { play: opened.play, result: await presentPage(repositories, opened.play, opened.page, opened.block) };
}

/** POST pages/next: the page after `fromPageId`, or the end of the lesson (NO_LESSON_PAGE_AVAILABLE). */
export function nextPage(repositories: LessonRepositories, input: NavigateInput): Promise<LessonPage> {
  return withLessonPlay(repositories, input, async (play) => {
    const from = fromPage(play, input.fromPageId);
    const done = await ensureAnswered(repositories, play, from.page);
    const target = indexAfter(done, from.place);
    if (target === 'end') throw endOfLessonError((await endLesson(repositories, done)).result);
    return openAndPresent(repositories, done, target);
  });
}

/** POST pages/previous: the page before `fromPageId`; MODEL_NOT_FOUND at the first page. */
export function previousPage(repositories: LessonRepositories, input: NavigateInput): Promise<LessonPage> {
  return withLessonPlay(repositories, input, (play) => {
    const target = pageBefore(fromPage(play, input.fromPageId).place);
    if (target < 0) throw new AppError('MODEL_NOT_FOUND');
    return openAndPresent(repositories, play, target);
  });
}
