import { repositoriesPlugin } from '../db/repositories-plugin';
import { type AdminClassesRepository, createAdminClassesRepository } from './admin-classes-repository';
import { type ClassMembersRepository, createClassMembersRepository } from './class-members-repository';
import { type ClassesRepository, createClassesRepository } from './classes-repository';
import { createMyClassesPageRepository, type MyClassesPageRepository } from './my-classes-page-repository';

declare module 'fastify' {
  interface FastifyInstance {
    classesRepository: ClassesRepository;
    myClassesPageRepository: MyClassesPageRepository;
    adminClassesRepository: AdminClassesRepository;
    classMembersRepository: ClassMembersRepository;
  }
}

/**
 * Classes, and the pages of a learner's classes list; the tenant's classes, their programs and
 * members, as its admin manages them (docs/administration.md#classes).
 */
export const classesRepositories = repositoriesPlugin('classes-repositories', (app) => ({
  classesRepository: createClassesRepository(app.database),
  myClassesPageRepository: createMyClassesPageRepository(app.database),
  adminClassesRepository: createAdminClassesRepository(app.database),
  classMembersRepository: createClassMembersRepository(app.database),
}));
