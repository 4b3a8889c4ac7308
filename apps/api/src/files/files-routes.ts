import { appFileInfosSchema, appFileSchema, fileParamsSchema } from '@espace/contracts/files';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/route-schemas';
import { activitiesRoutes } from './activities-routes';
import { fileReaderOf } from './file-access';
import { setFileHeaders } from './file-headers';
import { createFilesRepository } from './files-repository';
import { downloadFile, getFile, getFileInfos } from './get-file';

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** SPEC §7 files/{id}, files/{id}/infos and files/{id}/download, for signed-in users of the file's tenant; and the activities. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = createFilesRepository(app.database);
  const common = { tags: ['files'], security: [{ bearer: [] }], params: fileParamsSchema };
  await app.register(activitiesRoutes);
  const fileInput = async (request: FastifyRequest<{ Params: { id: string } }>) => ({
    tenantId: request.tenant.id,
    fileId: request.params.id,
    reader: await fileReaderOf(request.tenant.id, request.auth.userId, app.repositories.users),
    files,
  });

  app.get(
    '/files/:id',
    {
      preHandler: app.authenticate(),
      schema: { ...common, summary: "A file's metadata", response: { 200: appFileSchema, ...errorResponses.unauthorized, ...errorResponses.notFound } },
    },
    async (request) => getFile(await fileInput(request)),
  );

  app.get(
    '/files/:id/infos',
    {
      preHandler: app.authenticate(),
      schema: { ...common, summary: "A file's metadata, with an html player for videos", response: { 200: appFileInfosSchema, ...errorResponses.unauthorized, ...errorResponses.notFound } },
    },
    async (request) => getFileInfos(await fileInput(request)),
  );

  app.get(
    '/files/:id/download',
    {
      // Media elements (<img>, <audio>, <video>) cannot send a header: they may pass ?access_token=.
      preHandler: app.authenticate({ allowQueryToken: true }),
      schema: {
        ...common,
        summary: "A file's bytes (ETag: answers 304 to If-None-Match)",
        querystring: z.object({ access_token: z.string().optional() }),
        response: { 200: z.any().describe('The bytes of the file, with its MIME type'), ...errorResponses.unauthorized, ...errorResponses.notFound },
      },
    },
    async (request, reply) => {
      const download = await downloadFile({ ...(await fileInput(request)), ifNoneMatch: request.headers['if-none-match'] });
      setFileHeaders(reply, download.file);
      if (download.kind === 'not-modified') return reply.code(304).send();
      return reply.type(download.file.type).header('content-length', download.file.content.byteLength).send(asBuffer(download.file.content));
    },
  );
};
