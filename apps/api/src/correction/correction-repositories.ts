import fp from 'fastify-plugin';
import { type CorrectionRepository, createCorrectionRepository } from './correction-repository';

declare module 'fastify' {
  interface FastifyInstance {
    correctionRepository: CorrectionRepository;
  }
}

/** The answered pages a teacher corrects. */
export const correctionRepositories = fp(
  async (app) => {
    app.decorate('correctionRepository', createCorrectionRepository(app.database));
  },
  { name: 'correction-repositories', dependencies: ['database'] },
);
