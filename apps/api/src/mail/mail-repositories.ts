import fp from 'fastify-plugin';
import { createMailRequestsRepository, type MailRequestsRepository } from './mail-requests-repository';

declare module 'fastify' {
  interface FastifyInstance {
    mailRequestsRepository: MailRequestsRepository;
  }
}

/** The mails asked for from anonymous forms, counted to throttle them. */
export const mailRepositories = fp(
  async (app) => {
    app.decorate('mailRequestsRepository', createMailRequestsRepository(app.database));
  },
  { name: 'mail-repositories', dependencies: ['database'] },
);
