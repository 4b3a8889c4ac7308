import type { Queryable } from '../db/database';
import { createCourseContentRepository } from './course-content-repository';
import { createLessonPagesRepository } from './lesson-pages-repository';
import { createLessonsRepository } from './lessons-repository';

/** The lesson engine's repositories, spread into app.repositories by one line. */
export function createLessonEngineRepositories(database: Queryable) {
  return {
    lessons: createLessonsRepository(database),
    lessonPages: createLessonPagesRepository(database),
    courseContent: createCourseContentRepository(database),
  };
}
