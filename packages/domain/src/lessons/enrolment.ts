import type { DateWindow } from '../opening-window';
import { type LessonState, lessonsUnlockedBy, type ProgramCourseSettings, unlockReach } from './lesson-state';
import { type ContentStatesOf, contentClosed } from './open-to-learner';
import type { PageProgress } from './progress';

/** A course a class calls for: one course of one program of the class, in the program's order, with its and its program's states. */
export interface EnrolmentCourse extends ContentStatesOf {
  classProgramId: string;
  programCourseId: string;
  courseId: string;
  order: number;
  settings: ProgramCourseSettings;
  /** The class program's opening window: the class window narrowed by its own dates (docs/product/lessons.md#opening-window). */
  window: DateWindow;
}

/** A lesson the learner already holds in the class (archived ones included: they are restored, never duplicated). */
export interface HeldLesson {
  programCourseId: string;
  state: LessonState;
  progress: PageProgress | null;
}

export interface LessonToProvision {
  classProgramId: string;
  programCourseId: string;
  courseId: string;
  state: LessonState;
  /** Seconds; null without a limit. */
  timeLimit: number | null;
}

export interface ProvisionedStateInput {
  settings: ProgramCourseSettings;
  isFirstOfProgram: boolean;
  /**
   * A finished lesson of the same program unlocks it (its `unlocks`, else the next course by order),
   * or the unlock passes to it through a course of closed content (unlockReach), one open from the
   * start included.
   */
  unlockedByFinished: boolean;
  /** The class program's window closed before the lesson was created. */
  windowClosed: boolean;
}

/**
 * The state a lesson is created in (docs/trainers.md "Enrolment"): hidden wins over everything;
 * a window already closed gives EXPIRED; the first course of its program, a course unlocked by
 * its settings or by a course the learner already finished is AVAILABLE; any other is LOCKED.
 */
export function provisionedLessonState({ settings, isFirstOfProgram, unlockedByFinished, windowClosed }: ProvisionedStateInput): LessonState {
  if (settings.hidden === true) return 'HIDDEN';
  if (windowClosed) return 'EXPIRED';
  return isFirstOfProgram || settings.unlocked === true || unlockedByFinished ? 'AVAILABLE' : 'LOCKED';
}

const isFinished = (lesson: HeldLesson) => lesson.state === 'DONE' || lesson.progress === 'COMPLETED';

const timeLimitOf = (settings: ProgramCourseSettings) =>
  typeof settings.timeLimit === 'number' && settings.timeLimit > 0 ? Math.floor(settings.timeLimit) : null;

interface CourseInPlace {
  course: EnrolmentCourse;
  isFirstOfProgram: boolean;
  unlockedByFinished: boolean;
}

/** Each course of the class, with its place in its program and whether a lesson the learner finished unlocks it. */
function coursesInPlace(courses: readonly EnrolmentCourse[], heldByCourse: ReadonlyMap<string, HeldLesson>): CourseInPlace[] {
  const byProgram = new Map<string, EnrolmentCourse[]>();
  for (const course of courses) byProgram.set(course.classProgramId, [...(byProgram.get(course.classProgramId) ?? []), course]);
  return [...byProgram.values()].flatMap((programCourses) => {
    const ordered = [...programCourses].sort((a, b) => a.order - b.order || a.programCourseId.localeCompare(b.programCourseId));
    const refs = ordered.map((course) => ({ id: course.programCourseId, order: course.order, settings: course.settings, closed: contentClosed(course) }));
    // Nobody can end a course while it is closed: what is open from the start passes its unlock on through it, as an end does.
    const openFromStart = ordered.filter((course, index) => (index === 0 || course.settings.unlocked === true) && course.settings.hidden !== true);
    const unlocked = new Set([
      ...unlockReach(
        refs,
        openFromStart.map((course) => course.programCourseId),
      ),
      ...ordered.flatMap((course) => {
        const lesson = heldByCourse.get(course.programCourseId);
        return lesson !== undefined && isFinished(lesson) ? lessonsUnlockedBy(refs, course.programCourseId) : [];
      }),
    ]);
    return ordered.map((course, index) => ({ course, isFirstOfProgram: index === 0, unlockedByFinished: unlocked.has(course.programCourseId) }));
  });
}

const windowClosedAt = (window: DateWindow, now: Date) => window.to !== null && now.getTime() > Date.parse(window.to);

/**
 * THE enrolment rule: the lessons a learner of a class is missing, one per course of each class
 * program, each in the state provisionedLessonState gives. Lessons already held are left as they
 * are, so the rule is idempotent and adding a course to a running program fits the learner's
 * progress (a course after one they finished opens at once).
 */
export function lessonsToProvision(courses: readonly EnrolmentCourse[], held: readonly HeldLesson[], now: Date): LessonToProvision[] {
  const heldByCourse = new Map(held.map((lesson) => [lesson.programCourseId, lesson]));
  return coursesInPlace(courses, heldByCourse)
    .filter(({ course }) => !heldByCourse.has(course.programCourseId))
    .map(({ course, isFirstOfProgram, unlockedByFinished }) => ({
      classProgramId: course.classProgramId,
      programCourseId: course.programCourseId,
      courseId: course.courseId,
      state: provisionedLessonState({ settings: course.settings, isFirstOfProgram, unlockedByFinished, windowClosed: windowClosedAt(course.window, now) }),
      timeLimit: timeLimitOf(course.settings),
    }));
}

export interface ReopenedLesson {
  programCourseId: string;
  state: LessonState;
}

/**
 * The learner's EXPIRED lessons whose window is open again, once an admin has moved the class's or
 * the program's dates (docs/trainers.md "Enrolment"), with the state each takes back: a lesson the
 * learner had opened was playable when it expired and is AVAILABLE again; one never opened (created
 * EXPIRED, its window already closed) takes the state it would be created in today.
 */
export function lessonsToReopen(courses: readonly EnrolmentCourse[], held: readonly HeldLesson[], now: Date): ReopenedLesson[] {
  const heldByCourse = new Map(held.map((lesson) => [lesson.programCourseId, lesson]));
  return coursesInPlace(courses, heldByCourse).flatMap(({ course, isFirstOfProgram, unlockedByFinished }) => {
    const lesson = heldByCourse.get(course.programCourseId);
    if (lesson?.state !== 'EXPIRED' || windowClosedAt(course.window, now)) return [];
    const state =
      lesson.progress !== null ? 'AVAILABLE' : provisionedLessonState({ settings: course.settings, isFirstOfProgram, unlockedByFinished, windowClosed: false });
    return [{ programCourseId: course.programCourseId, state }];
  });
}
