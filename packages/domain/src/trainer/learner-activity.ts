import type { LessonState } from '../lessons/lesson-state';
import { isLessonEnded, type PageProgress } from '../lessons/progress';

/**
 * Whether a learner of a class has finished and whether they have gone quiet: the roster's status
 * and « late » view, and the trainer's « À suivre » (docs/trainers.md) read them from here.
 */

/** How long without activity, in an open class, makes a learner late (docs/trainers.md). */
const LATE_AFTER_DAYS = 7;
const DAY_MS = 86_400_000;

/** What says whether a lesson is over. */
export interface LessonEndFacts {
  state: LessonState;
  progress: PageProgress | null;
}

/** HIDDEN lessons are not the learner's to play: they count for nothing. */
export const lessonCounts = (lesson: { state: LessonState }) => lesson.state !== 'HIDDEN';

/** Every lesson that counts is done or over, and there is one at least. */
export function finishedEverything(lessons: readonly LessonEndFacts[]): boolean {
  const counted = lessons.filter(lessonCounts);
  return counted.length > 0 && counted.every((lesson) => lesson.state === 'DONE' || isLessonEnded(lesson));
}

/**
 * Whether the learner has begun any lesson that counts: opened it or answered a page of it. The
 * roster's « not started » status and « À suivre »'s reason are the contrary.
 */
export function startedAny(lessons: readonly (LessonEndFacts & { startedAt: Date | null })[]): boolean {
  return lessons.some((lesson) => lessonCounts(lesson) && (lesson.startedAt !== null || lesson.progress !== null));
}

/** Whole days from `since` to `now`. */
export const wholeDaysSince = (since: Date, now: Date) => Math.floor((now.getTime() - since.getTime()) / DAY_MS);

/**
 * The whole days a learner has gone without activity, when that makes them late: more than
 * LATE_AFTER_DAYS while the class is open and they have not finished; otherwise null. Their
 * activity is the last page they answered or opened, else their enrolment.
 */
export function daysInactive(learner: { lastActivityAt: Date | null; enrolledAt: Date }, finished: boolean, classOpen: boolean, now: Date): number | null {
  const since = (learner.lastActivityAt ?? learner.enrolledAt).getTime();
  return classOpen && !finished && since < lateIfQuietSince(now).getTime() ? Math.floor((now.getTime() - since) / DAY_MS) : null;
}

/**
 * The moment a learner's activity (else their enrolment) must be before for them to be late now:
 * daysInactive's bound, for the roster's query that filters its « late » view with it.
 */
export const lateIfQuietSince = (now: Date) => new Date(now.getTime() - LATE_AFTER_DAYS * DAY_MS);
