import { repositoriesPlugin } from '../db/repositories-plugin';
import { type ClassMessagesRepository, createClassMessagesRepository } from './class-messages-repository';
import { createThreadsRepository, type ThreadsRepository } from './threads-repository';

declare module 'fastify' {
  interface FastifyInstance {
    threadsRepository: ThreadsRepository;
    classMessagesRepository: ClassMessagesRepository;
  }
}

/** Threads between learners and trainers, and trainers' messages to their classes. */
export const messagesRepositories = repositoriesPlugin('messages-repositories', (app) => ({
  threadsRepository: createThreadsRepository(app.database),
  classMessagesRepository: createClassMessagesRepository(app.database),
}));
