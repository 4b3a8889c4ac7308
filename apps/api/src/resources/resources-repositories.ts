import { repositoriesPlugin } from '../db/repositories-plugin';
import { createResourcesRepository, type ResourcesRepository } from './resources-repository';

declare module 'fastify' {
  interface FastifyInstance {
    resourcesRepository: ResourcesRepository;
  }
}

/** The generic resources' records. */
export const resourcesRepositories = repositoriesPlugin('resources-repositories', (app) => ({
  resourcesRepository: createResourcesRepository(app.database),
}));
