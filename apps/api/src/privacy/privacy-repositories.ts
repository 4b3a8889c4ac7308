import { repositoriesPlugin } from '../db/repositories-plugin';
import { createErasureRequestsRepository, type ErasureRequestsRepository } from './erasure-requests-repository';
import { createRetentionRepository, type RetentionRepository } from './retention-repository';

declare module 'fastify' {
  interface FastifyInstance {
    erasureRequestsRepository: ErasureRequestsRepository;
    retentionRepository: RetentionRepository;
  }
}

/** A person's data (docs/privacy.md): the erasure requests waiting for an admin, and retention's notices. */
export const privacyRepositories = repositoriesPlugin('privacy-repositories', (app) => ({
  erasureRequestsRepository: createErasureRequestsRepository(app.database),
  retentionRepository: createRetentionRepository(app.database),
}));
