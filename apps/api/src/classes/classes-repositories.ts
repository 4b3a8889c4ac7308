import fp from 'fastify-plugin';
import { type ClassesRepository, createClassesRepository } from './classes-repository';
import { createMyClassesPageRepository, type MyClassesPageRepository } from './my-classes-page-repository';

declare module 'fastify' {
  interface FastifyInstance {
    classesRepository: ClassesRepository;
    myClassesPageRepository: MyClassesPageRepository;
  }
}

/** Classes, and the pages of a learner's classes list. */
export const classesRepositories = fp(
  async (app) => {
    app.decorate('classesRepository', createClassesRepository(app.database));
    app.decorate('myClassesPageRepository', createMyClassesPageRepository(app.database));
  },
  { name: 'classes-repositories', dependencies: ['database'] },
);
