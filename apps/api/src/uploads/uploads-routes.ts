import multipart from '@fastify/multipart';
import { appFileSchema } from '@espace/contracts/files';
import { uploadMaxBytes } from '@espace/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../http/app-error';
import { errorResponses } from '../http/route-schemas';
import { uploadFile } from './upload-file';
import { createUploadsRepository } from './uploads-repository';

/** SPEC §7 POST files: one multipart file, into my library. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here only: multipart bodies are accepted by this route and no other.
  await app.register(multipart, { limits: { fileSize: uploadMaxBytes, files: 1, fields: 4, parts: 5 } });
  const uploads = createUploadsRepository(app.database);

  app.post(
    '/files',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['files'],
        summary: `Uploads one file (multipart field "file"; SPEC §3 supported types, at most ${uploadMaxBytes} bytes; TYPE_ERROR otherwise)`,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: appFileSchema, ...errorResponses.badRequest, ...errorResponses.unauthorized },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('TYPE_ERROR');
      const part = await request.file();
      if (!part) throw new AppError('TYPE_ERROR');
      const stored = await uploadFile({ tenantId: request.tenant.id, userId: request.auth.userId, part, uploads });
      return reply.code(201).send(stored);
    },
  );
};
