import { repositoriesPlugin } from '../db/repositories-plugin';
import { type AttentionRepository, createAttentionRepository } from './attention-repository';
import { createLearnerRepository, type LearnerRepository } from './learner-repository';
import { createRosterRepository, type RosterRepository } from './roster-repository';
import { createTrainerRepository, type TrainerRepository } from './trainer-repository';

declare module 'fastify' {
  interface FastifyInstance {
    trainerRepository: TrainerRepository;
    learnerRepository: LearnerRepository;
    attentionRepository: AttentionRepository;
    rosterRepository: RosterRepository;
  }
}

/** The trainer's space: the classes a trainer follows, their learners and their roster's kept rows, and who of them needs attention. */
export const trainerRepositories = repositoriesPlugin('trainer-repositories', (app) => ({
  trainerRepository: createTrainerRepository(app.database),
  learnerRepository: createLearnerRepository(app.database),
  attentionRepository: createAttentionRepository(app.database),
  rosterRepository: createRosterRepository(app.database),
}));
