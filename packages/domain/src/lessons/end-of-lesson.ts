import { type LessonState, lessonsUnlockedBy, type ProgramCourseRef, type ProgramCourseSettings, unlockReach } from './lesson-state';
import { type ContentStatesOf, contentClosed } from './open-to-learner';
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

/** A learner's lesson of a class program, as the end of another one reads it, with the states of its program and course. */
export interface ProgramLessonRef extends ContentStatesOf {
  id: string;
  programCourseId: string;
  courseId: string;
  order: number;
  settings: ProgramCourseSettings;
  title: string;
  state: LessonState;
  progress: PageProgress | null;
}

/** An end-of-lesson question (`courses.settings.interactiveActions`): each choice leads to a course of the class program, or `home`. */
export interface InteractiveQuestion {
  label: string;
  choices: { response: string; action: { target: string } }[];
}

export interface ProgramAfterEnd {
  /** The lessons the end unlocks: those still LOCKED become AVAILABLE (closed ones included, for when they reopen). */
  unlock: string[];
  /** The lessons the learner may open next: just unlocked, or already open and not ended; never one of closed content. */
  unlockedLessons: { id: string; title: string }[];
  /** The course's questions as the learner is asked them (openQuestions). */
  interactive: InteractiveQuestion[];
  isEndOfProgram: boolean;
}

/** The learner's lesson a choice's target names: by program course id, or by course id. */
const lessonOfTarget = <L extends Pick<ProgramLessonRef, 'programCourseId' | 'courseId'>>(programLessons: readonly L[], target: string): L | undefined =>
  programLessons.find((other) => other.programCourseId === target || other.courseId === target);

/** The program's courses as the chain of unlocks reads them, each saying whether it is closed to learners. */
const programChain = (programLessons: readonly ProgramLessonRef[]): ProgramCourseRef[] =>
  programLessons.map((other) => ({ id: other.programCourseId, order: other.order, settings: other.settings, closed: contentClosed(other) }));

/**
 * The questions as the learner is asked them: a choice that leads to a course of closed content is
 * left out, and so is a question that loses such a choice and keeps none leading to a course (Home
 * alone asks nothing); a question its author gave Home alone stays as written.
 */
export function openQuestions(questions: readonly InteractiveQuestion[], programLessons: readonly ProgramLessonRef[]): InteractiveQuestion[] {
  return questions.flatMap((question) => {
    const course = (choice: InteractiveQuestion['choices'][number]) => lessonOfTarget(programLessons, choice.action.target);
    const choices = question.choices.filter((choice) => {
      const target = course(choice);
      return target === undefined || !contentClosed(target);
    });
    if (choices.length === question.choices.length) return [question];
    return choices.some((choice) => course(choice) !== undefined) ? [{ ...question, choices }] : [];
  });
}

/**
 * What the end of `ending` opens in its program (docs/product/lessons.md#end-of-lesson), from the
 * learner's lessons of its class program as they were before the end, and the course's questions.
 * A lesson of closed content (contentClosed) is never offered and never holds the program open, and
 * the unlocks pass through it (lessonsUnlockedBy): it can be neither played nor ended while closed.
 */
export function programAfterEnd(
  ending: { id: string; programCourseId: string },
  programLessons: readonly ProgramLessonRef[],
  questions: readonly InteractiveQuestion[] = [],
): ProgramAfterEnd {
  const unlockIds = new Set(lessonsUnlockedBy(programChain(programLessons), ending.programCourseId));
  const targets = programLessons.filter((other) => unlockIds.has(other.programCourseId));
  return {
    unlock: targets.map((target) => target.id),
    unlockedLessons: targets
      .filter((target) => !contentClosed(target) && (target.state === 'LOCKED' || (target.state === 'AVAILABLE' && !isLessonEnded(target))))
      .map((target) => ({ id: target.id, title: target.title })),
    interactive: openQuestions(questions, programLessons),
    // A HIDDEN lesson can never end, nor one of closed content while it is closed: neither holds the program open. The ending lesson is ending.
    isEndOfProgram: programLessons.every((other) => other.id === ending.id || other.state === 'HIDDEN' || isLessonEnded(other) || contentClosed(other)),
  };
}

/**
 * What the learner's choice of `target` at the end of a lesson opens (docs/product/lessons.md#interactive-questions):
 * its lesson is unlocked, and through it, when its content is closed, what it would unlock (unlockReach,
 * as an end's unlocks); the lesson to open is the target's, none when it is closed (the learner goes Home)
 * or when the target names no course of the class program.
 */
export function choiceOpens(programLessons: readonly ProgramLessonRef[], target: string): { unlock: string[]; open: ProgramLessonRef | null } {
  const chosen = lessonOfTarget(programLessons, target);
  if (chosen === undefined) return { unlock: [], open: null };
  const reached = new Set(unlockReach(programChain(programLessons), [chosen.programCourseId]));
  return { unlock: programLessons.filter((other) => reached.has(other.programCourseId)).map((other) => other.id), open: contentClosed(chosen) ? null : chosen };
}
