import { repositoriesPlugin } from '../db/repositories-plugin';
import { createDueDatesRepository, type DueDatesRepository } from './due-dates-repository';

declare module 'fastify' {
  interface FastifyInstance {
    dueDatesRepository: DueDatesRepository;
  }
}

/** Classes' due dates and learners' extensions. */
export const dueDatesRepositories = repositoriesPlugin('due-dates-repositories', (app) => ({
  dueDatesRepository: createDueDatesRepository(app.database),
}));
