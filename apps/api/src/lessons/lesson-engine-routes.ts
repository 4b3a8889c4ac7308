import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classProgramsRoutes } from '../class-programs/class-programs-routes';
import { pagesRoutes } from '../pages/pages-routes';
import { lessonExtrasRoutes } from './lesson-extras-routes';
import type { LessonEngine } from './lesson-play';
import { lessonsRoutes } from './lessons-routes';

/** Every route of the lesson engine, registered by app.ts in one line. */
export const lessonEngineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lessons, lessonPages, courseContent, figures } = app.repositories;
  const engine: LessonEngine = { database: app.database, lessons, lessonPages, courseContent, figures };
  await app.register(lessonsRoutes, { engine });
  await app.register(lessonExtrasRoutes, { engine });
  await app.register(pagesRoutes, { engine });
  await app.register(classProgramsRoutes, { engine });
};
