import type { AnswerAndNext } from '@espace/contracts/lessons';
import { asksBeforeOpening } from '@espace/domain/lessons/lesson-outline';
import { AppError } from '../http/app-error';
import { type AnswerPageInput, answerOn } from './answer-page';
import { endLesson } from './end-lesson';
import type { PagePlace } from '@espace/domain/lessons/reachable-pages';
import { type LessonPlay, learnerPageLimit, type LessonRepositories, newPageFor, type Played, placeOf, StalePlayError, withLessonPlay } from './lesson-play';
import type { NewPage } from './lesson-pages-repository';
import { indexAfter, openAndPresent } from './navigate-pages';

export interface AnswerAndNextInput extends AnswerPageInput {
  /** The page on screen: the one answered, and the one Next moves from. */
  fromPageId: string;
}

/** Whether the page at `index` is a timed page never opened, whose clock only the learner starts. */
function asksFirst(play: LessonPlay, index: number): boolean {
  const slot = play.sequence[index];
  if (!slot) return false;
  const opened = play.pages.some((page) => page.nodeId === slot.nodeId);
  return asksBeforeOpening({ timeLimit: learnerPageLimit(play.lesson, slot.timeLimit), state: opened ? 'seen' : 'new' });
}

/**
 * The page to create in the answer's own statement (answerOn): the one right after the page at
 * `from`, where Next leads once it is answered, when it was never opened and opens without asking
 * first. Undefined otherwise (the end, a page met again, a timed page, a block gone): opened
 * after the answer, as pages/next opens it.
 */
async function openedWithTheAnswer(repositories: LessonRepositories, play: LessonPlay, from: PagePlace): Promise<NewPage | undefined> {
  const index = from.left ? from.at : from.at + 1;
  const slot = play.sequence[index];
  if (!slot || play.pages.some((page) => page.nodeId === slot.nodeId) || asksFirst(play, index)) return undefined;
  const block = await repositories.courseContent.findBlock(play.request.tenantId, slot.blockId);
  return block && newPageFor(play, slot, index, block);
}

/**
 * POST pages/answer-and-next (docs/product/lessons.md#next): Next on a page not answered yet in one
 * round trip, rather than PATCH pages/current and then POST pages/next. The
 * answer follows PATCH's rules (checked, scored on the server, stored once, a replay of its
 * Idempotency-Key answered again) and is committed on its own; then the page after it opens as
 * pages/next would open it, or the lesson ends. Nothing past the answer is required of this call:
 * before a timed page never opened, and when moving on is refused (the opening window closed in
 * between), it answers the answered page alone (`next` and `end` null) and the player goes on as
 * after a Check, through pages/next, which asks the timed question or says why it cannot.
 */
export function answerAndNext(repositories: LessonRepositories, input: AnswerAndNextInput): Promise<AnswerAndNext> {
  return withLessonPlay(repositories, input, (play) => answerAndNextOn(repositories, play, input));
}

async function answerAndNextOn(repositories: LessonRepositories, play: LessonPlay, input: AnswerAndNextInput): Promise<Played<AnswerAndNext>> {
  const onScreen = play.pages.find((page) => page.id === input.fromPageId);
  if (!onScreen) throw new AppError('MODEL_NOT_FOUND');
  const { play: answeredPlay, view: answered } = await answerOn(
    repositories,
    play,
    onScreen,
    input,
    await openedWithTheAnswer(repositories, play, placeOf(play, onScreen.id)),
  );
  const answeredAlone = { play: answeredPlay, result: { answered, next: null, end: null } };
  const target = indexAfter(answeredPlay, placeOf(answeredPlay, answered.id));
  if (target !== 'end' && asksFirst(answeredPlay, target)) return answeredAlone;
  try {
    if (target === 'end') {
      const ended = await endLesson(repositories, answeredPlay);
      return { play: ended.play, result: { answered, next: null, end: ended.result } };
    }
    const opened = await openAndPresent(repositories, answeredPlay, target);
    return { play: opened.play, result: { answered, next: opened.result, end: null } };
  } catch (error) {
    // The answer is stored: when opening the page after is refused, or the lesson changed meanwhile
    // (StalePlayError: the answer must not run again), the player goes on through pages/next.
    if (error instanceof AppError || error instanceof StalePlayError) return answeredAlone;
    throw error;
  }
}
