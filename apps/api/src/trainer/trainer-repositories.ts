import { repositoriesPlugin } from '../db/repositories-plugin';
import { createLearnerRepository, type LearnerRepository } from './learner-repository';
import { createTrainerRepository, type TrainerRepository } from './trainer-repository';

declare module 'fastify' {
  interface FastifyInstance {
    trainerRepository: TrainerRepository;
    learnerRepository: LearnerRepository;
  }
}

/** The trainer's space: the classes a trainer follows and their learners. */
export const trainerRepositories = repositoriesPlugin('trainer-repositories', (app) => ({
  trainerRepository: createTrainerRepository(app.database),
  learnerRepository: createLearnerRepository(app.database),
}));
