import multipart from '@fastify/multipart';
import { errorBodySchema } from '@espace/contracts/errors';
import { appFileSchema } from '@espace/contracts/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { AppError } from '../http/app-error';
import { errorResponses } from '../http/route-schemas';
import { uploadFile } from './upload-file';
import { createUploadsRepository } from './uploads-repository';

/** SPEC §7 POST files: one multipart file, into my library, within the limits of the configuration. */
export const uploadsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const limits = { maxFileBytes: config.uploadMaxFileBytes, quotaBytes: config.uploadQuotaBytes };
  // Registered here only: multipart bodies are accepted by this route and no other. The parser
  // cuts the file one byte past the limit, so uploadFile sees it is too large and says so.
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: limits.maxFileBytes + 1, files: 1, fields: 4, parts: 5 } });
  const uploads = createUploadsRepository(app.database);

  app.post(
    '/files',
    {
      preHandler: [app.authenticate(), app.limitRate('uploads')],
      schema: {
        tags: ['files'],
        summary: `Uploads one file (multipart field "file"): a SPEC §3 supported type its bytes agree with (TYPE_ERROR), at most ${limits.maxFileBytes} bytes (FILE_TOO_LARGE), within the user's ${limits.quotaBytes} bytes (UPLOAD_QUOTA_EXCEEDED)`,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: appFileSchema, ...errorResponses.badRequest, ...errorResponses.unauthorized, 413: errorBodySchema.describe('FILE_TOO_LARGE or UPLOAD_QUOTA_EXCEEDED'), ...errorResponses.tooManyAttempts },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('TYPE_ERROR');
      const part = await request.file();
      if (!part) throw new AppError('TYPE_ERROR');
      try {
        const stored = await uploadFile({ tenantId: request.tenant.id, userId: request.auth.userId, part, uploads, limits });
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
