import { repositoriesPlugin } from '../db/repositories-plugin';
import { type ClassesRepository, createClassesRepository } from './classes-repository';
import { createMyClassesPageRepository, type MyClassesPageRepository } from './my-classes-page-repository';

declare module 'fastify' {
  interface FastifyInstance {
    classesRepository: ClassesRepository;
    myClassesPageRepository: MyClassesPageRepository;
  }
}

/** Classes, and the pages of a learner's classes list. */
export const classesRepositories = repositoriesPlugin('classes-repositories', (app) => ({
  classesRepository: createClassesRepository(app.database),
  myClassesPageRepository: createMyClassesPageRepository(app.database),
}));
