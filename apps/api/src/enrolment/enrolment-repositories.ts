import { repositoriesPlugin } from '../db/repositories-plugin';
import { createEnrolmentRepository, type EnrolmentRepository } from './enrolment-repository';
import { createLearnerImportsRepository, type LearnerImportsRepository } from './learner-imports-repository';

declare module 'fastify' {
  interface FastifyInstance {
    enrolmentRepository: EnrolmentRepository;
    learnerImportsRepository: LearnerImportsRepository;
  }
}

/** Learners enrolled by address, one at a time or imported from a file, and the imports' reports (docs/administration.md#importing-learners). */
export const enrolmentRepositories = repositoriesPlugin('enrolment-repositories', (app) => ({
  enrolmentRepository: createEnrolmentRepository(app.database),
  learnerImportsRepository: createLearnerImportsRepository(app.database),
}));
