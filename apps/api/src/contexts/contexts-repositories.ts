import { repositoriesPlugin } from '../db/repositories-plugin';
import { createContextRepository, type ContextRepository } from './context-repository';

declare module 'fastify' {
  interface FastifyInstance {
    contextRepository: ContextRepository;
  }
}

/** The tenants (contexts) and their branding files; a setting that cannot be read is logged and replaced by its safe default. */
export const contextsRepositories = repositoriesPlugin('contexts-repositories', (app) => ({
  contextRepository: createContextRepository(app.database, (unreadable) =>
    app.log.error(unreadable, 'a tenant setting cannot be read: its safe default is used until it is repaired'),
  ),
}));
