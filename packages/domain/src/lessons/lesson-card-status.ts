import type { DateWindow } from '../opening-window';
import { type LessonState, lessonAccess } from './lesson-state';
import type { ContentStatesOf } from './open-to-learner';
import { LATENCY_GRACE_SECONDS } from './timers';

/**
 * What a course row of Home says and offers: the action follows what the lesson
 * engine would really allow now (lessonAccess, the rule the server applies), so Start is never
 * offered on a lesson that would answer "Accès refusé" or "Temps écoulé".
 */
export type LessonCardStatus =
  /** The program or the course is closed: what the learner achieved stays, nothing to do. */
  | { kind: 'closed' }
  /** The class program opens later: no action, the opening date instead. */
  | { kind: 'upcoming'; opensAt: string }
  /** Unlocked by finishing another course of the program. */
  | { kind: 'locked' }
  | { kind: 'start' }
  | { kind: 'continue' }
  | { kind: 'done' }
  /** The window closed before the lesson was finished. */
  | { kind: 'expired' }
  /** The lesson's time limit ran out. */
  | { kind: 'timeUp' };

export interface LessonCardInput extends ContentStatesOf {
  state: LessonState;
  startedAt: string | null;
  /** Seconds. */
  timeLimit: number | null;
  /** SKIPPED or COMPLETED (docs/product/lessons.md#lesson-states). */
  ended: boolean;
}

export function lessonCardStatus(lesson: LessonCardInput, window: DateWindow, now: Date): LessonCardStatus {
  const { programState, courseState } = lesson;
  const access = lessonAccess({
    state: lesson.state,
    window,
    startedAt: lesson.startedAt === null ? null : new Date(lesson.startedAt),
    timeLimit: lesson.timeLimit,
    now,
    programState,
    courseState,
  });
  if (access.kind === 'closed') return { kind: 'closed' };
  if (lesson.state === 'SKIPPED') return { kind: 'timeUp' };
  if (lesson.state === 'EXPIRED') return { kind: 'expired' };
  if (lesson.state === 'DONE' || lesson.ended) return { kind: 'done' };
  if (access.kind === 'skipped') return access.record === 'SKIPPED' ? { kind: 'timeUp' } : { kind: 'expired' };
  if (access.kind === 'upcoming') return { kind: 'upcoming', opensAt: access.opensAt };
  if (access.kind === 'forbidden') return { kind: 'locked' };
  return lesson.startedAt === null ? { kind: 'start' } : { kind: 'continue' };
}

/**
 * The first instant after `now` at which `lessonCardStatus` may say something else with the same
 * lesson: its window opening or closing, or its time limit running out; null when only a change
 * of the lesson itself can. A status kept since `now` (a page rendered on the server and kept,
 * docs/performance.md) holds until then.
 */
export function lessonCardStatusChangesAt(lesson: LessonCardInput, window: DateWindow, now: Date): Date | null {
  if (lesson.programState !== 'PUBLISHED' || lesson.courseState !== 'PUBLISHED') return null;
  if (lesson.state === 'SKIPPED' || lesson.state === 'EXPIRED' || lesson.state === 'DONE' || lesson.ended) return null;
  const deadline =
    lesson.state === 'AVAILABLE' && lesson.startedAt !== null && lesson.timeLimit !== null && lesson.timeLimit > 0
      ? Date.parse(lesson.startedAt) + (lesson.timeLimit + LATENCY_GRACE_SECONDS) * 1000
      : Number.NaN;
  const instants = [window.from === null ? Number.NaN : Date.parse(window.from), window.to === null ? Number.NaN : Date.parse(window.to), deadline];
  const later = instants.filter((instant) => instant > now.getTime());
  return later.length === 0 ? null : new Date(Math.min(...later));
}
