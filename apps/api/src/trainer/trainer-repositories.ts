import fp from 'fastify-plugin';
import { createLearnerRepository, type LearnerRepository } from './learner-repository';
import { createLogbookRepository, type LogbookRepository } from './logbook-repository';
import { createTrainerRepository, type TrainerRepository } from './trainer-repository';

declare module 'fastify' {
  interface FastifyInstance {
    trainerRepository: TrainerRepository;
    learnerRepository: LearnerRepository;
    logbookRepository: LogbookRepository;
  }
}

/** The trainer's space: the classes a trainer follows, their learners and log-books. */
export const trainerRepositories = fp(
  async (app) => {
    app.decorate('trainerRepository', createTrainerRepository(app.database));
    app.decorate('learnerRepository', createLearnerRepository(app.database));
    app.decorate('logbookRepository', createLogbookRepository(app.database));
  },
  { name: 'trainer-repositories', dependencies: ['database'] },
);
