import fp from 'fastify-plugin';
import { createScormAttemptsRepository, type ScormAttemptsRepository } from './scorm-attempts-repository';

declare module 'fastify' {
  interface FastifyInstance {
    scormAttemptsRepository: ScormAttemptsRepository;
  }
}

/** SCORM's run-time data: each learner's attempt of each SCO (docs/scorm.md). */
export const scormRepositories = fp(
  async (app) => {
    app.decorate('scormAttemptsRepository', createScormAttemptsRepository(app.database));
  },
  { name: 'scorm-repositories', dependencies: ['database'] },
);
