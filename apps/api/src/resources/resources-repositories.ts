import fp from 'fastify-plugin';
import { createResourcesRepository, type ResourcesRepository } from './resources-repository';

declare module 'fastify' {
  interface FastifyInstance {
    resourcesRepository: ResourcesRepository;
  }
}

/** The generic resources' records. */
export const resourcesRepositories = fp(
  async (app) => {
    app.decorate('resourcesRepository', createResourcesRepository(app.database));
  },
  { name: 'resources-repositories', dependencies: ['database'] },
);
