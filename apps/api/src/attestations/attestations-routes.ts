import {
  attestationParamsSchema,
  attestationQuerySchema,
  evidencePackClassParamsSchema,
  evidencePackDownloadQuerySchema,
  evidencePackParamsSchema,
  evidencePackRequestSchema,
  evidencePackSchema,
  latestEvidencePackSchema,
  myAttestationParamsSchema,
  myAttestationsSchema,
} from '@espace/contracts/attestations';
import { signedLinkSchema } from '@espace/contracts/files';
import { learnerParamsSchema } from '@espace/contracts/trainer';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../http/content-disposition';
import { errorResponses } from '../http/route-schemas';
import { trainerOf } from '../trainer/trainer-access';
import {
  attestationClass,
  attestationFileName,
  attestationPdf,
  type AttestationSources,
  learnerAttestationLink,
  myAttestationLink,
  myAttestations,
} from './attestations';
import { attestationSourcesOf } from './attestations-repositories';
import { evidencePackDownload, evidencePackLink, latestEvidencePack, requestEvidencePack } from './evidence-packs';

const forbidden = { 403: errorResponses.unauthorized[401] };
const conflict = { 409: errorResponses.unauthorized[401] };

/**
 * Attestations de fin de formation (docs/privacy.md#attestation-de-fin-de-formation): the learner's
 * own once their class has ended, a trainer's or admin's for a learner of a class they follow at
 * any time; and a class's Qualiopi evidence pack (docs/privacy.md#qualiopi-evidence-pack), for its
 * trainers and the admins, made by the job queue. Each file a signed link asked with the session,
 * then downloaded with that link alone.
 */
export const attestationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const sources: AttestationSources = attestationSourcesOf(app);
  const trainer = (tenantId: string, userId: string) => trainerOf(app.usersRepository, tenantId, userId);

  app.get(
    '/users/me/attestations',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['attestations'],
        summary: 'My classes, each with whether its attestation de fin de formation is out (once the class has ended)',
        security: [{ bearer: [] }],
        response: { 200: myAttestationsSchema, ...errorResponses.unauthorized },
      },
    },
    async (request) => myAttestations({ tenantId: request.tenant.id, userId: request.auth.userId, trainers: sources.trainers, now: new Date() }),
  );

  app.post(
    '/users/me/attestations/:classId/link',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['attestations'],
        summary: 'A signed link to my attestation for an ended class of mine (409 while the class goes on)',
        security: [{ bearer: [] }],
        params: myAttestationParamsSchema,
        response: { 200: signedLinkSchema, ...errorResponses.unauthorized, ...errorResponses.notFound, ...conflict },
      },
    },
    async (request) =>
      myAttestationLink({
        tenantId: request.tenant.id,
        userId: request.auth.userId,
        classId: request.params.classId,
        trainers: sources.trainers,
        links: app.signedLinks,
        now: new Date(),
      }),
  );

  app.post(
    '/trainer/classes/:classId/learners/:userId/attestation/link',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['attestations', 'trainer'],
        summary: 'A signed link to the attestation of a learner of a class I follow, at any time',
        security: [{ bearer: [] }],
        params: learnerParamsSchema,
        response: { 200: signedLinkSchema, ...errorResponses.unauthorized, ...forbidden, ...errorResponses.notFound },
      },
    },
    async (request) =>
      learnerAttestationLink({
        trainer: await trainer(request.tenant.id, request.auth.userId),
        ...request.params,
        trainers: sources.trainers,
        learners: sources.learners,
        links: app.signedLinks,
      }),
  );

  app.get(
    '/attestations/:classId/:userId',
    {
      // The signed link alone, counted once verified per the user it was issued to (as the certificates' PDFs are).
      preHandler: [
        app.authenticateDownload(
          'attestation',
          (request) => {
            const { classId, userId } = request.params as { classId: string; userId: string };
            return `${classId}/${userId}`;
          },
          { signedLinkOnly: true },
        ),
        app.limitRate('certificatePdfs', (request) => request.downloaderId),
      ],
      schema: {
        tags: ['attestations'],
        summary: 'The attestation of a learner for a class (application/pdf), with a signed link only; its access is checked again',
        params: attestationParamsSchema,
        querystring: attestationQuerySchema,
        response: {
          200: z.any().describe('application/pdf'),
          ...errorResponses.unauthorized,
          ...forbidden,
          ...errorResponses.notFound,
          ...conflict,
          ...errorResponses.tooManyAttempts,
        },
      },
    },
    async (request, reply) => {
      const { classId, userId } = request.params;
      const now = new Date();
      const klass = await attestationClass({
        tenantId: request.tenant.id,
        requesterId: request.downloaderId,
        classId,
        userId,
        trainer: () => trainer(request.tenant.id, request.downloaderId),
        sources,
        now,
      });
      const pdf = await attestationPdf({ tenant: request.tenant, klass, userId, sources, now });
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${attestationFileName(request.tenant)}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  const packAccess = async (tenantId: string, userId: string) => ({
    trainer: await trainer(tenantId, userId),
    sources,
    packs: app.evidencePacksRepository,
    now: new Date(),
  });

  app.post(
    '/trainer/classes/:classId/evidence-packs',
    {
      preHandler: [app.authenticate(), app.limitRate('evidencePacks')],
      schema: {
        tags: ['attestations', 'trainer'],
        summary:
          "Asks for the Qualiopi evidence pack of a class I follow (its trainers' and the admins'): the job queue makes it; while one of mine is preparing, that one answers",
        security: [{ bearer: [] }],
        params: evidencePackClassParamsSchema,
        body: evidencePackRequestSchema,
        response: {
          202: evidencePackSchema,
          ...errorResponses.badRequest,
          ...errorResponses.unauthorized,
          ...forbidden,
          ...errorResponses.notFound,
          ...errorResponses.tooManyAttempts,
        },
      },
    },
    async (request, reply) => {
      const pack = await requestEvidencePack({
        ...(await packAccess(request.tenant.id, request.auth.userId)),
        classId: request.params.classId,
        request: request.body,
        database: app.database,
        uploads: app.uploadsRepository,
        jobs: app.jobs,
      });
      return reply.code(202).send(pack);
    },
  );

  app.get(
    '/trainer/classes/:classId/evidence-packs/latest',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['attestations', 'trainer'],
        summary: 'My last evidence pack of a class I follow, while it is kept (null otherwise): its state, and once ready its size and expiry',
        security: [{ bearer: [] }],
        params: evidencePackClassParamsSchema,
        response: { 200: latestEvidencePackSchema, ...errorResponses.unauthorized, ...forbidden, ...errorResponses.notFound },
      },
    },
    async (request) => latestEvidencePack({ ...(await packAccess(request.tenant.id, request.auth.userId)), classId: request.params.classId }),
  );

  app.post(
    '/trainer/evidence-packs/:packId/link',
    {
      preHandler: app.authenticate(),
      schema: {
        tags: ['attestations', 'trainer'],
        summary: 'A signed link to download a ready evidence pack of mine, of a class I still follow',
        security: [{ bearer: [] }],
        params: evidencePackParamsSchema,
        response: { 200: signedLinkSchema, ...errorResponses.unauthorized, ...forbidden, ...errorResponses.notFound },
      },
    },
    async (request) =>
      evidencePackLink({ ...(await packAccess(request.tenant.id, request.auth.userId)), packId: request.params.packId, links: app.signedLinks }),
  );

  app.get(
    '/evidence-packs/:packId',
    {
      // The signed link alone, counted once verified per the user it was issued to.
      preHandler: [
        app.authenticateDownload('evidence-pack', (request) => (request.params as { packId: string }).packId, { signedLinkOnly: true }),
        app.limitRate('evidencePackDownloads', (request) => request.downloaderId),
      ],
      schema: {
        tags: ['attestations', 'trainer'],
        summary:
          "A ready Qualiopi evidence pack (application/zip): CSV tables and each learner's attestation, with a signed link only; the pack and its class are checked again",
        params: evidencePackParamsSchema,
        querystring: evidencePackDownloadQuerySchema,
        response: {
          200: z.any().describe('application/zip'),
          ...errorResponses.unauthorized,
          ...forbidden,
          ...errorResponses.notFound,
          ...errorResponses.tooManyAttempts,
        },
      },
    },
    async (request, reply) => {
      const pack = await evidencePackDownload({
        ...(await packAccess(request.tenant.id, request.downloaderId)),
        packId: request.params.packId,
        uploads: app.uploadsRepository,
        notifications: app.notificationsRepository,
      });
      if (pack.size !== null) reply.header('content-length', pack.size);
      return (reply as FastifyReply)
        .type('application/zip')
        .header('content-disposition', contentDisposition('attachment', pack.fileName))
        .header('cache-control', 'private, no-store')
        .send(pack.bytes);
    },
  );
};
