import { repositoriesPlugin } from '../db/repositories-plugin';
import { createCourseContentRepository, withCourseContentCache } from './course-content-repository';
import { createKeptPlays } from './kept-plays';
import { createLessonPagesRepository } from './lesson-pages-repository';
import type { LessonRepositories } from './lesson-play';
import { createLessonsRepository } from './lessons-repository';
import { createLearnerFiguresSource } from './page-figures';
import { createPageOwners } from './page-owners';

declare module 'fastify' {
  interface FastifyInstance {
    lessonRepositories: LessonRepositories;
  }
}

/**
 * The lessons area's repositories, decorated as the one object its use cases take (lesson-play.ts):
 * the lesson routes, the LRS's reactions, the trainer's reset and the correction all hand it on
 * whole. Course content is kept `cacheMs` per process (course-content-repository.ts; 0: not at all),
 * the pages known to be a learner's a minute (page-owners.ts), and the learners' plays as they
 * were last read or written (kept-plays.ts; `verifyKeptPlays`: the tests check each one used).
 */
export const lessonsRepositories = repositoriesPlugin<{ cacheMs: number; verifyKeptPlays: boolean }>(
  'lessons-repositories',
  (app, { cacheMs, verifyKeptPlays }) => ({
    lessonRepositories: {
      database: app.database,
      lessons: createLessonsRepository(app.database),
      lessonPages: createLessonPagesRepository(app.database),
      courseContent: withCourseContentCache(createCourseContentRepository(app.database), cacheMs),
      figures: createLearnerFiguresSource(app.learnerLessonsRepository, app.dashboardRepository),
      pageOwners: createPageOwners(),
      keptPlays: createKeptPlays({ verify: verifyKeptPlays }),
    },
  }),
  ['dashboard-repositories'],
);
