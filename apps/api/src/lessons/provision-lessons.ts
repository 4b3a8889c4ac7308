import { initialLessonState, type ProgramCourseSettings } from '@espace/domain/lessons/lesson-state';
import type { Queryable } from '../db/database';
import { type ClassProgramCourse, createProvisioningRepository, type NewLesson } from './provisioning-repository';

export interface ProvisionLessonsInput {
  contextId: string;
  classId: string;
  userId: string;
}

const timeLimitOf = (settings: ProgramCourseSettings) =>
  typeof settings.timeLimit === 'number' && settings.timeLimit > 0 ? Math.floor(settings.timeLimit) : null;

/** The lesson each course calls for, in its initial state (the first course of each program AVAILABLE). */
export function initialLessons(courses: readonly ClassProgramCourse[]): NewLesson[] {
  const seenPrograms = new Set<string>();
  return courses.map((course) => {
    // The courses come sorted by program then order: the first seen of a program is its first.
    const isFirst = !seenPrograms.has(course.classProgramId);
    seenPrograms.add(course.classProgramId);
    return {
      classProgramId: course.classProgramId,
      programCourseId: course.programCourseId,
      courseId: course.courseId,
      state: initialLessonState(course.settings, isFirst),
      timeLimit: timeLimitOf(course.settings),
    };
  });
}

/**
 * Creates every missing lesson of a learner in a class (one per program
 * course of each class program). Idempotent: existing lessons are left as
 * they are. Returns how many lessons were created. Called by the seed and
 * the content importer for every STUDENT of a class.
 */
export async function provisionLessons(tx: Queryable, { contextId, classId, userId }: ProvisionLessonsInput): Promise<number> {
  const provisioning = createProvisioningRepository(tx);
  const courses = await provisioning.listClassCourses(contextId, classId);
  return provisioning.insertMissing(contextId, classId, userId, initialLessons(courses));
}
