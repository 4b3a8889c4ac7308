import type { LessonState } from './lesson-state';
import { type ContentStatesOf, contentClosed } from './open-to-learner';

/** A learner's lesson of the class program a reset would start again. */
export interface ResetLesson extends ContentStatesOf {
  state: LessonState;
  /** The course's title, which the refusal names. */
  title: string;
}

/** Why a reset is refused: its program is closed, or some of its courses are (their titles, in the order given). */
export type ResetRefusal = { kind: 'programClosed' } | { kind: 'coursesClosed'; courses: string[] };

/**
 * Whether a learner's class program may be started again (docs/product/lessons.md#reset), by the
 * learner or by a trainer: not while its program or one of the courses the learner has a lesson of
 * is closed to learners (contentClosed). The learner could not play such a course again, so a reset
 * would only take away what they achieved there; it waits for the content to be published again. A
 * HIDDEN lesson holds nothing and does not count. Null when the reset may go ahead.
 */
export function programResetRefusal(lessons: readonly ResetLesson[]): ResetRefusal | null {
  const counted = lessons.filter((lesson) => lesson.state !== 'HIDDEN');
  if (counted.some((lesson) => lesson.programState !== 'PUBLISHED')) return { kind: 'programClosed' };
  const courses = counted.filter((lesson) => contentClosed(lesson)).map((lesson) => lesson.title);
  return courses.length === 0 ? null : { kind: 'coursesClosed', courses: [...new Set(courses)] };
}
