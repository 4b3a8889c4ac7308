import { appFileInfosSchema, appFileSchema, fileParamsSchema, signedLinkQuerySchema, signedLinkSchema } from '@espace/contracts/files';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/route-schemas';
import { activitiesRoutes } from './activities-routes';
import { fileReaderOf } from './file-access';
import { fileLink } from './file-link';
import { setFileHeaders } from './file-headers';
import { createFilesRepository } from './files-repository';
import { downloadFile, getCaptions, getFile, getFileInfos } from './get-file';

/** SPEC §7 files/{id}, files/{id}/infos and files/{id}/download, for signed-in users of the file's tenant; and the activities. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = createFilesRepository(app.database);
  const common = { tags: ['files'], security: [{ bearer: [] }], params: fileParamsSchema };
  await app.register(activitiesRoutes);
  const fileInput = async (request: FastifyRequest<{ Params: { id: string } }>, userId = request.auth.userId) => ({
    tenantId: request.tenant.id,
    fileId: request.params.id,
    reader: await fileReaderOf(request.tenant.id, userId, app.repositories.users),
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
    '/files/:id/captions',
    {
      preHandler: app.authenticate(),
      schema: { ...common, summary: "A video's captions (WebVTT, docs/accessibility.md)", response: { 200: z.string().describe('text/vtt'), ...errorResponses.unauthorized, ...errorResponses.notFound } },
    },
    async (request, reply) => reply.type('text/vtt; charset=utf-8').header('cache-control', 'private, no-cache').send(await getCaptions(await fileInput(request))),
  );

  app.get(
    '/files/:id/link',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "A signed link to the file's bytes, for media elements and download links (no session token in the URL)",
        response: { 200: signedLinkSchema, ...errorResponses.unauthorized, ...errorResponses.notFound },
      },
    },
    async (request) => fileLink({ ...(await fileInput(request)), links: app.signedLinks }),
  );

  app.get(
    '/files/:id/download',
    {
      // Media elements (<img>, <audio>, <video>) cannot send a header: they use a signed link
      // (GET files/{id}/link), never the session token in the query.
      preHandler: app.authenticateDownload('file', (request) => (request.params as { id: string }).id),
      schema: {
        ...common,
        summary: "A file's bytes, with a bearer token or a signed link (ETag: answers 304 to If-None-Match)",
        querystring: signedLinkQuerySchema,
        response: { 200: z.any().describe('The bytes of the file, with its MIME type'), ...errorResponses.unauthorized, ...errorResponses.notFound },
      },
    },
    async (request, reply) => {
      // The access rule again, now: the link's user may have lost the file since it was signed.
      const download = await downloadFile({ ...(await fileInput(request, request.downloaderId)), ifNoneMatch: request.headers['if-none-match'] });
      setFileHeaders(reply, download.file);
      if (download.kind === 'not-modified') return reply.code(304).send();
      return reply.type(download.file.type).header('content-length', download.file.size).send(download.content);
    },
  );
};
