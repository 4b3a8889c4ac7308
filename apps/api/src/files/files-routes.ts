import multipart from '@fastify/multipart';
import { errorBodySchema } from '@espace/contracts/errors';
import { appFileInfosSchema, appFileSchema, fileParamsSchema, notifyFilesBodySchema, signedLinkQuerySchema, signedLinkSchema } from '@espace/contracts/files';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import { AppError } from '../http/app-error';
import { errorResponses } from '../http/route-schemas';
import { fileReaderOf } from './file-access';
import { fileLink } from './file-link';
import { setFileHeaders } from './file-headers';
import { downloadFile, getCaptions, getFile, getFileInfos } from './get-file';
import { notifyFiles } from './notify-files';
import { uploadFile } from './upload-file';

/**
 * A file of the tenant for its signed-in users: files/{id}, files/{id}/infos and files/{id}/download
 * (docs/product/api-calls.md#lesson-player); an upload to my library (POST files) and my documents
 * by mail (POST users/me/notify-files, docs/product/accounts.md#documents-by-mail).
 */
export const filesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const files = app.filesRepository;
  const common = { tags: ['files'], security: [{ bearer: [] }], params: fileParamsSchema };
  const fileInput = async (request: FastifyRequest<{ Params: { id: string } }>, userId = request.auth.userId) => ({
    tenantId: request.tenant.id,
    fileId: request.params.id,
    reader: await fileReaderOf(request.tenant.id, userId, app.usersRepository),
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
      schema: {
        ...common,
        summary: "A file's metadata, with an html player for videos",
        response: { 200: appFileInfosSchema, ...errorResponses.unauthorized, ...errorResponses.notFound },
      },
    },
    async (request) => getFileInfos(await fileInput(request)),
  );

  app.get(
    '/files/:id/captions',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "A video's captions (WebVTT, docs/accessibility.md)",
        response: { 200: z.string().describe('text/vtt'), ...errorResponses.unauthorized, ...errorResponses.notFound },
      },
    },
    async (request, reply) =>
      reply
        .type('text/vtt; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .send(await getCaptions(await fileInput(request))),
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

  await app.register(uploadRoute, { config });

  app.post(
    '/users/me/notify-files',
    {
      preHandler: [app.authenticate(), app.limitRate('documentsByMail')],
      schema: {
        tags: ['files'],
        security: [{ bearer: [] }],
        summary: 'Mails me these files: attached while their total stays within MAIL_ATTACHMENTS_MAX_BYTES, the others as links to the portal',
        body: notifyFilesBodySchema,
        response: { ...errorResponses.badRequest, ...errorResponses.unauthorized, ...errorResponses.notFound, ...errorResponses.tooManyAttempts },
      },
    },
    async (request, reply) => {
      const { tenant, auth, body } = request;
      await notifyFiles({
        tenant,
        userId: auth.userId,
        reader: await fileReaderOf(tenant.id, auth.userId, app.usersRepository),
        origin: request.publicOrigin,
        message: body.message,
        fileIds: body.fileIds,
        attachmentsMaxBytes: config.mailAttachmentsMaxBytes,
        users: app.usersRepository,
        uploads: app.uploadsRepository,
        mailer: app.mailer,
      });
      return (reply as FastifyReply).code(204).send();
    },
  );
};

/**
 * POST files: one multipart file, into my library, within the limits of the configuration.
 * In a context of its own: multipart bodies are accepted by this route and no other.
 */
const uploadRoute: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const limits = { maxFileBytes: config.uploadMaxFileBytes, quotaBytes: config.uploadQuotaBytes };
  // The parser cuts the file one byte past the limit, so uploadFile sees it is too large and says so.
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: limits.maxFileBytes + 1, files: 1, fields: 4, parts: 5 } });

  app.post(
    '/files',
    {
      preHandler: [app.authenticate(), app.limitRate('uploads')],
      schema: {
        tags: ['files'],
        summary: `Uploads one file (multipart field "file"): a supported type (docs/product/data-model.md#files-and-libraries) its bytes agree with (TYPE_ERROR), at most ${limits.maxFileBytes} bytes (FILE_TOO_LARGE), within the user's ${limits.quotaBytes} bytes (UPLOAD_QUOTA_EXCEEDED)`,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: {
          201: appFileSchema,
          ...errorResponses.badRequest,
          ...errorResponses.unauthorized,
          413: errorBodySchema.describe('FILE_TOO_LARGE or UPLOAD_QUOTA_EXCEEDED'),
          ...errorResponses.tooManyAttempts,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('TYPE_ERROR');
      const part = await request.file();
      if (!part) throw new AppError('TYPE_ERROR');
      try {
        const stored = await uploadFile({ tenantId: request.tenant.id, userId: request.auth.userId, part, uploads: app.uploadsRepository, limits });
        return await reply.code(201).send(stored);
      } catch (error) {
        // Reading stopped at the refusal: the connection closes after the answer rather than
        // take in the rest of a body nobody will read.
        reply.header('connection', 'close');
        throw error;
      }
    },
  );
};
