import fp from 'fastify-plugin';
import { createTimeAccommodationsRepository, type TimeAccommodationsRepository } from './time-accommodations-repository';

declare module 'fastify' {
  interface FastifyInstance {
    timeAccommodationsRepository: TimeAccommodationsRepository;
  }
}

/** The extra time of a class's learners. */
export const timeAccommodationsRepositories = fp(
  async (app) => {
    app.decorate('timeAccommodationsRepository', createTimeAccommodationsRepository(app.database));
  },
  { name: 'time-accommodations-repositories', dependencies: ['database'] },
);
