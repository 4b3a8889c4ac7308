import { repositoriesPlugin } from '../db/repositories-plugin';
import { createInvitationCodesRepository, type InvitationCodesRepository } from './invitation-codes-repository';

declare module 'fastify' {
  interface FastifyInstance {
    invitationCodesRepository: InvitationCodesRepository;
  }
}

/** The tenant's invitation codes as its admin manages them (a registration spends a use through accounts/; the classes a code may name are read through classes/). */
export const invitationCodesRepositories = repositoriesPlugin('invitation-codes-repositories', (app) => ({
  invitationCodesRepository: createInvitationCodesRepository(app.database),
}));
