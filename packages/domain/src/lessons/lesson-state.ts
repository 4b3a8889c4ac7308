import type { DateWindow } from '../opening-window';
import { isPastDeadline } from './timers';

/** A lesson's state (docs/product/lessons.md#lesson-states). The CHECK constraint on `lessons.state` (migrations/0002_lesson_engine.sql) mirrors this list. */
export const lessonStates = ['LOCKED', 'AVAILABLE', 'HIDDEN', 'DONE', 'SKIPPED', 'EXPIRED'] as const;
export type LessonState = (typeof lessonStates)[number];

/** A lesson page's state (docs/product/data-model.md#lesson-pages). The CHECK constraint on `lesson_pages.state` (migrations/0002_lesson_engine.sql) mirrors this list. */
export const pageStates = ['ACTIVE', 'SKIPPED', 'ARCHIVED'] as const;
export type PageState = (typeof pageStates)[number];

/** `program_courses.settings` as the engine reads it. */
export interface ProgramCourseSettings {
  /** AVAILABLE from the start. */
  unlocked?: boolean;
  hidden?: boolean;
  /** Program course ids unlocked when this one is done; default: the next one by order. */
  unlocks?: string[];
  /** Lesson time limit, in seconds. */
  timeLimit?: number;
}

export type LessonAccess =
  | { kind: 'playable' }
  /** LOCKED, HIDDEN, or the class program is not open yet. */
  | { kind: 'forbidden' }
  /** Cannot be played any more; `record` is the state to store, when it changes. */
  | { kind: 'skipped'; record: 'SKIPPED' | 'EXPIRED' | null };

export interface LessonAccessInput {
  state: LessonState;
  window: DateWindow;
  startedAt: Date | null;
  timeLimit: number | null;
  now: Date;
}

/** Whether a learner may play a lesson now (docs/product/lessons.md#opening-window, docs/product/lessons.md#lesson-states, docs/product/lessons.md#timers). */
export function lessonAccess({ state, window, startedAt, timeLimit, now }: LessonAccessInput): LessonAccess {
  if (state === 'SKIPPED' || state === 'EXPIRED') return { kind: 'skipped', record: null };
  if (state === 'LOCKED' || state === 'HIDDEN') return { kind: 'forbidden' };
  if (window.from !== null && now.getTime() < Date.parse(window.from)) return { kind: 'forbidden' };
  // A finished lesson keeps its state; an unfinished one expires with its window.
  if (window.to !== null && now.getTime() > Date.parse(window.to)) return { kind: 'skipped', record: state === 'DONE' ? null : 'EXPIRED' };
  if (state === 'AVAILABLE' && isPastDeadline({ startedAt, limitSeconds: timeLimit }, now)) return { kind: 'skipped', record: 'SKIPPED' };
  return { kind: 'playable' };
}

export interface ProgramCourseRef {
  id: string;
  order: number;
  settings: ProgramCourseSettings;
}

/** The program courses a finished one unlocks: its `unlocks` list, else the next one by order. */
export function lessonsUnlockedBy(programCourses: readonly ProgramCourseRef[], finishedId: string): string[] {
  const finished = programCourses.find((course) => course.id === finishedId);
  if (!finished) return [];
  if (finished.settings.unlocks !== undefined) {
    const known = new Set(programCourses.map((course) => course.id));
    return finished.settings.unlocks.filter((id) => id !== finishedId && known.has(id));
  }
  const later = programCourses
    .filter((course) => course.order > finished.order || (course.order === finished.order && course.id > finished.id))
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
  return later[0] === undefined ? [] : [later[0].id];
}
