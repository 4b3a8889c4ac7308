import { repositoriesPlugin } from '../db/repositories-plugin';
import { type AdminClassesRepository, createAdminClassesRepository } from './admin-classes-repository';
import { type ClassMembersRepository, createClassMembersRepository } from './class-members-repository';

declare module 'fastify' {
  interface FastifyInstance {
    adminClassesRepository: AdminClassesRepository;
    classMembersRepository: ClassMembersRepository;
  }
}

/** The tenant's classes, their programs and members, as its admin manages them (docs/administration.md#classes). */
export const adminClassesRepositories = repositoriesPlugin('admin-classes-repositories', (app) => ({
  adminClassesRepository: createAdminClassesRepository(app.database),
  classMembersRepository: createClassMembersRepository(app.database),
}));
