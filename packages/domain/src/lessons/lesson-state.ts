import type { DateWindow } from '../opening-window';
import { type ContentStatesOf, openToLearner } from './open-to-learner';
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
  /** Its program or course is closed (openToLearner): nothing may be played, whatever the lesson's state. */
  | { kind: 'closed' }
  /** LOCKED or HIDDEN. */
  | { kind: 'forbidden' }
  /** The class program opens later (`opensAt`, ISO): told with its date, as Home tells it, even to a lesson still LOCKED. */
  | { kind: 'upcoming'; opensAt: string }
  /** Cannot be played any more; `record` is the state to store, when it changes. */
  | { kind: 'skipped'; record: 'SKIPPED' | 'EXPIRED' | null };

export interface LessonAccessInput extends ContentStatesOf {
  state: LessonState;
  window: DateWindow;
  startedAt: Date | null;
  timeLimit: number | null;
  now: Date;
}

/**
 * Whether a learner may play a lesson now: what the content allows (openToLearner, docs/product/lessons.md#open-to-learners),
 * then the lesson's own state and time (docs/product/lessons.md#lesson-states, docs/product/lessons.md#timers).
 */
export function lessonAccess({ state, window, startedAt, timeLimit, now, programState, courseState }: LessonAccessInput): LessonAccess {
  const opening = openToLearner({ programState, courseState, window }, now);
  if (opening.kind === 'closed') return { kind: 'closed' };
  if (state === 'SKIPPED' || state === 'EXPIRED') return { kind: 'skipped', record: null };
  // A HIDDEN lesson is not shown at all, so not even its date is told.
  if (state === 'HIDDEN') return { kind: 'forbidden' };
  if (opening.kind === 'upcoming') return { kind: 'upcoming', opensAt: opening.opensAt };
  if (state === 'LOCKED') return { kind: 'forbidden' };
  // A finished lesson keeps its state; an unfinished one expires with its window.
  if (opening.kind === 'ended') return { kind: 'skipped', record: state === 'DONE' ? null : 'EXPIRED' };
  if (state === 'AVAILABLE' && isPastDeadline({ startedAt, limitSeconds: timeLimit }, now)) return { kind: 'skipped', record: 'SKIPPED' };
  return { kind: 'playable' };
}

export interface ProgramCourseRef {
  id: string;
  order: number;
  settings: ProgramCourseSettings;
  /** Its content is closed to learners (contentClosed): an unlock that reaches it passes on to what it unlocks. */
  closed?: boolean;
}

/** What a finished program course unlocks by itself: its `unlocks` list, else the next one by order. */
function unlockedDirectlyBy(programCourses: readonly ProgramCourseRef[], finished: ProgramCourseRef): string[] {
  if (finished.settings.unlocks !== undefined) {
    const known = new Set(programCourses.map((course) => course.id));
    return finished.settings.unlocks.filter((id) => id !== finished.id && known.has(id));
  }
  const later = programCourses
    .filter((course) => course.order > finished.order || (course.order === finished.order && course.id > finished.id))
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
  return later[0] === undefined ? [] : [later[0].id];
}

/**
 * The program courses an unlock of `ids` reaches: each of them and, through every one closed to
 * learners (which nobody can play, so nobody can end), what that one would unlock, transitively;
 * each once, in the order reached, none of `excluded`. A closed course reached stays in the list: its
 * lesson is unlocked with the others, so reopening the course gives the learner what they had.
 */
export function unlockReach(programCourses: readonly ProgramCourseRef[], ids: readonly string[], excluded: readonly string[] = []): string[] {
  const byId = new Map(programCourses.map((course) => [course.id, course]));
  const seen = new Set(excluded);
  const reached: string[] = [];
  const queue = [...ids];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    const course = byId.get(id);
    if (seen.has(id) || course === undefined) continue;
    seen.add(id);
    reached.push(id);
    if (course.closed === true) queue.push(...unlockedDirectlyBy(programCourses, course));
  }
  return reached;
}

/**
 * The program courses a finished one unlocks: its `unlocks` list, else the next one by order, and
 * through a closed one what it would unlock (unlockReach); never the finished one itself.
 */
export function lessonsUnlockedBy(programCourses: readonly ProgramCourseRef[], finishedId: string): string[] {
  const finished = programCourses.find((course) => course.id === finishedId);
  if (!finished) return [];
  return unlockReach(programCourses, unlockedDirectlyBy(programCourses, finished), [finishedId]);
}
