import fp from 'fastify-plugin';
import { createFilesRepository, type FilesRepository } from './files-repository';
import { createUploadsRepository, type UploadsRepository } from './uploads-repository';

declare module 'fastify' {
  interface FastifyInstance {
    filesRepository: FilesRepository;
    uploadsRepository: UploadsRepository;
  }
}

/** Stored files (their metadata and bytes) and the learners' uploads to their library. */
export const filesRepositories = fp(
  async (app) => {
    app.decorate('filesRepository', createFilesRepository(app.database));
    app.decorate('uploadsRepository', createUploadsRepository(app.database));
  },
  { name: 'files-repositories', dependencies: ['database'] },
);
