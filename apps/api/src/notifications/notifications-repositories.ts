import { repositoriesPlugin } from '../db/repositories-plugin';
import { createNotificationsRepository, type NotificationsRepository } from './notifications-repository';

declare module 'fastify' {
  interface FastifyInstance {
    notificationsRepository: NotificationsRepository;
  }
}

/** The notification centre: a user's notifications. */
export const notificationsRepositories = repositoriesPlugin('notifications-repositories', (app) => ({
  notificationsRepository: createNotificationsRepository(app.database),
}));
