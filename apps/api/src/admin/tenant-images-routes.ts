import multipart from '@fastify/multipart';
import { contextAssetsSchema } from '@espace/contracts/context';
import { errorBodySchema } from '@espace/contracts/errors';
import { tenantImageKinds, tenantImageLimits } from '@espace/domain/admin/tenant-images';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/app-error';
import { errorResponses } from '../http/route-schemas';
import { tenantAdminOf } from './admin-access';
import { readImageUpload, resetTenantImage, updateTenantImage } from './tenant-images';

const errors = { ...errorResponses.badRequest, ...errorResponses.unauthorized, 403: errorBodySchema, ...errorResponses.notFound };
const params = z.strictObject({ kind: z.enum(tenantImageKinds) });

/**
 * The tenant's logo, icon, splash screens and certificate signature (docs/administration.md#images): its system admin only.
 * In a context of its own: multipart bodies are accepted by these routes and no other.
 */
export const tenantImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The parser cuts the file one byte past the limit, so readImageUpload sees it is too large and says so.
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: tenantImageLimits.maxBytes + 1, files: 1, fields: 0, parts: 1 } });
  const input = async (request: FastifyRequest, kind: (typeof tenantImageKinds)[number]) => ({
    admin: await tenantAdminOf(app.usersRepository, request.tenant.id, request.auth.userId),
    database: app.database,
    contexts: app.contextRepository,
    images: app.tenantImagesRepository,
    audit: app.auditLogRepository,
    forgetTenants: () => app.tenants.clear(),
    kind,
  });
  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/settings/images',
    {
      preHandler: app.authenticate(),
      schema: {
        ...common,
        summary: "The tenant's logos, favicon, touch icons, splash screens and certificate signature",
        response: { 200: contextAssetsSchema, ...errors },
      },
    },
    async (request) => {
      await tenantAdminOf(app.usersRepository, request.tenant.id, request.auth.userId);
      return request.tenant.assets;
    },
  );

  app.put(
    '/admin/settings/images/:kind',
    {
      preHandler: [app.authenticate(), app.limitRate('uploads')],
      schema: {
        ...common,
        summary: `Uploads the source image of a kind (multipart field "file"): PNG, JPEG or WebP read from its bytes (TYPE_ERROR), at most ${tenantImageLimits.maxBytes} bytes (FILE_TOO_LARGE); the server makes every size the kind needs`,
        consumes: ['multipart/form-data'],
        params,
        response: { 200: contextAssetsSchema, ...errors, 413: errorBodySchema.describe('FILE_TOO_LARGE'), ...errorResponses.tooManyAttempts },
      },
    },
    async (request, reply) => {
      // Who may upload is settled before a byte of the file is read.
      const use = await input(request, request.params.kind);
      if (!request.isMultipart()) throw new AppError('TYPE_ERROR', [{ path: 'file', message: 'A multipart body with one file' }]);
      const part = await request.file();
      if (!part) throw new AppError('TYPE_ERROR', [{ path: 'file', message: 'A multipart body with one file' }]);
      try {
        return await updateTenantImage({ ...use, source: await readImageUpload(part.file) });
      } catch (error) {
        // Reading may have stopped at the refusal: close rather than take in the rest of the body.
        reply.header('connection', 'close');
        throw error;
      }
    },
  );

  app.delete(
    '/admin/settings/images/:kind',
    {
      preHandler: app.authenticate(),
      schema: { ...common, summary: "Takes a kind's images away: the app's own show again", params, response: { 200: contextAssetsSchema, ...errors } },
    },
    async (request) => resetTenantImage(await input(request, request.params.kind)),
  );
};
