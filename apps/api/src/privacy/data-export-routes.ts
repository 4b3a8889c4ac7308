import { adminUserParamsSchema } from '@espace/contracts/admin';
import { errorBodySchema } from '@espace/contracts/errors';
import { dataExportLinkSchema, dataExportParamsSchema, dataExportQuerySchema } from '@espace/contracts/privacy';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/route-schemas';
import { dataExport } from './data-export';
import { adminDataExportLink, myDataExportLink } from './data-export-access';
import { dataExportSourcesOf } from './data-export-sources';

/**
 * The archive of a user's data (docs/privacy.md#the-archive-of-a-users-data): a signed link asked
 * with the session, by the user for their own or by an admin for an account they administer, then
 * the zip downloaded with that link alone.
 */
export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const sources = dataExportSourcesOf(app);
  const linkInput = (request: FastifyRequest) => ({ tenantId: request.tenant.id, requesterId: request.auth.userId, sources, links: app.signedLinks });

  app.post(
    '/users/me/data-export/link',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['privacy'],
        summary: 'A signed link to the archive of all my data (a zip), valid 10 to 15 minutes',
        security: [{ bearer: [] }],
        response: { 200: dataExportLinkSchema, ...errorResponses.unauthorized, ...errorResponses.notFound },
      },
    },
    async (request) => myDataExportLink(linkInput(request)),
  );

  app.post(
    '/admin/users/:id/data-export/link',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['admin', 'privacy'],
        summary: "A signed link to the archive of a user's data, for an admin of the tenant whose reach covers them",
        security: [{ bearer: [] }],
        params: adminUserParamsSchema,
        response: { 200: dataExportLinkSchema, ...errorResponses.unauthorized, 403: errorBodySchema, ...errorResponses.notFound },
      },
    },
    async (request) => adminDataExportLink({ ...linkInput(request), subjectId: request.params.id }),
  );

  app.get(
    '/data-exports/:userId',
    {
      // The signed link is the only credential: a download link sends no header, and the session
      // token never rides in a URL. Counted once the link is verified, per the user it was issued
      // to: a forged link naming someone costs only its check, never their downloads.
      preHandler: [
        app.authenticateDownload('data-export', (request) => (request.params as { userId: string }).userId, { signedLinkOnly: true }),
        app.limitRate('dataExports', (request) => request.downloaderId),
      ],
      schema: {
        tags: ['privacy'],
        summary:
          "The archive of a user's data (application/zip, written as it is sent), with a signed link from POST users/me/data-export/link or admin/users/{id}/data-export/link only",
        params: dataExportParamsSchema,
        querystring: dataExportQuerySchema,
        response: { 200: z.any().describe('application/zip'), ...errorResponses.unauthorized, ...errorResponses.notFound, ...errorResponses.tooManyAttempts },
      },
    },
    async (request, reply) => {
      const { fileName, archive } = await dataExport({
        tenant: request.tenant,
        requesterId: request.downloaderId,
        subjectId: request.params.userId,
        lang: request.query.lang,
        origin: request.publicOrigin,
        sources,
        now: new Date(),
      });
      return (reply as FastifyReply)
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(archive);
    },
  );
};
