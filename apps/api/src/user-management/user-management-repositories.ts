import { repositoriesPlugin } from '../db/repositories-plugin';
import { type AdminUsersRepository, createAdminUsersRepository } from './admin-users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    adminUsersRepository: AdminUsersRepository;
  }
}

/** The tenant's users as its admins manage them: their roles, company roles and deactivation (docs/administration.md#users). */
export const userManagementRepositories = repositoriesPlugin('user-management-repositories', (app) => ({
  adminUsersRepository: createAdminUsersRepository(app.database),
}));
