import type { ContentState } from '../content/content-states';
import type { DateWindow } from '../opening-window';

/** The states of the program and the course a lesson belongs to. */
export interface ContentStatesOf {
  programState: ContentState;
  courseState: ContentState;
}

export interface LearnerContent extends ContentStatesOf {
  /** The class program's opening window: the class window narrowed by the program's dates (`openingWindow`). */
  window: DateWindow;
}

/**
 * openToLearner's first question, the one the dates do not change: the program or the course is not
 * PUBLISHED (closed or archived by an admin, or never published), so nobody plays it. The program's
 * chain passes through such a course and the end of a program does not wait for it
 * (docs/product/lessons.md#open-to-learners); a reset is refused on it.
 */
export function contentClosed({ programState, courseState }: ContentStatesOf): boolean {
  return programState !== 'PUBLISHED' || courseState !== 'PUBLISHED';
}

/**
 * Whether a course of a class program is open to its learners now, whoever they are
 * (docs/product/lessons.md#open-to-learners). A program or a course that is not PUBLISHED is closed
 * whatever its window says: closing is the admin's decision and outranks the dates.
 */
export type Opening =
  | { kind: 'open' }
  /** The program or the course is not published (closed by an admin, or never published). */
  | { kind: 'closed' }
  /** The window opens later. */
  | { kind: 'upcoming'; opensAt: string }
  /** The window is over. */
  | { kind: 'ended'; endedAt: string };

export function openToLearner({ programState, courseState, window }: LearnerContent, now: Date): Opening {
  if (contentClosed({ programState, courseState })) return { kind: 'closed' };
  if (window.from !== null && now.getTime() < Date.parse(window.from)) return { kind: 'upcoming', opensAt: window.from };
  if (window.to !== null && now.getTime() > Date.parse(window.to)) return { kind: 'ended', endedAt: window.to };
  return { kind: 'open' };
}
