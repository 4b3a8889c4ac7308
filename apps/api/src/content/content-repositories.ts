import { repositoriesPlugin } from '../db/repositories-plugin';
import { type AdminContentRepository, createAdminContentRepository } from './admin-content-repository';

declare module 'fastify' {
  interface FastifyInstance {
    adminContentRepository: AdminContentRepository;
  }
}

/** The tenant's programs and courses as its admin manages them: their list, states and names (docs/administration.md#content). */
export const contentRepositories = repositoriesPlugin('content-repositories', (app) => ({
  adminContentRepository: createAdminContentRepository(app.database),
}));
