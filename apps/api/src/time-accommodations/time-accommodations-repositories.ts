import { repositoriesPlugin } from '../db/repositories-plugin';
import { createTimeAccommodationsRepository, type TimeAccommodationsRepository } from './time-accommodations-repository';

declare module 'fastify' {
  interface FastifyInstance {
    timeAccommodationsRepository: TimeAccommodationsRepository;
  }
}

/** The extra time of a class's learners. */
export const timeAccommodationsRepositories = repositoriesPlugin('time-accommodations-repositories', (app) => ({
  timeAccommodationsRepository: createTimeAccommodationsRepository(app.database),
}));
