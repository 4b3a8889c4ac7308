import { repositoriesPlugin } from '../db/repositories-plugin';
import { createLogbookRepository, type LogbookRepository } from './logbook-repository';

declare module 'fastify' {
  interface FastifyInstance {
    logbookRepository: LogbookRepository;
  }
}

/** Learners' log-books: their notes and the trainers' replies. */
export const logbookRepositories = repositoriesPlugin('logbook-repositories', (app) => ({ logbookRepository: createLogbookRepository(app.database) }));
