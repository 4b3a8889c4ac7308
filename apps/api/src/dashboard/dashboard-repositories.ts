import fp from 'fastify-plugin';
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
export const dashboardRepositories = fp(
  async (app) => {
    app.decorate('learnerLessonsRepository', createLearnerLessonsRepository(app.database));
    app.decorate('dashboardRepository', createDashboardRepository(app.database));
    app.decorate('recordsRepository', createRecordsRepository(app.database));
  },
  { name: 'dashboard-repositories', dependencies: ['database'] },
);
