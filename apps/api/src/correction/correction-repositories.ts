import { repositoriesPlugin } from '../db/repositories-plugin';
import { type CorrectionRepository, createCorrectionRepository } from './correction-repository';

declare module 'fastify' {
  interface FastifyInstance {
    correctionRepository: CorrectionRepository;
  }
}

/** The answered pages a teacher corrects. */
export const correctionRepositories = repositoriesPlugin('correction-repositories', (app) => ({
  correctionRepository: createCorrectionRepository(app.database),
}));
