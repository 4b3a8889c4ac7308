/** What the end of a lesson (docs/product/lessons.md#end-of-lesson) needs to know about a finished lesson. */
export interface LessonEnd {
  actions: { interactive: readonly unknown[]; unlockedLessons: readonly unknown[] };
  isEndOfProgram: boolean;
}

export type EndOfLessonScreen = 'questions' | 'actions' | 'evaluation' | 'home';

/**
 * docs/product/lessons.md#end-of-lesson, in order: the interactive questions, else the unlocked lessons,
 * else the program evaluation when the program is over and not reviewed yet,
 * else home. `hasReview` is only read in the third case (so it may be looked
 * up lazily).
 */
export function endOfLessonScreen(end: LessonEnd, hasReview: () => boolean): EndOfLessonScreen {
  if (end.actions.interactive.length > 0) return 'questions';
  if (end.actions.unlockedLessons.length > 0) return 'actions';
  if (end.isEndOfProgram && !hasReview()) return 'evaluation';
  return 'home';
}

/** Whether the end of program leads to the evaluation: checked only once the first two screens are ruled out. */
export function needsReviewLookup(end: LessonEnd): boolean {
  return end.actions.interactive.length === 0 && end.actions.unlockedLessons.length === 0 && end.isEndOfProgram;
}
