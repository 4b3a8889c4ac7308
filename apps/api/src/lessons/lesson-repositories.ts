import type { Queryable } from '../db/database';
import { createCourseContentRepository, withCourseContentCache } from './course-content-repository';
import { createLessonPagesRepository } from './lesson-pages-repository';
import { createLessonsRepository } from './lessons-repository';
import { createLearnerFiguresSource } from './page-figures';

/** The lesson engine's repositories, spread into app.repositories by one line; content read is kept `cacheMs` (0: not at all). */
export function createLessonEngineRepositories(database: Queryable, cacheMs = 0) {
  return {
    lessons: createLessonsRepository(database),
    lessonPages: createLessonPagesRepository(database),
    courseContent: withCourseContentCache(createCourseContentRepository(database), cacheMs),
    figures: createLearnerFiguresSource(database),
  };
}
