import type { LessonPage } from '@espace/contracts/lessons';
import { firstPageOfSection } from '@espace/domain/lessons/course-tree';
import { AppError } from '../http/app-error';
import { mayOpenPage } from '@espace/domain/lessons/reachable-pages';
import { awaitsStart } from '@espace/domain/lessons/timers';
import {
  currentPlace,
  doneNodeIds,
  type LearnerRequest,
  type LessonRepositories,
  type LessonPlay,
  openedIndex,
  openPageAt,
  placeOf,
  type Played,
  withLessonPlay,
} from './lesson-play';
import { presentPage } from './page-view';

export interface GetCurrentPageInput extends LearnerRequest {
  fromPageId?: string | undefined;
  fromSectionId?: string | undefined;
  /** The learner agreed to start the lesson's clock: a timed lesson never opened opens only with it. */
  start?: boolean | undefined;
}

/**
 * The page the learner is on (or the one asked for by page or section, if every page before
 * it is done: reachable-pages.ts), created on first open; opening marks the lesson started
 * and ONGOING. A timed lesson never opened is opened only with `start`, the learner's go: its
 * first opening starts its clock, so without it the learner is asked first
 * (TIMED_LESSON_NOT_STARTED, docs/product/lessons.md#timed-lessons). From the learner's kept play, if any: a page shown again writes nothing, and
 * withLessonPlay checks that play is still current.
 */
export function getCurrentPage(repositories: LessonRepositories, input: GetCurrentPageInput): Promise<LessonPage> {
  return withLessonPlay(repositories, input, (play) => currentPageOf(repositories, play, input));
}

async function currentPageOf(repositories: LessonRepositories, play: LessonPlay, input: GetCurrentPageInput): Promise<Played<LessonPage>> {
  if (play.sequence.length === 0) throw new AppError('MODEL_NOT_FOUND');
  let index = openedIndex(play, currentPlace(play));
  if (input.fromPageId !== undefined) index = openedIndex(play, placeOf(play, input.fromPageId));
  else if (input.fromSectionId !== undefined) {
    index = firstPageOfSection(play.sequence, input.fromSectionId);
    if (index < 0) throw new AppError('MODEL_NOT_FOUND');
  }
  if (!mayOpenPage(play.sequence, doneNodeIds(play), index, new Set(play.pages.map((page) => page.nodeId)))) {
    const path = input.fromPageId !== undefined ? 'query.fromPageId' : 'query.fromSectionId';
    throw new AppError('Forbidden', [{ path, message: 'The pages before this one are not done yet' }]);
  }
  const { startedAt, timeLimit } = play.lesson;
  if (input.start !== true && awaitsStart({ startedAt, limitSeconds: timeLimit })) throw new AppError('TIMED_LESSON_NOT_STARTED', undefined, { timeLimit });
  const opened = await openPageAt(repositories, play, index);
  return { play: opened.play, result: await presentPage(repositories, opened.play, opened.page, opened.block) };
}
