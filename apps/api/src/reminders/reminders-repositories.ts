import { repositoriesPlugin } from '../db/repositories-plugin';
import { createRemindersRepository, type RemindersRepository } from './reminders-repository';

declare module 'fastify' {
  interface FastifyInstance {
    remindersRepository: RemindersRepository;
  }
}

/** What the automatic reminders read. */
export const remindersRepositories = repositoriesPlugin('reminders-repositories', (app) => ({
  remindersRepository: createRemindersRepository(app.database),
}));
