import { repositoriesPlugin } from '../db/repositories-plugin';
import { type CachedUsersRepository, withProfileCache } from './profile-cache';
import { createUsersRepository } from './users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: CachedUsersRepository;
  }
}

/** Users and their profiles, kept `cacheMs` per process (profile-cache.ts; 0: not at all). */
export const usersRepositories = repositoriesPlugin<{ cacheMs: number }>('users-repositories', (app, { cacheMs }) => ({
  usersRepository: withProfileCache(createUsersRepository(app.database), cacheMs),
}));
