import { repositoriesPlugin } from '../db/repositories-plugin';
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
export const trainerRepositories = repositoriesPlugin(
  'trainer-repositories',
  (app) => ({
    trainerRepository: createTrainerRepository(app.database),
    learnerRepository: createLearnerRepository(app.database),
    logbookRepository: createLogbookRepository(app.database),
  }),
);
