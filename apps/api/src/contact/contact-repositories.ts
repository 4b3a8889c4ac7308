import { repositoriesPlugin } from '../db/repositories-plugin';
import { createContactRepository, type ContactRepository } from './contact-repository';

declare module 'fastify' {
  interface FastifyInstance {
    contactRepository: ContactRepository;
  }
}

/** The teachers a learner may write to. */
export const contactRepositories = repositoriesPlugin('contact-repositories', (app) => ({
  contactRepository: createContactRepository(app.database),
}));
