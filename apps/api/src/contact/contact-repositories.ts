import { repositoriesPlugin } from '../db/repositories-plugin';
import { createContactMessagesRepository, type ContactMessagesRepository } from './contact-messages-repository';
import { createContactRepository, type ContactRepository } from './contact-repository';

declare module 'fastify' {
  interface FastifyInstance {
    contactRepository: ContactRepository;
    contactMessagesRepository: ContactMessagesRepository;
  }
}

/** The teachers a learner may write to, and the messages they sent (read again by the trainer's space). */
export const contactRepositories = repositoriesPlugin('contact-repositories', (app) => ({
  contactRepository: createContactRepository(app.database),
  contactMessagesRepository: createContactMessagesRepository(app.database),
}));
