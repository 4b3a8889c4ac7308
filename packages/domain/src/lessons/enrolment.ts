import type { DateWindow } from '../opening-window';
import { type LessonState, lessonsUnlockedBy, type ProgramCourseSettings } from './lesson-state';
import type { PageProgress } from './progress';

/** A course a class calls for: one course of one program of the class, in the program's order. */
export interface EnrolmentCourse {
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
  /** A finished lesson of the same program unlocks it (its `unlocks`, else the next course by order). */
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

const timeLimitOf = (settings: ProgramCourseSettings) => (typeof settings.timeLimit === 'number' && settings.timeLimit > 0 ? Math.floor(settings.timeLimit) : null);

/**
 * THE enrolment rule: the lessons a learner of a class is missing, one per course of each class
 * program, each in the state provisionedLessonState gives. Lessons already held are left as they
 * are, so the rule is idempotent and adding a course to a running program fits the learner's
 * progress (a course after one they finished opens at once).
 */
export function lessonsToProvision(courses: readonly EnrolmentCourse[], held: readonly HeldLesson[], now: Date): LessonToProvision[] {
  const heldByCourse = new Map(held.map((lesson) => [lesson.programCourseId, lesson]));
  const byProgram = new Map<string, EnrolmentCourse[]>();
  for (const course of courses) byProgram.set(course.classProgramId, [...(byProgram.get(course.classProgramId) ?? []), course]);
  const missing: LessonToProvision[] = [];
  for (const programCourses of byProgram.values()) {
    const ordered = [...programCourses].sort((a, b) => a.order - b.order || a.programCourseId.localeCompare(b.programCourseId));
    const refs = ordered.map((course) => ({ id: course.programCourseId, order: course.order, settings: course.settings }));
    const unlocked = new Set(
      ordered.flatMap((course) => {
        const lesson = heldByCourse.get(course.programCourseId);
        return lesson !== undefined && isFinished(lesson) ? lessonsUnlockedBy(refs, course.programCourseId) : [];
      }),
    );
    for (const [index, course] of ordered.entries()) {
      if (heldByCourse.has(course.programCourseId)) continue;
      const windowClosed = course.window.to !== null && now.getTime() > Date.parse(course.window.to);
      const state = provisionedLessonState({ settings: course.settings, isFirstOfProgram: index === 0, unlockedByFinished: unlocked.has(course.programCourseId), windowClosed });
      missing.push({ classProgramId: course.classProgramId, programCourseId: course.programCourseId, courseId: course.courseId, state, timeLimit: timeLimitOf(course.settings) });
    }
  }
  return missing;
}
