import { certificatePdfParamsSchema, certificatePdfQuerySchema, certificatesResponseSchema } from '@espace/contracts/certificates';
import { signedLinkSchema } from '@espace/contracts/files';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/route-schemas';
import { certificateLink, certificatePdf, listCertificates } from './certificates';

const forbidden = { 403: errorResponses.unauthorized[401] };

/** Certificates (docs/product/screens-and-routes.md#certificates): my certification rows and the PDF of one; their verification is the credentials' (credentials/). */
export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const certificates = app.certificatesRepository;
  const lessons = app.learnerLessonsRepository;

  app.get(
    '/users/me/certificates',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['certificates'],
        summary: 'My certification rows',
        security: [{ bearer: [] }],
        response: { 200: certificatesResponseSchema, ...errorResponses.unauthorized, ...forbidden },
      },
    },
    async (request) =>
      listCertificates({
        tenant: request.tenant,
        userId: request.auth.userId,
        lessons,
        certificates,
        issuer: app.credentialIssuer,
        credentials: app.credentialsRepository,
      }),
  );

  app.get(
    '/certificates/:lessonId/link',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['certificates'],
        summary: 'A signed link to the PDF of my certificate, for a plain download link (no session token in the URL)',
        security: [{ bearer: [] }],
        params: certificatePdfParamsSchema,
        response: { 200: signedLinkSchema, ...errorResponses.unauthorized, ...forbidden, ...errorResponses.notFound },
      },
    },
    async (request) =>
      certificateLink({ tenant: request.tenant, userId: request.auth.userId, lessonId: request.params.lessonId, certificates, links: app.signedLinks }),
  );

  app.get(
    '/certificates/:lessonId.pdf',
    {
      // A download link cannot send a header: it uses a signed link (GET certificates/{lessonId}/link),
      // never the session token in the query.
      preHandler: [
        app.authenticateDownload('certificate', (request) => (request.params as { lessonId: string }).lessonId),
        app.limitRate('certificatePdfs', (request) => request.downloaderId),
      ],
      schema: {
        tags: ['certificates'],
        summary: 'The certificate of an ended lesson of mine, as a PDF, with a bearer token or a signed link',
        security: [{ bearer: [] }],
        params: certificatePdfParamsSchema,
        querystring: certificatePdfQuerySchema,
        response: {
          200: z.any().describe('application/pdf'),
          ...errorResponses.unauthorized,
          ...forbidden,
          ...errorResponses.notFound,
          ...errorResponses.tooManyAttempts,
        },
      },
    },
    async (request, reply) => {
      const origin = request.publicOrigin;
      const pdf = await certificatePdf({
        tenant: request.tenant,
        userId: request.downloaderId,
        lessonId: request.params.lessonId,
        origin,
        certificates,
        contexts: app.contextRepository,
      });
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('content-disposition', `inline; filename="certificate-${request.params.lessonId}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
