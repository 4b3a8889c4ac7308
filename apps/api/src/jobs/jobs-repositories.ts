import { repositoriesPlugin } from '../db/repositories-plugin';
import { createJobsRepository, type JobsRepository } from './jobs-repository';

declare module 'fastify' {
  interface FastifyInstance {
    jobsRepository: JobsRepository;
  }
}

/** The admin's view of the job queue's table. */
export const jobsRepositories = repositoriesPlugin('jobs-repositories', (app) => ({ jobsRepository: createJobsRepository(app.database) }));
