import fp from 'fastify-plugin';
import { type CertificatesRepository, createCertificatesRepository } from './certificates-repository';

declare module 'fastify' {
  interface FastifyInstance {
    certificatesRepository: CertificatesRepository;
  }
}

/** The certification rows of learners' lessons. */
export const certificatesRepositories = fp(
  async (app) => {
    app.decorate('certificatesRepository', createCertificatesRepository(app.database));
  },
  { name: 'certificates-repositories', dependencies: ['database'] },
);
