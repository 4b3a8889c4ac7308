import { type LessonState, lessonsUnlockedBy, type ProgramCourseSettings } from './lesson-state';
import { isLessonEnded, type PageProgress } from './progress';

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

/** A learner's lesson of a class program, as the end of another one reads it. */
export interface ProgramLessonRef {
  id: string;
  programCourseId: string;
  order: number;
  settings: ProgramCourseSettings;
  title: string;
  state: LessonState;
  progress: PageProgress | null;
}

export interface ProgramAfterEnd {
  /** The lessons the end unlocks: those still LOCKED become AVAILABLE. */
  unlock: string[];
  /** The lessons the learner may open next: just unlocked, or already open and not ended. */
  unlockedLessons: { id: string; title: string }[];
  isEndOfProgram: boolean;
}

/**
 * What the end of `ending` opens in its program (docs/product/lessons.md#end-of-lesson), from the
 * learner's lessons of its class program as they were before the end.
 */
export function programAfterEnd(ending: { id: string; programCourseId: string }, programLessons: readonly ProgramLessonRef[]): ProgramAfterEnd {
  const unlockIds = new Set(lessonsUnlockedBy(programLessons.map((other) => ({ id: other.programCourseId, order: other.order, settings: other.settings })), ending.programCourseId));
  const targets = programLessons.filter((other) => unlockIds.has(other.programCourseId));
  return {
    unlock: targets.map((target) => target.id),
    unlockedLessons: targets
      .filter((target) => target.state === 'LOCKED' || (target.state === 'AVAILABLE' && !isLessonEnded(target)))
      .map((target) => ({ id: target.id, title: target.title })),
    // A HIDDEN lesson can never end: it does not hold the program open. The ending lesson is ending.
    isEndOfProgram: programLessons.every((other) => other.id === ending.id || other.state === 'HIDDEN' || isLessonEnded(other)),
  };
}
