import type { BlockType } from '../content/block-types';
import type { FeedbackKind } from '../exercises/feedback-kinds';
import { isLessonEnded, type LessonEnding } from './progress';

/**
 * How a page of an ended lesson went, as its results screen lists it
 * (docs/product/lessons.md#results): right, partly right or wrong by its answer's kind, `done`
 * for an answered page that gives no verdict (an activity, an exercise without scored rows), and
 * `unanswered` for a page the learner never answered (the lesson's time ran out first).
 */
export const pageOutcomes = ['right', 'partly', 'wrong', 'done', 'unanswered'] as const;
export type PageOutcome = (typeof pageOutcomes)[number];

const outcomeOfKind: Record<FeedbackKind, PageOutcome> = { correct: 'right', partialy_correct: 'partly', incorrect: 'wrong' };

export function pageOutcome(page: { answered: boolean; kind: FeedbackKind | null }): PageOutcome {
  if (!page.answered) return 'unanswered';
  return page.kind === null ? 'done' : outcomeOfKind[page.kind];
}

/** The pages a results screen lists: those that take answers or run a scored activity; slides are only read. */
export function listedOnResults(blockType: BlockType | null): boolean {
  return blockType === 'exercice' || blockType === 'tincan';
}

/**
 * Whether a lesson has its results (docs/product/lessons.md#results): once it is ended, and once its
 * class program closed before it ended (EXPIRED), so that every lesson the learner can no longer play
 * shows what they did in it. A lesson that may still be played has none yet.
 */
export function hasResults(lesson: LessonEnding): boolean {
  return isLessonEnded(lesson) || lesson.state === 'EXPIRED';
}

/**
 * How a lesson with results came to its end: `finished` past its last page, `timeUp` when its time
 * limit ran out first (SKIPPED), `closed` when its class program closed first (EXPIRED). Only a
 * finished lesson goes on with the end-of-lesson screens (docs/product/lessons.md#end-of-lesson):
 * the others opened nothing to go on with.
 */
export type LessonEndingKind = 'finished' | 'timeUp' | 'closed';

export function lessonEndingKind(lesson: LessonEnding): LessonEndingKind {
  if (lesson.progress === 'COMPLETED') return 'finished';
  if (lesson.state === 'SKIPPED') return 'timeUp';
  return lesson.state === 'EXPIRED' ? 'closed' : 'finished';
}
