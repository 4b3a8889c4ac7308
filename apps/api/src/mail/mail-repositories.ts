import { repositoriesPlugin } from '../db/repositories-plugin';
import { createMailRequestsRepository, type MailRequestsRepository } from './mail-requests-repository';

declare module 'fastify' {
  interface FastifyInstance {
    mailRequestsRepository: MailRequestsRepository;
  }
}

/** The mails asked for from anonymous forms, counted to throttle them. */
export const mailRepositories = repositoriesPlugin('mail-repositories', (app) => ({
  mailRequestsRepository: createMailRequestsRepository(app.database),
}));
