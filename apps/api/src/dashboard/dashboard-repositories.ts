import { repositoriesPlugin } from '../db/repositories-plugin';
import { createDashboardRepository, type DashboardRepository } from './dashboard-repository';
import { createLearnerLessonsRepository, type LearnerLessonsRepository } from './learner-lessons-repository';
import { createRecordsRepository, type RecordsRepository } from './records-repository';

declare module 'fastify' {
  interface FastifyInstance {
    learnerLessonsRepository: LearnerLessonsRepository;
    dashboardRepository: DashboardRepository;
    recordsRepository: RecordsRepository;
  }
}

/** The learner's lessons (read by my classes, certificates and the trainer's space too), the dashboard's figures and the score records. */
export const dashboardRepositories = repositoriesPlugin('dashboard-repositories', (app) => ({
  learnerLessonsRepository: createLearnerLessonsRepository(app.database),
  dashboardRepository: createDashboardRepository(app.database),
  recordsRepository: createRecordsRepository(app.database),
}));
