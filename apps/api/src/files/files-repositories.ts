import { repositoriesPlugin } from '../db/repositories-plugin';
import { createFilesRepository, type FilesRepository } from './files-repository';
import { createUploadsRepository, type UploadsRepository } from './uploads-repository';

declare module 'fastify' {
  interface FastifyInstance {
    filesRepository: FilesRepository;
    uploadsRepository: UploadsRepository;
  }
}

/** Stored files (their metadata and bytes) and the learners' uploads to their library. */
export const filesRepositories = repositoriesPlugin('files-repositories', (app) => ({
  filesRepository: createFilesRepository(app.database),
  uploadsRepository: createUploadsRepository(app.database),
}));
