import { repositoriesPlugin } from '../db/repositories-plugin';
import { createMailPreferencesRepository, type MailPreferencesRepository } from './mail-preferences-repository';
import { createNotificationMailsRepository, type NotificationMailsRepository } from './notification-mails-repository';
import { createNotificationsRepository, type NotificationsRepository } from './notifications-repository';

declare module 'fastify' {
  interface FastifyInstance {
    notificationsRepository: NotificationsRepository;
    notificationMailsRepository: NotificationMailsRepository;
    mailPreferencesRepository: MailPreferencesRepository;
  }
}

/** The notification centre: a user's notifications, their mails, and how each user wants to be mailed. */
export const notificationsRepositories = repositoriesPlugin('notifications-repositories', (app) => ({
  notificationsRepository: createNotificationsRepository(app.database),
  notificationMailsRepository: createNotificationMailsRepository(app.database),
  mailPreferencesRepository: createMailPreferencesRepository(app.database),
}));
