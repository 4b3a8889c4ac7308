import { repositoriesPlugin } from '../db/repositories-plugin';
import { type CertificatesRepository, createCertificatesRepository } from './certificates-repository';

declare module 'fastify' {
  interface FastifyInstance {
    certificatesRepository: CertificatesRepository;
  }
}

/** The certification rows of learners' lessons. */
export const certificatesRepositories = repositoriesPlugin('certificates-repositories', (app) => ({
  certificatesRepository: createCertificatesRepository(app.database),
}));
