import fp from 'fastify-plugin';
import { createContactMessagesRepository, type ContactMessagesRepository } from './contact-messages-repository';
import { createContactRepository, type ContactRepository } from './contact-repository';

declare module 'fastify' {
  interface FastifyInstance {
    contactRepository: ContactRepository;
    contactMessagesRepository: ContactMessagesRepository;
  }
}

/** The teachers a learner may write to, and the messages they sent (read again by the trainer's space). */
export const contactRepositories = fp(
  async (app) => {
    app.decorate('contactRepository', createContactRepository(app.database));
    app.decorate('contactMessagesRepository', createContactMessagesRepository(app.database));
  },
  { name: 'contact-repositories', dependencies: ['database'] },
);
